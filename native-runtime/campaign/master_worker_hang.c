/*
 * master_worker_hang.c - a master-worker job that hangs because one worker never finishes a task,
 * while the master waits for "any" worker (the case the any-source rule of
 * docs/decisions/002-any-source-waits.md is for).
 *
 * Rank 0 hands out tasks over a duplicate of MPI_COMM_WORLD: it receives requests with
 * MPI_Irecv(MPI_ANY_SOURCE) + MPI_Wait and answers each; every worker asks for TASKS tasks, then
 * reports its total and waits for the master's acknowledgement (MPI_Recv from rank 0). The bug:
 * the last worker's third task never converges, so it computes forever. The other workers finish
 * and wait for the acknowledgement; the master waits for a message from any worker. Only the last
 * worker can end the master's wait: the others are blocked waiting for the master.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 3 at master_worker_hang.c:33
 *
 * usage: master_worker_hang [tasks per worker]   (default 20)
 */
#include <mpi.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

enum { TAG_REQUEST = 1, TAG_TASK = 2, TAG_TOTAL = 3, TAG_ACK = 4 };

static volatile double residual;

static double solve(int task, int never_converges)
{
    double x = 1.0 + task;
    residual = 1.0;
    for (int i = 0; i < 1000; i++) {
        x = 0.5 * (x + (2.0 + task) / x);
    }
    while (never_converges && residual > 0) residual = fabs(residual * 0.5) + 1e-300; /* STRAGGLER-LP */
    return x;
}

static void serve(MPI_Comm comm, int workers, int tasks)
{
    int issued = 0, totals = 0;
    while (totals < workers) {
        double v;
        MPI_Status st;
        MPI_Request req;
        MPI_Irecv(&v, 1, MPI_DOUBLE, MPI_ANY_SOURCE, MPI_ANY_TAG, comm, &req);
        MPI_Wait(&req, &st);
        if (st.MPI_TAG == TAG_TOTAL) {
            totals++;
        } else {
            int task = issued++;
            MPI_Send(&task, 1, MPI_INT, st.MPI_SOURCE, TAG_TASK, comm);
        }
    }
    for (int w = 1; w <= workers; w++) {
        MPI_Send(NULL, 0, MPI_INT, w, TAG_ACK, comm);
    }
    (void) tasks;
}

static void work(MPI_Comm comm, int rank, int size, int tasks)
{
    double total = 0, last = 0;
    for (int n = 0; n < tasks; n++) {
        int task;
        MPI_Send(&last, 1, MPI_DOUBLE, 0, TAG_REQUEST, comm);
        MPI_Recv(&task, 1, MPI_INT, 0, TAG_TASK, comm, MPI_STATUS_IGNORE);
        last = solve(task, rank == size - 1 && n == 2);
        total += last;
    }
    MPI_Send(&total, 1, MPI_DOUBLE, 0, TAG_TOTAL, comm);
    MPI_Recv(NULL, 0, MPI_INT, 0, TAG_ACK, comm, MPI_STATUS_IGNORE);
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm comm;
    MPI_Comm_dup(MPI_COMM_WORLD, &comm);
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int tasks = argc > 1 ? atoi(argv[1]) : 20;
    if (rank == 0) {
        serve(comm, size - 1, tasks);
        printf("master_worker_hang: done\n");
    } else {
        work(comm, rank, size, tasks);
    }
    MPI_Comm_free(&comm);
    MPI_Finalize();
    return 0;
}
