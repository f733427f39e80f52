package dev.straggler.internal.model.dump.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.internal.model.dump.DumpResource;
import dev.straggler.internal.model.dump.JobLoader;
import dev.straggler.model.DumpReason;
import dev.straggler.model.Frame;
import dev.straggler.model.Job;
import dev.straggler.model.RankSet;
import dev.straggler.model.State;
import dev.straggler.model.StateKind;
import dev.straggler.model.Task;
import dev.straggler.model.ThreadStack;
import dev.straggler.model.Transition;
import dev.straggler.model.TransitionCount;
import dev.straggler.model.WaitKind;
import dev.straggler.model.WaitPart;
import dev.straggler.model.WaitRole;
import dev.straggler.model.dump.DumpFormatException;
import dev.straggler.model.dump.StragglerResources;

public class JobLoaderTest {

    static final String APP = "/apps/ring";
    static final String LIBMPI = "/usr/lib/libmpi.so.40";

    /** Transition times of A -> B per rank (rank 1 takes the edge 5 times, ranks 0 and 2 three times). */
    static final double[][] SAMPLES = { { 0.1, 0.2, 0.35 }, { 1.0, 2.0, 3.5, 4.0, 5.25 }, { 0.5, 0.75, 0.9 } };

    /** Welford statistics of samples: count, mean, m2, min, max. */
    static double[] stats(double... xs) {
        double mean = 0;
        double m2 = 0;
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        int n = 0;
        for (double x : xs) {
            n++;
            double delta = x - mean;
            mean += delta / n;
            m2 += delta * (x - mean);
            min = Math.min(min, x);
            max = Math.max(max, x);
        }
        return new double[] { n, mean, m2, min, max };
    }

    /**
     * Rank r of a 3-task job: Init(comm) -> Init(comp) [A -> B, SAMPLES[r]], B -> Recv; rank 1 lists its modules in
     * another order with other load biases (module indices differ, the states are the same); rank 2 also has a state
     * of its own (MPI_Send).
     */
    static DumpFixtureWriter task(int rank, int worldSize) {
        DumpFixtureWriter w = new DumpFixtureWriter(rank, worldSize);
        int app;
        int mpi;
        if (rank == 1) {
            mpi = w.module(LIBMPI, 0x7f11_0000_0000L, "");
            app = w.module(APP, 0x5511_0000_0000L, "abcd");
        } else {
            app = w.module(APP, 0x5555_0000_0000L, "abcd");
            mpi = w.module(LIBMPI, 0x7f00_0000_0000L, "");
        }
        int base = rank * 10; // ids are per file only
        w.state(base, 0, "MPI_Init", app, 0x1100, app, 0x1200);
        w.state(base + 1, 1, "MPI_Init", app, 0x1100, app, 0x1200);
        w.state(base + 2, 0, "MPI_Recv", app, 0x1300, app, 0x1200);
        double[] s = stats(SAMPLES[rank % SAMPLES.length]);
        w.edge(base, base + 1, (long) s[0], s[1], s[2], s[3], s[4]);
        w.edge(base + 1, base + 2, 1, 0.01, 0, 0.01, 0.01);
        if (rank == 2) {
            w.state(base + 3, 0, "MPI_Send", app, 0x1400, app, 0x1200);
            w.edge(base + 2, base + 3, 1, 0.2, 0, 0.2, 0.2);
            w.current(base + 3, true, 9.0, 2, new int[0], 0, 4, 2, 8, 2, 1);
        } else {
            w.current(base + 2, true, 9.5, 1, new int[] { (rank + 2) % 3, -1 });
        }
        w.thread(100 + rank, 1 | 2, mpi, 0x9999, app, 0x1301, DumpFixtureWriter.NO_MODULE, 0xdead);
        return w;
    }

