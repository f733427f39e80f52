/*
 * A deterministic program for the test of the runtime's Markov model: the exact states (call +
 * call-site stack) and edge counts are known (see test_model.py).
 */
#include <mpi.h>

static void exchange(int *v)
{
    MPI_Bcast(v, 1, MPI_INT, 0, MPI_COMM_WORLD); /* SITE:bcast */
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv); /* SITE:init */
    int v = 0, s = 0;
    for (int i = 0; i < 3; i++) {
        MPI_Barrier(MPI_COMM_WORLD); /* SITE:barrier */
        MPI_Allreduce(&i, &s, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); /* SITE:allreduce */
    }
    exchange(&v); /* SITE:first */
    exchange(&v); /* SITE:second */
    MPI_Finalize(); /* SITE:finalize */
    return 0;
}
