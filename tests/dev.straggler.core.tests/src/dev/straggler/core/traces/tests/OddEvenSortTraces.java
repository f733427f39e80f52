package dev.straggler.core.traces.tests;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

import dev.straggler.model.traces.InMemoryTraceSet;
import dev.straggler.model.traces.TraceEvent;

/**
 * Synthetic traces of DiffTrace's running example (Fig. 2): an MPI odd/even transposition sort, one thread per rank.
 * Each rank runs
 *
 * <pre>
 * main: MPI_Init, MPI_Comm_rank, MPI_Comm_size, initData (malloc), oddEvenSort, MPI_Finalize
 * oddEvenSort: for (i = 0; i &lt; size; i++) {           // one phase per rank count
 *     ptr = findPtr(i, rank);                      // even phase: even ranks pair right, odd left;
 *     if (ptr outside 0..size-1) continue;         // odd phase: odd ranks pair right, even left
 *     if (rank % 2 == 0) { MPI_Send(ptr); MPI_Recv(ptr); } else { MPI_Recv(ptr); MPI_Send(ptr); }
 *     compareSplit (memcpy)                        // keep the low or the high half
 * }
 * </pre>
 *
 * recorded as function enter/exit events ({@code -finstrument-functions}) and one event per MPI call at its entry.
 * The first and the last rank have a partner in every other phase only (the paper: "the first and last traces ...
 * loop just eight times" with 16 ranks).
 * <p>
 * The job is executed by a small scheduler so that a trace ends where the rank really stops: a receive blocks until
 * a matching message was sent; a send is buffered (eager protocol, small messages) or, for {@link Bug#DEADLOCK},
 * synchronous (it returns once the message was received, as for messages above the eager limit or
 * {@code MPI_Ssend}). A rank blocked when no rank can move any more has the blocked call as its last event: the
 * traces a hung job leaves behind.
 * <p>
 * The paper's bugs (§II-D), in rank {@code bugRank} from iteration {@code bugAfter} on (0-based: "after the seventh
 * iteration" is {@code bugAfter = 7}): {@link Bug#SWAP} (swapBug) swaps the rank's MPI_Send and MPI_Recv — a
 * potential deadlock that buffering hides, the job completes; {@link Bug#DEADLOCK} (dlBug) is the same swap with
 * synchronous sends — the actual deadlock: the rank and its partner both send, and the other ranks block one after
 * the other as the phases reach them.
 */
public final class OddEvenSortTraces {

    /** The bug planted. */
    public enum Bug {
        NONE, SWAP, DEADLOCK
    }

    /** The program name the traces carry. */
    public static final String PROGRAM = "/opt/examples/oddeven_sort";

    private OddEvenSortTraces() {
    }

    /** The traces of a run on {@code ranks} ranks with {@code bug} in {@code bugRank} from iteration {@code bugAfter}. */
    public static InMemoryTraceSet run(int ranks, Bug bug, int bugRank, int bugAfter) {
        return run("oddeven-" + bug.name().toLowerCase() + "-" + ranks, ranks, bug, bugRank, bugAfter);
    }

    /** As {@link #run(int, Bug, int, int)}, with {@code source} as the run's name in messages. */
    public static InMemoryTraceSet run(String source, int ranks, Bug bug, int bugRank, int bugAfter) {
        InMemoryTraceSet.Builder b = InMemoryTraceSet.builder(source, PROGRAM, ranks);
        List<List<Op>> programs = new ArrayList<>();
        for (int r = 0; r < ranks; r++) {
            programs.add(program(b, r, ranks, bug != Bug.NONE && r == bugRank, bugAfter));
        }
        execute(b, programs, bug == Bug.DEADLOCK);
        return b.build();
    }

    /** One step of a rank's program: a local event, or a point-to-point call. */
    private record Op(int event, int kind, int peer) {
        static final int LOCAL = 0, SEND = 1, RECV = 2;
    }

