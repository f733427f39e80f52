package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.straggler.launch.tests.fixtures.Commands;
import dev.straggler.launch.tests.fixtures.NamespaceCluster;
import dev.straggler.launch.tests.fixtures.StragglerCommand;

/**
 * {@code trace}, {@code diff} and {@code scale} across the nodes of the test cluster ({@link NamespaceCluster}), the run
 * directories on each node's own /tmp: the front end (login) gathers every node's traces and profiles after the job,
 * and the analyses give the answers they give on one node (the examples' headers). One cluster for the class.
 */
class MultiNodeRunsTest {

    static NamespaceCluster cluster;
    static Path straggler;

    @BeforeAll
    static void up() throws IOException {
        cluster = NamespaceCluster.start(4);
        straggler = StragglerCommand.write(cluster.shared().resolve("bin"), Map.of());
    }

    @AfterAll
    static void down() {
        if (cluster != null) {
            cluster.close();
        }
    }

    private static Commands.Result onLogin(long timeoutSeconds, String... arguments) {
        List<String> command = new ArrayList<>(List.of(straggler.toString()));
        command.addAll(List.of(arguments));
        long t0 = System.nanoTime();
        Commands.Result r = cluster.exec(NamespaceCluster.LOGIN, command, Map.of(), timeoutSeconds);
        System.out.printf("straggler %s: exit %d after %.1f s%n%s%n", String.join(" ", List.of(arguments).subList(0, 2)),
                r.exit(), (System.nanoTime() - t0) / 1e9, r.output());
        return r;
    }

    /**
     * {@code straggler} on login with its standard output (JSON) to a file of the shared directory: the result holds
     * the standard error only, the JSON is returned.
     */
    private static JsonObject jsonOnLogin(long timeoutSeconds, String... arguments) throws IOException {
        Path json = Files.createTempFile(cluster.shared(), "out", ".json");
        List<String> command = new ArrayList<>(List.of(straggler.toString()));
        command.addAll(List.of(arguments));
        String line = String.join(" ", command.stream().map(a -> "'" + a.replace("'", "'\\''") + "'").toList())
                + " > '" + json + "'";
        Commands.Result r = cluster.exec(NamespaceCluster.LOGIN, List.of("sh", "-c", line), Map.of(), timeoutSeconds);
        System.out.printf("straggler %s: exit %d%n%s%n", String.join(" ", List.of(arguments).subList(0, 2)), r.exit(),
                r.output());
        lastErr = r;
        return JsonParser.parseString(Files.readString(json)).getAsJsonObject();
    }

    /** The standard error and exit of the last {@link #jsonOnLogin}. */
    private static Commands.Result lastErr;

    /** How many of {@code dir}'s files on {@code node} end with {@code suffix}. */
    private static long files(String node, String dir, String suffix) {
        return cluster.exec(node, 10, "sh", "-c", "cd " + dir + " 2>/dev/null && ls -A").output().lines()
                .map(String::strip).filter(f -> f.endsWith(suffix)).count();
    }

    /**
     * wrong_peer traced normal and faulty over four nodes (two tasks each): each node keeps its own tasks' traces,
     * login gathers all eight, and {@code diff} of the gathered runs names the header's ranks and top suspect.
     */
    @Test
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void traceGathersNodeLocalTracesAndDiffFindsTheWrongPeer() throws IOException {
        String exe = ExamplesEndToEndTest.examples().resolve("traces").resolve("wrong_peer").toAbsolutePath().toString();
        String normal = "/tmp/stg-trace-normal", faulty = "/tmp/stg-trace-faulty";
        for (String[] run : List.of(new String[] {normal}, new String[] {faulty, "wrongPeer"})) {
            List<String> args = new ArrayList<>(List.of("trace", "--np", "8", "--dump-dir", run[0], "--launcher-args",
                    "--host n1:2,n2:2,n3:2,n4:2", "--", exe));
            args.addAll(List.of(run).subList(1, run.length));
            Commands.Result r = onLogin(100, args.toArray(String[]::new));
            assertEquals(0, r.exit(), r.output());
            assertTrue(r.output().contains("gathered the run directory from 4 nodes (n1,n2,n3,n4)"), r.output());
            assertTrue(r.output().contains(": 8 of 8 traces"), r.output());
            for (String node : cluster.nodes()) {
                assertEquals(2, files(node, run[0], ".strace"), node + " keeps its two tasks' traces");
            }
            assertEquals(8, files(NamespaceCluster.LOGIN, run[0], ".strace"), "login has every trace");
        }
        JsonObject o = jsonOnLogin(100, "diff", normal, faulty, "--json");
        assertEquals(0, lastErr.exit(), lastErr.output());
        assertEquals(2, o.getAsJsonArray("suspects").get(0).getAsJsonObject().get("rank").getAsInt(),
                "the header's top suspect, rank 2:\n" + o);
        List<String> changed = new ArrayList<>();
        o.getAsJsonArray("changed").forEach(e -> changed.add(e.getAsString()));
        assertEquals(List.of("2.0", "3.0", "4.0"), changed, "the header's changed ranks 2-4:\n" + o);
    }

