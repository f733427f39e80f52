/*
 * nested.c - campaign mini-app (straggler inject): nested loops with collectives.
 *
 * An outer time loop; in every step, inner phases on sub-communicators: a row communicator
 * (ranks split in pairs) reduces a partial sum with MPI_Allreduce, a column communicator
 * broadcasts parameters with MPI_Bcast, and every few steps the whole job synchronizes with
 * MPI_Barrier and checks a global energy with MPI_Allreduce. Does not hang by itself.
 *
 * usage: nested [steps]   (default 200: about 1-2 s on 4 ranks)
 */
#include <mpi.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 16000

static double field[N], params[4];

static void init_field(int rank)
{
    for (int i = 0; i < N; i++) {
        field[i] = sin(0.01 * (i + rank * N));
    }
}

static double relax(int sweeps)
{
    double s = 0;
    for (int k = 0; k < sweeps; k++) {
        for (int i = 1; i < N - 1; i++) {
            field[i] = 0.5 * field[i] + 0.25 * (field[i - 1] + field[i + 1]) + 1e-3 * params[k % 4];
        }
    }
    for (int i = 0; i < N; i++) {
        s += field[i];
    }
    return s;
}

static double row_phase(MPI_Comm row, int sweeps)
{
    double local = relax(sweeps), sum = 0;
    MPI_Allreduce(&local, &sum, 1, MPI_DOUBLE, MPI_SUM, row);
    return sum;
}

static void column_phase(MPI_Comm col, int step)
{
    int crank;
    MPI_Comm_rank(col, &crank);
    if (crank == 0) {
        for (int i = 0; i < 4; i++) {
            params[i] = 0.5 + 0.1 * sin(step + i);
        }
    }
    MPI_Bcast(params, 4, MPI_DOUBLE, 0, col);
}

static double energy(void)
{
    double e = 0;
    for (int i = 0; i < N; i++) {
        e += field[i] * field[i];
    }
    return e;
}

static double global_check(double row_sum)
{
    double local = energy() + 1e-9 * row_sum, global = 0;
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    return global;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int steps = argc > 1 ? atoi(argv[1]) : 200;
    MPI_Comm row, col;
    MPI_Comm_split(MPI_COMM_WORLD, rank / 2, rank, &row);
    MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &col);
    init_field(rank);
    double e = 0;
    for (int step = 0; step < steps; step++) {
        double rs = 0;
        for (int phase = 0; phase < 3; phase++) {
            column_phase(col, step * 3 + phase);
            rs += row_phase(row, 1 + phase);
        }
        if (step % 5 == 4) {
            e = global_check(rs);
        }
    }
    if (rank == 0) {
        printf("nested: %d steps, energy %g\n", steps, e);
    }
    MPI_Comm_free(&row);
    MPI_Comm_free(&col);
    MPI_Finalize();
    return 0;
}
