/*
 * whereami.c - every rank says where it runs (the cluster fixture's smoke test, tests/cluster/README.md).
 *
 * Each rank reads its host name and the first line of /tmp/straggler-cluster-marker (the test writes a different one
 * into each node's own /tmp), rank 0 gathers them over MPI (between nodes: the TCP BTL on the cluster's network) and
 * prints one line per rank: "rank R host HOST marker MARKER" ("marker -" when the file is missing).
 *
 * usage: whereami
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define FIELD 64

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    char mine[2 * FIELD];
    memset(mine, 0, sizeof mine);
    if (gethostname(mine, FIELD - 1) != 0) {
        strcpy(mine, "?");
    }
    char *marker = mine + FIELD;
    strcpy(marker, "-");
    FILE *f = fopen("/tmp/straggler-cluster-marker", "r");
    if (f != NULL) {
        if (fgets(marker, FIELD, f) == NULL) {
            strcpy(marker, "-");
        }
        marker[strcspn(marker, "\n")] = '\0';
        fclose(f);
    }

    char *all = rank == 0 ? malloc((size_t)size * sizeof mine) : NULL;
    MPI_Gather(mine, sizeof mine, MPI_CHAR, all, sizeof mine, MPI_CHAR, 0, MPI_COMM_WORLD);
    if (rank == 0) {
        for (int r = 0; r < size; r++) {
            printf("rank %d host %s marker %s\n", r, all + r * sizeof mine, all + r * sizeof mine + FIELD);
        }
        free(all);
    }
    MPI_Finalize();
    return 0;
}
