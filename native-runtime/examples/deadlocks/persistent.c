/*
 * persistent.c - persistent requests: a ring exchange set up once with MPI_Recv_init/MPI_Send_init
 * and restarted every iteration with MPI_Startall + MPI_Waitall; in the last iteration rank 2 starts
 * only its receive.
 *
 * Rank 2 "saves" the last send because it believes its right neighbour does not need the final halo
 * (the bug: it does). Rank 3 waits in MPI_Waitall for that message; the others complete the loop
 * and wait in MPI_Barrier for rank 3.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 3 at persistent.c:46
 * Expected groups: 3 at persistent.c:46
 * Why: rank 3 waits for rank 2 (its persistent receive) and rank 2 waits in the barrier for rank 3:
 * a cycle of observed waits, but the model orders them: the loop's MPI_Waitall comes before the
 * barrier after the loop (every other task went from one to the other). Rank 3 is least progressed;
 * ranks 0-2 wait for it.
 *
 * usage: persistent
 */
#include <mpi.h>
#include <stdio.h>

#define ITERATIONS 5
#define LEN 8

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double out[LEN], in[LEN], acc = 0;
    MPI_Request reqs[2];
    MPI_Recv_init(in, LEN, MPI_DOUBLE, left, 8, MPI_COMM_WORLD, &reqs[0]);
    MPI_Send_init(out, LEN, MPI_DOUBLE, right, 8, MPI_COMM_WORLD, &reqs[1]);
    for (int it = 0; it < ITERATIONS; it++) {
        for (int i = 0; i < LEN; i++) {
            out[i] = rank * 10.0 + it + i * 0.1;
        }
        int last = it == ITERATIONS - 1;
        if (last && rank == 2) {
            MPI_Start(&reqs[0]); /* bug: "the right neighbour does not need the last halo" */
        } else {
            MPI_Startall(2, reqs);
        }
        MPI_Waitall(2, reqs, MPI_STATUSES_IGNORE); /* STRAGGLER-LP: ranks 3 */
        acc += in[0];
    }
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) {
        printf("persistent finished: %g\n", acc);
    }
    MPI_Request_free(&reqs[0]);
    MPI_Request_free(&reqs[1]);
    MPI_Finalize();
    return 0;
}
