package dev.straggler.core.scale.tests;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.straggler.model.profile.CallStack;
import dev.straggler.model.profile.ControlFeatures;
import dev.straggler.model.profile.Crash;
import dev.straggler.model.profile.ProfileEnd;
import dev.straggler.model.profile.ProfileFrame;
import dev.straggler.model.profile.ProgramIdentity;
import dev.straggler.model.profile.RunProfile;
import dev.straggler.model.profile.TaskProfile;
import dev.straggler.model.profile.Traffic;

/**
 * Hand-made profiles of a synthetic SPMD program whose communication per call site follows a formula of rank and
 * size, with a scale-dependent bug to switch on: an all-gather implemented as {@code MPI_Allgather} (called from
 * {@code my_allgather}, app.c:42) that takes a hand-written ring ({@code ring_allgather}, app.c:20, called from
 * app.c:38) in the faulty ranks — the application-level analogue of Vrisha §6.1.
 * <p>
 * Per rank r of a run of p processes, 10 iterations ({@code argv[1] = 10}, the same in every run):
 * <ul>
 * <li>all-gather (site AG): 10 calls, sends 1024 bytes and receives 1024·(p−1) per call;</li>
 * <li>halo exchange (site HALO, {@code MPI_Sendrecv} in exchange_halo, app.c:60): 800 bytes per neighbour each way
 * per call, 10 calls; ranks 0 and p−1 have one neighbour, the others two;</li>
 * <li>reduction (site RED, {@code MPI_Reduce} in main, app.c:110): one call, 8 bytes sent by every rank but 0, which
 * receives 8·(p−1);</li>
 * <li>a barrier (site BAR, no bytes).</li>
 * </ul>
 * The faulty all-gather (site RING) sends and receives 1024·(p−1) per call through {@code MPI_Sendrecv}.
 */
public final class SyntheticRuns {

    /** The program all runs ran. */
    public static final ProgramIdentity PROGRAM = new ProgramIdentity("/opt/app/allgather_app", "1a2b3c4d");
    /** The application module. */
    public static final String APP = "/opt/app/allgather_app";

    /** A symbolized frame of the application. */
    public static ProfileFrame f(long offset, String function, int line) {
        return new ProfileFrame(APP, offset, function, "/src/app.c", line);
    }

    /** main's frame calling the all-gather (app.c:100), and the outermost frame. */
    static final ProfileFrame MAIN_AG = f(0x2100, "main", 100);
    static final ProfileFrame START = new ProfileFrame("/lib/x86_64-linux-gnu/libc.so.6", 0x271ca, "__libc_start_main",
            null, 0);

    /** MPI_Allgather called from my_allgather at app.c:42. */
    public static final CallStack AG = CallStack.of(f(0x1042, "my_allgather", 42), MAIN_AG, START);
    /** MPI_Sendrecv called from ring_allgather (app.c:20) called from my_allgather at app.c:38: the faulty branch. */
    public static final CallStack RING = CallStack.of(f(0x1020, "ring_allgather", 20), f(0x1038, "my_allgather", 38),
            MAIN_AG, START);
    /** The halo exchange. */
    public static final CallStack HALO = CallStack.of(f(0x1060, "exchange_halo", 60), f(0x2098, "main", 98), START);
    /** The reduction. */
    public static final CallStack RED = CallStack.of(f(0x2110, "main", 110), START);
    /** The barrier. */
    public static final CallStack BAR = CallStack.of(f(0x2120, "main", 120), START);

    private SyntheticRuns() {
    }

    /** A task of the program; {@code faulty} takes the ring. */
    public static TaskProfile task(int rank, int size, boolean faulty) {
        ControlFeatures c = new ControlFeatures(rank, size, Map.of(1, 10.0), null);
        TaskProfile.Builder b = TaskProfile.builder(c);
        long p = size;
        if (faulty) {
            b.add(RING, "MPI_Sendrecv", new Traffic(10, 10 * (p - 1), 10 * 1024 * (p - 1), 10 * (p - 1),
                    10 * 1024 * (p - 1)), 0, 29);
        } else {
            b.add(AG, "MPI_Allgather", new Traffic(10, 10, 10 * 1024, 10 * (p - 1), 10 * 1024 * (p - 1)), 0, 29);
        }
        int neighbours = (rank > 0 ? 1 : 0) + (rank < size - 1 ? 1 : 0);
        b.add(HALO, "MPI_Sendrecv", new Traffic(10, 10L * neighbours, 10L * 800 * neighbours, 10L * neighbours,
                10L * 800 * neighbours), 1, 30);
        if (rank == 0) {
            b.add(RED, "MPI_Reduce", new Traffic(1, 0, 0, p - 1, 8 * (p - 1)), 31, 31);
        } else {
            b.add(RED, "MPI_Reduce", new Traffic(1, 1, 8, 0, 0), 31, 31);
        }
        b.add(BAR, "MPI_Barrier", new Traffic(1, 0, 0, 0, 0), 32, 32);
        return b.build();
    }

