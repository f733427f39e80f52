/*
 * loop_pc_deadlock.c - the producer-consumer deadlock inside a loop of the loop-aware paper
 * (AutomaDeD-LA, Table 1: "Deadlock, Producer-Consumer: AutomaDeD gives an incorrect PDG (due to
 * the infinite loop)").
 *
 * Ranks pair up (0-1, 2-3, ...): in every iteration the producer (even rank) sends an item to its
 * consumer (odd rank) and receives the consumer's acknowledgement; every 10 iterations the whole
 * job agrees on a checksum with MPI_Allreduce. The bug: in iteration 13 the producer of the first
 * pair takes the consumer's branch, so ranks 0 and 1 both block in MPI_Recv waiting for each other
 * (iteration 13), while the other pairs go on to the checksum of iteration 19 and wait there. The
 * tasks are stalled in different iterations of the same loop.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 0-1 at loop_pc_deadlock.c:39
 *
 * usage: loop_pc_deadlock [iterations]
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static double item[64];

static void produce(int it)
{
    for (int i = 0; i < 64; i++) {
        item[i] = it + 0.01 * i;
    }
}

static void exchange(int rank, int partner, int it)
{
    double ack = 0;
    int producer = rank % 2 == 0 && !(rank == 0 && it == 13); /* the bug: rank 0 in iteration 13 */
    if (producer) {
        produce(it);
        MPI_Send(item, 64, MPI_DOUBLE, partner, 0, MPI_COMM_WORLD);
        MPI_Recv(&ack, 1, MPI_DOUBLE, partner, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    } else {
        MPI_Recv(item, 64, MPI_DOUBLE, partner, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); /* STRAGGLER-LP */
        ack = item[0];
        MPI_Send(&ack, 1, MPI_DOUBLE, partner, 1, MPI_COMM_WORLD);
    }
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int iterations = argc > 1 ? atoi(argv[1]) : 40;
    int partner = rank ^ 1;
    double sum = 0, global = 0;
    for (int it = 0; it < iterations; it++) {
        if (partner < size) {
            exchange(rank, partner, it);
        }
        sum += item[0];
        if (it % 10 == 9) {
            MPI_Allreduce(&sum, &global, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        }
    }
    if (rank == 0) {
        printf("loop_pc_deadlock: %d iterations, checksum %g: no deadlock?\n", iterations, global);
    }
    MPI_Finalize();
    return 0;
}
