/*
 * oddeven.c - odd/even transposition sort, the running example of DiffTrace (§II, Fig. 2), with its two
 * planted bugs.
 *
 * Every rank holds CHUNK integers. Phase i (i = 0 .. N-1) pairs every rank with a neighbour
 * (findPtr: even phases pair 2k with 2k+1, odd phases 2k+1 with 2k+2); even ranks send their chunk and
 * then receive the partner's, odd ranks receive and then send (MPI_Send/MPI_Recv of CHUNK ints, tag 0),
 * and both keep the lower or upper half of the merged chunks. The first and last ranks sit
 * out the phases that give them no partner. At the end an MPI_Allgather of every rank's first and last
 * value checks the order; rank 0 prints "sorted" or "NOT sorted"; exit code 0.
 *
 * usage: oddeven N [none|swapBug|dlBug]      (run on exactly N ranks; N >= 8 for the bugs: they need rank 5 to
 *        reach phase 7, and the phases are 0 .. N-1, so on 6 or 7 ranks the run is correct and a bug is refused)
 *   swapBug: rank 5 swaps its MPI_Recv/MPI_Send order after the 7th iteration (i >= 7): a potential
 *            deadlock that the MPI library's eager buffering of small messages hides; the run finishes.
 *   dlBug:   rank 5 receives with a tag nobody sends after the 7th iteration: a real deadlock.
 *
 * Expected trace shapes (STRAGGLER_TRACE=mpi; "X" stands for an MPI call's entry and its "X done" exit;
 * S = MPI_Send, R = MPI_Recv; DiffTrace's Table III with its L0 = [S R] and L1 = [R S]):
 *   none, rank 0:          MPI_Init, [S R]^(N/2), MPI_Allgather, MPI_Finalize            (N even)
 *   none, 0 < r < N-1:     MPI_Init, [S R]^N (r even) or [R S]^N (r odd), MPI_Allgather, MPI_Finalize
 *   none, rank N-1:        MPI_Init, [R S]^(N/2), MPI_Allgather, MPI_Finalize            (N even)
 *   swapBug, rank 5:       MPI_Init, [R S]^7, [S R]^(N-7), MPI_Allgather, MPI_Finalize   (the others as none)
 *   dlBug, rank 5:         MPI_Init, [R S]^7, then the entry of MPI_Recv (tag 999) and nothing more: the
 *                          hung call; its partners end inside the MPI_Recv that waits for rank 5, the other
 *                          ranks inside the MPI_Recv or MPI_Allgather that waits for them
 * With -finstrument-functions (oddeven_instr, STRAGGLER_TRACE=functions) the MPI calls sit inside
 * oddEvenSort, each phase starts with findPtr's entry and exit, and merge follows an exchange:
 *   enter main, MPI_Init, [enter cmp_int, exit cmp_int]... (qsort), enter oddEvenSort,
 *   [enter findPtr, exit findPtr, S R (or R S), enter merge, exit merge]... (a phase without a partner:
 *   findPtr only), exit oddEvenSort, MPI_Allgather, exit main
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHUNK 4

enum { NONE, SWAP_BUG, DL_BUG };

/* the partner of rank in phase i, or -1 */
__attribute__((noinline)) static int findPtr(int i, int rank, int size)
{
    int p = (i % 2 == 0) == (rank % 2 == 0) ? rank + 1 : rank - 1;
    return p < 0 || p >= size ? -1 : p;
}

/* keeps the lower (keep_low) or upper half of the two sorted chunks */
__attribute__((noinline)) static void merge(int *mine, const int *theirs, int keep_low)
{
    int all[2 * CHUNK], a = 0, b = 0;
    for (int k = 0; k < 2 * CHUNK; k++) {
        all[k] = b >= CHUNK || (a < CHUNK && mine[a] <= theirs[b]) ? mine[a++] : theirs[b++];
    }
    memcpy(mine, keep_low ? all : all + CHUNK, sizeof(int) * CHUNK);
}

__attribute__((noinline)) static void oddEvenSort(int rank, int cp, int *data, int bug)
{
    int other[CHUNK];
    for (int i = 0; i < cp; i++) {
        int ptr = findPtr(i, rank, cp);
        if (ptr < 0) {
            continue;
        }
        int buggy = rank == 5 && i >= 7;
        if (bug == DL_BUG && buggy) {
            MPI_Recv(other, CHUNK, MPI_INT, ptr, 999, MPI_COMM_WORLD, MPI_STATUS_IGNORE); /* never sent */
        }
        if (rank % 2 == 0 || (bug == SWAP_BUG && buggy)) {
            MPI_Send(data, CHUNK, MPI_INT, ptr, 0, MPI_COMM_WORLD);
            MPI_Recv(other, CHUNK, MPI_INT, ptr, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else {
            MPI_Recv(other, CHUNK, MPI_INT, ptr, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Send(data, CHUNK, MPI_INT, ptr, 0, MPI_COMM_WORLD);
        }
        merge(data, other, rank < ptr);
    }
}

static int cmp_int(const void *a, const void *b)
{
    int x = *(const int *) a, y = *(const int *) b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, cp;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &cp);
    int n = argc > 1 ? atoi(argv[1]) : cp;
    int bug = argc > 2 && !strcmp(argv[2], "swapBug") ? SWAP_BUG : argc > 2 && !strcmp(argv[2], "dlBug") ? DL_BUG : NONE;
    if (n != cp || (argc > 2 && bug == NONE && strcmp(argv[2], "none")) || (bug != NONE && cp < 8)) {
        if (rank == 0) {
            fprintf(stderr, "usage: mpirun -np N oddeven N [none|swapBug|dlBug] (N >= 8 for the bugs; ran on %d)\n", cp);
        }
        MPI_Finalize();
        return 2;
    }
    int data[CHUNK];
    unsigned seed = 12345u + 7919u * (unsigned) rank;
    for (int k = 0; k < CHUNK; k++) {
        seed = seed * 1103515245u + 12345u;
        data[k] = (int) (seed >> 8) % 1000;
    }
    qsort(data, CHUNK, sizeof *data, cmp_int);
    oddEvenSort(rank, cp, data, bug);
    /* sorted when every chunk is and every rank's first value is at least the previous rank's last */
    int ends[2] = { data[0], data[CHUNK - 1] }, *all = malloc(sizeof(int) * 2 * (size_t) cp), ok = 1;
    MPI_Allgather(ends, 2, MPI_INT, all, 2, MPI_INT, MPI_COMM_WORLD);
    for (int k = 1; k < CHUNK; k++) ok &= data[k - 1] <= data[k];
    for (int r = 1; r < cp; r++) ok &= all[2 * r] >= all[2 * r - 1];
    free(all);
    if (rank == 0) {
        printf("%s\n", ok ? "sorted" : "NOT sorted");
    }
    MPI_Finalize();
    return 0;
}
