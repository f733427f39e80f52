/*
 * fault_program.c - the fault injector's test program (test_fault.py), 2 or more ranks.
 *
 * Rank 0 sends NMSG int messages to rank 1 (tag k: an extra copy never matches a later receive),
 * rank 1 receives each into a buffer followed by a zeroed guard area; then a double MPI_Bcast from
 * rank 0; then (argument "crash") rank 1 writes through a NULL pointer; a barrier; and rank 1
 * receives whatever messages are still pending (extra messages). Every rank prints what it sent,
 * received and found, one line per item, so the test sees each fault's effect.
 */
#include <mpi.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#define NMSG 5
#define LEN 10
#define GUARD 64

static struct {
    int data[LEN];
    unsigned char guard[GUARD];
} in;

static char line[1024];

/* one write(2) per line: launchers forward the ranks' output write by write, and a line cut in
 * two could interleave with another rank's */
static void emit(const char *text)
{
    char buf[sizeof line + 1];
    int n = snprintf(buf, sizeof buf, "%s\n", text);
    ssize_t w = write(1, buf, (size_t) n);
    (void) w;
}

__attribute__((noinline)) static void crash_here(void)
{
    *(volatile int *) NULL = 1;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int crash = argc > 1 && strcmp(argv[1], "crash") == 0;
    for (int k = 0; k < NMSG; k++) {
        if (rank == 0) {
            int out[LEN];
            for (int i = 0; i < LEN; i++) {
                out[i] = 100 * k + i;
            }
            MPI_Send(out, LEN, MPI_INT, 1, k, MPI_COMM_WORLD);
            int n = snprintf(line, sizeof line, "sent %d:", k);
            for (int i = 0; i < LEN; i++) {
                n += snprintf(line + n, sizeof line - n, " %d", out[i]);
            }
            emit(line);
        } else if (rank == 1) {
            memset(&in, 0, sizeof in);
            MPI_Recv(in.data, LEN, MPI_INT, 0, k, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            int n = snprintf(line, sizeof line, "recv %d:", k);
            for (int i = 0; i < LEN; i++) {
                n += snprintf(line + n, sizeof line - n, " %d", in.data[i]);
            }
            n += snprintf(line + n, sizeof line - n, " guard");
            for (int i = 0; i < GUARD; i++) {
                if (in.guard[i]) {
                    n += snprintf(line + n, sizeof line - n, " %d", i);
                }
            }
            emit(line);
        }
    }
    double d[LEN];
    for (int i = 0; i < LEN; i++) {
        d[i] = rank == 0 ? 0.5 * i : -1;
    }
    MPI_Bcast(d, LEN, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    int n = snprintf(line, sizeof line, "bcast %d:", rank);
    for (int i = 0; i < LEN; i++) {
        n += snprintf(line + n, sizeof line - n, " %.17g", d[i]);
    }
    emit(line);
    if (crash && rank == 1) {
        crash_here();
    }
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 1) {
        /* messages nobody expects: poll for a second */
        for (int round = 0; round < 100; round++) {
            int flag = 0;
            MPI_Status st;
            MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, &st);
            if (flag) {
                int buf[LEN];
                MPI_Recv(buf, LEN, MPI_INT, st.MPI_SOURCE, st.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                snprintf(line, sizeof line, "extra tag %d: %d", st.MPI_TAG, buf[0]);
                emit(line);
            } else {
                usleep(10000);
            }
        }
    }
    MPI_Finalize();
    return 0;
}