    /** Format 1.2: an any-source receive names its communicator's members; MPI_Waitany sets wait_any. */
    @Test
    void anySourceWaitsCarryTheCommunicator(@TempDir Path tmp) throws Exception {
        Files.writeString(tmp.resolve("job.info"), "format=1.0\nnp=8\nexecutable=" + APP + "\n");
        // rank 0: MPI_Recv(MPI_ANY_SOURCE) on a communicator of the even ranks and rank 7
        task(0, 8).version(1, 2).current(2, true, 9.5, 1, new int[0]).anySource(false, 0, 4, 2, 7, 1, 1).writeTo(tmp);
        // rank 1: MPI_Waitany over a receive from rank 2 and an any-source receive on MPI_COMM_WORLD
        task(1, 8).version(1, 2).current(12, true, 9.5, 1, new int[] { 2 }).anySource(true, 0, 8, 1)
                .writeTo(tmp);
        Job job = JobLoader.load(tmp);
        Task t0 = job.getTasks().get(0), t1 = job.getTasks().get(1);
        assertEquals(WaitKind.POINT_TO_POINT, t0.getWaitKind());
        assertEquals(List.of(), t0.getWaitPeers());
        assertFalse(t0.isWaitAny());
        assertEquals("0,2,4,6-7", t0.getWaitAnySources().toString());
        assertTrue(t1.isWaitAny());
        assertEquals(List.of(2), t1.getWaitPeers());
        assertEquals(RankSet.range(0, 7), t1.getWaitAnySources());
    }

    /** A WDET payload (format 1.3): finalized, parts (role, flags, peer, tag), no pending request, channels. */
    static byte[] wdet(boolean finalized, int[][] parts, long anySource, long[][] channels) {
        DumpFixtureWriter.Buf b = new DumpFixtureWriter.Buf().u8(finalized ? 1 : 0).u32(parts.length);
        for (int[] p : parts) {
            b.u8(p[0]).u8(p[1]).i32(p[2]).i32(p[3]).str("MPI_COMM_WORLD").u32(3);
        }
        b.u32(0).u64(anySource).u32(channels.length);
        for (long[] c : channels) {
            b.i32((int) c[0]).u64(c[1]).u64(c[2]);
        }
        return b.bytes();
    }

    /**
     * Format 1.3: WDET says which task finished, the role and tag of each part of a wait and the per-peer counts;
     * a 1.2 dump whose task is inside MPI_Finalize has finished too, and knows no counts.
     */
    @Test
    void waitDetailsGiveFinishedTasksRolesAndCounts(@TempDir Path tmp) throws Exception {
        Files.writeString(tmp.resolve("job.info"), "format=1.0\nnp=3\nexecutable=" + APP + "\n");
        // rank 0 receives tag 7 from rank 2 (which sent it nothing), having sent rank 1 two messages
        task(0, 3).version(1, 3).extraSection("WDET", wdet(false, new int[][] { { 1, 0, 2, 7 } }, 0,
                new long[][] { { 1, 2, 0 }, { 2, 0, 1 } })).writeTo(tmp);
        // rank 1 finished (its wait: MPI_Finalize's collective on MPI_COMM_WORLD)
        task(1, 3).version(1, 3).extraSection("WDET", wdet(true, new int[][] { { 4, 0, -1, -1 } }, 1,
                new long[0][])).writeTo(tmp);
        // rank 2: an older dump inside MPI_Finalize
        DumpFixtureWriter w = new DumpFixtureWriter(2, 3).version(1, 2);
        int app = w.module(APP, 0x5555_0000_0000L, "abcd");
        w.state(5, 0, "MPI_Finalize", app, 0x1500, app, 0x1200);
        w.current(5, true, 3.0, 2, new int[0], 0, 3, 1);
        w.writeTo(tmp);
        Job job = JobLoader.load(tmp);
        Task t0 = job.getTasks().get(0), t1 = job.getTasks().get(1), t2 = job.getTasks().get(2);
        assertFalse(t0.isFinished());
        assertEquals(1, t0.getWaitParts().size());
        WaitPart part = t0.getWaitParts().get(0);
        assertEquals(WaitRole.RECEIVE, part.getRole());
        assertEquals(2, part.getPeer());
        assertEquals(7, part.getTag());
        assertEquals("MPI_COMM_WORLD", part.getCommunicator());
        assertFalse(part.isRequest());
        assertTrue(t0.isChannelsKnown());
        assertEquals(List.of("1:2/0", "2:0/1"), t0.getChannels().stream()
                .map(c -> c.getPeer() + ":" + c.getSends() + "/" + c.getReceives()).toList());
        assertTrue(t1.isFinished());
        assertEquals(WaitRole.COLLECTIVE, t1.getWaitParts().get(0).getRole());
        assertEquals(1, t1.getAnySourceReceives());
        assertTrue(t2.isFinished(), "a 1.2 dump in MPI_Finalize");
        assertFalse(t2.isChannelsKnown());
        assertTrue(t2.getWaitParts().isEmpty());
    }

