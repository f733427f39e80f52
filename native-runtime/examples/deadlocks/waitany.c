/*
 * waitany.c - an MPI_Waitany over several pending receives whose senders are held up by one task
 * spinning in computation.
 *
 * The master (rank 0) posts one MPI_Irecv per worker and handles results as they arrive with
 * MPI_Waitany. Worker 2 iterates until its error drops below a tolerance, but its damping factor is
 * 1 (the bug), so it never stops; worker 3 needs worker 2's value before it can report; worker 1
 * reports and waits in MPI_Barrier.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 2 at waitany.c:46
 * Expected groups: 2 at waitany.c:46
 * Why: rank 0 waits for any one of 2 and 3 (1's request is complete); rank 3 waits for rank 2; rank
 * 1 waits in the barrier for 0, 2 and 3. Rank 2 computes: it waits on nobody, and every other task
 * waits for it, directly or through a chain. Rank 2 is least progressed, at its loop.
 *
 * usage: waitany
 */
#include <mpi.h>
#include <stdio.h>

static volatile double damping = 1.0; /* bug: should be < 1 */

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (rank == 0) {
        double results[16] = { 0 };
        MPI_Request reqs[16];
        for (int w = 1; w < size; w++) {
            MPI_Irecv(&results[w], 1, MPI_DOUBLE, w, 1, MPI_COMM_WORLD, &reqs[w - 1]);
        }
        double sum = 0;
        for (int k = 1; k < size; k++) {
            int index = -1;
            MPI_Waitany(size - 1, reqs, &index, MPI_STATUS_IGNORE);
            sum += results[index + 1];
        }
        printf("sum %g\n", sum);
    } else {
        double value = rank, err = 1.0, tol = 1e-9;
        long sweeps = 0;
        if (rank == 2) {
            while (err > tol) { err = err * damping; sweeps++; } /* STRAGGLER-LP: ranks 2 */
            value += sweeps;
        } else if (rank == 3) {
            double from2 = 0;
            MPI_Recv(&from2, 1, MPI_DOUBLE, 2, 4, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            value += from2;
        }
        if (rank == 2) {
            MPI_Send(&value, 1, MPI_DOUBLE, 3, 4, MPI_COMM_WORLD);
        }
        MPI_Send(&value, 1, MPI_DOUBLE, 0, 1, MPI_COMM_WORLD);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
