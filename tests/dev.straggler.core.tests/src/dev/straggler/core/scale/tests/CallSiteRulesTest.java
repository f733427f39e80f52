package dev.straggler.core.scale.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;

import org.junit.jupiter.api.Test;

import dev.straggler.core.scale.CheckResult;
import dev.straggler.core.scale.DivergencePoint;
import dev.straggler.core.scale.Finding;
import dev.straggler.core.scale.ProcessScore;
import dev.straggler.core.scale.Reason;
import dev.straggler.core.scale.ScaleModel;
import dev.straggler.core.scale.ScaleModelException;
import dev.straggler.model.RankSet;
import dev.straggler.model.profile.CallStack;
import dev.straggler.model.profile.ControlFeatures;
import dev.straggler.model.profile.ProfileFrame;
import dev.straggler.model.profile.RunProfile;
import dev.straggler.model.profile.TaskProfile;
import dev.straggler.model.profile.Traffic;

/**
 * The call-site rules on hand-made programs trained at 4, 6, 8 and 10 processes: what the kernel CCA cannot see (a
 * volume the same at every scale, a call site that appears or vanishes) flags the processes at 16, with the
 * divergence point at the call site; correct programs whose communication depends on the rank's position, on the
 * scale, or on a recursion as deep as the scale are not flagged at 16, 18 or 32.
 */
class CallSiteRulesTest {

    static ProfileFrame f(long offset, String function, int line) {
        return SyntheticRuns.f(offset, function, line);
    }

    static final ProfileFrame START = SyntheticRuns.START;
    static final ProfileFrame MAIN_STEP = f(0x2010, "main", 80);
    /** The ring exchange's MPI_Sendrecv in exchange (app.c:62), called from ring_exchange at app.c:57. */
    static final CallStack RING = CallStack.of(f(0x1062, "ring_exchange", 62), f(0x1057, "exchange", 57), MAIN_STEP,
            START);
    /** The fallback's MPI_Allgather in exchange (app.c:64). */
    static final CallStack FALLBACK = CallStack.of(f(0x1064, "exchange", 64), MAIN_STEP, START);
    /** The per-step MPI_Allreduce in main (app.c:84). */
    static final CallStack REDUCE = CallStack.of(f(0x2014, "main", 84), START);
    /** The load balance's MPI_Allreduce in balance (app.c:31), called from main at app.c:82. */
    static final CallStack BALANCE = CallStack.of(f(0x1031, "balance", 31), f(0x2012, "main", 82), START);

    /** A site's traffic in a process. */
    record Use(CallStack stack, String call, Traffic traffic) {
    }

    /** A run of a program given as the sites each rank uses. */
    static RunProfile run(int size, BiFunction<Integer, Integer, List<Use>> program) {
        List<TaskProfile> tasks = new ArrayList<>();
        for (int r = 0; r < size; r++) {
            TaskProfile.Builder b = TaskProfile.builder(ControlFeatures.of(r, size));
            long call = 0;
            for (Use u : program.apply(r, size)) {
                b.add(u.stack(), u.call(), u.traffic(), call, call + u.traffic().calls() - 1);
                call += u.traffic().calls();
            }
            tasks.add(b.build());
        }
        return new RunProfile("np" + size, SyntheticRuns.PROGRAM, List.of(), size, tasks, null);
    }

    static ScaleModel train(BiFunction<Integer, Integer, List<Use>> program) throws ScaleModelException {
        List<RunProfile> runs = new ArrayList<>();
        for (int p : new int[] {4, 6, 8, 10}) {
            runs.add(run(p, program));
        }
        return ScaleModel.train(runs, ScaleModelInputTest.SMALL);
    }

    static Use exchange(long bytes) {
        return new Use(RING, "MPI_Sendrecv", new Traffic(40, 40, bytes, 40, bytes));
    }

    static Use reduce() {
        return new Use(REDUCE, "MPI_Allreduce", new Traffic(20, 20, 160, 20, 160));
    }

    /** The ring program: 20 steps of 2 exchanges of 64 doubles and one reduction, the same at every scale. */
    static List<Use> ring(int rank, int size) {
        return List.of(exchange(40 * 512), reduce());
    }

    static Set<Reason> reasons(CheckResult r, int rank) {
        return r.scores().stream().filter(s -> s.rank() == rank).findFirst().orElseThrow().reasons();
    }

    static List<Integer> flagged(CheckResult r) {
        return r.flagged().stream().map(ProcessScore::rank).toList();
    }

    /**
     * The processes a call-site rule flagged. The KCCA score of these synthetic programs (trained with the small
     * parameter grid) sits at its threshold at scales it has not seen; what it flags is ScaleModelTest's subject.
     */
    static List<Integer> ruleFlagged(CheckResult r) {
        return r.scores().stream().filter(s -> s.reasons().stream().anyMatch(x -> x != Reason.ABNORMALITY))
                .map(ProcessScore::rank).toList();
    }

