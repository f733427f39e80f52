package dev.straggler.model.dump;

import java.util.List;

import dev.straggler.internal.model.dump.DumpReader;

/**
 * The content of one {@code rank-NNNNNN.sdump} file (docs/dump-format.md), as read by {@link DumpReader}: a
 * faithful, model-independent image of the known sections. Sections absent from the file are {@code null}
 * (INFO, CURR, TIME) or empty lists (MODS, STAT, EDGE, THRD).
 *
 * @param fileName        the file's name (e.g. {@code rank-000003.sdump})
 * @param formatMajor     format major version (1)
 * @param formatMinor     format minor version
 * @param rank            rank in {@code MPI_COMM_WORLD}
 * @param worldSize       size of {@code MPI_COMM_WORLD}
 * @param info            INFO section, or null
 * @param modules         MODS section
 * @param states          STAT section
 * @param edges           EDGE section
 * @param current         CURR section, or null
 * @param threads         THRD section
 * @param time            TIME section, or null
 * @param sectionCount    number of sections before END (known and unknown)
 * @param unknownSections tags of the sections this reader skipped
 * @param waitDetails     WDET section (since 1.3), or null
 */
public record DumpFile(String fileName, int formatMajor, int formatMinor, int rank, int worldSize, Info info,
        List<ModuleEntry> modules, List<StateEntry> states, List<EdgeEntry> edges, Current current,
        List<ThreadStack> threads, Time time, int sectionCount, List<String> unknownSections,
        WaitDetails waitDetails) {

    /** A dump without a WDET section (format 1.2 and older). */
    public DumpFile(String fileName, int formatMajor, int formatMinor, int rank, int worldSize, Info info,
            List<ModuleEntry> modules, List<StateEntry> states, List<EdgeEntry> edges, Current current,
            List<ThreadStack> threads, Time time, int sectionCount, List<String> unknownSections) {
        this(fileName, formatMajor, formatMinor, rank, worldSize, info, modules, states, edges, current, threads,
                time, sectionCount, unknownSections, null);
    }

    /** Module index of a frame whose address is in no known module ({@code 0xFFFFFFFF} in the file). */
    public static final int NO_MODULE = -1;

    /** State id of CURR when the task has not reached {@code MPI_Init} ({@code 0xFFFFFFFF} in the file). */
    public static final long NO_STATE = 0xFFFFFFFFL;

    /** {@code "major.minor"}. */
    public String formatVersion() {
        return formatMajor + "." + formatMinor;
    }

    /** The state with this id, or null. */
    public StateEntry state(long id) {
        for (StateEntry state : states) {
            if (state.id() == id) {
                return state;
            }
        }
        return null;
    }

    /** The thread that initialized MPI (flag bit 0), or null when no thread has the flag. */
    public ThreadStack mpiThread() {
        for (ThreadStack thread : threads) {
            if (thread.isMpiThread()) {
                return thread;
            }
        }
        return null;
    }

    /** INFO: about the task and the dump. */
    public record Info(long pid, String host, String executable, long startNs, long dumpNs, int reason,
            double timeoutSeconds, boolean timeoutInferred, int threadLevel, String mpiVersion, int triggerRank) {
        /** Reason: own timeout. */
        public static final int REASON_TIMEOUT = 1;
        /** Reason: diagnose-now request. */
        public static final int REASON_REQUEST = 2;
        /** Reason: another task's trigger. */
        public static final int REASON_PEER = 3;
        /** Reason: at exit. */
        public static final int REASON_EXIT = 4;
    }

    /** MODS entry: a loaded module. */
    public record ModuleEntry(String path, long bias, String buildId) {
    }

    /**
     * A code address: {@code module} is an index into {@link DumpFile#modules()} or {@link DumpFile#NO_MODULE};
     * {@code offset} is relative to the module's load bias.
     */
    public record FrameRef(int module, long offset) {
    }

    /** STAT entry: a state of the task's Markov model. {@code kind}: 0 = communication, 1 = computation. */
    public record StateEntry(long id, int kind, String call, List<FrameRef> frames) {
        /** Kind: inside the MPI call. */
        public static final int COMMUNICATION = 0;
        /** Kind: the code after the call until the next MPI call. */
        public static final int COMPUTATION = 1;
    }

    /** EDGE entry: a transition, with the Welford statistics of its transition time. */
    public record EdgeEntry(long from, long to, long count, double meanSeconds, double m2, double minSeconds,
            double maxSeconds) {
    }

    /**
     * CURR: where the task is. {@code state} is a STAT id or {@link DumpFile#NO_STATE}; {@code waitKind} 0 = none,
     * 1 = point-to-point, 2 = collective; {@code peers} are world ranks (-1 = unknown); {@code members} the
     * communicator of a collective. Since 1.2: {@code waitAny} (one of the peers or any-source members ends the
     * wait: MPI_Waitany/Waitsome) and {@code anySources}, the communicator members of the wait's any-source part
     * (false and empty in older dumps).
     */
    public record Current(long state, boolean inMpi, double secondsInState, int waitKind, int[] peers,
            List<RankRange> members, boolean waitAny, List<RankRange> anySources) {
    }

    /**
     * WDET (since 1.3): whether the task is in {@code MPI_Finalize}, the parts of its current wait, its pending
     * requests, and per peer the sends and receives it posted ({@code anySourceReceives}: receives from
     * {@code MPI_ANY_SOURCE}). Since 1.7 the counts per (peer, tag, communicator), {@code counts} (null in older
     * dumps), complete unless the runtime's table was full ({@code countsComplete}).
     */
    public record WaitDetails(boolean finalized, List<WaitPart> parts, List<WaitPart> pending,
            long anySourceReceives, List<Channel> channels, boolean countsComplete, List<MessageCount> counts) {

        /** A WDET section without the counts by tag (format 1.6 and older). */
        public WaitDetails(boolean finalized, List<WaitPart> parts, List<WaitPart> pending, long anySourceReceives,
                List<Channel> channels) {
            this(finalized, parts, pending, anySourceReceives, channels, false, null);
        }
    }

    /**
     * A part of a wait or a pending request: {@code role} 0 unknown, 1 receive, 2 probe, 3 send, 4 collective;
     * {@code flags} bit 0 a request, bit 1 persistent; {@code peer} a world rank, -1 unknown or none, -2
     * {@code MPI_ANY_SOURCE}; {@code tag} -1 for {@code MPI_ANY_TAG} or none; the communicator's name and size;
     * since format 1.5 {@code bytes} (count times the datatype's size: a send's message, a receive's posted buffer,
     * a collective's own block; -1 unknown) and {@code root} (world rank of a rooted collective's root, -1 none).
     */
    public record WaitPart(int role, int flags, int peer, int tag, String communicator, long communicatorSize,
            long bytes, int root, long ordinal, long communicatorId) {
        /** Role codes. */
        public static final int UNKNOWN = 0, RECEIVE = 1, PROBE = 2, SEND = 3, COLLECTIVE = 4;
        /** Flag bits. */
        public static final int REQUEST = 1, PERSISTENT = 2;
        /** Peer codes. */
        public static final int PEER_UNKNOWN = -1, PEER_ANY = -2;
        /** {@code bytes} when the size is unknown (and in dumps older than 1.5). */
        public static final long BYTES_UNKNOWN = -1;
        /** {@code root} when there is none (and in dumps older than 1.5). */
        public static final int NO_ROOT = -1;

        /** {@code ordinal} when unknown (and in dumps older than 1.7). */
        public static final long NO_ORDINAL = 0;
        /** {@code communicatorId} in dumps older than 1.7. */
        public static final long COMM_UNKNOWN = 0;
        /** {@code communicatorId} of {@code MPI_COMM_WORLD}. */
        public static final long COMM_WORLD = 1;
        /** The bit of a {@code communicatorId} that only its task knows (it means nothing across tasks). */
        public static final long COMM_LOCAL = 1L << 63;

        /** A part without size and root (format 1.4 and older). */
        public WaitPart(int role, int flags, int peer, int tag, String communicator, long communicatorSize) {
            this(role, flags, peer, tag, communicator, communicatorSize, BYTES_UNKNOWN, NO_ROOT);
        }

        /** A part without ordinal and communicator id (format 1.6 and older). */
        public WaitPart(int role, int flags, int peer, int tag, String communicator, long communicatorSize, long bytes,
                int root) {
            this(role, flags, peer, tag, communicator, communicatorSize, bytes, root, NO_ORDINAL, COMM_UNKNOWN);
        }

        /** This part with the size and root of format 1.5's appended list. */
        public WaitPart withSize(long bytes, int root) {
            return new WaitPart(role, flags, peer, tag, communicator, communicatorSize, bytes, root, ordinal,
                    communicatorId);
        }

        /** This part with the ordinal and communicator id of format 1.7's appended list. */
        public WaitPart withOrdinal(long ordinal, long communicatorId) {
            return new WaitPart(role, flags, peer, tag, communicator, communicatorSize, bytes, root, ordinal,
                    communicatorId);
        }
    }

    /**
     * WDET's counts by (peer, tag, communicator) (since 1.7): the sends the task posted to {@code peer} with {@code tag}
     * on the communicator, the receives it posted from it ({@code peer} {@link WaitPart#PEER_ANY}: from
     * {@code MPI_ANY_SOURCE}; {@code tag} -1: {@code MPI_ANY_TAG}), and the STAT ids of the states of the calls that
     * posted the last send and the last receive ({@link DumpFile#NO_STATE} none). {@code communicatorId} is the
     * communicator's id as a part's ({@link WaitPart#COMM_WORLD}, one its members agree on, or with
     * {@link WaitPart#COMM_LOCAL} the task's own).
     */
    public record MessageCount(int peer, int tag, long communicatorId, String communicator, long communicatorSize,
            long sends, long receives, long sendState, long receiveState) {
    }

    /** WDET channel: sends the task posted to {@code peer}, receives it posted with {@code peer} as the source. */
    public record Channel(int peer, long sends, long receives) {
    }

    /** CURR communicator member range: {@code first, first+stride, ...}, {@code count} of them. */
    public record RankRange(int first, long count, long stride) {
    }

    /** THRD entry: a sampled stack, innermost first. */
    public record ThreadStack(long tid, int flags, List<FrameRef> frames) {
        /** Flag: the thread that initialized MPI. */
        public static final int MPI_THREAD = 1;
        /** Flag: frame 0 is the interrupted program counter (not a return address). */
        public static final int PC_FIRST = 2;
        /** Flag: the sample failed, the thread did not answer. */
        public static final int SAMPLE_FAILED = 4;

        /** Whether this thread initialized MPI. */
        public boolean isMpiThread() {
            return (flags & MPI_THREAD) != 0;
        }

        /** Whether frame 0 is a program counter. */
        public boolean isPcFirst() {
            return (flags & PC_FIRST) != 0;
        }

        /** Whether sampling this thread failed. */
        public boolean isSampleFailed() {
            return (flags & SAMPLE_FAILED) != 0;
        }
    }

    /** TIME: all transitions of the task. */
    public record Time(long count, double meanSeconds, double m2, double maxSeconds) {
    }
}
