package dev.straggler.launch.ide.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.Launch;
import org.junit.jupiter.api.Test;

import dev.straggler.core.queues.MessageQueues;
import dev.straggler.core.queues.MessageQueues.Report;
import dev.straggler.core.stacks.PrefixTree.EquivalenceClass;
import dev.straggler.core.stacks.StackAnalysis;
import dev.straggler.launch.ide.MessageQueuesFacade;
import dev.straggler.launch.ide.PrefixTreeFacade;
import dev.straggler.launch.ide.RanksFacade;
import dev.straggler.launch.ide.ResultJob;
import dev.straggler.launch.ide.RunningRanks.Rank;
import dev.straggler.model.Frame;
import dev.straggler.model.RankSet;
import dev.straggler.model.StragglerFactory;
import dev.straggler.model.Task;
import dev.straggler.model.ThreadStack;
import dev.straggler.model.WaitKind;
import dev.straggler.model.WaitPart;
import dev.straggler.model.WaitRole;

/**
 * The views' facades run their work in a background job and hand the value on: the value is what the core computes
 * for the same input, it is handed on off the calling thread and kept as the job's result, and a job cancelled before
 * it ran hands nothing on.
 */
class FacadesTest {

    private static final StragglerFactory F = StragglerFactory.eINSTANCE;

    private static Frame frame(String function, int line) {
        Frame f = F.createFrame();
        f.setFunction(function);
        f.setFile("ring.c");
        f.setLine(line);
        return f;
    }

    /** Ranks 0-1 in MPI_Barrier, 2 computing, 3 in MPI_Waitall (the ring example's classes); rank 4 not sampled. */
    private static dev.straggler.model.Job ring() {
        dev.straggler.model.Job job = F.createJob();
        String[][] stacks = { { "MPI_Barrier" }, { "MPI_Barrier" }, { "compute_before_send" }, { "MPI_Waitall" } };
        int[] lines = { 47, 47, 43, 45 };
        for (int r = 0; r < 5; r++) {
            Task t = F.createTask();
            t.setRank(r);
            if (r < stacks.length) {
                t.setStackSampled(true);
                t.getStack().add(frame("main", lines[r]));
                t.getStack().add(frame(stacks[r][0], 0));
            }
            job.getTasks().add(t);
        }
        return job;
    }

    /** Runs {@code job} to its end; the thread that handed the value on is in {@code handedOn}. */
    private static void finish(Job job) throws InterruptedException {
        assertTrue(job.join(30_000, null), job.getName() + " within 30 s");
    }

    @Test
    void stacksAreMergedInTheBackgroundAndHandedOn() throws Exception {
        AtomicReference<StackAnalysis> got = new AtomicReference<>();
        AtomicReference<Thread> on = new AtomicReference<>();
        ResultJob<StackAnalysis> job = PrefixTreeFacade.analyse(ring(), false, s -> {
            on.set(Thread.currentThread());
            got.set(s);
        });
        finish(job);
        StackAnalysis s = got.get();
        assertSame(s, job.result());
        assertNotSame(Thread.currentThread(), on.get());
        assertEquals(4, s.traceCount());
        assertEquals(RankSet.of(4), s.withoutStack());
        Set<RankSet> classes = s.functionTree().classes().stream().map(EquivalenceClass::ranks).collect(Collectors.toSet());
        assertEquals(Set.of(RankSet.of(0, 1), RankSet.of(2), RankSet.of(3)), classes);
    }

    @Test
    void allThreadsAreMergedWhenAsked() throws Exception {
        dev.straggler.model.Job job = ring();
        Task zero = job.getTasks().get(0);
        for (String fn : List.of("MPI_Barrier", "progress_loop")) {
            ThreadStack thread = F.createThreadStack();
            thread.getFrames().add(frame(fn.equals("MPI_Barrier") ? "main" : "start_thread", 47));
            thread.getFrames().add(frame(fn, 0));
            zero.getThreads().add(thread);
        }
        AtomicReference<StackAnalysis> got = new AtomicReference<>();
        finish(PrefixTreeFacade.analyse(job, true, got::set));
        assertEquals(2, got.get().traceCount(), "rank 0's two threads");
        assertEquals(RankSet.range(1, 4), got.get().withoutStack(), "no thread sampled");
    }

    @Test
    void queuesAreTheCoresReport() throws Exception {
        dev.straggler.model.Job job = F.createJob();
        job.setWorldSize(2);
        job.setFormatVersion("1.5");
        for (int r = 0; r < 2; r++) {
            Task t = F.createTask();
            t.setRank(r);
            t.setInMpi(true);
            t.setWaitKind(WaitKind.POINT_TO_POINT);
            WaitPart p = F.createWaitPart();
            p.setRole(WaitRole.RECEIVE);
            p.setPeer(1 - r);
            p.setTag(5);
            p.setCommunicator("MPI_COMM_WORLD");
            p.setCommunicatorSize(2);
            t.getWaitParts().add(p);
            job.getTasks().add(t);
        }
        var diagnosis = F.createDiagnosis();
        AtomicReference<Report> got = new AtomicReference<>();
        finish(MessageQueuesFacade.queues(job, diagnosis, got::set));
        assertEquals(MessageQueues.of(job, diagnosis), got.get());
        // each receives from the other (a dump of format 1.5 has no counts to match by: the facade hands on what the
        // core says of it, the receive-receive cycle included)
        assertEquals(List.of(RankSet.of(0, 1)), got.get().cycles());
    }

    @Test
    void ranksOfALaunchThatRunsNothingAreNone() throws Exception {
        AtomicReference<List<Rank>> got = new AtomicReference<>();
        finish(RanksFacade.read(new Launch(null, ILaunchManager.RUN_MODE, null), got::set));
        assertEquals(List.of(), got.get());
    }

    @Test
    void aJobCancelledBeforeItRanHandsNothingOn() throws Exception {
        AtomicReference<String> got = new AtomicReference<>("not called");
        ResultJob<String> job = new ResultJob<>("never run", () -> "computed", got::set);
        job.schedule(60_000);
        assertTrue(job.cancel());
        finish(job);
        assertNull(job.result());
        assertEquals("not called", got.get());
        ResultJob<String> run = new ResultJob<>("run", () -> "computed", got::set).start();
        finish(run);
        assertEquals("computed", run.result());
        assertEquals("computed", got.get());
    }
}
