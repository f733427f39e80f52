/*
 * master_worker.c - campaign mini-app (straggler inject): master-worker with point-to-point.
 *
 * Rank 0 hands out tasks: it receives requests with MPI_ANY_SOURCE and answers each with a task
 * (MPI_Send); every worker asks for exactly TASKS tasks (so call counts do not depend on timing),
 * computes them and reports results with its next request. A final MPI_Reduce collects totals.
 * Does not hang by itself.
 *
 * usage: master_worker [tasks per worker]   (default 200: about 1-2 s on 4 ranks)
 */
#include <mpi.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define LEN 512

static double block[LEN];

static int next_task(int *issued)
{
    return (*issued)++;
}

static void serve(int workers, int tasks)
{
    int issued = 0;
    double result;
    MPI_Status st;
    for (int n = 0; n < workers * tasks; n++) {
        MPI_Recv(&result, 1, MPI_DOUBLE, MPI_ANY_SOURCE, 1, MPI_COMM_WORLD, &st);
        int task = next_task(&issued);
        MPI_Send(&task, 1, MPI_INT, st.MPI_SOURCE, 2, MPI_COMM_WORLD);
    }
}

static void fill(int task)
{
    for (int i = 0; i < LEN; i++) {
        block[i] = sin(0.01 * task + 0.001 * i);
    }
}

static double compute(int task)
{
    double s = 0;
    fill(task);
    for (int r = 0; r < 300; r++) {
        for (int i = 0; i < LEN; i++) {
            block[i] = sqrt(fabs(block[i]) + 1e-3 * r);
            s += block[i];
        }
    }
    return s;
}

static int request(double previous)
{
    int task;
    MPI_Send(&previous, 1, MPI_DOUBLE, 0, 1, MPI_COMM_WORLD);
    MPI_Recv(&task, 1, MPI_INT, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    return task;
}

static double work(int tasks)
{
    double sum = 0, last = 0;
    for (int n = 0; n < tasks; n++) {
        int task = request(last);
        last = compute(task);
        sum += last;
    }
    return sum;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int tasks = argc > 1 ? atoi(argv[1]) : 200;
    double mine = 0, total = 0;
    if (rank == 0) {
        serve(size - 1, tasks);
    } else {
        mine = work(tasks);
    }
    MPI_Reduce(&mine, &total, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    if (rank == 0) {
        printf("master_worker: %d tasks, total %g\n", (size - 1) * tasks, total);
    }
    MPI_Finalize();
    return 0;
}