    /** A correct run of {@code size} processes. */
    public static RunProfile run(int size) {
        return run(size, List.of());
    }

    /** A run of {@code size} processes in which {@code faulty} ranks take the ring. */
    public static RunProfile run(int size, List<Integer> faulty) {
        List<TaskProfile> tasks = new ArrayList<>();
        for (int r = 0; r < size; r++) {
            tasks.add(task(r, size, faulty.contains(r)));
        }
        return new RunProfile("np=" + size, PROGRAM, List.of("10"), size, tasks, null);
    }

    /** Correct runs at 4..12 processes. */
    public static List<RunProfile> training() {
        List<RunProfile> runs = new ArrayList<>();
        for (int p = 4; p <= 12; p++) {
            runs.add(run(p));
        }
        return runs;
    }

    /** The sender's send in the large-message program (main, app.c:30). */
    public static final CallStack SEND = CallStack.of(f(0x3030, "main", 30), START);
    /** The sender's send when the message is split (main, app.c:32): the faulty branch. */
    public static final CallStack SEND_SPLIT = CallStack.of(f(0x3032, "main", 32), START);
    /** The receivers' receive (main, app.c:40). */
    public static final CallStack RECV = CallStack.of(f(0x3040, "main", 40), START);
    /** The size broadcast (main, app.c:20). */
    public static final CallStack BCAST = CallStack.of(f(0x3020, "main", 20), START);

    /**
     * Vrisha §6.2's large_message as a program whose input scales: one sender sends a message of {@code mb} MB
     * ({@code argv[1]}) to each of two receivers, after broadcasting its size; {@code split} sends it from another
     * call site.
     */
    public static RunProfile largeMessage(long mb, boolean split) {
        List<TaskProfile> tasks = new ArrayList<>();
        long bytes = mb << 20;
        for (int r = 0; r < 3; r++) {
            TaskProfile.Builder b = TaskProfile.builder(new ControlFeatures(r, 3, Map.of(1, (double) mb), null));
            b.add(BCAST, "MPI_Bcast", r == 0 ? new Traffic(1, 2, 16, 0, 0) : new Traffic(1, 0, 0, 1, 8), 0, 0);
            if (r == 0) {
                b.add(split ? SEND_SPLIT : SEND, "MPI_Send", new Traffic(2, 2, 2 * bytes, 0, 0), 1, 2);
            } else {
                b.add(RECV, "MPI_Recv", new Traffic(1, 0, 0, 1, bytes), 1, 1);
            }
            tasks.add(b.build());
        }
        return new RunProfile("mb=" + mb, PROGRAM, List.of(Long.toString(mb)), 3, tasks, null);
    }

    /** A run like {@link #run(int)} with the profiles of {@code ranks} left out. */
    public static RunProfile withoutRanks(RunProfile r, List<Integer> ranks) {
        List<TaskProfile> tasks = r.tasks().stream().filter(t -> !ranks.contains(t.rank())).toList();
        return new RunProfile(r.label(), r.program(), r.arguments(), r.size(), tasks, r.crash());
    }

    /** A run like {@code r} of another program. */
    public static RunProfile ofProgram(RunProfile r, ProgramIdentity program) {
        return new RunProfile(r.label(), program, r.arguments(), r.size(), r.tasks(), r.crash());
    }

    /** A run like {@code r} that crashed in {@code rank} with {@code stack}; its tasks' profiles end there. */
    public static RunProfile crashed(RunProfile r, int rank, CallStack stack, List<TaskProfile> tasks) {
        return new RunProfile(r.label(), r.program(), r.arguments(), r.size(), tasks, new Crash(rank, "SIGSEGV",
                stack));
    }

    /** A profile that ended early. */
    public static TaskProfile ended(TaskProfile t, ProfileEnd end) {
        return new TaskProfile(t.control(), t.callSites(), end);
    }
}
