package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.straggler.cli.tests.ExamplesEndToEndTest.Expectation;
import dev.straggler.cli.tests.MainTest.Run;
import dev.straggler.launch.tests.fixtures.Commands;
import dev.straggler.launch.tests.fixtures.SlurmCluster;
import dev.straggler.launch.tests.fixtures.StragglerCommand;

/**
 * Slurm for real: a one-node cluster on this machine ({@link SlurmCluster}: slurmctld, slurmd, munged, started for
 * this class and stopped after it), and Straggler used on it as a cluster user would — {@code diagnose --launcher srun}
 * (Straggler picks srun's MPI plugin: the cluster's default is none, with which Debian's Open MPI cannot start),
 * {@code stacks --attach slurm:JOBID} on a running batch job without the runtime (the job id is enough; the node is
 * reached through an overlapping srun step, as on a cluster), and the README's workflow: an sbatch script running
 * {@code straggler diagnose} headless, its dumps analyzed afterwards.
 */
class SlurmTest {

    static SlurmCluster slurm;

    @BeforeAll
    static void startCluster() throws Exception {
        StacksCommandTest.readRing();
        slurm = SlurmCluster.start();
    }

    @AfterAll
    static void stopCluster() {
        if (slurm != null) {
            slurm.close();
        }
    }

    /**
     * The test's directories, deleted after it; best effort, never a failure: Slurm may still be writing a cancelled
     * job's output (and its daemons need the directories where the test made them, not under a JUnit @TempDir).
     */
    private final List<Path> directories = new ArrayList<>();

    private Path tempDirectory(String prefix) throws IOException {
        Path dir = Files.createTempDirectory(prefix);
        directories.add(dir);
        return dir;
    }

    @AfterEach
    void deleteDirectories() {
        directories.forEach(Commands::deleteTree);
    }

    static Path ring() {
        return ExamplesEndToEndTest.examples().resolve("ring").toAbsolutePath();
    }

    @Test
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void diagnoseWithSrunNamesTheStalledRank() throws Exception {
        Expectation exp = Expectation.of("ring");
        Path dumps = tempDirectory("straggler-srun-");
        Run r = MainTest.run("diagnose", "--launcher", "srun", "--np", Integer.toString(exp.np()), "--timeout", "3",
                "--dump-dir", dumps.toString(), "--json", "--", ring().toString());
        assertEquals(0, r.exit(), "diagnose --launcher srun failed:\n" + r.err());
        assertTrue(r.err().contains("srun --mpi=pmix for an Open MPI application"), r.err());
        JsonObject json = JsonParser.parseString(r.out()).getAsJsonObject();
        ExamplesEndToEndTest.assertDiagnosis(exp, json, "srun ring");
        assertEquals(exp.np(), Files.list(dumps).filter(p -> p.getFileName().toString().endsWith(".sdump")).count());
        // the runtime aborted the job step and srun ended it: nothing of it is left on the cluster. Slurm completes a
        // job asynchronously (slurmd reaps the step and runs the epilog, the job shows COMPLETING meanwhile): a few
        // seconds are Slurm's, a job still there after 30 s is left behind
        Commands.Result q = slurm.slurm(List.of("squeue", "-h", "-t", "RUNNING,PENDING,COMPLETING", "-o", "%i %T"), 10);
        for (long end = System.nanoTime() + 30_000_000_000L; !q.output().isBlank() && System.nanoTime() - end < 0;) {
            assertTrue(q.output().strip().lines().allMatch(l -> l.endsWith(" COMPLETING")),
                    "jobs left running after the diagnosis: " + q.output());
            Thread.sleep(500);
            q = slurm.slurm(List.of("squeue", "-h", "-t", "RUNNING,PENDING,COMPLETING", "-o", "%i %T"), 10);
        }
        assertEquals("", q.output().strip(), "jobs left after the diagnosis");
    }