    @Test
    void aVolumeTheSameAtEveryScaleThatFallsToZeroIsFlaggedAtItsCallSite() throws ScaleModelException {
        ScaleModel m = train(CallSiteRulesTest::ring);
        assertEquals(List.of(), m.check(run(16, CallSiteRulesTest::ring)).flagged());
        CheckResult r = m.check(run(16, (rank, size) -> List.of(exchange(0), reduce())));
        assertEquals(16, r.flagged().size(), r::toString);
        assertTrue(reasons(r, 7).contains(Reason.VOLUME), r::toString);
        Finding sent = r.findings().get(0);
        assertEquals(Reason.VOLUME, sent.kind());
        assertEquals(RankSet.range(0, 15), sent.ranks());
        assertEquals(Finding.Direction.SENT, sent.direction());
        assertEquals(new Finding.ByteRange(0, 0), sent.observed());
        assertTrue(sent.expected().low() > 0 && sent.expected().low() <= 40 * 512
                && sent.expected().high() >= 40 * 512, sent::toString);
        assertEquals(Finding.Direction.RECEIVED, r.findings().get(1).direction());
        DivergencePoint top = r.divergences().get(0);
        assertEquals(DivergencePoint.Basis.VOLUME, top.basis());
        assertEquals(RankSet.range(0, 15), top.ranks());
        assertEquals(RING, top.checkedStack());
        assertEquals(62, top.checkedAt().line());
        assertEquals(top.checkedAt(), top.trainingAt());
        assertTrue(top.describe().startsWith("ranks 0-15: ring_exchange (app.c:62), volume departed [volume: 0%"
                + " of the volume, "), top.describe());
    }

    @Test
    void aFallbackThroughANewCallSiteIsFlaggedAtTheBranch() throws ScaleModelException {
        ScaleModel m = train(CallSiteRulesTest::ring);
        CheckResult r = m.check(run(16, (rank, size) -> List.of(new Use(FALLBACK, "MPI_Allgather",
                new Traffic(20, 20, 20 * 512, 20, 20 * 512 * 16)), reduce())));
        assertEquals(16, r.flagged().size(), r::toString);
        Set<Reason> rules = EnumSet.copyOf(reasons(r, 3));
        rules.remove(Reason.ABNORMALITY); // the score may flag it too
        assertEquals(EnumSet.of(Reason.NEW_CALL_SITE, Reason.MISSING_CALL_SITE), rules);
        assertEquals(List.of(Reason.NEW_CALL_SITE, Reason.MISSING_CALL_SITE),
                r.findings().stream().map(Finding::kind).toList());
        assertEquals(FALLBACK, r.findings().get(0).stack());
        assertEquals(RING, r.findings().get(1).stack());
        DivergencePoint top = r.divergences().get(0);
        assertEquals(DivergencePoint.Basis.NEW_CALL_SITE, top.basis());
        assertEquals("exchange", top.checkedAt().function());
        assertEquals(64, top.checkedAt().line());
        assertEquals(57, top.trainingAt().line());
        // the missing ring is the same pair seen from the other side: one point
        assertEquals(1, r.divergences().size(), () -> r.divergences().toString());
    }

    @Test
    void aCallSiteEveryTrainingRunHadThatVanishesIsFlagged() throws ScaleModelException {
        BiFunction<Integer, Integer, List<Use>> balanced = (rank, size) -> List.of(exchange(40 * 512), reduce(),
                new Use(BALANCE, "MPI_Allreduce", new Traffic(20, 20, 80, 20, 80)));
        ScaleModel m = train(balanced);
        assertEquals(List.of(), m.check(run(16, balanced)).flagged());
        CheckResult r = m.check(run(16, CallSiteRulesTest::ring));
        assertEquals(16, r.flagged().size(), r::toString);
        assertTrue(reasons(r, 0).contains(Reason.MISSING_CALL_SITE));
        assertEquals(1, r.findings().size(), r::toString);
        assertEquals(BALANCE, r.findings().get(0).stack());
        assertEquals("MPI_Allreduce", r.findings().get(0).calls());
        DivergencePoint top = r.divergences().get(0);
        assertEquals(DivergencePoint.Basis.MISSING_CALL_SITE, top.basis());
        assertEquals(BALANCE, top.trainingStack());
        assertEquals(82, top.trainingAt().line());
    }

