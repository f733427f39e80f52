/*
 * probe_nosender.c - MPI_Probe for a message nobody will send: rank 0 probes for the next record
 * from rank 1 (to size its buffer) after rank 1 sent its last record and finished.
 *
 * Rank 1 sends RECORDS variable-length records and finishes. Rank 0 loops "until a terminator
 * arrives" (the bug: rank 1 sends no terminator; the count was agreed on), so it probes once more
 * and waits forever. Rank 2 waits for rank 0's summary; rank 3 has finished.
 *
 * Expected diagnosis (mpirun -np 4): least-progressed ranks 0 at probe_nosender.c:43
 * Expected groups: 0 at probe_nosender.c:43
 * Why: ranks 1 and 3 are in MPI_Finalize (most progressed, never least progressed). Rank 0 probes for
 * a message from a finished task: a wait that can never be matched, so rank 0 is the task to look at.
 * Rank 2 waits for rank 0 (a victim).
 *
 * usage: probe_nosender
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define RECORDS 3

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (rank == 1) {
        int record[RECORDS + 1];
        for (int r = 0; r < RECORDS; r++) {
            for (int i = 0; i <= r; i++) {
                record[i] = r * 100 + i;
            }
            MPI_Send(record, r + 1, MPI_INT, 0, 12, MPI_COMM_WORLD);
        }
    } else if (rank == 0) {
        long total = 0;
        int done = 0;
        while (!done) {
            MPI_Status st;
            int n = 0;
            MPI_Probe(1, 12, MPI_COMM_WORLD, &st); /* STRAGGLER-LP: ranks 0 */
            MPI_Get_count(&st, MPI_INT, &n);
            int *record = malloc((size_t) (n > 0 ? n : 1) * sizeof *record);
            MPI_Recv(record, n, MPI_INT, 1, 12, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            done = n == 0; /* a terminator is an empty record */
            for (int i = 0; i < n; i++) {
                total += record[i];
            }
            free(record);
        }
        MPI_Send(&total, 1, MPI_LONG, 2, 13, MPI_COMM_WORLD);
    } else if (rank == 2) {
        long summary = 0;
        MPI_Recv(&summary, 1, MPI_LONG, 0, 13, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        printf("summary %ld\n", summary);
    }
    MPI_Finalize();
    return 0;
}