    /** The MPICH build of an example under srun: MPICH starts through Slurm's PMI-2, which Straggler chooses. */
    @Test
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void diagnoseWithSrunStartsMpichJobsThroughPmi2() throws Exception {
        Path mpichExample = ExamplesEndToEndTest.examples().getParent().resolve("mpich/examples").resolve("deadlock");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isExecutable(mpichExample), "MPICH is not installed");
        Expectation exp = Expectation.of("deadlock");
        Path dumps = tempDirectory("straggler-srun-mpich-");
        Run r = MainTest.run("diagnose", "--launcher", "srun", "--np", Integer.toString(exp.np()), "--timeout", "3",
                "--dump-dir", dumps.toString(), "--json", "--", mpichExample.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().contains("srun --mpi=pmi2 for an MPICH application"), r.err());
        ExamplesEndToEndTest.assertDiagnosis(exp, JsonParser.parseString(r.out()).getAsJsonObject(), "srun MPICH");
    }

    /**
     * A batch job running the ring without the runtime (it hangs for good): {@code --attach slurm:JOBID} finds its
     * node and tasks from the job id alone and reads the same classes as attaching to mpirun; the job runs on.
     */
    @Test
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void attachToASlurmJobByItsId() throws Exception {
        Path dir = tempDirectory("straggler-slurm-attach-");
        Path script = Commands.script(dir.resolve("ring.sbatch"), "#!/bin/sh\nexec srun --mpi=pmix " + ring() + "\n");
        String job = slurm.submit(dir, List.of("--ntasks=" + StacksCommandTest.ring.np(), "--output=" + dir.resolve("out")),
                script);
        try {
            String step = waitForTasks(job, "ring", StacksCommandTest.ring.np());
            Thread.sleep(2000); // the hang comes within the first iterations; then the ring hangs for good
            Run functions = MainTest.run("stacks", "--attach", "slurm:" + job, "--json");
            Run lines = MainTest.run("stacks", "--attach", "slurm:" + job + "." + step, "--json", "--lines");
            StacksCommandTest.assertRingClasses(functions, lines, "slurm:" + job);
            assertEquals("RUNNING", slurm.state(job), "gdb detached: the job runs on");

            Run text = MainTest.run("stacks", "--attach", "slurm:" + job);
            assertTrue(text.out().contains("1: [" + StacksCommandTest.ring.stalled() + "]  "
                    + StacksCommandTest.ring.spinFunction()), text.out());

            Run noStep = MainTest.run("stacks", "--attach", "slurm:" + job + ".77");
            assertEquals(1, noStep.exit());
            assertTrue(noStep.err().contains("no task of Slurm job " + job + " step 77"), noStep.err());
        } finally {
            slurm.slurm(List.of("scancel", job), 30);
        }
        Run gone = MainTest.run("stacks", "--attach", "slurm:" + job);
        assertEquals(1, gone.exit());
        assertTrue(gone.err().contains("Slurm job " + job), gone.err());
        assertEquals(1, gone.err().strip().lines().count(), "one message, no stack trace: " + gone.err());
    }

    /**
     * Waits (bounded) until the job's step running {@code program} has {@code n} tasks on the node; returns the step id
     * (not always 0: a listing step started before the batch script's srun takes 0).
     */
    private static String waitForTasks(String job, String program, int n) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        String listed = "";
        while (System.nanoTime() < deadline) {
            String step = slurm.slurm(List.of("squeue", "-h", "-s", "-j", job, "-o", "%i %j"), 10).output().lines()
                    .map(String::strip).filter(l -> l.endsWith(" " + program)).map(l -> l.substring(0, l.indexOf(' ')))
                    .findFirst().orElse(null);
            if (step != null) {
                // the step's tasks as the node's slurmstepd lists them (run inside the job, on the node)
                listed = slurm.slurm(List.of("srun", "--overlap", "--jobid=" + job, "-N1", "-n1", "--quiet",
                        "scontrol", "listpids", step), 30).output();
                String id = step.substring(step.indexOf('.') + 1);
                if (listed.lines().filter(l -> l.matches("\\s*\\d+\\s+" + job + "\\s+" + id + "\\s+\\d+\\s+\\d+\\s*")).count() == n) {
                    return id;
                }
            }
            Thread.sleep(300);
        }
        throw new AssertionError("job " + job + " did not start " + n + " tasks: " + slurm.state(job) + "\n" + listed);
    }

    /**
     * The README's cluster workflow: an sbatch script runs {@code straggler diagnose --launcher srun} headless in the
     * allocation and writes the diagnosis to a file; the dump directory is analyzed later ({@code straggler analyze}).
     */
    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void sbatchScriptRunsTheDiagnosisHeadless() throws Exception {
        Expectation exp = Expectation.of("ring");
        Path dir = tempDirectory("straggler-sbatch-");
        Path straggler = StragglerCommand.write(dir.resolve("bin"), Map.of());
        Path script = Commands.script(dir.resolve("diagnose.sbatch"), "#!/bin/sh\n"
                + "#SBATCH --ntasks=" + exp.np() + "\n"
                + "#SBATCH --output=straggler-%j.out\n"
                + straggler + " diagnose --launcher srun --np $SLURM_NTASKS --timeout 3 --dump-dir dumps-$SLURM_JOB_ID"
                + " -- " + ring() + " > diagnosis-$SLURM_JOB_ID.txt\n");
        String job = slurm.submit(dir, List.of(), script);
        slurm.waitForEnd(job, 240);
        Path output = dir.resolve("straggler-" + job + ".out");
        String diagnosis = Files.readString(dir.resolve("diagnosis-" + job + ".txt"));
        assertTrue(diagnosis.contains("Least-progressed: rank " + exp.ranks()), diagnosis + "\n"
                + (Files.exists(output) ? Files.readString(output) : "(no job output)"));
        assertTrue(diagnosis.contains(exp.file() + ":" + exp.line()), diagnosis);

        Run later = MainTest.run("analyze", dir.resolve("dumps-" + job).toString(), "--json");
        assertEquals(0, later.exit(), later.err());
        ExamplesEndToEndTest.assertDiagnosis(exp, JsonParser.parseString(later.out()).getAsJsonObject(),
                "analyze after sbatch");
    }
}
