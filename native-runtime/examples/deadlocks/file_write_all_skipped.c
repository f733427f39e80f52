/*
 * file_write_all_skipped.c - a skipped collective write: rank 3 has no particles, skips MPI_File_write_all and goes
 * on to MPI_File_close; ranks 0, 1 and 2 wait in the write forever.
 *
 * Every task writes its particles to one checkpoint file, opened by all. The collective write is guarded by "has
 * particles" (the bug: a file's collective I/O is collective over the group it was opened by, every task must call
 * it, with a count of 0 if it has nothing to write).
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 0-3 at file_write_all_skipped.c:42
 * Expected groups: 0-2 at file_write_all_skipped.c:42; 3 at file_write_all_skipped.c:44
 * Why: a file's collectives are collectives over the tasks that opened it, here every task: 0-2 are in the
 * collective write and 3 in the file's close (a collective too), all at the same point of the file's collectives
 * (each has entered as many: the open, and the write or the close). None has fallen behind the others and no order
 * exists between the two calls, so all four are least progressed, in two groups: the two calls to compare (as
 * diff_collectives.c's).
 *
 * usage: file_write_all_skipped [DIR]   (the checkpoint is DIR/checkpoint-PPID.dat, default /tmp, deleted on close)
 */
#include <mpi.h>
#include <stdio.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    char path[4096];
    snprintf(path, sizeof path, "%s/checkpoint-%d.dat", argc > 1 ? argv[1] : "/tmp", (int) getppid());
    double particles[8];
    int n = rank == size - 1 ? 0 : 8;
    for (int i = 0; i < n; i++) {
        particles[i] = rank + i / 10.0;
    }
    MPI_File fh;
    MPI_File_open(MPI_COMM_WORLD, path, MPI_MODE_CREATE | MPI_MODE_WRONLY | MPI_MODE_DELETE_ON_CLOSE, MPI_INFO_NULL,
                  &fh);
    MPI_File_set_view(fh, (MPI_Offset) rank * (MPI_Offset) sizeof particles, MPI_DOUBLE, MPI_DOUBLE, "native",
                      MPI_INFO_NULL);
    if (n > 0) { /* bug: every task must take part in the collective write */
        MPI_File_write_all(fh, particles, n, MPI_DOUBLE, MPI_STATUS_IGNORE); /* STRAGGLER-LP: ranks 0-2 */
    }
    MPI_File_close(&fh); /* STRAGGLER-LP: ranks 3 */
    MPI_Finalize();
    return 0;
}
