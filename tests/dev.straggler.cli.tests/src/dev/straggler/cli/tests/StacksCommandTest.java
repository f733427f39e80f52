package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.straggler.cli.tests.ExamplesEndToEndTest.Expectation;
import dev.straggler.cli.tests.MainTest.Run;
import dev.straggler.core.stacks.StackTrace;
import dev.straggler.model.RankSet;

/**
 * {@code straggler stacks}: the ring example's prefix tree from its dumps and from the running job attached with
 * gdb. The expected classes come from ring.c: the least-progressed rank of the header spins in the function that
 * holds the header's line, its right neighbour waits in MPI_Waitall, every other rank in MPI_Barrier.
 */
class StacksCommandTest {

    /** Where the test's runs go: deleted after each test. */
    @TempDir
    Path tmp;

    /** What ring.c says: np, the stalled rank, its function and line, and the lines of main's calls. */
    record Ring(int np, int stalled, String spinFunction, int spinLine, int computeCall, int waitallCall,
            int barrierCall) {

        Map<RankSet, String> classes() {
            int right = (stalled + 1) % np;
            Map<RankSet, String> expected = new HashMap<>();
            expected.put(RankSet.of(stalled), spinFunction);
            expected.put(RankSet.of(right), "MPI_Waitall");
            expected.put(RankSet.range(0, np - 1).andNot(RankSet.of(stalled, right)), "MPI_Barrier");
            return expected;
        }

        Map<RankSet, Integer> mainLines() {
            int right = (stalled + 1) % np;
            Map<RankSet, Integer> expected = new HashMap<>();
            expected.put(RankSet.of(stalled), computeCall);
            expected.put(RankSet.of(right), waitallCall);
            expected.put(RankSet.range(0, np - 1).andNot(RankSet.of(stalled, right)), barrierCall);
            return expected;
        }
    }

    static Ring ring;

    @BeforeAll
    static void readRing() throws IOException {
        Expectation exp = Expectation.of("ring");
        assertEquals(1, exp.ranks().size());
        List<String> lines = Files.readAllLines(ExamplesEndToEndTest.sources().resolve("ring.c"));
        String function = null;
        Pattern def = Pattern.compile("^(?:static )?\\w+ (\\w+)\\(.*\\)\\s*$");
        for (int i = 0; i < exp.line(); i++) {
            Matcher m = def.matcher(lines.get(i));
            if (m.matches()) {
                function = m.group(1);
            }
        }
        assertNotNull(function, "no function definition before ring.c:" + exp.line());
        ring = new Ring(exp.np(), exp.ranks().first(), function, exp.line(),
                lineOf(lines, "    " + function + "("), lineOf(lines, "MPI_Waitall("), lineOf(lines, "MPI_Barrier("));
    }