    /** A dump directory of an {@code np}-task job with the dumps of {@code ranks} (fixtures of this test). */
    public static Path jobDir(Path dir, int np, int... ranks) throws Exception {
        Files.writeString(dir.resolve("job.info"), "format=1.0\nnp=" + np + "\nexecutable=" + APP
                + "\nmpi=Test MPI 4.1\nstart=1700000000\nruntime=0.1.0\n");
        for (int rank : ranks) {
            task(rank, np).writeTo(dir);
        }
        return dir;
    }

    static State state(Job job, String call, StateKind kind) {
        return job.getStates().stream().filter(s -> s.getCall().equals(call) && s.getKind() == kind).findFirst()
                .orElseThrow();
    }

    @Test
    void mergesTheTasksModels(@TempDir Path tmp) throws Exception {
        Job job = JobLoader.load(jobDir(tmp, 3, 0, 1, 2));
        assertEquals(List.of(), job.getWarnings());
        assertEquals(RankSet.EMPTY, job.getMissingRanks());
        assertEquals(3, job.getWorldSize());
        assertEquals(APP, job.getExecutable());
        assertEquals("Test MPI 4.1", job.getMpiLibrary());
        assertEquals("1.0", job.getFormatVersion());
        assertEquals(tmp.toAbsolutePath().normalize().toString(), job.getDumpDir());

        // modules by path, states by key: 4 distinct states although ids and module indices differ per file
        assertEquals(2, job.getModules().size());
        assertEquals(4, job.getStates().size());
        State init = state(job, "MPI_Init", StateKind.COMMUNICATION);
        State initComp = state(job, "MPI_Init", StateKind.COMPUTATION);
        State recv = state(job, "MPI_Recv", StateKind.COMMUNICATION);
        assertEquals("C|MPI_Init|" + APP + "+0x1100/" + APP + "+0x1200", init.getKey());
        assertEquals("P|MPI_Init|" + APP + "+0x1100/" + APP + "+0x1200", initComp.getKey());
        assertEquals(2, init.getCallSite().size());
        assertSame(job.getModules().stream().filter(m -> m.getPath().equals(APP)).findFirst().orElseThrow(),
                init.getCallSite().get(0).getModule());
        assertTrue(init.getCallSite().get(0).isReturnAddress());

        // transitions by (source, target): A -> B has one TransitionCount per distinct count
        assertEquals(3, job.getTransitions().size());
        Transition ab = job.getTransitions().stream().filter(t -> t.getSource() == init && t.getTarget() == initComp)
                .findFirst().orElseThrow();
        assertEquals(11, ab.getCount());
        assertEquals(2, ab.getCounts().size());
        TransitionCount three = ab.getCounts().get(0);
        TransitionCount five = ab.getCounts().get(1);
        assertEquals(3, three.getCount());
        assertEquals(RankSet.of(0, 2), three.getRanks());
        assertEquals(5, five.getCount());
        assertEquals(RankSet.of(1), five.getRanks());

        // Welford statistics merged over tasks = computed directly over all samples
        List<Double> all = new ArrayList<>();
        for (double[] s : SAMPLES) {
            for (double x : s) {
                all.add(x);
            }
        }
        double[] direct = stats(all.stream().mapToDouble(Double::doubleValue).toArray());
        assertEquals(direct[1], ab.getMeanSeconds(), 1e-12);
        assertEquals(direct[2], ab.getM2(), 1e-12);
        assertEquals(0.1, ab.getMinSeconds());
        assertEquals(5.25, ab.getMaxSeconds());

        Transition bc = job.getTransitions().stream().filter(t -> t.getSource() == initComp && t.getTarget() == recv)
                .findFirst().orElseThrow();
        assertEquals(3, bc.getCount());
        assertEquals(1, bc.getCounts().size());
        assertEquals(RankSet.range(0, 2), bc.getCounts().get(0).getRanks());
        assertEquals(0.01, bc.getMeanSeconds(), 1e-15);
        assertEquals(0.0, bc.getM2(), 1e-15);
    }

