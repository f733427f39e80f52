package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.Timeout;

import dev.straggler.launch.tests.fixtures.Commands;
import dev.straggler.launch.tests.fixtures.NamespaceCluster;
import dev.straggler.launch.tests.fixtures.StragglerCommand;
import dev.straggler.model.dump.RunDirectory;

/**
 * Straggler across the nodes of the test cluster ({@link NamespaceCluster}: a login node and n1..n4, each with its own
 * /tmp), its run directory node-local: {@code straggler diagnose} from login gathers every node's files and diagnoses
 * the whole job, with {@code mpirun --host} over ssh and with {@code srun -N 4}; a node whose tasks die during the
 * diagnosis leaves a partial result that names the lost ranks and their node; a node cut off while the dumps are
 * gathered is an error naming it as not answering (a cut link), and {@code straggler analyze} completes the diagnosis
 * once its link is back; a node that crashed is an error naming it as gone down (the launcher saw its connection
 * closed), and {@code straggler analyze --partial} diagnoses the other nodes' tasks; a node restarted during the job
 * (it answers, its storage emptied) is an error of its own, {@code --partial} the way on. One cluster for the class. A
 * wait that times out says what every node's copy of the run directory held and what the job printed so far.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class MultiNodeDiagnosisTest {

    private static final String HOSTS = "n1:2,n2:2,n3:2,n4:2";

    static NamespaceCluster cluster;
    static Path straggler;
    static Path ring;

    @BeforeAll
    static void up() throws IOException {
        cluster = NamespaceCluster.start(4);
        straggler = StragglerCommand.write(cluster.shared().resolve("bin"), Map.of());
        ring = ExamplesEndToEndTest.examples().resolve("ring").toAbsolutePath();
    }

    @AfterAll
    static void down() {
        if (cluster != null) {
            cluster.close();
            System.out.printf("MultiNodeDiagnosisTest: cluster up %.1f s, down %.1f s%n",
                    cluster.upTime().toMillis() / 1000.0, cluster.downTime().toMillis() / 1000.0);
        }
    }

    /** {@code straggler diagnose} on login, with these options, the ring of 8 tasks after {@code --}. */
    private static List<String> diagnose(String dir, String... options) {
        List<String> cmd = new ArrayList<>(List.of(straggler.toString(), "diagnose", "--np", "8", "--timeout", "3",
                "--dump-dir", dir));
        cmd.addAll(List.of(options));
        cmd.addAll(List.of("--", ring.toString()));
        return cmd;
    }

    private static Commands.Result onLogin(List<String> command, long timeoutSeconds) {
        return onLogin(command, command, timeoutSeconds);
    }

    /** Runs {@code run} on login, printed as {@code command} (a {@code straggler} command) with its output. */
    private static Commands.Result onLogin(List<String> command, List<String> run, long timeoutSeconds) {
        long t0 = System.nanoTime();
        Commands.Result r = cluster.exec(NamespaceCluster.LOGIN, run, Map.of(), timeoutSeconds);
        System.out.printf("%s: exit %d after %.1f s%n%s%n", String.join(" ", command.subList(1, 3)), r.exit(),
                (System.nanoTime() - t0) / 1e9, r.output());
        return r;
    }

    /** A command on login in the background, its output copied to {@code log} (in the shared directory) as it comes. */
    private record Job(CompletableFuture<Commands.Result> result, Path log) {
    }

    private static Job inBackground(String name, List<String> command, long timeoutSeconds) {
        Path log = cluster.shared().resolve(name + ".log");
        List<String> teed = new ArrayList<>(List.of("bash", "-o", "pipefail", "-c", "\"$@\" 2>&1 | tee '" + log + "'",
                "bash"));
        teed.addAll(command);
        return new Job(CompletableFuture.supplyAsync(() -> onLogin(command, teed, timeoutSeconds)), log);
    }

    /**
     * What every node's copy of {@code dir} holds (its files with their times, the state files' lines, {@code trigger},
     * {@code complete}), the node's ring tasks (their process state: T when stopped) and what {@code job} printed so
     * far: the evidence a timed-out wait reports.
     */
    private static String evidence(String dir, Job job) {
        StringBuilder sb = new StringBuilder();
        List<String> nodes = new ArrayList<>(List.of(NamespaceCluster.LOGIN));
        nodes.addAll(cluster.nodes());
        for (String node : nodes) {
            sb.append("\n--- ").append(node).append(':').append(dir).append('\n').append(cluster.exec(node, 10, "sh", "-c",
                    "ps -o pid,stat,etime,args -C ring; cd " + dir + " 2>/dev/null || { echo '(no directory)'; exit 0; };"
                            + " ls -lA --time-style=+%T.%N; for f in rank-*.state trigger complete; do [ -f \"$f\" ] &&"
                            + " { echo \"== $f\"; grep -v '^$' \"$f\"; }; done").output());
        }
        sb.append("\n--- the job's output so far (").append(job.log()).append(")\n");
        try {
            sb.append(Files.readString(job.log()));
        } catch (IOException e) {
            sb.append("(none: ").append(e).append(')');
        }
        return sb.toString();
    }

    /** The ring's hang (np 8: rank 4 spins at ring.c:28) as the text report names it. */
    private static void assertRingDiagnosed(Commands.Result r) {
        assertEquals(0, r.exit(), r.output());
        assertTrue(r.output().contains("Least-progressed: rank 4"), r.output());
        assertTrue(r.output().contains("ring.c:28"), r.output());
    }

    /** The rank files in {@code dir} on {@code node}. */
    private static List<String> files(String node, String dir) {
        return cluster.exec(node, 10, "sh", "-c", "cd " + dir + " 2>/dev/null && ls -A").output().lines()
                .map(String::strip).filter(f -> f.startsWith("rank-")).toList();
    }

    private static long dumps(String node, String dir) {
        return files(node, dir).stream().filter(f -> f.endsWith(".sdump")).count();
    }

    /**
     * How many state files in {@code dir} on {@code node} their tasks' helpers wrote (a {@code rank=} line; the runtime
     * creates them blank in MPI_Init, then takes part in collectives over every task, then starts the helper).
     */
    private static long statesWritten(String node, String dir) {
        return cluster.exec(node, 10, "sh", "-c", "cd " + dir + " 2>/dev/null && grep -l '^rank=' rank-*.state")
                .output().lines().map(String::strip).filter(f -> f.matches("rank-\\d+\\.state")).count();
    }

    private static void await(String what, long seconds, BooleanSupplier condition, Supplier<String> evidence)
            throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - end > 0) {
                fail("timed out after " + seconds + " s waiting for " + what + "; what the nodes had:"
                        + evidence.get());
            }
            Thread.sleep(100);
        }
    }

    @Test
    @Order(1)
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void diagnoseGathersNodeLocalDumpsOfMpirunOverSsh() throws IOException {
        String dir = "/tmp/stg-mpirun";
        Commands.Result r = onLogin(diagnose(dir, "--launcher-args", "--host " + HOSTS + " -x STRAGGLER_GRACE=3"), 100);
        assertRingDiagnosed(r);
        assertTrue(r.output().contains("gathered the run directory from 4 nodes (n1,n2,n3,n4)"), r.output());
        assertTrue(r.output().contains(": 8 of 8 dumps"), r.output());
        for (int rank = 0; rank < 8; rank++) { // each node keeps its own; login has them all
            String node = "n" + (rank / 2 + 1), dump = String.format("rank-%06d.sdump", rank);
            assertTrue(files(node, dir).contains(dump), node + " keeps rank " + rank + "'s dump");
            assertTrue(files(NamespaceCluster.LOGIN, dir).contains(dump), "login has rank " + rank + "'s dump");
        }
        String complete = cluster.run(NamespaceCluster.LOGIN, 10, "cat", dir + "/complete");
        assertTrue(complete.endsWith("dumped=8\nmissing=\ndead=\ngathered=n1,n2,n3,n4\n"), complete);
    }

    @Test
    @Order(2)
    @Timeout(value = 220, unit = TimeUnit.SECONDS)
    void diagnoseGathersNodeLocalDumpsOfSrun() throws IOException {
        String dir = "/tmp/stg-srun";
        Commands.Result r = srunDiagnosis(dir);
        if (diedInsideMpiInit(r, dir)) {
            System.out.println("a task died of SIGSEGV inside MPI_Init, before the runtime was active in it (Open MPI"
                    + " 4.1 under srun --mpi=pmix: docs/benchmarks.md, 'the crash it was reverted for'); once more");
            dir = "/tmp/stg-srun-again";
            r = srunDiagnosis(dir);
        }
        assertRingDiagnosed(r);
        assertTrue(r.output().contains("gathered the run directory from 4 nodes (n1,n2,n3,n4)"), r.output());
        assertTrue(r.output().contains(": 8 of 8 dumps"), r.output());
        long total = 0;
        for (String node : cluster.nodes()) {
            long own = dumps(node, dir);
            assertTrue(own >= 1, node + " ran tasks of srun -N 4 and keeps their dumps: " + files(node, dir));
            total += own;
        }
        assertEquals(8, total);
        assertEquals(8, files(NamespaceCluster.LOGIN, dir).stream().filter(f -> f.endsWith(".sdump")).count());
    }

    private static Commands.Result srunDiagnosis(String dir) {
        // srun carries the launcher's environment to the tasks
        Commands.Result r = cluster.exec(NamespaceCluster.LOGIN, diagnose(dir, "--launcher", "srun",
                "--launcher-args", "-N 4"), Map.of("STRAGGLER_GRACE", "3"), 100);
        System.out.println("diagnose --launcher srun -N 4: exit " + r.exit() + "\n" + r.output());
        return r;
    }

    /**
     * True when a task of the job died of SIGSEGV before it created its state file (which the runtime does right after
     * {@code PMPI_Init} returns): Open MPI 4.1's ob1/TCP under {@code srun --mpi=pmix} can hand a task still inside
     * {@code MPI_Init} a peer's first message before its receive callbacks exist, with or without the runtime
     * (three core files, docs/benchmarks.md). A crash after the runtime started in the task does not count.
     */
    private static boolean diedInsideMpiInit(Commands.Result r, String dir) {
        if (r.exit() == 0 || !r.output().contains("Segmentation fault")) {
            return false;
        }
        long states = 0;
        for (String node : cluster.nodes()) {
            states += files(node, dir).stream().filter(f -> f.endsWith(".state")).count();
        }
        return states < 8;
    }

    /**
     * n4's tasks are stopped before the hang's timeout (so they cannot dump), the other nodes' tasks dump, then every
     * process of n4 is killed: the diagnosis names ranks 6 and 7 and n4, and diagnoses the rest, marked incomplete.
     */
    @Test
    @Order(3)
    @Timeout(value = 150, unit = TimeUnit.SECONDS)
    void aLostNodeLeavesAPartialDiagnosisNamingItsRanks() throws Exception {
        String dir = "/tmp/stg-lost";
        Job job = inBackground("lost", diagnose(dir, "--launcher-args", "--host " + HOSTS + " -x STRAGGLER_GRACE=30"),
                120);
        // not as soon as their state files exist: those are made in MPI_Init before the runtime's start-up collectives
        // (an MPI_Allreduce over every task), and a task stopped inside one holds its partners there, where their
        // helpers do not run yet: they would never dump (Open MPI's recursive doubling pairs rank 6 with rank 2)
        await("n4's tasks past MPI_Init's start-up", 60, () -> statesWritten("n4", dir) == 2,
                () -> evidence(dir, job));
        List<Integer> stopped = cluster.kill("n4", "STOP", "ring");
        assertEquals(2, stopped.size(), "n4 runs ranks 6 and 7: " + stopped);
        await("the dumps of n1..n3", 60, () -> cluster.nodes().subList(0, 3).stream()
                .mapToLong(n -> dumps(n, dir)).sum() == 6, () -> evidence(dir, job));
        cluster.kill("n4", "KILL"); // the node's every process: its tasks and Open MPI's daemon
        Commands.Result r = job.result().get(100, TimeUnit.SECONDS);
        assertEquals(0, r.exit(), r.output());
        assertTrue(r.output().contains(": 6 of 8 dumps"), r.output());
        assertTrue(r.output().contains("incomplete: ranks 6-7 of 8 died without a dump"), r.output());
        assertTrue(r.output().contains("rank 6 (on n4), last known state") && r.output().contains("rank 7 (on n4)"),
                r.output());
        assertTrue(r.output().contains("Least-progressed:"), "the other ranks are diagnosed:\n" + r.output());
        assertEquals(0, dumps("n4", dir));
    }

    /**
     * n3's link is cut once its tasks dumped, before the front end gathers: the error names n3 and leaves every file
     * where it is; {@code analyze --partial} meanwhile names n3's ranks as not read, and why; once the link is back,
     * {@code straggler analyze} gathers n3 and completes the diagnosis, with nothing named as not read.
     */
    @Test
    @Order(4)
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void aBrokenLinkWhileGatheringIsAnErrorAnalyzeCompletesLater() throws Exception {
        String dir = "/tmp/stg-link";
        Job job = inBackground("link", diagnose(dir, "--launcher-args", "--host " + HOSTS + " -x STRAGGLER_GRACE=8"),
                150);
        try {
            await("n3's dumps", 60, () -> dumps("n3", dir) == 2, () -> evidence(dir, job));
            cluster.link("n3", false);
            Commands.Result r = job.result().get(150, TimeUnit.SECONDS);
            assertNotEquals(0, r.exit(), r.output());
            assertTrue(r.output().contains("the dumps on node n3 could not be gathered to " + dir), r.output());
            // the launcher's connections to n3 stalled, none was closed: a cut link, and the fix is to wait for it
            assertTrue(r.output().contains("n3 does not answer though the job's launcher did not see it go down: the link"
                    + " to it is likely cut, or the node is down (ssh: connect to host n3 port 22:"), r.output());
            assertTrue(r.output().contains("once it answers again, 'straggler analyze " + dir + "' gathers the rest"),
                    r.output());
            assertTrue(r.output().contains("'straggler analyze --partial " + dir + "'"), r.output());
            assertFalse(r.output().contains("went down"), r.output());
            assertEquals(2, dumps("n3", dir), "n3 keeps its dumps");
            assertEquals(6, files(NamespaceCluster.LOGIN, dir).stream().filter(f -> f.endsWith(".sdump")).count());
            Commands.Result partial = onLogin(List.of(straggler.toString(), "analyze", "--partial", dir), 90);
            assertEquals(0, partial.exit(), partial.output());
            assertTrue(partial.output().contains("incomplete: ranks 4-5 of 8 not read: node n3 could not be read: it"
                    + " does not answer though the job's launcher did not see it go down: the link to it is likely cut, or"
                    + " the node is down; the diagnosis is of the other ranks\n"), partial.output());
        } finally {
            cluster.link("n3", true);
        }
        Commands.Result again = onLogin(List.of(straggler.toString(), "analyze", dir), 90);
        assertRingDiagnosed(again);
        assertTrue(again.output().contains(": 8 of 8 dumps"), again.output());
        // every node read after the partial diagnosis: none of its ranks or nodes is named as not read any more
        assertFalse(again.output().contains("not read"), again.output());
        assertNotEquals(0, cluster.exec(NamespaceCluster.LOGIN, 10, "test", "-e", dir + "/"
                + RunDirectory.UNREACHED_NODES).exit(), "the reasons are gone with the nodes not read");
        cluster.kill("n3", "KILL"); // its tasks outlived their daemon's lost connection
    }

    /** The ring's tasks on each node, as the node sees their PIDs, once there are {@code perNode} on each. */
    /** Whether every node runs {@code perNode} ring tasks. */
    private static boolean ringOnEveryNode(int perNode) {
        return cluster.nodes().stream().allMatch(n -> cluster.exec(n, 10, "pgrep", "-x", "ring").output().lines()
                .filter(l -> l.strip().matches("\\d+")).count() == perNode);
    }

    private static List<String> ringTasks(int perNode) throws InterruptedException {
        List<String> spec = new ArrayList<>();
        await(perNode + " ring tasks on every node", 60, () -> ringOnEveryNode(perNode),
                () -> cluster.nodes().stream().map(n -> "\n" + n + ": " + cluster.exec(n, 10, "ps", "-o",
                        "pid,stat,etime,args", "-C", "ring").output()).reduce("", String::concat));
        for (String node : cluster.nodes()) {
            cluster.run(node, 10, "pgrep", "-x", "ring").lines().map(String::strip).filter(l -> l.matches("\\d+"))
                    .forEach(pid -> spec.add(node + ":" + pid));
        }
        Thread.sleep(2000); // the hang comes within the ring's first iterations, then it hangs for good
        return spec;
    }

    /** The ring without the runtime, hung for good: its stacks read with gdb on each node through ssh. */
    @Test
    @Order(5)
    @Timeout(value = 150, unit = TimeUnit.SECONDS)
    void stacksAttachesToTasksOnEveryNodeByHostAndPid() throws Exception {
        CompletableFuture<Commands.Result> job = CompletableFuture.supplyAsync(() -> cluster.exec(
                NamespaceCluster.LOGIN, List.of("mpirun", "--host", HOSTS, "-np", "8", ring.toString()), Map.of(), 120));
        try {
            List<String> tasks = ringTasks(2);
            assertEquals(8, tasks.size(), tasks.toString());
            Commands.Result r = onLogin(List.of(straggler.toString(), "stacks", "--attach", String.join(",", tasks)), 90);
            assertEquals(0, r.exit(), r.output());
            assertTrue(r.output().contains("Stacks of 8 tasks"), r.output());
            assertTrue(r.output().contains("1: [4]  compute_before_send"), "rank 4 (on n3) spins:\n" + r.output());
            assertTrue(r.output().contains("1: [5]  MPI_Waitall"), "rank 5 waits for it:\n" + r.output());
            assertTrue(r.output().contains("6: [0-3,6-7]  MPI_Barrier"), "the others in the barrier:\n" + r.output());
        } finally {
            for (String node : cluster.nodes()) {
                cluster.kill(node, "KILL", "ring");
            }
        }
        job.get(60, TimeUnit.SECONDS);
    }

    /** A batch job over the four nodes: {@code --attach slurm:JOBID} finds its nodes and tasks from the id alone. */
    @Test
    @Order(6)
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void stacksAttachesToAMultiNodeSlurmJobById() throws Exception {
        String job = submitRing();
        if (crashedInsteadOfRunning(job)) {
            System.out.println("a task of Slurm job " + job + " died of SIGSEGV (Open MPI 4.1's crash in MPI_Init under"
                    + " srun --mpi=pmix: docs/benchmarks.md, 'the crash it was reverted for'); once more");
            job = submitRing();
        }
        try {
            ringTasks(2);
            Commands.Result r = onLogin(List.of(straggler.toString(), "stacks", "--attach", "slurm:" + job), 90);
            assertEquals(0, r.exit(), r.output());
            assertTrue(r.output().contains("1: [4]  compute_before_send"), r.output());
            assertEquals("RUNNING", cluster.run(NamespaceCluster.LOGIN, 10, "squeue", "-h", "-j", job, "-o", "%T")
                    .strip(), "gdb detached: the job runs on");
        } finally {
            cluster.exec(NamespaceCluster.LOGIN, 30, "scancel", job);
        }
    }

    /** The ring (without the runtime) as a batch job over the four nodes, two tasks each: its job id. */
    private static String submitRing() {
        String submitted = cluster.run(NamespaceCluster.LOGIN, 30, "sbatch", "-N", "4", "--ntasks-per-node=2", "--output",
                cluster.shared().resolve("ring-%j.out").toString(), "--wrap", "srun --mpi=pmix " + ring);
        String job = submitted.strip().replaceAll(".* ", "");
        assertTrue(job.matches("\\d+"), submitted);
        return job;
    }

    /**
     * Waits until the batch job's ring runs on every node or the job ended; true when it ended with a task's SIGSEGV
     * (Open MPI's crash inside {@code MPI_Init}, see {@link #diedInsideMpiInit}), which does not depend on Straggler.
     */
    private static boolean crashedInsteadOfRunning(String job) throws InterruptedException {
        Path output = cluster.shared().resolve("ring-" + job + ".out");
        BooleanSupplier ended = () -> !List.of("PENDING", "CONFIGURING", "RUNNING").contains(cluster.exec(
                NamespaceCluster.LOGIN, 10, "squeue", "-h", "-j", job, "-o", "%T").output().strip());
        await("the ring on every node, or the end of job " + job, 60, () -> ended.getAsBoolean() || ringOnEveryNode(2),
                () -> read(output));
        return ended.getAsBoolean() && read(output).contains("Segmentation fault");
    }

    private static String read(Path file) {
        try {
            return Files.exists(file) ? Files.readString(file) : "(no " + file + ")";
        } catch (IOException e) {
            return "(" + file + ": " + e + ")";
        }
    }

    /**
     * n4 restarts once every task dumped, before the front end gathers: every process of it ends and its node-local
     * storage is emptied, but it answers the remote shell again. The error names n4 as restarted, its tasks' files gone
     * (not as a node that does not answer, nor as one without tasks), with {@code analyze --partial} as the way on; that
     * diagnoses the other nodes' ranks and names n4's, 6 and 7, as not read.
     */
    @Test
    @Order(7)
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void aNodeRestartedDuringTheJobIsAnErrorOfItsOwn() throws Exception {
        String dir = "/tmp/stg-restart";
        Job job = inBackground("restart", diagnose(dir, "--launcher-args", "--host " + HOSTS
                + " -x STRAGGLER_GRACE=8"), 150);
        await("every node's dumps", 60, () -> cluster.nodes().stream().mapToLong(n -> dumps(n, dir)).sum() == 8,
                () -> evidence(dir, job));
        cluster.kill("n4", "KILL"); // the restart: the node's every process ends (its sshd comes back) ...
        cluster.run("n4", 10, "rm", "-rf", dir); // ... and its /tmp comes back empty
        Commands.Result r = job.result().get(150, TimeUnit.SECONDS);
        assertNotEquals(0, r.exit(), r.output());
        assertTrue(r.output().contains("the dumps on node n4 could not be gathered to " + dir + ":\n  n4 was likely"
                + " restarted during the job, which empties node-local storage such as /tmp: its tasks' files are lost with"
                + " it, or its tasks never started (it answers but has no " + dir + ", and ranks 6-7 left no file on any"
                + " node read)"), r.output());
        assertTrue(r.output().contains("'straggler analyze --partial " + dir + "' diagnoses the other nodes' tasks and"
                + " names the ones not read (the files of its tasks are gone with the restart)"), r.output());
        assertFalse(r.output().contains("does not answer"), r.output());
        Commands.Result partial = onLogin(List.of(straggler.toString(), "analyze", "--partial", dir), 90);
        assertEquals(0, partial.exit(), partial.output());
        // the note says why, in the words of the error above
        assertTrue(partial.output().contains("incomplete: ranks 6-7 of 8 not read: node n4 could not be read: it was"
                + " likely restarted during the job, which empties node-local storage such as /tmp: its tasks' files are"
                + " lost with it, or its tasks never started; the diagnosis is of the other ranks\n"), partial.output());
        assertTrue(partial.output().contains("Least-progressed: rank 4") && partial.output().contains("ring.c:28"),
                "rank 4, on n3, is still the one that holds the others:\n" + partial.output());
        for (String node : List.of("n1", "n2", "n3")) {
            cluster.kill(node, "KILL", "ring"); // their tasks outlived the job's daemon on n4
        }
    }

    /**
     * n4 crashes (every process, its /tmp, its link) once every task dumped, before the front end gathers: the error
     * names n4 as gone down (the launcher's ssh session to it was closed, where a cut link only stalls), with
     * {@code analyze --partial} as the way on; that diagnoses the other nodes' ranks and names n4's, 6 and 7, as not
     * read. Last: n4 stays dead.
     */
    @Test
    @Order(8)
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void aCrashedNodeIsAnErrorAndAnalyzePartialDiagnosesTheRest() throws Exception {
        String dir = "/tmp/stg-crash";
        Job job = inBackground("crash", diagnose(dir, "--launcher-args", "--host " + HOSTS + " -x STRAGGLER_GRACE=8"),
                150);
        await("every node's dumps", 60, () -> cluster.nodes().stream().mapToLong(n -> dumps(n, dir)).sum() == 8,
                () -> evidence(dir, job));
        cluster.crash("n4");
        Commands.Result r = job.result().get(150, TimeUnit.SECONDS);
        assertNotEquals(0, r.exit(), r.output());
        assertTrue(r.output().contains("the dumps on node n4 could not be gathered to " + dir), r.output());
        // the crash closed n4's connections (its processes ended), which a cut link does not do: the launcher said so
        assertTrue(r.output().contains("n4 went down during the job and does not answer now (ssh: connect to host n4"),
                r.output());
        assertTrue(r.output().contains("): the launcher's connection to it was closed (\"Connection to n4 closed by remote"
                + " host.\"); a crash or a restart"), r.output());
        assertTrue(r.output().contains("a crash or a restart, its node-local files likely lost with it\n'straggler"
                + " analyze --partial " + dir + "' diagnoses the other nodes' tasks"), "--partial first:\n" + r.output());
        assertTrue(r.output().contains("should it come back with its files, 'straggler analyze " + dir + "' completes"),
                r.output());
        Commands.Result still = onLogin(List.of(straggler.toString(), "analyze", dir), 90);
        assertNotEquals(0, still.exit(), "n4 is still down:\n" + still.output());
        assertTrue(still.output().contains("n4 went down during the job and does not answer now")
                && still.output().contains("the launcher's connection to it was closed"),
                "the launcher's evidence is kept in the run directory:\n" + still.output());
        Commands.Result partial = onLogin(List.of(straggler.toString(), "analyze", "--partial", dir), 90);
        assertEquals(0, partial.exit(), partial.output());
        assertTrue(partial.output().contains("diagnosing without node n4 (--partial)"), partial.output());
        // the note says why, in the words of the error above, one line
        assertTrue(partial.output().contains("incomplete: ranks 6-7 of 8 not read: node n4 could not be read: it went"
                + " down during the job and does not answer now; the diagnosis is of the other ranks\n"),
                partial.output());
        assertEquals("format=1\nn4=it went down during the job and does not answer now\n", cluster.run(
                NamespaceCluster.LOGIN, 10, "cat", dir + "/" + RunDirectory.UNREACHED_NODES),
                "kept in the run directory for its later readers");
        assertTrue(partial.output().contains("Least-progressed: rank 4") && partial.output().contains("ring.c:28"),
                "rank 4, on n3, is still the one that holds the others:\n" + partial.output());
        for (String node : List.of("n1", "n2", "n3")) {
            cluster.kill(node, "KILL", "ring"); // their tasks outlived the job's daemon on n4
        }
    }
}
