/*
 * hybrid_lock.c - a hybrid task whose non-MPI thread holds a lock the MPI thread needs: rank 1's
 * I/O thread takes the buffer lock and waits for a "data ready" flag that the MPI thread would only
 * set after taking the same lock (a lock-order bug between the two threads).
 *
 * Every rank has an I/O thread that writes the halo buffer out while the MPI thread exchanges it
 * around a ring. On rank 1 the I/O thread starts early (it has no previous step to wait for), takes
 * the buffer lock and waits for the data while holding it; the MPI thread blocks on the lock before
 * its send. Rank 2 waits for rank 1's message; ranks 0 and 3 wait in MPI_Allreduce.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 1 at hybrid_lock.c:68
 * Expected groups: 1 at hybrid_lock.c:68
 * Why: rank 1's MPI thread is not inside MPI (it waits for a lock of its own process): it waits on no
 * task, and the others wait for it (rank 2 point-to-point, ranks 0 and 3 in the collective). Rank 1 is
 * least progressed; its LP line is where the MPI thread is stuck (pthread_mutex_lock); the thread
 * holding the lock is in the per-task dump's other stacks (straggler stacks --all-threads).
 *
 * usage: hybrid_lock
 */
#include <mpi.h>
#include <pthread.h>
#include <stdio.h>

#define LEN 32

static double halo[LEN];
static pthread_mutex_t buffer_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t state_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t state_changed = PTHREAD_COND_INITIALIZER;
static int data_ready = 0, io_holds_buffer = 0;
static double written = 0;

static void *io_thread(void *arg)
{
    (void) arg;
    pthread_mutex_lock(&buffer_lock); /* the I/O thread holds the buffer while it waits */
    pthread_mutex_lock(&state_lock);
    io_holds_buffer = 1;
    pthread_cond_broadcast(&state_changed);
    while (!data_ready) {
        pthread_cond_wait(&state_changed, &state_lock);
    }
    pthread_mutex_unlock(&state_lock);
    for (int i = 0; i < LEN; i++) {
        written += halo[i];
    }
    pthread_mutex_unlock(&buffer_lock);
    return NULL;
}

int main(int argc, char **argv)
{
    int provided;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    pthread_t io;
    int early = rank == 1; /* bug: the first step's I/O thread must not start before the data */
    if (early) {
        pthread_create(&io, NULL, io_thread, NULL);
        pthread_mutex_lock(&state_lock); /* (makes the bad interleaving certain) */
        while (!io_holds_buffer) {
            pthread_cond_wait(&state_changed, &state_lock);
        }
        pthread_mutex_unlock(&state_lock);
    }
    pthread_mutex_lock(&buffer_lock); /* STRAGGLER-LP: ranks 1 */
    for (int i = 0; i < LEN; i++) {
        halo[i] = rank + i;
    }
    pthread_mutex_unlock(&buffer_lock);
    pthread_mutex_lock(&state_lock);
    data_ready = 1;
    pthread_cond_broadcast(&state_changed);
    pthread_mutex_unlock(&state_lock);
    if (!early) {
        pthread_create(&io, NULL, io_thread, NULL);
    }
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double in[LEN], sum = 0, total = 0;
    if (rank == 1) {
        MPI_Send(halo, LEN, MPI_DOUBLE, right, 15, MPI_COMM_WORLD);
    } else if (rank == 2) {
        MPI_Recv(in, LEN, MPI_DOUBLE, left, 15, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        sum = in[0];
    }
    pthread_join(io, NULL);
    MPI_Allreduce(&sum, &total, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    if (rank == 0) {
        printf("hybrid_lock finished: %g %g\n", total, written);
    }
    MPI_Finalize();
    return 0;
}
