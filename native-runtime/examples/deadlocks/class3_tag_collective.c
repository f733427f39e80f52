/*
 * class3_tag_collective.c - issue 10, class 3 (8 ranks): a receive whose peer already sent with
 * another tag and went on into a collective that includes the receiver.
 *
 * Rank 0 sends the solver parameters to rank 5 (the only task that needs them) and then everybody
 * checks the setup with MPI_Allreduce. Rank 0 uses the tag of the parameters' new layout, rank 5
 * still receives with the old one (the bug). Rank 0 went on into the allreduce; rank 5 waits for a
 * message that is already there and will never match.
 *
 * Expected diagnosis (mpirun -np 8): least-progressed ranks 5 at class3_tag_collective.c:35
 * Expected groups: 5 at class3_tag_collective.c:35
 * Why: rank 0 (and the six others) wait in the allreduce for rank 5, rank 5 waits for rank 0: a cycle
 * of observed waits. Rank 0 has already sent rank 5 as many messages as rank 5's receives from it
 * need, so rank 0 is ahead of rank 5 on their channel (and rank 5's receive comes before the
 * collective in program order): rank 5 is least progressed, the seven others are victims.
 *
 * usage: class3_tag_collective
 */
#include <mpi.h>
#include <stdio.h>

enum { TAG_PARAMS = 30, TAG_PARAMS_V2 = 31 };

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    double params[3] = { 0.25, 1e-6, 100 };
    int solver = size - 3, ok = 1, all_ok = 0;
    if (rank == 0) {
        MPI_Send(params, 3, MPI_DOUBLE, solver, TAG_PARAMS_V2, MPI_COMM_WORLD);
    } else if (rank == solver) {
        MPI_Recv(params, 3, MPI_DOUBLE, 0, TAG_PARAMS, MPI_COMM_WORLD, MPI_STATUS_IGNORE); /* STRAGGLER-LP: ranks 5 */
        ok = params[2] > 0;
    }
    MPI_Allreduce(&ok, &all_ok, 1, MPI_INT, MPI_LAND, MPI_COMM_WORLD);
    if (rank == 0) {
        printf("setup %s\n", all_ok ? "ok" : "failed");
    }
    MPI_Finalize();
    return 0;
}
