package dev.straggler.internal.model.traces;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What a trace file's definitions have defined so far (docs/dump-format.md "Trace files"): the modules by id and the
 * communicators by id, forgotten at a reset block; and how an MPI call's descriptor reads as text
 * ({@link #arguments}), the form in which a call's peers, tags and bytes reach the analyses
 * ({@link dev.straggler.model.traces.FunctionTable#arguments(int)}).
 */
final class Definitions {

    /** Members listed beyond this are not expanded (the peers are then given as ranks in the communicator). */
    private static final int MAX_MEMBERS = 1 << 20;

    /** A communicator: its size and its members' world ranks in communicator rank order (null: not listed). */
    record Communicator(int size, int[] members) {
    }

    final List<String> modules = new ArrayList<>();
    final Map<Integer, Communicator> communicators = new HashMap<>();
    private final int worldSize;

    Definitions(int worldSize) {
        this.worldSize = worldSize;
    }

    void reset() {
        modules.clear();
        communicators.clear();
    }

    /** Records a communicator definition; {@code ranges} are (first, count, stride) of world ranks. */
    void communicator(int id, int size, int[] ranges) {
        int[] members = null;
        long listed = 0;
        for (int i = 0; i + 2 < ranges.length; i += 3) {
            listed += Math.max(0, ranges[i + 1]);
        }
        if (listed == size && size <= MAX_MEMBERS) {
            members = new int[size];
            int m = 0;
            for (int i = 0; i + 2 < ranges.length; i += 3) {
                for (int c = 0; c < ranges[i + 1]; c++) {
                    members[m++] = ranges[i] + c * ranges[i + 2];
                }
            }
        }
        communicators.put(id, new Communicator(size, members));
    }

    /**
     * The arguments of an MPI call's descriptor as text, null when it has none worth saying (waits, tests,
     * {@code MPI_Init}, communicator constructors and destructors, a barrier on every rank): the peers as world ranks
     * ("to 3", "from any"), the tags, the bytes (the call's arguments: what was posted), a rooted collective's root and
     * a collective's communicator size when it is not the world's. Examples: {@code to 3, tag 0, 16 B};
     * {@code from any, tag any, 64 B}; {@code to 1, tag 0, 8 B; from 3, tag 0, 8 B} (a sendrecv); {@code 32 B}
     * (an allreduce); {@code root 0, sent 8 B, received 0 B}; {@code 4 B, on 4 ranks}.
     */
    String arguments(int kind, int flags, int comm, int dest, int sendTag, int source, int recvTag, int root, long sent,
            long received) {
        Communicator c = comm == -1 ? null : communicators.get(comm);
        boolean send = (flags & 1) != 0, recv = (flags & 2) != 0;
        StringBuilder b = new StringBuilder();
        switch (kind) {
        case 1 -> { // point-to-point
            if (send) {
                b.append("to ").append(peer(dest, c)).append(", tag ").append(tag(sendTag)).append(", ")
                        .append(sent).append(" B");
            }
            if (recv) {
                b.append(send ? "; " : "").append("from ").append(peer(source, c)).append(", tag ").append(tag(recvTag))
                        .append(", ").append(received).append(" B");
            }
        }
        case 2 -> // probe
            b.append("from ").append(peer(source, c)).append(", tag ").append(tag(recvTag));
        case 3 -> { // collective
            if ((flags & 16) != 0) {
                b.append("root ").append(peer(root, c));
            }
            if (sent == received) {
                if (sent != 0) {
                    b.append(b.isEmpty() ? "" : ", ").append(sent).append(" B");
                }
            } else {
                b.append(b.isEmpty() ? "" : ", ").append("sent ").append(sent).append(" B, received ").append(received)
                        .append(" B");
            }
            if (c != null && c.size() != worldSize) {
                b.append(b.isEmpty() ? "" : ", ").append("on ").append(c.size()).append(c.size() == 1 ? " rank" : " ranks");
            }
        }
        default -> {
            return null;
        }
        }
        return b.isEmpty() ? null : b.toString();
    }

    /** A rank of the format (a communicator's rank ≥ 0, or -1 .. -4) as the world rank it names, or in words. */
    private static String peer(int rank, Communicator c) {
        return switch (rank) {
        case -1 -> "MPI_PROC_NULL";
        case -2 -> "any";
        case -3 -> "MPI_ROOT";
        default -> {
            if (rank < 0) {
                yield "?";
            }
            if (c != null && c.members() != null && rank < c.members().length) {
                yield Integer.toString(c.members()[rank]);
            }
            yield c == null ? rank + " of an undefined communicator" : rank + " of " + c.size();
        }
        };
    }

    private static String tag(int tag) {
        return tag >= 0 ? Integer.toString(tag) : tag == -1 ? "any" : "?";
    }
}
