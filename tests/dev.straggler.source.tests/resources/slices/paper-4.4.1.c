/*
 * The communication-aware slicing example of AutomaDeD section 4.4.1, made compilable (mpicc -c).
 * The paper's statement numbers are in the comments; the criterion is `result` at statement 9.
 */
#include <mpi.h>
#include <stdio.h>

int rank, z;

int program(void)                                      /* 1 */
{
    int x, y, result;                                   /* 2: the paper's "..." */
    if (rank == 0) {                                    /* 3 */
        x = 10;                                         /* 4 */
        MPI_Send(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD); /* 5 */
    } else {
        MPI_Recv(&y, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); /* 6 */
        result = y * z;                                 /* 7 */
        printf("%d\n", result);                         /* 8 */
        return result;                                  /* 9: the criterion */
    }
    return 0;
}
