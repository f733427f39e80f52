/*
 * profile_program.c - known communication for test_profile.py (the communication profile recorder,
 * src/profile.c). Every call site's line carries a PROFILE-* marker; the test checks each site's calls,
 * messages, bytes and ordinals on every rank, and the lines its stack maps to.
 *
 * usage: profile_program MODE [more arguments, numeric or not: control features]
 *   MODE 0: runs to MPI_Finalize; 1: rank 2 crashes (SIGSEGV) after the broadcasts; 2: rank 1 spins
 *   before the MPI_Allreduce (a hang, diagnosed by the runtime)
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static volatile int forever = 1;

/* one function, two call sites (two stacks): the profile keys a site by its whole stack */
static void send_to_null(const int *v, int n)
{
    MPI_Send(v, n, MPI_INT, MPI_PROC_NULL, 3, MPI_COMM_WORLD); /* PROFILE-NULL */
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int mode = argc > 1 ? atoi(argv[1]) : 0;
    double a[100] = { 0 }, b[100];
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    for (int i = 0; i < 10; i++) {
        MPI_Sendrecv(a, 100, MPI_DOUBLE, right, 1, b, 100, MPI_DOUBLE, left, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE); /* PROFILE-SENDRECV */
    }
    int v[16] = { 0 }, w[16];
    for (int i = 0; i < 2; i++) {
        send_to_null(v, 16); /* PROFILE-NULL-A */
    }
    send_to_null(v, 4); /* PROFILE-NULL-B */
    MPI_Request rq[2];
    MPI_Irecv(w, 16, MPI_INT, left, 2, MPI_COMM_WORLD, &rq[0]); /* PROFILE-IRECV */
    MPI_Isend(v, 16, MPI_INT, right, 2, MPI_COMM_WORLD, &rq[1]); /* PROFILE-ISEND */
    MPI_Waitall(2, rq, MPI_STATUSES_IGNORE);
    for (int i = 0; i < 2; i++) {
        MPI_Bcast(v, 5, MPI_INT, 0, MPI_COMM_WORLD); /* PROFILE-BCAST */
    }
    if (mode == 1 && rank == 2) {
        *(volatile int *) (size_t) forever = 1; /* PROFILE-CRASH */
    }
    if (mode == 2 && rank == 1) {
        while (forever) { /* PROFILE-HANG */
        }
    }
    double x = rank, sum = 0;
    MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); /* PROFILE-ALLREDUCE */
    if (rank == 0) {
        printf("profile_program: sum %.0f\n", sum);
    }
    MPI_Finalize();
    return 0;
}
