/*
 * Calls every class of communication call with known arguments on 4 ranks, so that test_describe.py can
 * check the call descriptors (src/describe.c) a recorder gets: blocking, synchronous and buffered sends,
 * receives (any source, any tag), probes, matched probes and receives, sendrecv, nonblocking and
 * persistent point-to-point, every blocking and nonblocking collective (rooted ones at root 2, in place
 * where the standard allows it), a communicator split, a send and a rooted collective on it, an
 * intercommunicator broadcast, and the communicators' release. Deterministic; exits 0.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int r, np;
    MPI_Comm_rank(MPI_COMM_WORLD, &r);
    MPI_Comm_size(MPI_COMM_WORLD, &np);
    if (np != 4) {
        if (r == 0) fprintf(stderr, "describe_program: run on 4 ranks\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    int ibuf[64] = { 0 }, ibuf2[64] = { 0 };
    double dbuf[64] = { 0 }, dbuf2[64] = { 0 };
    char cbuf[16] = "abcd";
    MPI_Status st;
    MPI_Request req, reqs[4];
    MPI_Message msg;

    /* 1. blocking point-to-point: 0 -> 1 (any source), 2 -> 3 synchronous (any tag, larger posted receive) */
    if (r == 0) MPI_Send(ibuf, 10, MPI_INT, 1, 7, MPI_COMM_WORLD);
    if (r == 1) MPI_Recv(ibuf, 10, MPI_INT, MPI_ANY_SOURCE, 7, MPI_COMM_WORLD, &st);
    if (r == 2) MPI_Ssend(dbuf, 3, MPI_DOUBLE, 3, 8, MPI_COMM_WORLD);
    if (r == 3) MPI_Recv(dbuf, 5, MPI_DOUBLE, 2, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
    /* a send to MPI_PROC_NULL, a receive with the status ignored */
    if (r == 0) MPI_Send(ibuf, 10, MPI_INT, MPI_PROC_NULL, 7, MPI_COMM_WORLD);
    if (r == 0) MPI_Send(ibuf, 1, MPI_INT, 1, 22, MPI_COMM_WORLD);
    if (r == 1) MPI_Recv(ibuf, 1, MPI_INT, 0, 22, MPI_COMM_WORLD, MPI_STATUS_IGNORE);

    /* 2. probes: 0 -> 1 probed; 2 -> 3 matched probe and matched receive */
    if (r == 0) MPI_Send(ibuf, 2, MPI_INT, 1, 9, MPI_COMM_WORLD);
    if (r == 1) {
        MPI_Probe(0, 9, MPI_COMM_WORLD, &st);
        MPI_Recv(ibuf, 2, MPI_INT, 0, 9, MPI_COMM_WORLD, &st);
    }
    if (r == 2) MPI_Send(cbuf, 4, MPI_CHAR, 3, 10, MPI_COMM_WORLD);
    if (r == 3) {
        MPI_Mprobe(2, 10, MPI_COMM_WORLD, &msg, &st);
        MPI_Mrecv(cbuf, 4, MPI_CHAR, &msg, &st);
    }
    /* MPI_Iprobe until the message is there */
    if (r == 0) MPI_Send(ibuf, 1, MPI_INT, 1, 11, MPI_COMM_WORLD);
    if (r == 1) {
        int flag = 0;
        while (!flag) MPI_Iprobe(0, 11, MPI_COMM_WORLD, &flag, &st);
        MPI_Recv(ibuf, 1, MPI_INT, 0, 11, MPI_COMM_WORLD, &st);
    }

    /* 3. sendrecv around the ring */
    MPI_Sendrecv(ibuf, 6, MPI_INT, (r + 1) % 4, 12, ibuf2, 6, MPI_INT, (r + 3) % 4, 12, MPI_COMM_WORLD, &st);
    MPI_Sendrecv_replace(dbuf, 2, MPI_DOUBLE, (r + 1) % 4, 13, (r + 3) % 4, 13, MPI_COMM_WORLD, &st);

    /* 4. nonblocking: even -> odd */
    if (r % 2 == 0) MPI_Isend(ibuf, 5, MPI_INT, r + 1, 14, MPI_COMM_WORLD, &req);
    else MPI_Irecv(ibuf, 5, MPI_INT, r - 1, 14, MPI_COMM_WORLD, &req);
    MPI_Wait(&req, &st);

    /* 5. persistent: 0 -> 1 */
    if (r == 0) MPI_Send_init(ibuf, 8, MPI_INT, 1, 15, MPI_COMM_WORLD, &req);
    if (r == 1) MPI_Recv_init(ibuf, 8, MPI_INT, 0, 15, MPI_COMM_WORLD, &req);
    if (r <= 1) {
        MPI_Start(&req);
        MPI_Wait(&req, &st);
        MPI_Request_free(&req);
    }

    /* 6. a matched nonblocking receive: 2 -> 3 */
    if (r == 2) MPI_Send(cbuf, 3, MPI_CHAR, 3, 16, MPI_COMM_WORLD);
    if (r == 3) {
        MPI_Mprobe(2, 16, MPI_COMM_WORLD, &msg, &st);
        MPI_Imrecv(cbuf, 3, MPI_CHAR, &msg, &req);
        MPI_Wait(&req, &st);
    }

    /* 7. buffered send: 0 -> 1 */
    static char attach[1024];
    MPI_Buffer_attach(attach, sizeof attach);
    if (r == 0) MPI_Bsend(ibuf, 4, MPI_INT, 1, 21, MPI_COMM_WORLD);
    if (r == 1) MPI_Recv(ibuf, 4, MPI_INT, 0, 21, MPI_COMM_WORLD, &st);
    void *detached;
    int dsize;
    MPI_Buffer_detach(&detached, &dsize);

    /* 8. blocking collectives on MPI_COMM_WORLD, rooted ones at 2 */
    int counts[4] = { 1, 2, 3, 4 }, displs[4] = { 0, 1, 3, 6 };
    int ones[4] = { 1, 1, 1, 1 }, seq[4] = { 0, 1, 2, 3 }, dseq[4] = { 0, 8, 16, 24 };
    int pairs[4] = { 1, 1, 2, 2 }, pdispls[4] = { 0, 1, 2, 4 };
    MPI_Datatype ints[4] = { MPI_INT, MPI_INT, MPI_INT, MPI_INT };
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Bcast(ibuf, 3, MPI_INT, 2, MPI_COMM_WORLD);
    MPI_Gather(ibuf, 2, MPI_INT, ibuf2, 2, MPI_INT, 2, MPI_COMM_WORLD);
    if (r == 2) MPI_Gatherv(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, ibuf2, counts, displs, MPI_INT, 2, MPI_COMM_WORLD);
    else MPI_Gatherv(ibuf, r + 1, MPI_INT, NULL, NULL, NULL, MPI_DATATYPE_NULL, 2, MPI_COMM_WORLD);
    MPI_Scatter(ibuf, 3, MPI_INT, ibuf2, 3, MPI_INT, 2, MPI_COMM_WORLD);
    MPI_Scatterv(dbuf, counts, displs, MPI_DOUBLE, dbuf2, r + 1, MPI_DOUBLE, 2, MPI_COMM_WORLD);
    MPI_Allgather(ibuf, 1, MPI_INT, ibuf2, 1, MPI_INT, MPI_COMM_WORLD);
    MPI_Allgatherv(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, ibuf2, pairs, pdispls, MPI_INT, MPI_COMM_WORLD);
    MPI_Alltoall(ibuf, 2, MPI_INT, ibuf2, 2, MPI_INT, MPI_COMM_WORLD);
    MPI_Alltoallv(dbuf, ones, seq, MPI_DOUBLE, dbuf2, ones, seq, MPI_DOUBLE, MPI_COMM_WORLD);
    MPI_Alltoallw(ibuf, ones, dseq, ints, ibuf2, ones, dseq, ints, MPI_COMM_WORLD);
    MPI_Reduce(dbuf, dbuf2, 5, MPI_DOUBLE, MPI_SUM, 2, MPI_COMM_WORLD);
    MPI_Allreduce(MPI_IN_PLACE, ibuf, 4, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    MPI_Reduce_scatter(ibuf, ibuf2, counts, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    MPI_Reduce_scatter_block(ibuf, ibuf2, 2, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    MPI_Scan(dbuf, dbuf2, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    MPI_Exscan(ibuf, ibuf2, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);

    /* 9. nonblocking collectives, the same arguments */
    int k = 0;
    MPI_Ibarrier(MPI_COMM_WORLD, &reqs[k++]);
    MPI_Ibcast(ibuf, 3, MPI_INT, 2, MPI_COMM_WORLD, &reqs[k++]);
    MPI_Waitall(k, reqs, MPI_STATUSES_IGNORE);
    MPI_Igather(ibuf, 2, MPI_INT, ibuf2, 2, MPI_INT, 2, MPI_COMM_WORLD, &req);
    MPI_Wait(&req, &st);
    if (r == 2) MPI_Igatherv(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, ibuf2, counts, displs, MPI_INT, 2, MPI_COMM_WORLD, &req);
    else MPI_Igatherv(ibuf, r + 1, MPI_INT, NULL, NULL, NULL, MPI_DATATYPE_NULL, 2, MPI_COMM_WORLD, &req);
    MPI_Wait(&req, &st);
    MPI_Iscatter(ibuf, 3, MPI_INT, ibuf2, 3, MPI_INT, 2, MPI_COMM_WORLD, &req);
    MPI_Wait(&req, &st);
    MPI_Iscatterv(dbuf, counts, displs, MPI_DOUBLE, dbuf2, r + 1, MPI_DOUBLE, 2, MPI_COMM_WORLD, &req);
    MPI_Wait(&req, &st);
    MPI_Iallgather(ibuf, 1, MPI_INT, ibuf2, 1, MPI_INT, MPI_COMM_WORLD, &req);
    MPI_Wait(&req, &st);
    MPI_Iallgatherv(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, ibuf2, pairs, pdispls, MPI_INT, MPI_COMM_WORLD, &req);
    MPI_Wait(&req, &st);
    MPI_Ialltoall(ibuf, 2, MPI_INT, ibuf2, 2, MPI_INT, MPI_COMM_WORLD, &req);
    MPI_Wait(&req, &st);
    MPI_Ialltoallv(dbuf, ones, seq, MPI_DOUBLE, dbuf2, ones, seq, MPI_DOUBLE, MPI_COMM_WORLD, &req);
    MPI_Wait(&req, &st);
    MPI_Ialltoallw(ibuf, ones, dseq, ints, ibuf2, ones, dseq, ints, MPI_COMM_WORLD, &req);
    MPI_Wait(&req, &st);
    MPI_Ireduce(dbuf, dbuf2, 5, MPI_DOUBLE, MPI_SUM, 2, MPI_COMM_WORLD, &req);
    MPI_Wait(&req, &st);
    MPI_Iallreduce(MPI_IN_PLACE, ibuf, 4, MPI_INT, MPI_SUM, MPI_COMM_WORLD, &req);
    MPI_Wait(&req, &st);
    MPI_Ireduce_scatter(ibuf, ibuf2, counts, MPI_INT, MPI_SUM, MPI_COMM_WORLD, &req);
    MPI_Wait(&req, &st);
    MPI_Ireduce_scatter_block(ibuf, ibuf2, 2, MPI_INT, MPI_SUM, MPI_COMM_WORLD, &req);
    MPI_Wait(&req, &st);
    MPI_Iscan(dbuf, dbuf2, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD, &req);
    MPI_Wait(&req, &st);
    MPI_Iexscan(ibuf, ibuf2, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD, &req);
    MPI_Wait(&req, &st);

    /* 10. a split: even ranks {0, 2}, odd ranks {1, 3}; a send and a broadcast in each half */
    MPI_Comm half, inter;
    MPI_Comm_split(MPI_COMM_WORLD, r % 2, r, &half);
    if (r < 2) MPI_Send(ibuf, 1, MPI_INT, 1, 20, half);
    else MPI_Recv(ibuf, 1, MPI_INT, 0, 20, half, &st);
    MPI_Bcast(ibuf, 2, MPI_INT, 0, half);
    /* 11. the halves joined by an intercommunicator (leaders: world 0 and world 1); world 0 broadcasts
     * to the odd half */
    MPI_Intercomm_create(half, 0, MPI_COMM_WORLD, r % 2 == 0 ? 1 : 0, 30, &inter);
    int root = r == 0 ? MPI_ROOT : r % 2 == 0 ? MPI_PROC_NULL : 0;
    MPI_Bcast(ibuf, 3, MPI_INT, root, inter);
    MPI_Comm_free(&inter);
    MPI_Comm_free(&half);

    MPI_Finalize();
    return 0;
}
