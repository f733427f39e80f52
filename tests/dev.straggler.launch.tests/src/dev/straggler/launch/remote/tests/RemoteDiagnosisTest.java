package dev.straggler.launch.remote.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dev.straggler.core.symbols.Frames;
import dev.straggler.launch.remote.RemoteDiagnosis;
import dev.straggler.launch.remote.RemoteJob;
import dev.straggler.launch.remote.RemoteTarget;
import dev.straggler.launch.remote.SourcePathMap;
import dev.straggler.launch.tests.fixtures.Commands;
import dev.straggler.launch.tests.fixtures.SlurmCluster;
import dev.straggler.launch.tests.fixtures.SshServer;
import dev.straggler.launch.tests.fixtures.StragglerCommand;
import dev.straggler.model.Frame;
import dev.straggler.model.PdgAlgorithm;
import dev.straggler.model.PdgNode;
import dev.straggler.model.RankSet;

/**
 * The remote launch for real: an OpenSSH server on localhost with throwaway keys ({@link SshServer}) plays the
 * cluster's login node. The "remote" project is a directory of its own where ring.c is compiled (so the debug
 * information names the remote paths); the "local" project is another directory with the same source. The remote side
 * runs the Straggler command line of this test runtime ({@link StragglerCommand}); the IDE's side is
 * {@link RemoteDiagnosis}: ssh, follow the output, scp the run back, load it with the sources mapped.
 */
class RemoteDiagnosisTest {

    static SshServer sshd;
    static Path base, remoteProject, localProject, straggler;

    @BeforeAll
    static void setUp() throws Exception {
        sshd = SshServer.start();
        base = Commands.openTempDirectory("stg-remote-");
        remoteProject = Files.createDirectories(base.resolve("cluster/home/me/proj"));
        localProject = Files.createDirectories(base.resolve("workstation/work/proj"));
        Path src = Path.of(System.getProperty("straggler.examples.src", "examples")).resolve("ring.c");
        Files.copy(src, remoteProject.resolve("ring.c"));
        Files.copy(src, localProject.resolve("ring.c"));
        Commands.Result cc = Commands.run(List.of("mpicc", "-O0", "-g", "-o", "ring", "ring.c"), Map.of(), remoteProject, 120);
        assertTrue(cc.ok(), "mpicc ring.c: " + cc.output());
        // a remote login has no consent to run Open MPI as root: the remote command exports it, as a user's
        // .profile or module would set the cluster's environment
        straggler = StragglerCommand.write(base.resolve("cluster/opt/straggler"),
                Map.of("OMPI_ALLOW_RUN_AS_ROOT", "1", "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1"));
    }

    @AfterAll
    static void tearDown() {
        if (sshd != null) {
            sshd.close();
        }
        Commands.deleteTree(base);
    }

    static RemoteTarget target(boolean batch, String directory, String command) {
        return new RemoteTarget(SshServer.HOST, sshd.options(), directory, command, batch, List.of(),
                new SourcePathMap(remoteProject.toString(), localProject.toString()));
    }

    static RemoteJob ring(String launcher, List<String> launcherArguments, double timeout, Map<String, String> env) {
        return new RemoteJob("./ring", List.of(), 4, launcher, launcherArguments, timeout, PdgAlgorithm.SEMI_DIST, false, env);
    }

    /** The remote run's output (standard output, then error) and exit code. */
    record Ran(int exit, String output) {
    }