    private static List<Op> program(InMemoryTraceSet.Builder b, int rank, int size, boolean buggy, int bugAfter) {
        List<Op> p = new ArrayList<>();
        call(b, p, TraceEvent.ENTER, "main");
        call(b, p, TraceEvent.MPI_CALL, "MPI_Init");
        call(b, p, TraceEvent.MPI_CALL, "MPI_Comm_rank");
        call(b, p, TraceEvent.MPI_CALL, "MPI_Comm_size");
        call(b, p, TraceEvent.ENTER, "initData");
        call(b, p, TraceEvent.ENTER, "malloc");
        call(b, p, TraceEvent.EXIT, "malloc");
        call(b, p, TraceEvent.EXIT, "initData");
        call(b, p, TraceEvent.ENTER, "oddEvenSort");
        int send = TraceEvent.pack(TraceEvent.MPI_CALL, b.function("MPI_Send"));
        int recv = TraceEvent.pack(TraceEvent.MPI_CALL, b.function("MPI_Recv"));
        for (int i = 0; i < size; i++) {
            call(b, p, TraceEvent.ENTER, "findPtr");
            call(b, p, TraceEvent.EXIT, "findPtr");
            int ptr = partner(i, rank);
            if (ptr < 0 || ptr >= size) {
                continue;
            }
            boolean sendFirst = rank % 2 == 0;
            if (buggy && i >= bugAfter) {
                sendFirst = !sendFirst;
            }
            if (sendFirst) {
                p.add(new Op(send, Op.SEND, ptr));
                p.add(new Op(recv, Op.RECV, ptr));
            } else {
                p.add(new Op(recv, Op.RECV, ptr));
                p.add(new Op(send, Op.SEND, ptr));
            }
            call(b, p, TraceEvent.ENTER, "compareSplit");
            call(b, p, TraceEvent.ENTER, "memcpy");
            call(b, p, TraceEvent.EXIT, "memcpy");
            call(b, p, TraceEvent.EXIT, "compareSplit");
        }
        call(b, p, TraceEvent.EXIT, "oddEvenSort");
        call(b, p, TraceEvent.MPI_CALL, "MPI_Finalize");
        call(b, p, TraceEvent.EXIT, "main");
        return p;
    }

    /** The partner of {@code rank} in phase {@code i} (Fig. 2's findPtr); may be outside the ranks. */
    public static int partner(int i, int rank) {
        boolean evenPhase = i % 2 == 0, evenRank = rank % 2 == 0;
        return evenPhase == evenRank ? rank + 1 : rank - 1;
    }

    private static void call(InMemoryTraceSet.Builder b, List<Op> p, int kind, String name) {
        p.add(new Op(TraceEvent.pack(kind, b.function(name)), Op.LOCAL, -1));
    }

    /** Runs the programs until every rank ended or none can move; records what each rank executed. */
    private static void execute(InMemoryTraceSet.Builder b, List<List<Op>> programs, boolean synchronousSends) {
        int n = programs.size();
        int[] pc = new int[n];
        boolean[] entered = new boolean[n];
        long[] waitingFor = new long[n]; // synchronous send: id of the message to be received, else -1
        java.util.Arrays.fill(waitingFor, -1);
        @SuppressWarnings("unchecked")
        ArrayDeque<Long>[][] channel = new ArrayDeque[n][n]; // [from][to] message ids
        java.util.Set<Long> received = new java.util.HashSet<>();
        long nextMessage = 0;
        boolean progress = true;
        while (progress) {
            progress = false;
            for (int r = 0; r < n; r++) {
                List<Op> prog = programs.get(r);
                while (pc[r] < prog.size()) {
                    Op op = prog.get(pc[r]);
                    if (!entered[r]) {
                        b.trace(r, 0).event(op.event());
                        entered[r] = true;
                        progress = true;
                    }
                    boolean done;
                    switch (op.kind()) {
                        case Op.SEND -> {
                            if (waitingFor[r] < 0) {
                                long id = nextMessage++;
                                queue(channel, r, op.peer()).add(id);
                                waitingFor[r] = id;
                            }
                            done = !synchronousSends || received.contains(waitingFor[r]);
                        }
                        case Op.RECV -> {
                            ArrayDeque<Long> q = queue(channel, op.peer(), r);
                            done = !q.isEmpty();
                            if (done) {
                                received.add(q.poll());
                            }
                        }
                        default -> done = true;
                    }
                    if (!done) {
                        break;
                    }
                    waitingFor[r] = -1;
                    entered[r] = false;
                    pc[r]++;
                    progress = true;
                }
            }
        }
    }

    private static ArrayDeque<Long> queue(ArrayDeque<Long>[][] channel, int from, int to) {
        if (channel[from][to] == null) {
            channel[from][to] = new ArrayDeque<>();
        }
        return channel[from][to];
    }
}