    @Test
    void tasksCarryWhereTheyAre(@TempDir Path tmp) throws Exception {
        Job job = JobLoader.load(jobDir(tmp, 3, 2, 0, 1));
        assertEquals(List.of(0, 1, 2), job.getTasks().stream().map(Task::getRank).toList());
        Task t0 = job.getTasks().get(0);
        assertEquals("node0", t0.getHost());
        assertEquals(1000, t0.getPid());
        assertEquals(DumpReason.TIMEOUT, t0.getReason());
        assertEquals(5.0, t0.getTimeoutSeconds());
        assertEquals(0, t0.getTriggerRank());
        assertSame(state(job, "MPI_Recv", StateKind.COMMUNICATION), t0.getState());
        assertTrue(t0.isInMpi());
        assertEquals(9.5, t0.getSecondsInState());
        assertEquals(WaitKind.POINT_TO_POINT, t0.getWaitKind());
        assertEquals(List.of(2, -1), t0.getWaitPeers());
        assertTrue(t0.isStackSampled());
        assertEquals(3, t0.getStack().size());
        Frame pc = t0.getStack().get(0);
        assertFalse(pc.isReturnAddress());
        assertEquals(LIBMPI, pc.getModule().getPath());
        assertEquals(0x9999, pc.getOffset());
        assertTrue(t0.getStack().get(1).isReturnAddress());
        assertNull(t0.getStack().get(2).getModule());

        assertFalse(t0.isWaitAny(), "format 1.0: no any-source part");
        assertTrue(t0.getWaitAnySources().isEmpty());

        Task t2 = job.getTasks().get(2);
        assertEquals(WaitKind.COLLECTIVE, t2.getWaitKind());
        assertEquals("0,2,4,6,8-9", t2.getWaitMembers().toString());
        assertEquals("MPI_Send", t2.getState().getCall());
    }

    /** Every THRD entry becomes a ThreadStack of the task, in the dump's order; the MPI thread's is also the stack. */
    @Test
    void everySampledThreadIsInTheTask(@TempDir Path tmp) throws Exception {
        Files.writeString(tmp.resolve("job.info"), "format=1.0\nnp=2\nexecutable=" + APP + "\n");
        // rank 0's modules: 0 = APP, 1 = LIBMPI; a worker thread that spins in the application, one that did not answer
        task(0, 2).thread(201, 2, 0, 0x1500, 1, 0x2000, 0, 0x1600).thread(202, 4).writeTo(tmp);
        task(1, 2).writeTo(tmp);
        Job job = JobLoader.load(tmp);
        Task t0 = job.getTasks().get(0);
        assertEquals(List.of(100L, 201L, 202L), t0.getThreads().stream().map(ThreadStack::getTid).toList());
        ThreadStack mpi = t0.getThreads().get(0);
        assertTrue(mpi.isMpiThread());
        assertFalse(mpi.isSampleFailed());
        assertEquals(t0.getStack().stream().map(Frame::getOffset).toList(),
                mpi.getFrames().stream().map(Frame::getOffset).toList());
        ThreadStack worker = t0.getThreads().get(1);
        assertFalse(worker.isMpiThread());
        assertFalse(worker.isSampleFailed());
        assertEquals(List.of(0x1500L, 0x2000L, 0x1600L), worker.getFrames().stream().map(Frame::getOffset).toList());
        assertFalse(worker.getFrames().get(0).isReturnAddress(), "pc_first: frame 0 is the program counter");
        assertTrue(worker.getFrames().get(1).isReturnAddress());
        assertEquals(APP, worker.getFrames().get(0).getModule().getPath());
        assertEquals(LIBMPI, worker.getFrames().get(1).getModule().getPath());
        assertSame(job.getModules().stream().filter(m -> m.getPath().equals(APP)).findFirst().orElseThrow(),
                worker.getFrames().get(2).getModule(), "one Module per path for the job");
        ThreadStack failed = t0.getThreads().get(2);
        assertTrue(failed.isSampleFailed());
        assertTrue(failed.getFrames().isEmpty());
        assertEquals(1, job.getTasks().get(1).getThreads().size());
    }

