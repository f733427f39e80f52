/*
 * slow_start.c - a start-up that is slow but completes: rank 1 sleeps SECONDS (default 2) before MPI_Init, less
 * than the hang timeout the tests give (6 s), so the job's start-up takes its time but gets through. Then, with
 * "hang", rank 1 spins in a computation while the others wait in a barrier: an ordinary hang, diagnosed as any
 * other; with "end", every rank meets in the barrier and the job ends normally.
 *
 * Expected diagnosis (mpirun -np 3): least-progressed ranks 1 at slow_start.c:46 (with "hang"; "end": no hang,
 * exit code 0). Never the start-up hang's message: the start-up made progress within the timeout.
 *
 * The rank is read from the launcher's environment before MPI_Init, as in preinit.c.
 *
 * usage: slow_start hang|end [SECONDS]
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int rank_from_environment(void)
{
    static const char *const names[] = { "OMPI_COMM_WORLD_RANK", "PMI_RANK", "PMIX_RANK", "SLURM_PROCID" };
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        const char *v = getenv(names[i]);
        if (v && *v) {
            return atoi(v);
        }
    }
    return -1;
}

static volatile double sink;

int main(int argc, char **argv)
{
    int hang = argc > 1 && strcmp(argv[1], "hang") == 0;
    unsigned seconds = argc > 2 ? (unsigned) atoi(argv[2]) : 2;
    if (rank_from_environment() == 1) {
        sleep(seconds); /* a slow start: the others wait in MPI_Init */
    }
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (hang && rank == 1) {
        for (;;) {
            sink += 1.0; /* STRAGGLER-LP */
        }
    }
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) {
        printf("slow_start done\n");
    }
    MPI_Finalize();
    return 0;
}
