package dev.straggler.launch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.launch.RunRetention;
import dev.straggler.launch.RunRetention.Plan;
import dev.straggler.launch.RunRetention.Policy;
import dev.straggler.launch.RunTasks;
import dev.straggler.model.dump.RunDirectory;

/**
 * The run retention on real directories laid out as the runtime writes a run ({@code job.info}, the tasks' state files
 * padded to 4 KB, {@code complete}, {@code trigger}, dumps: docs/dump-format.md "The run directory"), with real processes
 * of this machine standing for the tasks: which runs a policy keeps, and the runs and directories it never removes
 * (a task still running here or on another node, a directory not named as a run or without {@code job.info}, a link, a
 * run holding a directory, anything outside the home). The command line's side (a new run applies it, {@code runs
 * --prune}) is dev.straggler.cli.tests' RunsPruneTest.
 */
class RunRetentionTest {

    @TempDir
    Path tmp;

    private final List<Process> processes = new ArrayList<>();

    @AfterEach
    void endProcesses() {
        processes.forEach(Process::destroyForcibly);
    }

    static String hostName() throws IOException {
        return Files.readString(Path.of("/proc/sys/kernel/hostname")).strip();
    }

    /** A process's start in clock ticks since boot, /proc/PID/stat field 22, as the runtime records it. */
    static long processStart(long pid) throws IOException {
        String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
        return Long.parseLong(stat.substring(stat.lastIndexOf(')') + 2).split(" ")[19]);
    }

    /** A process of this machine that runs until the test ends. */
    Process alive() throws IOException {
        Process p = new ProcessBuilder("sleep", "300").start();
        processes.add(p);
        return p;
    }

    /** The PID of a process that ended. */
    static long ended() throws Exception {
        Process p = new ProcessBuilder("true").start();
        assertTrue(p.waitFor(10, TimeUnit.SECONDS));
        return p.pid();
    }

    static long nowNs() {
        Instant t = Instant.now();
        return t.getEpochSecond() * 1_000_000_000L + t.getNano();
    }

    /** A task as its state file says it: rank, process, host, the process's start, when written, phase. */
    record Task(int rank, long pid, String host, long procStart, long updatedNs, String phase) {
    }

    /** A run's directory as the runtime writes it, with {@code files} (complete, trigger, dumps) besides. */
    static Path run(Path home, String name, List<Task> tasks, String... files) throws IOException {
        Path dir = Files.createDirectories(home.resolve(name));
        Files.writeString(dir.resolve("job.info"), "format=1.0\nnp=" + tasks.size()
                + "\nexecutable=/opt/app/app\nmpi=Open MPI v4.1.4\nstart=1767225600\nruntime=0.2.0\n");
        for (Task t : tasks) {
            StringBuilder s = new StringBuilder("format=1\nrank=" + t.rank() + "\nnp=" + tasks.size() + "\npid=" + t.pid()
                    + "\nhost=" + t.host() + "\nproc_start=" + t.procStart() + "\nupdated_ns=" + t.updatedNs() + "\nphase="
                    + t.phase() + "\nstate=5\nstate_kind=call\nstate_call=MPI_Barrier\nstate_seconds=0.001000\n"
                    + "frame=/opt/app/app+0x11d5\n");
            s.append("\n".repeat(4096 - s.length())); // the runtime pads the file to 4096 bytes
            Path file = Files.writeString(dir.resolve(String.format("rank-%06d.state", t.rank())), s);
            Files.setLastModifiedTime(file, FileTime.from(t.updatedNs(), TimeUnit.NANOSECONDS)); // last written then
        }
        for (String f : files) {
            Files.writeString(dir.resolve(f), f.equals("complete") ? "np=2\ndumped=2\nmissing=\naction=abort\nexit_code=86\n"
                    : f.equals("trigger") ? "rank=1\nreason=timeout\n" : "dump");
        }
        return dir;
    }

    /** A run that ended normally: both tasks exited, their processes gone. */
    static Path finished(Path home, String name, String... files) throws Exception {
        String host = hostName();
        return run(home, name, List.of(new Task(0, ended(), host, 1, 1, "exited"), new Task(1, ended(), host, 1, 1,
                "exited")), files);
    }

