package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.straggler.cli.tests.MainTest.Run;
import dev.straggler.cli.tests.StacksCommandTest.HungJob;
import dev.straggler.launch.LaunchException;
import dev.straggler.launch.attach.AttachedJob;
import dev.straggler.model.RankSet;

/**
 * Attach mode across nodes: this machine has no sshd, so the "remote" hosts node-a and node-b are reached through a
 * fake remote shell (a script given as {@code --rsh} that records the host and runs the command line here, as ssh
 * would run it there). The real ring job is read through it and must give what the local attach gives.
 */
class RemoteAttachTest {

    /** Where the test's runs go: deleted after each test. */
    @TempDir
    Path tmp;

    @BeforeAll
    static void readRing() throws IOException {
        StacksCommandTest.readRing();
    }

    /** A fake remote shell: logs the host to {@code log}, then runs the command line with {@code env} before it. */
    static Path fakeRsh(Path dir, Path log, String env) throws IOException {
        Path script = dir.resolve("fake-rsh");
        Files.writeString(script, "#!/bin/sh\nprintf '%s\\n' \"$1\" >> '" + log + "'\nshift\nexec " + env
                + " sh -c \"$*\"\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return script;
    }

    static Map<String, Long> hostsInvoked(Path log) throws IOException {
        if (!Files.exists(log)) {
            return Map.of();
        }
        return Files.readAllLines(log).stream().collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
    }

    /** The ranks' PIDs by rank, as attach mode finds them (from their environment). */
    static List<Long> pidsByRank(HungJob job) throws LaunchException {
        Long[] out = new Long[job.ranks().size()];
        for (ProcessHandle p : job.ranks()) {
            out[AttachedJob.resolve(Long.toString(p.pid()), null, 30, new ArrayList<>()).targets().get(0).rank()] = p.pid();
        }
        return List.of(out);
    }

    /**
     * Half the ranks on "node-a" as HOST:PID pairs, the other half on "node-b" as scontrol listpids output: the same
     * classes as the local attach, one remote shell per host and step, and the job runs on; --refine reads the loop
     * values through the same remote shell.
     */
    @Test
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void attachThroughARemoteShellGivesWhatTheLocalAttachGives() throws Exception {
        Path dir = Files.createTempDirectory(tmp, "rsh-");
        Path log = dir.resolve("hosts.log");
        Path rsh = fakeRsh(dir, log, "");
        try (HungJob job = HungJob.start("ring", StacksCommandTest.ring.np())) {
            List<Long> pids = pidsByRank(job);
            int half = pids.size() / 2;
            List<String> items = new ArrayList<>();
            StringBuilder listpids = new StringBuilder("PID      JOBID    STEPID   LOCALID GLOBALID\n");
            listpids.append(job.launcher().pid()).append("     77       batch    -       -\n");
            for (int r = 0; r < pids.size(); r++) {
                if (r < half) {
                    items.add("node-a:" + pids.get(r));
                } else {
                    listpids.append(String.format("%-8d %-8s %-8s %-7d %-8d%n", pids.get(r), "77", "0", r - half, r));
                }
            }
            Path file = dir.resolve("listpids-node-b.txt");
            Files.writeString(file, listpids);
            items.add("node-b:@" + file);
            String spec = String.join(",", items);

            Run local = MainTest.run("stacks", "--attach", job.pid(), "--json");
            Run remote = MainTest.run("stacks", "--attach", spec, "--rsh", rsh.toString(), "--json");
            Run remoteLines = MainTest.run("stacks", "--attach", spec, "--rsh", rsh.toString(), "--json", "--lines");
            StacksCommandTest.assertRingClasses(remote, remoteLines, "remote attach");
            Map<RankSet, JsonArray> localClasses = StacksCommandTest
                    .classes(JsonParser.parseString(local.out()).getAsJsonObject());
            Map<RankSet, JsonArray> remoteClasses = StacksCommandTest
                    .classes(JsonParser.parseString(remote.out()).getAsJsonObject());
            assertEquals(localClasses.keySet(), remoteClasses.keySet(), remote.out());
            for (RankSet ranks : localClasses.keySet()) {
                assertEquals(functions(localClasses.get(ranks)), functions(remoteClasses.get(ranks)), "ranks " + ranks);
            }
            // one remote shell per host for the ranks, one for the stacks; never one per process
            assertEquals(Map.of("node-a", 4L, "node-b", 4L), hostsInvoked(log), "two runs of stacks");
            StacksCommandTest.assertStillRunning(job);

            Files.delete(log);
            JsonObject refined = StacksCommandTest.assertRefined(
                    MainTest.run("stacks", "--attach", spec, "--rsh", rsh.toString(), "--refine", "--json"),
                    RankSet.of(StacksCommandTest.ring.stalled()), "remote --refine");
            assertTrue(refined.get("loopValuesRead").getAsBoolean(), refined.toString());
            JsonObject first = refined.getAsJsonArray("temporalSteps").get(0).getAsJsonObject();
            for (var g : first.getAsJsonArray("groups")) {
                assertEquals(3, g.getAsJsonObject().getAsJsonObject("iterations").get("it").getAsInt(), first.toString());
            }
            assertEquals(Map.of("node-a", 3L, "node-b", 3L), hostsInvoked(log), "ranks, stacks, loop values");
            StacksCommandTest.assertStillRunning(job);
        }
    }

    static List<String> functions(JsonArray frames) {
        List<String> out = new ArrayList<>();
        frames.forEach(f -> out.add(f.getAsJsonObject().get("function").getAsString()));
        return out;
    }

    /** ssh cannot reach a host: one message naming the host and the fix; this machine's process is still shown. */
    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void anUnreachableHostIsNamedAndTheOthersAreShown() throws Exception {
        Path dir = Files.createTempDirectory(tmp, "rsh-");
        Path rsh = dir.resolve("unreachable-rsh");
        Files.writeString(rsh, "#!/bin/sh\necho \"ssh: Could not resolve hostname $1: Name or service not known\" >&2\n"
                + "exit 255\n");
        Files.setPosixFilePermissions(rsh, PosixFilePermissions.fromString("rwxr-xr-x"));
        Process here = new ProcessBuilder("sleep", "300").start();
        try {
            Run partial = MainTest.run("stacks", "--attach", "node-x:4242,node-x:4243,localhost:" + here.pid(), "--rsh",
                    rsh.toString(), "--json");
            assertEquals(0, partial.exit(), partial.err());
            JsonObject json = JsonParser.parseString(partial.out()).getAsJsonObject();
            assertEquals(1, json.getAsJsonObject("tree").get("count").getAsInt(), partial.out());
            String warnings = json.getAsJsonArray("warnings").toString();
            assertEquals(1, warnings.split("cannot reach host node-x", -1).length - 1, warnings);
            assertTrue(warnings.contains("Could not resolve hostname node-x") && warnings.contains("--rsh")
                    && warnings.contains("ssh-copy-id node-x") && warnings.contains("left out"), warnings);

            Run none = MainTest.run("stacks", "--attach", "node-x:4242,node-y:4243", "--rsh", rsh.toString());
            assertEquals(1, none.exit(), none.err());
            assertTrue(none.err().contains("cannot reach host node-x") && none.err().contains("cannot reach host node-y"),
                    none.err());
            assertTrue(none.out().isEmpty());
        } finally {
            here.destroyForcibly();
        }
    }

    /** A node without gdb, and a process of a node that another debugger traces: the host, the cause, the fix. */
    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void remoteGdbMissingAndRemoteTracerAreNamed() throws Exception {
        Path dir = Files.createTempDirectory(tmp, "rsh-");
        Path bin = Files.createDirectory(dir.resolve("bin-without-gdb"));
        for (String tool : List.of("sh", "cat", "grep", "tr", "sed", "id", "timeout")) {
            Files.createSymbolicLink(bin.resolve(tool), Path.of("/usr/bin", tool).toRealPath());
        }
        Path log = dir.resolve("hosts.log");
        Path noGdb = fakeRsh(Files.createDirectory(dir.resolve("a")), log, "env PATH=" + bin);
        Path rsh = fakeRsh(Files.createDirectory(dir.resolve("b")), log, "");
        Process victim = new ProcessBuilder("sleep", "300").start();
        Process tracer = null;
        try {
            Run r = MainTest.run("stacks", "--attach", "node-a:" + victim.pid(), "--rsh", noGdb.toString());
            assertEquals(1, r.exit(), r.err());
            assertTrue(r.err().contains("gdb is not installed on node-a") && r.err().contains("apt-get install gdb"),
                    r.err());

            tracer = new ProcessBuilder("gdb", "-nx", "-batch", "-p", Long.toString(victim.pid()), "-ex",
                    "shell sleep 60").redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            Path status = Path.of("/proc/" + victim.pid() + "/status");
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (System.nanoTime() < deadline
                    && Files.readAllLines(status).stream().anyMatch(l -> l.matches("TracerPid:\\s+0"))) {
                Thread.sleep(100);
            }
            Run traced = MainTest.run("stacks", "--attach", "node-b:" + victim.pid(), "--rsh", rsh.toString());
            assertEquals(1, traced.exit(), traced.err());
            assertTrue(traced.err().contains("process " + victim.pid() + " on node-b is already traced by process")
                    && traced.err().contains("(gdb)") && traced.err().contains("detach that debugger"), traced.err());
        } finally {
            if (tracer != null) {
                tracer.destroy();
                tracer.waitFor(10, TimeUnit.SECONDS);
            }
            victim.destroyForcibly();
        }
    }

    /** A listpids file that cannot be read, and --rsh without --attach: the message names the fix. */
    @Test
    void listpidsFileMissingAndRshWithoutAttach() {
        Run missing = MainTest.run("stacks", "--attach", "node1:@/nonexistent/pids.txt");
        assertEquals(1, missing.exit());
        assertTrue(missing.err().contains("cannot read /nonexistent/pids.txt")
                && missing.err().contains("scontrol listpids"), missing.err());
        Run usage = MainTest.run("stacks", "some-dir", "--rsh", "ssh");
        assertEquals(2, usage.exit());
        assertTrue(usage.err().contains("--rsh goes with --attach"), usage.err());
    }
}