    static int lineOf(List<String> lines, String text) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(text)) {
                return i + 1;
            }
        }
        throw new AssertionError("no '" + text + "' in ring.c");
    }

    static Map<RankSet, JsonArray> classes(JsonObject json) {
        Map<RankSet, JsonArray> out = new HashMap<>();
        for (JsonElement e : json.getAsJsonArray("classes")) {
            JsonObject c = e.getAsJsonObject();
            out.put(ExamplesEndToEndTest.ranks(c.getAsJsonArray("ranks")), c.getAsJsonArray("frames"));
        }
        return out;
    }

    static String function(JsonArray frames, int i) {
        return frames.get(i).getAsJsonObject().get("function").getAsString();
    }

    /** The frame of main in a class's path: its line is where main is. */
    static JsonObject mainFrame(JsonArray frames) {
        for (JsonElement f : frames) {
            if (f.getAsJsonObject().get("function").getAsString().equals("main")) {
                return f.getAsJsonObject();
            }
        }
        throw new AssertionError("no main in " + frames);
    }

    /** Function level: exactly the three classes, each ending where ring.c says; line level: main's lines. */
    static void assertRingClasses(Run functions, Run lines, String what) {
        assertEquals(0, functions.exit(), what + ": " + functions.err());
        Map<RankSet, JsonArray> found = classes(JsonParser.parseString(functions.out()).getAsJsonObject());
        Map<RankSet, String> expected = ring.classes();
        assertEquals(expected.keySet(), found.keySet(), what + ": " + functions.out());
        for (Map.Entry<RankSet, String> e : expected.entrySet()) {
            JsonArray frames = found.get(e.getKey());
            assertEquals(e.getValue(), function(frames, 0), what + " ranks " + e.getKey() + ": " + frames);
            assertEquals("main", function(frames, 1), what + " ranks " + e.getKey() + ": " + frames);
        }
        assertEquals(0, lines.exit(), what + ": " + lines.err());
        JsonObject json = JsonParser.parseString(lines.out()).getAsJsonObject();
        assertEquals("line", json.get("granularity").getAsString());
        Map<RankSet, JsonArray> byLine = classes(json);
        assertEquals(expected.keySet(), byLine.keySet(), what + " --lines: " + lines.out());
        for (Map.Entry<RankSet, Integer> e : ring.mainLines().entrySet()) {
            JsonObject main = mainFrame(byLine.get(e.getKey()));
            assertEquals(e.getValue().intValue(), main.get("line").getAsInt(), what + " ranks " + e.getKey());
            assertEquals("ring.c", Path.of(main.get("file").getAsString()).getFileName().toString());
        }
        JsonObject spin = byLine.get(RankSet.of(ring.stalled())).get(0).getAsJsonObject();
        assertEquals(ring.spinLine(), spin.get("line").getAsInt(), what + ": the stalled rank's line " + spin);
        assertEquals(ring.np(), json.getAsJsonObject("tree").get("count").getAsInt());
    }

    @Test
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void ringDumpsGiveThreeClasses() throws IOException {
        Path dumps = Files.createTempDirectory(tmp, "straggler-stacks-");
        Run d = MainTest.run("diagnose", "--np", Integer.toString(ring.np()), "--timeout", "2", "--dump-dir",
                dumps.toString(), "--json", "--", ExamplesEndToEndTest.examples().resolve("ring").toString());
        assertEquals(0, d.exit(), d.err());
        assertRingClasses(MainTest.run("stacks", dumps.toString(), "--json"),
                MainTest.run("stacks", dumps.toString(), "--json", "--lines"), "dumps");

        Run text = MainTest.run("stacks", dumps.toString());
        assertEquals(0, text.exit(), text.err());
        assertTrue(text.out().contains(ring.np() + ": [0-" + (ring.np() - 1) + "]  main\n"), text.out());
        assertTrue(text.out().contains("1: [" + ring.stalled() + "]  " + ring.spinFunction()), text.out());
        assertTrue(text.out().contains("3 classes"), text.out());
        Run lines = MainTest.run("stacks", dumps.toString(), "--lines");
        assertTrue(lines.out().contains(ring.spinFunction() + " (ring.c:" + ring.spinLine() + ")"), lines.out());
        Run dot = MainTest.run("stacks", dumps.toString(), "--dot");
        assertEquals(0, dot.exit(), dot.err());
        // STAT's layout (STATview opens it): edges "count:[ranks]" with bv and count attributes
        assertTrue(dot.out().startsWith("digraph G {") && dot.out().contains("[label=\"1:[" + ring.stalled() + "]\", bv=\"["
                + ring.stalled() + "]\", count=\"1\"]"), dot.out());
    }

    /** Whether a class's path (innermost first) has a frame of {@code function}. */
    static boolean hasFunction(JsonArray frames, String function) {
        for (JsonElement f : frames) {
            if (f.getAsJsonObject().get("function").getAsString().equals(function)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The runtime's threads_program (native-runtime/tests): besides the MPI thread, one thread of every task sleeps in
     * worker_sleep_here and one spins in worker_spin_here while the job hangs. With --all-threads every task's worker
     * threads are in the tree, a class per worker function holding every rank; without, only the MPI threads (main).
     */
    @Test
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void allThreadsOfTheDumpsShowTheWorkerThreadsOfEveryRank() throws IOException {
        Path program = Path.of(System.getProperty("straggler.native.tests", "tests")).resolve("threads_program");
        assertTrue(Files.isExecutable(program), program + " is built by the runtime fragment's CMake build");
        Path dumps = Files.createTempDirectory(tmp, "straggler-threads-");
        int np = 2;
        Run d = MainTest.run("diagnose", "--np", Integer.toString(np), "--timeout", "2", "--dump-dir", dumps.toString(),
                "--json", "--", program.toString());
        assertEquals(0, d.exit(), d.err());
        RankSet all = RankSet.range(0, np - 1);

        Run threads = MainTest.run("stacks", dumps.toString(), "--all-threads", "--json");
        assertEquals(0, threads.exit(), threads.err());
        JsonObject json = JsonParser.parseString(threads.out()).getAsJsonObject();
        Map<RankSet, JsonArray> threadClasses = classes(json);
        for (String worker : List.of("worker_spin_here", "worker_sleep_here")) {
            List<RankSet> with = new ArrayList<>();
            for (JsonElement e : json.getAsJsonArray("classes")) {
                JsonObject c = e.getAsJsonObject();
                if (hasFunction(c.getAsJsonArray("frames"), worker)) {
                    with.add(ExamplesEndToEndTest.ranks(c.getAsJsonArray("ranks")));
                }
            }
            assertEquals(List.of(all), with, "one class of every rank's thread in " + worker + ": " + threads.out());
        }
        assertTrue(threadClasses.values().stream().anyMatch(f -> hasFunction(f, "main")), "the MPI threads too: " + threads.out());

        Run mpiOnly = MainTest.run("stacks", dumps.toString(), "--json");
        assertEquals(0, mpiOnly.exit(), mpiOnly.err());
        Map<RankSet, JsonArray> mpiClasses = classes(JsonParser.parseString(mpiOnly.out()).getAsJsonObject());
        assertFalse(mpiClasses.isEmpty());
        for (JsonArray frames : mpiClasses.values()) {
            assertTrue(hasFunction(frames, "main") && !hasFunction(frames, "worker_spin_here")
                    && !hasFunction(frames, "worker_sleep_here"), "only the MPI threads: " + mpiOnly.out());
        }
        Run text = MainTest.run("stacks", dumps.toString(), "--all-threads");
        assertEquals(0, text.exit(), text.err());
        assertTrue(text.out().contains("worker_spin_here"), text.out());
    }

    /** A hung job of an example without the runtime, its rank processes started and past the hang's start. */
    record HungJob(Process launcher, List<ProcessHandle> ranks) implements AutoCloseable {
        static HungJob start(String example, int np) throws Exception {
            Path app = ExamplesEndToEndTest.examples().resolve(example);
            Process job = new ProcessBuilder("mpirun", "--oversubscribe", "-np", Integer.toString(np), app.toString())
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
            List<ProcessHandle> ranks = List.of();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (System.nanoTime() < deadline) {
                ranks = job.descendants()
                        .filter(p -> p.info().command().map(c -> c.endsWith("/" + example)).orElse(false)).toList();
                if (ranks.size() == np) {
                    break;
                }
                Thread.sleep(200);
            }
            HungJob hung = new HungJob(job, ranks);
            assertEquals(np, ranks.size(), "the " + example + " job did not start its ranks");
            Thread.sleep(2000); // the hang comes within the first iterations; then the job hangs for good
            assertTrue(job.isAlive(), "the " + example + " job without the runtime must hang, not end");
            return hung;
        }

        String pid() {
            return Long.toString(launcher.pid());
        }

        @Override
        public void close() throws InterruptedException {
            launcher.descendants().forEach(ProcessHandle::destroyForcibly);
            launcher.destroyForcibly();
            launcher.waitFor(30, TimeUnit.SECONDS);
        }
    }

    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void attachToARunningJobWithoutTheRuntimeAndLeaveItRunning() throws Exception {
        try (HungJob job = HungJob.start("ring", ring.np())) {
            String pid = job.pid();
            assertRingClasses(MainTest.run("stacks", "--attach", pid, "--json"),
                    MainTest.run("stacks", "--attach", "localhost:" + pid, "--json", "--lines"), "attach");
            assertStillRunning(job);
            // a rank's own PID works too (one class of one task)
            Run one = MainTest.run("stacks", "--attach", Long.toString(job.ranks().get(0).pid()), "--json");
            assertEquals(0, one.exit(), one.err());
            assertEquals(1, JsonParser.parseString(one.out()).getAsJsonObject().getAsJsonArray("classes").size());
        }
    }

    /** gdb detached: every rank is still there and not stopped. */
    static void assertStillRunning(HungJob job) throws IOException {
        for (ProcessHandle r : job.ranks()) {
            assertTrue(r.isAlive(), "rank process " + r.pid() + " died");
            String stat = Files.readString(Path.of("/proc/" + r.pid() + "/stat"));
            char state = stat.charAt(stat.lastIndexOf(')') + 2);
            assertFalse(state == 'T' || state == 't' || state == 'Z', "rank process " + r.pid() + " is " + state);
        }
        assertTrue(job.launcher().isAlive());
    }

    /** The refined JSON: the contract fields, the least-progressed ranks as expected. */
    static JsonObject assertRefined(Run r, RankSet leastProgressed, String what) {
        assertEquals(0, r.exit(), what + ": " + r.err());
        JsonObject json = JsonParser.parseString(r.out()).getAsJsonObject();
        assertEquals("line", json.get("granularity").getAsString(), what);
        assertTrue(json.getAsJsonArray("classes").size() >= 2, what + ": " + r.out());
        for (JsonElement c : json.getAsJsonArray("classes")) {
            JsonObject f = c.getAsJsonObject().getAsJsonArray("frames").get(0).getAsJsonObject();
            assertTrue(f.has("function") && f.has("file") && f.has("line"), what + ": " + f);
        }
        assertEquals(leastProgressed, ExamplesEndToEndTest.ranks(json.getAsJsonArray("leastProgressed")),
                what + ": " + r.out());
        RankSet most = ExamplesEndToEndTest.ranks(json.getAsJsonArray("mostProgressed"));
        assertFalse(most.isEmpty(), what);
        assertTrue(most.intersect(leastProgressed).isEmpty(), what + ": " + most);
        return json;
    }

    /**
     * The ring: every task in iteration 3 of main's loop (it read with gdb), the stalled rank at the compute call
     * before the Waitall of its right neighbour before the Barrier of the others: T0 &lt; T1 &lt; T2.
     */
    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void refineOnTheRunningRingNamesTheStalledRank() throws Exception {
        try (HungJob job = HungJob.start("ring", ring.np())) {
            JsonObject json = assertRefined(MainTest.run("stacks", "--attach", job.pid(), "--refine", "--json"),
                    RankSet.of(ring.stalled()), "ring --refine");
            assertTrue(json.get("loopValuesRead").getAsBoolean(), json.toString());
            assertEquals(ring.classes().keySet().stream().filter(k -> k.size() > 1).findFirst().orElseThrow(),
                    ExamplesEndToEndTest.ranks(json.getAsJsonArray("mostProgressed")));
            JsonObject first = json.getAsJsonArray("temporalSteps").get(0).getAsJsonObject();
            JsonArray groups = first.getAsJsonArray("groups");
            assertEquals(3, groups.size(), first.toString());
            Map<RankSet, Integer> mainLines = ring.mainLines();
            for (int i = 0; i < 3; i++) {
                JsonObject g = groups.get(i).getAsJsonObject();
                assertEquals(i, g.get("temporalRank").getAsInt(), first.toString());
                RankSet ranks = ExamplesEndToEndTest.ranks(g.getAsJsonArray("ranks"));
                assertEquals(mainLines.get(ranks).intValue(), g.getAsJsonObject("frame").get("line").getAsInt());
                assertEquals(3, g.getAsJsonObject("iterations").get("it").getAsInt(), g.toString());
            }
            Run text = MainTest.run("stacks", "--attach", job.pid(), "--refine");
            assertEquals(0, text.exit(), text.err());
            assertTrue(text.out().contains("main (ring.c:" + ring.computeCall() + ") [T0 it=3]"), text.out());
            assertTrue(text.out().contains("main (ring.c:" + ring.barrierCall() + ") [T2 it=3]"), text.out());
            assertTrue(text.out().contains("Least-progressed: 1: [" + ring.stalled() + "]  " + ring.spinFunction()
                    + " (ring.c:" + ring.spinLine() + ")"), text.out());
            assertStillRunning(job);
        }
    }

    /** Poisson: the rank in the endless norm loop is before the others' MPI_Allreduce of the same iteration. */
    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void refineOnTheRunningPoissonNamesTheStalledRank() throws Exception {
        Expectation exp = Expectation.of("poisson");
        try (HungJob job = HungJob.start("poisson", exp.np())) {
            JsonObject json = assertRefined(MainTest.run("stacks", "--attach", job.pid(), "--refine", "--json"),
                    exp.ranks(), "poisson --refine");
            assertTrue(json.get("loopValuesRead").getAsBoolean(), json.toString());
            assertEquals(RankSet.range(0, exp.np() - 1).andNot(exp.ranks()),
                    ExamplesEndToEndTest.ranks(json.getAsJsonArray("mostProgressed")));
            JsonObject first = json.getAsJsonArray("temporalSteps").get(0).getAsJsonObject();
            for (JsonElement g : first.getAsJsonArray("groups")) {
                assertTrue(g.getAsJsonObject().getAsJsonObject("iterations").has("it"), first.toString());
            }
            assertStillRunning(job);
        }
    }

    /**
     * A dump directory: with the job gone the tuples alone order the classes, and the notes say that the order
     * assumed the same iteration; with the job kept alive after the dump the loop values are read from its tasks.
     */
    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void refineFromDumpsOfAnEndedAndOfALiveJob() throws Exception {
        Path dumps = Files.createTempDirectory(tmp, "straggler-refine-");
        Run d = MainTest.run("diagnose", "--np", Integer.toString(ring.np()), "--timeout", "2", "--dump-dir",
                dumps.toString(), "--json", "--", ExamplesEndToEndTest.examples().resolve("ring").toString());
        assertEquals(0, d.exit(), d.err());
        Run ended = MainTest.run("stacks", dumps.toString(), "--refine", "--json");
        JsonObject json = assertRefined(ended, RankSet.of(ring.stalled()), "dumps --refine");
        assertFalse(json.get("loopValuesRead").getAsBoolean());
        assertTrue(json.getAsJsonArray("refineNotes").toString().contains("assuming the same iteration"),
                json.getAsJsonArray("refineNotes").toString());
        assertTrue(ended.err().contains("no task of the job is running"), ended.err());

        Path kept = Files.createTempDirectory(tmp, "straggler-refine-live-");
        dev.straggler.launch.JobRunner runner = dev.straggler.launch.JobRunner.prepare(new dev.straggler.launch.JobSpec(
                ExamplesEndToEndTest.examples().resolve("ring"), List.of(), null, ring.np(), "mpirun",
                List.of("--oversubscribe"), 2, kept, true, Map.of()));
        Process job = runner.start(ProcessBuilder.Redirect.DISCARD, System.getenv());
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (!runner.dumpComplete() && System.nanoTime() < deadline) {
                Thread.sleep(200);
            }
            assertTrue(runner.dumpComplete(), "no complete dump in " + kept);
            assertTrue(job.isAlive(), "the job must be kept alive after the dump");
            JsonObject live = assertRefined(MainTest.run("stacks", kept.toString(), "--refine", "--json"),
                    RankSet.of(ring.stalled()), "live dumps --refine");
            assertTrue(live.get("loopValuesRead").getAsBoolean(), live.toString());
            assertFalse(live.getAsJsonArray("refineNotes").toString().contains("assuming the same iteration"),
                    live.toString());
        } finally {
            job.descendants().forEach(ProcessHandle::destroyForcibly);
            job.destroyForcibly();
            job.waitFor(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void nonexistentProcessIsAClearError() {
        Run r = MainTest.run("stacks", "--attach", "999999999");
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains("no process 999999999 on this machine"), r.err());
        assertTrue(r.out().isEmpty());
        Run other = MainTest.run("stacks", "--attach", "some-other-node.invalid:1234", "--attach-timeout", "20");
        assertEquals(1, other.exit(), other.err());
        assertTrue(other.err().contains("host some-other-node.invalid") && other.err().contains("--rsh"), other.err());
        Run bad = MainTest.run("stacks", "--attach", "abc");
        assertEquals(1, bad.exit());
        assertTrue(bad.err().contains("not a PID"), bad.err());
    }

    /** A process already under another tracer: the message names the tracer and what to do. */
    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void anotherTracerIsNamed() throws Exception {
        Process victim = new ProcessBuilder("sleep", "300").start();
        Process tracer = null;
        try {
            tracer = new ProcessBuilder("gdb", "-nx", "-batch", "-p", Long.toString(victim.pid()), "-ex",
                    "shell sleep 60").redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            Path status = Path.of("/proc/" + victim.pid() + "/status");
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (System.nanoTime() < deadline
                    && Files.readAllLines(status).stream().anyMatch(l -> l.matches("TracerPid:\\s+0"))) {
                Thread.sleep(100);
            }
            Run r = MainTest.run("stacks", "--attach", Long.toString(victim.pid()));
            assertEquals(1, r.exit(), r.err());
            assertTrue(r.err().contains("is already traced by process") && r.err().contains("(gdb)")
                    && r.err().contains("detach that debugger"), r.err());
        } finally {
            if (tracer != null) {
                tracer.destroy();
                tracer.waitFor(10, TimeUnit.SECONDS);
            }
            victim.destroyForcibly();
        }
    }

    /** Without gdb, attach mode says how to install it. */
    @Test
    void missingGdbNamesTheFix() {
        String before = System.getProperty("straggler.gdb");
        System.setProperty("straggler.gdb", "/nonexistent/bin/gdb");
        try {
            Run r = MainTest.run("stacks", "--attach", Long.toString(ProcessHandle.current().pid()));
            assertEquals(1, r.exit(), r.err());
            assertTrue(r.err().contains("gdb is not installed") && r.err().contains("apt-get install gdb"), r.err());
        } finally {
            if (before == null) {
                System.clearProperty("straggler.gdb");
            } else {
                System.setProperty("straggler.gdb", before);
            }
        }
    }

    @Test
    void usageErrors() {
        Run refine = MainTest.run("stacks", "/nonexistent/dumps", "--refine");
        assertEquals(1, refine.exit());
        assertTrue(refine.err().contains("is not a directory"), refine.err());
        assertEquals(2, MainTest.run("stacks", "a", "--refine", "--dot").exit());
        Run roots = MainTest.run("stacks", "a", "--source-root", "/tmp");
        assertEquals(2, roots.exit());
        assertTrue(roots.err().contains("--source-root goes with --refine"), roots.err());
        assertEquals(2, MainTest.run("stacks").exit());
        assertEquals(2, MainTest.run("stacks", "a", "--json", "--dot").exit());
        Run missing = MainTest.run("stacks", "/nonexistent/dumps");
        assertEquals(1, missing.exit());
        assertTrue(missing.err().contains("is not a directory"), missing.err());
        assertTrue(MainTest.run("--help").out().contains("straggler stacks DIR | --attach"));
    }
}