    @Test
    void missingAndBadRankFilesBecomeWarnings(@TempDir Path tmp) throws Exception {
        Path dir = jobDir(tmp, 6, 0, 1, 3);
        // rank 2: truncated; rank 4: a foreign file; rank 5: only the temporary file of a task that died writing
        byte[] rank2 = task(2, 6).toBytes();
        Files.write(dir.resolve("rank-000002.sdump"), java.util.Arrays.copyOf(rank2, rank2.length - 30));
        Files.writeString(dir.resolve("rank-000004.sdump"), "not a dump");
        Files.write(dir.resolve(".rank-000005.sdump.tmp"), new byte[] { 'S', 'T' });

        Job job = JobLoader.load(dir);
        assertEquals(6, job.getWorldSize());
        assertEquals("2,4-5", job.getMissingRanks().toString());
        assertEquals(List.of(0, 1, 3), job.getTasks().stream().map(Task::getRank).toList());
        String warnings = String.join("\n", job.getWarnings());
        assertTrue(warnings.contains("rank-000002.sdump is truncated at byte " + (rank2.length - 30)), warnings);
        assertTrue(warnings.contains("rank-000004.sdump is not a Straggler dump"), warnings);
        assertTrue(warnings.contains("rank 5 left only a partial .rank-000005.sdump.tmp file"), warnings);
        assertEquals(3, job.getWarnings().size(), warnings);
    }

    @Test
    void missingRanksWithoutAnyFile(@TempDir Path tmp) throws Exception {
        Job job = JobLoader.load(jobDir(tmp, 8, 0, 3));
        assertEquals("1-2,4-7", job.getMissingRanks().toString());
        assertEquals(1, job.getWarnings().size());
        assertTrue(job.getWarnings().get(0).startsWith("no dump for ranks 1-2,4-7 of 8 (6 files missing)"),
                job.getWarnings().get(0));
    }

    @Test
    void worldSizeFromTheDumpsWithoutJobInfo(@TempDir Path tmp) throws Exception {
        task(0, 2).writeTo(tmp);
        Job job = JobLoader.load(tmp);
        assertEquals(2, job.getWorldSize());
        assertEquals(RankSet.of(1), job.getMissingRanks());
        assertEquals("1.0", job.getFormatVersion());
        assertEquals(APP, job.getExecutable());
    }

    @Test
    void noDumpsIsAnError(@TempDir Path tmp) throws Exception {
        DumpFormatException none = assertThrows(DumpFormatException.class, () -> JobLoader.load(tmp));
        assertTrue(none.getMessage().startsWith("no Straggler dumps in " + tmp
                + ": run the job with the runtime (straggler diagnose ...) or point at the dump directory it printed"),
                none.getMessage());
        Files.writeString(tmp.resolve("rank-000000.sdump"), "garbage");
        DumpFormatException bad = assertThrows(DumpFormatException.class, () -> JobLoader.load(tmp));
        assertTrue(bad.getMessage().startsWith("the one Straggler dump in " + tmp + " is damaged: rank-000000.sdump ("),
                bad.getMessage());
        assertTrue(bad.getMessage().contains("rank-000000.sdump is not a Straggler dump"), bad.getMessage());
        DumpFormatException absent = assertThrows(DumpFormatException.class,
                () -> JobLoader.load(tmp.resolve("nowhere")));
        assertTrue(absent.getMessage().contains("does not exist"), absent.getMessage());
    }

    @Test
    void dumpResourceForADirectoryAndAFile(@TempDir Path tmp) throws Exception {
        Path dir = jobDir(tmp, 3, 0, 1, 2);
        ResourceSet resourceSet = StragglerResources.createResourceSet();
        Resource resource = resourceSet.getResource(StragglerResources.fileUri(dir), true);
        assertTrue(resource instanceof DumpResource);
        Job job = (Job) resource.getContents().get(0);
        assertEquals(3, job.getTasks().size());
        UnsupportedOperationException e = assertThrows(UnsupportedOperationException.class,
                () -> resource.save(Map.of()));
        assertTrue(e.getMessage().contains("save the Job as XMI"), e.getMessage());

        Resource single = resourceSet.getResource(StragglerResources.fileUri(dir.resolve("rank-000001.sdump")), true);
        Job one = (Job) single.getContents().get(0);
        assertEquals(1, one.getTasks().size());
        assertEquals(1, one.getTasks().get(0).getRank());
        assertEquals(RankSet.of(0, 2), one.getMissingRanks());

        Job viaUtility = StragglerResources.loadDumpDirectory(dir);
        assertNotNull(viaUtility.eResource());
        assertEquals(4, viaUtility.getStates().size());
    }
}
