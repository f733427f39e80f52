package dev.straggler.internal.source.slice;

import java.util.Map;
import java.util.Set;

/**
 * What the slicer knows of MPI calls, by name (mpi.h need not be found): the argument positions of the
 * buffers, peers, tags and communicator.
 *
 * @param send the send buffer's argument index, or -1
 * @param recv the receive buffer's argument index, or -1
 * @param peerOut destination argument (point-to-point sends), or -1
 * @param tagOut send tag argument, or -1
 * @param peerIn source argument (point-to-point receives), or -1
 * @param tagIn receive tag argument, or -1
 * @param comm communicator argument, or -1
 * @param collective whether the call is a collective (matches the same collective on the same communicator)
 */
record MpiCalls(int send, int recv, int peerOut, int tagOut, int peerIn, int tagIn, int comm, boolean collective) {

    private static MpiCalls p2pSend(int comm) {
        return new MpiCalls(0, -1, 3, 4, -1, -1, comm, false);
    }

    private static MpiCalls coll(int send, int recv, int comm) {
        return new MpiCalls(send, recv, -1, -1, -1, -1, comm, true);
    }

    static final Map<String, MpiCalls> ROLES = Map.ofEntries(
            Map.entry("MPI_Send", p2pSend(5)), Map.entry("MPI_Ssend", p2pSend(5)), Map.entry("MPI_Bsend", p2pSend(5)),
            Map.entry("MPI_Rsend", p2pSend(5)), Map.entry("MPI_Isend", p2pSend(5)), Map.entry("MPI_Issend", p2pSend(5)),
            Map.entry("MPI_Ibsend", p2pSend(5)), Map.entry("MPI_Irsend", p2pSend(5)),
            Map.entry("MPI_Recv", new MpiCalls(-1, 0, -1, -1, 3, 4, 5, false)),
            Map.entry("MPI_Irecv", new MpiCalls(-1, 0, -1, -1, 3, 4, 5, false)),
            Map.entry("MPI_Sendrecv", new MpiCalls(0, 5, 3, 4, 8, 9, 10, false)),
            Map.entry("MPI_Sendrecv_replace", new MpiCalls(0, 0, 3, 4, 5, 6, 7, false)),
            Map.entry("MPI_Bcast", coll(0, 0, 4)), Map.entry("MPI_Ibcast", coll(0, 0, 4)),
            Map.entry("MPI_Reduce", coll(0, 1, 6)), Map.entry("MPI_Ireduce", coll(0, 1, 6)),
            Map.entry("MPI_Allreduce", coll(0, 1, 5)), Map.entry("MPI_Iallreduce", coll(0, 1, 5)),
            Map.entry("MPI_Scan", coll(0, 1, 5)), Map.entry("MPI_Exscan", coll(0, 1, 5)),
            Map.entry("MPI_Gather", coll(0, 3, 7)), Map.entry("MPI_Igather", coll(0, 3, 7)),
            Map.entry("MPI_Scatter", coll(0, 3, 7)), Map.entry("MPI_Iscatter", coll(0, 3, 7)),
            Map.entry("MPI_Allgather", coll(0, 3, 6)), Map.entry("MPI_Iallgather", coll(0, 3, 6)),
            Map.entry("MPI_Alltoall", coll(0, 3, 6)), Map.entry("MPI_Ialltoall", coll(0, 3, 6)),
            Map.entry("MPI_Gatherv", coll(0, 3, 8)), Map.entry("MPI_Scatterv", coll(0, 4, 8)),
            Map.entry("MPI_Allgatherv", coll(0, 3, 7)), Map.entry("MPI_Alltoallv", coll(0, 4, 8)),
            Map.entry("MPI_Barrier", coll(-1, -1, 0)), Map.entry("MPI_Ibarrier", coll(-1, -1, 0)),
            // neighbourhood collectives: collective over the whole (topology) communicator
            Map.entry("MPI_Neighbor_allgather", coll(0, 3, 6)), Map.entry("MPI_Ineighbor_allgather", coll(0, 3, 6)),
            Map.entry("MPI_Neighbor_allgatherv", coll(0, 3, 7)), Map.entry("MPI_Ineighbor_allgatherv", coll(0, 3, 7)),
            Map.entry("MPI_Neighbor_alltoall", coll(0, 3, 6)), Map.entry("MPI_Ineighbor_alltoall", coll(0, 3, 6)),
            Map.entry("MPI_Neighbor_alltoallv", coll(0, 4, 8)), Map.entry("MPI_Ineighbor_alltoallv", coll(0, 4, 8)),
            Map.entry("MPI_Neighbor_alltoallw", coll(0, 4, 8)), Map.entry("MPI_Ineighbor_alltoallw", coll(0, 4, 8)),
            // a window's and a file's collectives: collective over its group; "comm" is the window or the file
            Map.entry("MPI_Win_fence", coll(-1, -1, 1)), Map.entry("MPI_File_read_all", coll(-1, 1, 0)),
            Map.entry("MPI_File_write_all", coll(1, -1, 0)), Map.entry("MPI_File_read_at_all", coll(-1, 2, 0)),
            Map.entry("MPI_File_write_at_all", coll(2, -1, 0)), Map.entry("MPI_File_read_ordered", coll(-1, 1, 0)),
            Map.entry("MPI_File_write_ordered", coll(1, -1, 0)));

    /** Output arguments of other MPI calls (written by the call, besides receive buffers). */
    static final Map<String, Set<Integer>> OUTPUTS = Map.ofEntries(Map.entry("MPI_Comm_rank", Set.of(1)),
            Map.entry("MPI_Comm_size", Set.of(1)), Map.entry("MPI_Wait", Set.of(0, 1)),
            Map.entry("MPI_Waitall", Set.of(1, 2)), Map.entry("MPI_Waitany", Set.of(1, 2, 3)),
            Map.entry("MPI_Test", Set.of(0, 1, 2)), Map.entry("MPI_Testall", Set.of(1, 2, 3)),
            Map.entry("MPI_Isend", Set.of(6)), Map.entry("MPI_Irecv", Set.of(6)), Map.entry("MPI_Recv", Set.of(6)),
            Map.entry("MPI_Probe", Set.of(3)), Map.entry("MPI_Iprobe", Set.of(3, 4)),
            Map.entry("MPI_Get_count", Set.of(2)), Map.entry("MPI_Comm_split", Set.of(3)),
            Map.entry("MPI_Comm_dup", Set.of(1)), Map.entry("MPI_Init", Set.of(0, 1)),
            Map.entry("MPI_Init_thread", Set.of(0, 1, 3)));

    public static MpiCalls of(String name) {
        return ROLES.get(name);
    }

    public boolean receives() {
        return recv >= 0;
    }

    public boolean sends() {
        return send >= 0;
    }
}