    static Ran run(Process p, long seconds) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        Thread a = copy(p.getInputStream(), out), b = copy(p.getErrorStream(), err);
        if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
            p.destroy();
            throw new AssertionError("the remote run did not end within " + seconds + " s:\n" + out + err);
        }
        a.join(10_000);
        b.join(10_000);
        return new Ran(p.exitValue(), out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8));
    }

    static Thread copy(InputStream in, ByteArrayOutputStream to) {
        Thread t = new Thread(() -> {
            try {
                in.transferTo(to);
            } catch (IOException e) {
                // ended
            }
        });
        t.setDaemon(true);
        t.start();
        return t;
    }

    /** The diagnosis loaded here: rank 2 at ring.c:28, the frame naming the local copy of the source. */
    static void assertRingDiagnosis(RemoteDiagnosis.Result r, Path localRun) {
        assertNotNull(r, "no diagnosis in " + localRun);
        assertEquals(localRun, r.directory());
        assertEquals(localRun.toString(), r.job().getDumpDir());
        assertEquals(1, r.diagnosis().getLeastProgressed().size(), r.diagnosis().getSummary());
        PdgNode lp = r.diagnosis().getLeastProgressed().get(0);
        assertEquals(RankSet.of(2), lp.getRanks(), r.diagnosis().getSummary());
        Frame f = Frames.userFrame(lp.getFrames());
        assertEquals(28, f.getLine(), Frames.describe(f));
        assertEquals(localProject.resolve("ring.c").toString(), f.getFile(), "the remote source path, mapped");
        assertTrue(r.job().getTasks().stream().flatMap(t -> t.getStack().stream()).map(Frame::getFile)
                .noneMatch(file -> file != null && file.startsWith(remoteProject.toString())), "every frame is mapped");
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void remoteRunIsFollowedFetchedAndMappedToTheLocalSources() throws Exception {
        RemoteDiagnosis d = RemoteDiagnosis.prepare(target(false, remoteProject.toString(), straggler.toString()),
                ring("mpirun", List.of("--oversubscribe"), 3, Map.of("STRAGGLER_TEST_MARK", "it's set")), "ring-1");
        Ran ran = run(d.start(), 240);
        assertEquals(0, ran.exit(), ran.output());
        assertTrue(ran.output().contains("Least-progressed: rank 2"), "the remote diagnosis in the output: " + ran.output());
        assertTrue(ran.output().contains("hang diagnosed"), ran.output());

        Path local = d.fetch(base.resolve("workstation/work/proj/.straggler"), 120);
        assertEquals(base.resolve("workstation/work/proj/.straggler/ring-1"), local);
        assertTrue(Files.isRegularFile(local.resolve("rank-000002.sdump")), "the dumps were copied");
        assertTrue(Files.isRegularFile(local.resolve("diagnosis.straggler")), "the remote diagnosis was copied");
        assertRingDiagnosis(d.load(local), local);
    }

    /**
     * The cluster way: the ssh session submits the diagnosis as a Slurm batch job (srun inside), follows its output
     * file until the job ends, and the results come back as from a direct run.
     */
    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void batchRunThroughSlurmIsFollowedAndFetched() throws Exception {
        try (SlurmCluster slurm = SlurmCluster.start()) {
            // a login shell does not have the test JVM's SLURM_CONF: the launch configuration's environment carries it
            RemoteDiagnosis d = RemoteDiagnosis.prepare(target(true, remoteProject.toString(), straggler.toString()),
                    ring("srun", List.of(), 3, slurm.environment()), "ring-batch");
            Ran ran = run(d.start(), 240);
            assertEquals(0, ran.exit(), ran.output());
            assertTrue(ran.output().contains("straggler: submitted batch job"), ran.output());
            assertTrue(ran.output().contains("Least-progressed: rank 2"), "the batch job's output, followed: " + ran.output());
            Path local = d.fetch(base.resolve("workstation/batch-runs"), 120);
            assertTrue(Files.isRegularFile(local.resolve("straggler.out")) && Files.isRegularFile(local.resolve("job.sbatch")));
            assertRingDiagnosis(d.load(local), local);
        }
    }

    /** Terminating the run (the IDE's Terminate) stops the job on the remote side, not only the local ssh. */
    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void terminatingTheRunStopsTheRemoteJob() throws Exception {
        RemoteDiagnosis d = RemoteDiagnosis.prepare(target(false, remoteProject.toString(), straggler.toString()),
                ring("mpirun", List.of("--oversubscribe"), 3600, Map.of()), "ring-stop");
        Process p = d.start();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        copy(p.getInputStream(), out);
        copy(p.getErrorStream(), out);
        Path exe = remoteProject.resolve("ring");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (ranksOf(exe) < 4) {
            assertTrue(System.nanoTime() < deadline && p.isAlive(), "the remote ranks did not start: " + out);
            Thread.sleep(200);
        }
        p.destroy();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "ssh ended");
        deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (ranksOf(exe) > 0) {
            assertTrue(System.nanoTime() < deadline, "the remote ranks are still running after the terminate: " + out);
            Thread.sleep(200);
        }
        assertNull(d.load(d.fetch(base.resolve("workstation/stopped"), 120)), "no hang was diagnosed");
    }

    /** The rank processes running {@code exe} on this machine (the "remote" side). */
    static long ranksOf(Path exe) {
        return ProcessHandle.allProcesses().filter(h -> h.info().command().map(c -> c.equals(exe.toString())).orElse(false))
                .count();
    }

    /** Every mistake of the remote setup is one message naming it and the fix. */
    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void remoteMistakesAreExplained() throws Exception {
        RemoteDiagnosis noDir = RemoteDiagnosis.prepare(target(false, base.resolve("nowhere").toString(), straggler.toString()),
                ring("mpirun", List.of(), 3, Map.of()), "x");
        Ran r = run(noDir.start(), 60);
        String why = noDir.explainExit(r.exit());
        assertNotNull(why, r.exit() + " " + r.output());
        assertTrue(why.contains("remote working directory") && why.contains("does not exist"), why);
        assertTrue(r.output().contains("does not exist on"), r.output());

        RemoteDiagnosis noCommand = RemoteDiagnosis.prepare(target(false, remoteProject.toString(), "/no/such/straggler"),
                ring("mpirun", List.of(), 3, Map.of()), "y");
        why = noCommand.explainExit(run(noCommand.start(), 60).exit());
        assertNotNull(why);
        assertTrue(why.contains("'/no/such/straggler' was not found"), why);

        RemoteDiagnosis noHost = RemoteDiagnosis.prepare(new RemoteTarget("no-such-host.invalid", sshd.options(), ".",
                "straggler", false, List.of(), SourcePathMap.NONE), ring("mpirun", List.of(), 3, Map.of()), "z");
        r = run(noHost.start(), 60);
        why = noHost.explainExit(r.exit());
        assertNotNull(why, r.exit() + " " + r.output());
        assertTrue(why.startsWith("ssh could not reach no-such-host.invalid"), why);
        assertFalse(why.contains("null"), why);
    }
}
