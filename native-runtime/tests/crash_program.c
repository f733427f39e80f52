/*
 * Faults for the tests of test_faults.py: a task that crashes, is killed, or a run directory that cannot
 * be written. usage: crash_program MODE [RANK]
 *   segv-before    rank RANK dereferences a null pointer right away (in crash_here); the others wait for it
 *                  in MPI_Barrier, which can never complete: they would hang
 *   segv-own       the same, the program having its own SIGSEGV handler (installed before MPI_Init), which says
 *                  so on stderr and exits with code 7
 *   abort-before   the same with abort()
 *   segv-during    ranks 0 and 1 receive from each other (a deadlock), the others wait in MPI_Barrier;
 *                  rank RANK (not 0 or 1) computes until the run directory's `complete` exists (the hang was
 *                  diagnosed, and the job kept alive: STRAGGLER_ON_HANG=keep), then crashes in crash_here
 *   spin           the others wait in MPI_Barrier; rank RANK computes forever (in spin_here; the test kills it)
 *   exit3          every task calls MPI_Finalize and exits with code 3
 *   hang           ranks 0 and 1 receive from each other, the others wait in MPI_Barrier
 */
#include <mpi.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static volatile int sink;

static int exists(const char *dir, const char *name)
{
    char p[4200];
    struct stat st;
    snprintf(p, sizeof p, "%s/%s", dir ? dir : ".", name);
    return stat(p, &st) == 0;
}

__attribute__((noinline)) static void crash_here(int how)
{
    if (how == SIGABRT) {
        abort(); /* CRASH:abort */
    }
    volatile int *p = NULL;
    *p = 42; /* CRASH:segv */
}

__attribute__((noinline)) static void spin_here(const char *dir, const char *until)
{
    for (unsigned long i = 0;; i++) {
        sink += (int) i; /* SPIN */
        if ((i & 0xfffff) == 0 && until && exists(dir, until)) {
            return;
        }
    }
}

static void deadlock(int rank)
{
    int x = 0;
    MPI_Recv(&x, 1, MPI_INT, 1 - rank, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
}

static void own_handler(int sig)
{
    (void) sig;
    static const char msg[] = "crash_program: the program's own SIGSEGV handler\n";
    ssize_t w = write(2, msg, sizeof msg - 1);
    (void) w;
    _exit(7);
}

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "exit3";
    if (!strcmp(mode, "segv-own")) {
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = own_handler;
        sigemptyset(&sa.sa_mask);
        sigaction(SIGSEGV, &sa, NULL);
    }
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int victim = argc > 2 ? atoi(argv[2]) : size - 1;
    const char *dir = getenv("STRAGGLER_DUMP_DIR");
    MPI_Barrier(MPI_COMM_WORLD);
    if (!strcmp(mode, "exit3")) {
        MPI_Finalize();
        return 3;
    }
    if (!strcmp(mode, "segv-before") || !strcmp(mode, "abort-before") || !strcmp(mode, "segv-own")) {
        if (rank == victim) {
            crash_here(mode[0] == 'a' ? SIGABRT : SIGSEGV);
        }
        MPI_Barrier(MPI_COMM_WORLD);
    } else if (!strcmp(mode, "segv-during")) {
        if (rank == victim) {
            spin_here(dir, "complete");
            crash_here(SIGSEGV);
        } else if (rank < 2) {
            deadlock(rank);
        } else {
            MPI_Barrier(MPI_COMM_WORLD);
        }
    } else if (!strcmp(mode, "spin")) {
        if (rank == victim) {
            spin_here(dir, NULL);
        }
        MPI_Barrier(MPI_COMM_WORLD);
    } else if (!strcmp(mode, "hang")) {
        if (rank < 2) {
            deadlock(rank);
        } else {
            MPI_Barrier(MPI_COMM_WORLD);
        }
    }
    MPI_Finalize();
    return 0;
}