    static List<String> names(Path home) throws IOException {
        try (var s = Files.list(home)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void keepsTheNewestRunsAndEveryRunWithADiagnosis() throws Exception {
        Path home = tmp.resolve("runs");
        finished(home, "20260101-100000-ring-100", "complete", "rank-000000.sdump", "rank-000001.sdump");
        finished(home, "20260101-100100-ring-101");
        finished(home, "20260101-100200-ring-102", "trigger");
        finished(home, "20260101-100300-ring-103", "rank-000001.sdump"); // the job ended before its diagnosis did
        finished(home, "20260101-100400-ring-104");
        finished(home, "20260101-100500-ring-105");
        finished(home, "20260101-100600-ring-106");

        Plan plan = RunRetention.plan(home, new Policy(2, true));
        assertEquals(List.of("20260101-100100-ring-101", "20260101-100400-ring-104"),
                plan.remove().stream().map(r -> r.dir().getFileName().toString()).toList());
        assertEquals(5, plan.kept());
        assertEquals(7, names(home).size(), "a plan removes nothing");

        RunRetention.Result r = RunRetention.remove(plan);
        assertEquals(2, r.removed().size());
        assertEquals(List.of(), r.failed());
        assertEquals(List.of("20260101-100000-ring-100", "20260101-100200-ring-102", "20260101-100300-ring-103",
                "20260101-100500-ring-105", "20260101-100600-ring-106"), names(home));

        // without the diagnosed runs: the newest two alone
        RunRetention.apply(home, new Policy(2, false));
        assertEquals(List.of("20260101-100500-ring-105", "20260101-100600-ring-106"), names(home));
        // a policy that keeps every run removes nothing, and neither does one with runs to spare
        assertEquals(List.of(), RunRetention.apply(home, new Policy(Policy.ALL, false)).removed());
        assertEquals(List.of(), RunRetention.apply(home, new Policy(5, false)).removed());
        assertEquals(2, names(home).size());
    }

    @Test
    void neverRemovesARunningRunNorWhatIsNotARun() throws Exception {
        Path home = tmp.resolve("runs");
        String host = hostName();
        Process sleeper = alive();
        long start = processStart(sleeper.pid());
        // a task of this machine still running (the other ended): running
        run(home, "20260101-100000-app-1", List.of(new Task(0, sleeper.pid(), host, start, 1, "running"),
                new Task(1, ended(), host, 1, 1, "exited")));
        // a task that left MPI_Finalize but whose process still runs (a traced task completes its traces at exit)
        run(home, "20260101-100100-app-2", List.of(new Task(0, sleeper.pid(), host, start, 1, "exited")));
        // the state names the sleeper's PID but another process's start: the PID was reused, the task is gone
        Path reused = run(home, "20260101-100200-app-3", List.of(new Task(0, sleeper.pid(), host, start + 1, 1, "running")));
        // a task of another node whose state file was rewritten a moment ago: running there
        run(home, "20260101-100300-app-4", List.of(new Task(0, 4242, "node-elsewhere-7", 1, nowNs(), "running")));
        // one whose state file is two minutes old: gone
        Path stale = run(home, "20260101-100400-app-5", List.of(new Task(0, 4242, "node-elsewhere-7", 1,
                nowNs() - 120_000_000_000L, "running")));
        // not runs: a --dump-dir the user named here, a run's name without job.info (a run being created), a file, a
        // link to a run elsewhere, a run with a directory of the user's in it
        Path named = finished(home, "my-baseline");
        Files.createDirectories(home.resolve("20260101-100500-app-6"));
        Files.writeString(home.resolve("20260101-100600-app-7"), "a file");
        Path outside = finished(tmp, "20260101-100700-app-8");
        Files.createSymbolicLink(home.resolve("20260101-100700-app-8"), outside);
        Path withDir = finished(home, "20260101-100800-app-9");
        Files.createDirectories(withDir.resolve("notes"));

        Plan plan = RunRetention.plan(home, new Policy(0, false));
        assertEquals(List.of(reused, stale), plan.remove().stream().map(RunDirectory::dir).toList());
        assertEquals(0, plan.kept());
        List<String> skipped = plan.skipped().stream().map(s -> s.dir().getFileName() + ": " + s.reason()).toList();
        assertTrue(skipped.contains("20260101-100000-app-1: still running"), skipped.toString());
        assertTrue(skipped.contains("20260101-100100-app-2: still running"), skipped.toString());
        assertTrue(skipped.contains("20260101-100300-app-4: still running"), skipped.toString());
        assertTrue(skipped.stream().anyMatch(s -> s.startsWith("my-baseline: not named as Straggler names its runs")),
                skipped.toString());
        assertTrue(skipped.contains("20260101-100500-app-6: no job.info: not a run (yet)"), skipped.toString());
        assertTrue(skipped.contains("20260101-100700-app-8: a symbolic link"), skipped.toString());
        assertTrue(skipped.stream().anyMatch(s -> s.startsWith("20260101-100800-app-9: holds notes")), skipped.toString());
        assertEquals(7, skipped.size(), skipped.toString());

        RunRetention.Result r = RunRetention.remove(plan);
        assertEquals(List.of(reused, stale), r.removed().stream().map(RunDirectory::dir).toList());
        assertEquals(List.of("20260101-100000-app-1", "20260101-100100-app-2", "20260101-100300-app-4",
                "20260101-100500-app-6", "20260101-100600-app-7", "20260101-100700-app-8", "20260101-100800-app-9",
                "my-baseline"), names(home));
        assertTrue(Files.isRegularFile(named.resolve("job.info")) && Files.isRegularFile(outside.resolve("job.info"))
                && Files.isDirectory(withDir.resolve("notes")));

        // once the task ended, its run goes
        sleeper.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        assertEquals(List.of("20260101-100000-app-1", "20260101-100100-app-2"),
                RunRetention.apply(home, new Policy(0, false)).removed().stream()
                        .map(x -> x.dir().getFileName().toString()).toList());
    }

    @Test
    void aHomeThatDoesNotExistHasNothingToRemove() throws Exception {
        Plan plan = RunRetention.plan(tmp.resolve("none"), Policy.DEFAULT);
        assertEquals(List.of(), plan.remove());
        assertEquals(0, plan.kept());
    }

    @Test
    void theEnvironmentSetsThePolicy() {
        assertEquals(Policy.DEFAULT, Policy.fromEnvironment(Map.of()));
        assertEquals(new Policy(50, true), Policy.DEFAULT);
        assertEquals("the newest 50 runs and every run with a diagnosis", Policy.DEFAULT.describe());
        assertTrue(Policy.fromEnvironment(Map.of(RunRetention.KEEP, "all")).keepsAll());
        assertEquals("every run", Policy.fromEnvironment(Map.of(RunRetention.KEEP, " ALL ")).describe());
        assertEquals(new Policy(10, false), Policy.fromEnvironment(Map.of(RunRetention.KEEP, "10",
                RunRetention.KEEP_DIAGNOSED, "0")));
        assertEquals("the newest 10 runs", new Policy(10, false).describe());
        assertEquals("every run with a diagnosis", Policy.fromEnvironment(Map.of(RunRetention.KEEP, "0")).describe());
        assertEquals(new Policy(1, true), Policy.fromEnvironment(Map.of(RunRetention.KEEP, "1",
                RunRetention.KEEP_DIAGNOSED, "yes")));
        for (String bad : new String[] { "ten", "-3", "1.5" }) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> Policy.fromEnvironment(Map.of(RunRetention.KEEP, bad)));
            assertTrue(e.getMessage().startsWith("STRAGGLER_RUNS_KEEP=" + bad + " is not a number of runs")
                    && e.getMessage().contains("'all'"), e.getMessage());
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Policy.fromEnvironment(Map.of(RunRetention.KEEP_DIAGNOSED, "maybe")));
        assertTrue(e.getMessage().contains("STRAGGLER_RUNS_KEEP_DIAGNOSED=maybe is neither 1 nor 0"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new Policy(-2, true));
    }

    @Test
    void deadTasksAreThoseOfThisMachineWhoseProcessIsGone() throws Exception {
        String host = hostName();
        Process sleeper = alive();
        Path dir = run(tmp, "20260101-100000-app-1", List.of(
                new Task(0, ended(), host, 1, 1, "exited"), // left MPI_Finalize: not dead
                new Task(1, ended(), host, 1, 1, "running"), // gone in the middle: dead
                new Task(2, sleeper.pid(), host, processStart(sleeper.pid()), 1, "running"), // alive
                new Task(3, sleeper.pid(), host, processStart(sleeper.pid()) + 1, 1, "running"), // its PID reused: dead
                new Task(4, ended(), "node-elsewhere-7", 1, 1, "running"))); // another node's: not ours to tell
        RunDirectory run = new RunDirectory(dir);
        assertEquals(List.of(1, 3), RunTasks.dead(run, 6).stream().map(RunDirectory.TaskState::rank).toList());
        assertTrue(RunTasks.running(run));
        sleeper.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        assertEquals(List.of(1, 2, 3), RunTasks.dead(run, 6).stream().map(RunDirectory.TaskState::rank).toList());
        assertFalse(RunTasks.running(run), Arrays.toString(dir.toFile().list()));
    }
}
