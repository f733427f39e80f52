/*
 * pipeline.c - campaign mini-app (straggler inject): a producer-consumer pipeline.
 *
 * A ring of stages: rank 0 produces items and sends them to rank 1; rank i receives from i-1,
 * transforms and forwards to i+1; the last rank consumes and returns a token to rank 0, which keeps
 * at most WINDOW items in flight. Point-to-point only (MPI_Send/MPI_Recv). Does not hang by itself.
 *
 * usage: pipeline [items]   (default 800: about 1-2 s on 4 ranks)
 */
#include <mpi.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define LEN 256
#define WINDOW 4

static double work[LEN];

static void produce(int id)
{
    for (int i = 0; i < LEN; i++) {
        work[i] = sin(0.001 * id * i);
    }
}

static void transform(int stage)
{
    for (int r = 0; r < 60; r++) {
        for (int i = 0; i < LEN; i++) {
            work[i] = work[i] * 0.99 + 0.01 * cos(work[i] + stage);
        }
    }
}

static double consume(void)
{
    double s = 0;
    for (int i = 0; i < LEN; i++) {
        s += work[i];
    }
    return s;
}

static void send_item(int to, int id)
{
    MPI_Send(work, LEN, MPI_DOUBLE, to, id, MPI_COMM_WORLD);
}

static int recv_item(int from)
{
    MPI_Status st;
    MPI_Recv(work, LEN, MPI_DOUBLE, from, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
    return st.MPI_TAG;
}

static void ack(int to, double v)
{
    MPI_Send(&v, 1, MPI_DOUBLE, to, 0, MPI_COMM_WORLD);
}

static double wait_ack(int from)
{
    double v;
    MPI_Recv(&v, 1, MPI_DOUBLE, from, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    return v;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int items = argc > 1 ? atoi(argv[1]) : 800;
    double total = 0;
    if (size < 2) {
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    if (rank == 0) {
        for (int id = 0; id < items; id++) {
            if (id >= WINDOW) {
                total += wait_ack(size - 1);
            }
            produce(id);
            send_item(1, id);
        }
        for (int id = items > WINDOW ? items - WINDOW : 0; id < items; id++) {
            total += wait_ack(size - 1);
        }
    } else {
        for (int n = 0; n < items; n++) {
            int id = recv_item(rank - 1);
            transform(rank);
            if (rank < size - 1) {
                send_item(rank + 1, id);
            } else {
                ack(0, consume());
            }
        }
    }
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) {
        printf("pipeline: %d items, checksum %g\n", items, total);
    }
    MPI_Finalize();
    return 0;
}