    /** Root, workers and the last rank: sites used by a position in the rank order, a root volume that grows. */
    static List<Use> masterWorker(int rank, int size, long rootFactor) {
        CallStack gather = CallStack.of(f(0x3010, "collect", 10), START);
        CallStack work = CallStack.of(f(0x3020, "work", 20), START);
        CallStack last = CallStack.of(f(0x3030, "report", 30), START);
        List<Use> uses = new ArrayList<>();
        if (rank == 0) {
            uses.add(new Use(gather, "MPI_Recv", new Traffic(size - 1, 0, 0, size - 1, rootFactor * 1000 * (size - 1))));
        } else {
            uses.add(new Use(work, "MPI_Send", new Traffic(1, 1, 1000, 0, 0)));
        }
        if (rank == size - 1) {
            uses.add(new Use(last, "MPI_Send", new Traffic(1, 1, 8, 0, 0)));
        }
        uses.add(reduce());
        return uses;
    }

    @Test
    void sitesOfAPositionInTheRankOrderAndAScalingVolume() throws ScaleModelException {
        ScaleModel m = train((rank, size) -> masterWorker(rank, size, 1));
        for (int size : new int[] {16, 18, 32}) {
            CheckResult ok = m.check(run(size, (rank, s) -> masterWorker(rank, s, 1)));
            assertEquals(List.of(), ruleFlagged(ok), () -> size + ": " + ok);
        }
        // the root receives three times what the workers send
        CheckResult more = m.check(run(16, (rank, s) -> masterWorker(rank, s, 3)));
        assertEquals(List.of(0), ruleFlagged(more), more::toString);
        assertTrue(reasons(more, 0).contains(Reason.VOLUME));
        // the root misses its gather, a middle worker its work, the last rank its report
        CheckResult r = m.check(run(16, (rank, s) -> masterWorker(rank, s, 1).stream().filter(u -> !(rank == 0
                && u.call().equals("MPI_Recv")) && !(rank == 9 && u.traffic().bytesSent() == 1000)
                && !(rank == 15 && u.traffic().bytesSent() == 8)).toList()));
        assertEquals(List.of(0, 9, 15), ruleFlagged(r), r::toString);
        for (int rank : new int[] {0, 9, 15}) {
            assertTrue(reasons(r, rank).contains(Reason.MISSING_CALL_SITE), () -> rank + ": " + r);
        }
    }

    @Test
    void aSiteOfNoFixedPositionThatVanishesFlagsEveryProcess() throws ScaleModelException {
        CallStack middle = CallStack.of(f(0x4010, "checkpoint", 12), START);
        BiFunction<Integer, Integer, List<Use>> program = (rank, size) -> rank == size / 2
                ? List.of(reduce(), new Use(middle, "MPI_Send", new Traffic(1, 1, 64, 0, 0))) : List.of(reduce());
        ScaleModel m = train(program);
        assertEquals(List.of(), flagged(m.check(run(16, program))));
        CheckResult r = m.check(run(16, (rank, size) -> List.of(reduce())));
        assertEquals(16, r.flagged().size(), r::toString);
        assertEquals(RankSet.range(0, 15), r.findings().get(0).ranks());
        assertEquals(middle, r.findings().get(0).stack());
    }

    /** A reduction by halves written as a recursion: rank 0 receives once per level, one frame deeper each. */
    static List<Use> tree(int rank, int size) {
        ProfileFrame recv = f(0x5038, "tree_sum", 38);
        ProfileFrame lower = f(0x5034, "tree_sum", 34);
        List<Use> uses = new ArrayList<>();
        int levels = 32 - Integer.numberOfLeadingZeros(size - 1);
        if (rank == 0) {
            for (int level = 1; level <= levels; level++) {
                List<ProfileFrame> frames = new ArrayList<>(List.of(recv));
                for (int d = 0; d < level; d++) {
                    frames.add(lower);
                }
                frames.add(MAIN_STEP);
                frames.add(START);
                uses.add(new Use(CallStack.of(frames), "MPI_Recv", new Traffic(10, 0, 0, 10, 2560)));
            }
        } else {
            uses.add(new Use(CallStack.of(f(0x5043, "tree_sum", 43), f(0x5040, "tree_sum", 40), MAIN_STEP, START),
                    "MPI_Send", new Traffic(10, 10, 2560, 0, 0)));
        }
        uses.add(reduce());
        return uses;
    }

    @Test
    void aRecursionOneLevelDeeperThanInTrainingIsNoNewCallSite() throws ScaleModelException {
        ScaleModel m = train(CallSiteRulesTest::tree);
        CheckResult r = m.check(run(18, CallSiteRulesTest::tree)); // 5 levels, at most 4 in training
        assertTrue(r.findings().stream().noneMatch(x -> x.kind() == Reason.NEW_CALL_SITE), r::toString);
        assertEquals(List.of(), ruleFlagged(r), r::toString);
    }
}