    /**
     * {@code trace --timeout} bounds a job that does not hang even when its run directory is node-local on other nodes
     * (no state file on login): past the bound the front end reads the nodes' state files, finds every task
     * progressing and ends the job through the launcher; every node's traces end where SIGTERM found the task, and are
     * gathered.
     */
    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void traceTimeoutEndsAProgressingJobWhoseRunDirectoryIsOnTheNodes() throws IOException {
        String exe = ExamplesEndToEndTest.examples().resolve("hybrid").toAbsolutePath().toString();
        String dir = "/tmp/stg-trace-bounded";
        long t0 = System.nanoTime();
        // hybrid with a billion iterations progresses for hours
        Commands.Result r = onLogin(100, "trace", "--np", "8", "--timeout", "4", "--dump-dir", dir, "--launcher-args",
                "--host n1:2,n2:2,n3:2,n4:2", "--", exe, "1000000000", "2");
        double seconds = (System.nanoTime() - t0) / 1e9;
        assertTrue(seconds < 60, "bounded: " + seconds + " s");
        assertTrue(r.output().contains("the job ran past --timeout 4 s while progressing; ended it"), r.output());
        assertFalse(r.output().contains("the job hung"), r.output());
        assertTrue(r.output().contains(": 8 of 8 traces"), r.output());
        // the summary, of login's directory: every task's MPI thread's trace, gathered from its node
        List<String> mpiThreads = r.output().lines().filter(l -> l.matches("\\d+\\.0 .*")).toList();
        assertEquals(8, mpiThreads.size(), r.output());
        assertTrue(mpiThreads.stream().allMatch(l -> l.contains("killed (signal 15)")),
                "every task's MPI thread's trace ends where SIGTERM found it:\n" + r.output());
    }

    /**
     * neighbour_wrap trained at 4, 6, 8 and 10 processes spread over the four nodes, checked at 16: every run's
     * profiles are gathered from the nodes, and every process of 16 is flagged, as on one node (its header).
     */
    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void scaleGathersNodeLocalProfilesAndFlagsTheWrap() throws IOException {
        String exe = ScaleCorpusTest.binaries().resolve("neighbour_wrap").toAbsolutePath().toString();
        String runs = "/tmp/stg-scale", model = cluster.shared().resolve("wrap.scale.json").toString();
        String hosts = "--host n1:4,n2:4,n3:4,n4:4 --map-by node";
        Commands.Result t = onLogin(240, "scale", "train", "--model", model, "--runs-dir", runs, "--run-timeout", "60",
                "--np", "4,6,8,10", "--launcher-args", hosts, "--", exe);
        assertEquals(0, t.exit(), t.output());
        assertEquals(4, t.output().lines().filter(l -> l.contains("gathered the run directory from 4 nodes")).count(),
                "every training run gathered from the four nodes:\n" + t.output());
        JsonObject r = jsonOnLogin(120, "scale", "check", "--model", model, "--runs-dir", runs, "--run-timeout", "60",
                "--np", "16", "--launcher-args", hosts, "--json", "--", exe);
        assertEquals(3, lastErr.exit(), lastErr.output());
        assertTrue(lastErr.output().contains(": 16 of 16 profiles"), lastErr.output());
        assertEquals(16, r.getAsJsonArray("flagged").size(), r.toString());
        for (String node : cluster.nodes()) {
            assertEquals(4, files(node, runs + "/np16", ".sprof"), node + " keeps its four tasks' profiles");
        }
    }
}
