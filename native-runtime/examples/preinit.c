/*
 * preinit.c - a job that hangs in its start-up: rank 1 sleeps before MPI_Init (SECONDS, default an hour), so
 * the other ranks wait for it in MPI_Init (or in the runtime's start-up collectives). Straggler's hang detection
 * starts at the end of MPI_Init, so no task can time out and dump.
 *
 * Expected (straggler diagnose --np 2 --timeout 3 -- ./preinit): no dumps; once nothing got past start-up for the
 * start-up timeout (the hang timeout, at least 60 s; STRAGGLER_STARTUP_TIMEOUT=10 makes it 10 s), diagnose ends the
 * job with the start-up hang's message and exit code 4: 0 of 2 tasks past MPI_Init; rank 1 not in MPI_Init yet (what
 * the others wait for: no start-up marker init-<pid>, no state file), named first; rank 0 waiting in MPI_Init (its
 * marker, no state file).
 *
 * The rank is read from the launcher's environment (MPI_Init has not said it yet): OMPI_COMM_WORLD_RANK (Open
 * MPI), PMI_RANK (MPICH's Hydra), PMIX_RANK, SLURM_PROCID.
 *
 * usage: preinit [SECONDS]
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
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

int main(int argc, char **argv)
{
    unsigned seconds = argc > 1 ? (unsigned) atoi(argv[1]) : 3600;
    if (rank_from_environment() == 1) {
        sleep(seconds); /* not yet in MPI_Init: the others wait for this task */
    }
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) {
        printf("preinit done\n");
    }
    MPI_Finalize();
    return 0;
}
