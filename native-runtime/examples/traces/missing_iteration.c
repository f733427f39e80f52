/*
 * missing_iteration.c - one rank does one iteration of a local loop fewer: a bug no MPI call shows, found in the
 * function trace (built with -finstrument-functions, recorded with STRAGGLER_TRACE=functions).
 *
 * STEPS (argument 1, default 12) time steps, each one call of timestep(): exchange() (two MPI_Sendrecv with the ring
 * neighbours), advect(), diffuse(), NSWEEPS (5) calls of relax() (Jacobi sweeps), boundary(), source_terms(),
 * energy(), residual() (MPI_Allreduce of 1 double). With returns filtered out a step is 12 entries once the sweeps
 * are one loop, [relax]^5: longer than the paper's K = 10, so with K 10 the time-step loop stays unfolded (one
 * entry per call, twelve per step), while K chosen from the data (12) folds it into one loop.
 *
 * The bug (argument 2): "skipSweep" - in step 6 rank 3 does NSWEEPS - 1 sweeps (a loop bound off by one on one
 * rank); "skipSweeps" - the same in every 10th step from step 6 on. The MPI calls are the same in both runs.
 *
 * Expected diff (mpirun -np 8, straggler trace --functions; normal: no argument; faulty: skipSweep):
 *   changed: ranks 3
 *   top suspect: rank 3
 *   change: - [relax]^5 + [relax]^4
 *
 * usage: missing_iteration [STEPS] [skipSweep|skipSweeps]
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CELLS 16
#define NSWEEPS 5

static double u[CELLS + 2], v[CELLS + 2];
static int rank, size;

__attribute__((noinline)) static void exchange(void)
{
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    MPI_Sendrecv(&u[CELLS], 1, MPI_DOUBLE, right, 0, &u[0], 1, MPI_DOUBLE, left, 0, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
    MPI_Sendrecv(&u[1], 1, MPI_DOUBLE, left, 1, &u[CELLS + 1], 1, MPI_DOUBLE, right, 1, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
}

__attribute__((noinline)) static void advect(void)
{
    for (int i = CELLS; i > 0; i--) {
        u[i] = 0.9 * u[i] + 0.1 * u[i - 1];
    }
}

__attribute__((noinline)) static void diffuse(void)
{
    for (int i = 1; i <= CELLS; i++) {
        v[i] = u[i] + 0.1 * (u[i - 1] - 2 * u[i] + u[i + 1]);
    }
}

__attribute__((noinline)) static void relax(void)
{
    for (int i = 1; i <= CELLS; i++) {
        u[i] = 0.5 * (v[i] + 0.5 * (u[i - 1] + u[i + 1]));
    }
}

__attribute__((noinline)) static void boundary(void)
{
    u[0] = u[1];
    u[CELLS + 1] = u[CELLS];
}

__attribute__((noinline)) static void source_terms(int step)
{
    u[1 + step % CELLS] += 0.001;
}

__attribute__((noinline)) static double energy(void)
{
    double e = 0;
    for (int i = 1; i <= CELLS; i++) {
        e += u[i] * u[i];
    }
    return e;
}

__attribute__((noinline)) static double residual(double local)
{
    double global = 0;
    MPI_Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    return global;
}

__attribute__((noinline)) static double timestep(int step, int sweeps)
{
    exchange();
    advect();
    diffuse();
    for (int s = 0; s < sweeps; s++) {
        relax();
    }
    boundary();
    source_terms(step);
    return residual(energy());
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int steps = 12, a = 1;
    if (argc > a && argv[a][0] >= '0' && argv[a][0] <= '9') {
        steps = atoi(argv[a++]);
    }
    int once = argc > a && strcmp(argv[a], "skipSweep") == 0, every = argc > a && strcmp(argv[a], "skipSweeps") == 0;
    for (int i = 0; i < CELLS + 2; i++) {
        u[i] = rank + i * 0.1;
    }
    double e = 0;
    for (int step = 0; step < steps; step++) {
        int buggy = rank == 3 && (once ? step == 6 : every && step >= 6 && (step - 6) % 10 == 0);
        e = timestep(step, buggy ? NSWEEPS - 1 : NSWEEPS); /* the bug: one sweep short */
    }
    if (rank == 0) {
        printf("energy %.6f\n", e);
    }
    MPI_Finalize();
    return 0;
}
