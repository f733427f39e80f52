/*
 * A multi-threaded MPI task for the test of the runtime's thread sampling (test_threads.py): besides
 * the MPI thread, one thread sleeps in worker_sleep_here and one spins in worker_spin_here. Rank 1
 * never sends what rank 0 waits for, so the job hangs and every task dumps the stacks of all its
 * threads. With the argument "exit" the job does not hang: it finalizes (dump at exit).
 */
#include <mpi.h>
#include <pthread.h>
#include <unistd.h>

static volatile long spins;

__attribute__((noinline)) static void worker_sleep_here(void)
{
    for (;;) {
        sleep(1000);
    }
}

__attribute__((noinline)) static void worker_spin_here(void)
{
    for (;;) {
        spins++;
    }
}

static void *sleeper(void *arg)
{
    (void) arg;
    worker_sleep_here();
    return NULL;
}

static void *spinner(void *arg)
{
    (void) arg;
    worker_spin_here();
    return NULL;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, v = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    pthread_t a, b;
    pthread_create(&a, NULL, sleeper, NULL);
    pthread_create(&b, NULL, spinner, NULL);
    MPI_Barrier(MPI_COMM_WORLD);
    if (argc > 1) {
        /* the workers go on running: MPI_Finalize's dump samples them, then the process exits */
    } else if (rank == 0) {
        MPI_Recv(&v, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); /* never sent */
    } else {
        MPI_Barrier(MPI_COMM_WORLD); /* rank 0 never comes */
    }
    MPI_Finalize();
    return 0;
}
