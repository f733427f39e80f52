/*
 * rma_io_program.c - hangs in the collectives of windows, files and topology communicators (test_rma_io.py), on 4
 * tasks; argv[1] says which, argv[2] is a directory for the files:
 *   fence     rank 3 skips the second MPI_Win_fence (a window over MPI_COMM_WORLD) and MPI_Win_free, and waits in
 *             MPI_Barrier
 *   free      rank 3 skips MPI_Win_free (a window over MPI_COMM_WORLD) and waits in MPI_Barrier
 *   file      a file opened by ranks 0-2 (a communicator of their own); rank 2 skips MPI_File_write_all
 *   neighbor  a 2 x 2 periodic cartesian communicator; rank 3 skips MPI_Neighbor_allgather (its neighbours 1 and 2
 *             wait for it; rank 0, whose neighbours they are, is through)
 *   indep     every task writes its own block with MPI_File_write_at, then rank 3 skips a barrier
 */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size, buf[4] = { 0 }, v = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    const char *mode = argc > 1 ? argv[1] : "fence";
    char path[4096];
    snprintf(path, sizeof path, "%s/rma_io.dat", argc > 2 ? argv[2] : ".");
    if (strcmp(mode, "fence") == 0 || strcmp(mode, "free") == 0) {
        MPI_Win win;
        MPI_Win_create(buf, sizeof buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
        MPI_Win_fence(0, win);
        MPI_Put(&v, 1, MPI_INT, (rank + 1) % size, 0, 1, MPI_INT, win);
        if (rank != 3 || strcmp(mode, "free") == 0) {
            MPI_Win_fence(0, win);
        }
        if (rank != 3) {
            MPI_Win_free(&win);
        }
    } else if (strcmp(mode, "file") == 0) {
        MPI_Comm sub;
        MPI_Comm_split(MPI_COMM_WORLD, rank < 3 ? 0 : MPI_UNDEFINED, rank, &sub);
        if (rank < 3) {
            MPI_File fh;
            MPI_File_open(sub, path, MPI_MODE_CREATE | MPI_MODE_WRONLY, MPI_INFO_NULL, &fh);
            MPI_File_set_view(fh, (MPI_Offset) rank * (MPI_Offset) sizeof buf, MPI_INT, MPI_INT, "native",
                              MPI_INFO_NULL);
            if (rank != 2) {
                MPI_File_write_all(fh, buf, 4, MPI_INT, MPI_STATUS_IGNORE);
            }
            MPI_File_close(&fh);
        }
    } else if (strcmp(mode, "neighbor") == 0) {
        int dims[2] = { 2, 2 }, periods[2] = { 1, 1 }, in[4];
        MPI_Comm cart;
        MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &cart);
        if (rank != 3) {
            MPI_Neighbor_allgather(&rank, 1, MPI_INT, in, 1, MPI_INT, cart);
        }
        MPI_Comm_free(&cart);
    } else if (strcmp(mode, "indep") == 0) {
        MPI_File fh;
        MPI_File_open(MPI_COMM_WORLD, path, MPI_MODE_CREATE | MPI_MODE_WRONLY, MPI_INFO_NULL, &fh);
        MPI_File_write_at(fh, (MPI_Offset) rank * (MPI_Offset) sizeof buf, buf, 4, MPI_INT, MPI_STATUS_IGNORE);
        MPI_File_close(&fh);
        if (rank != 3) {
            MPI_Barrier(MPI_COMM_WORLD);
        }
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
