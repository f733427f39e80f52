package dev.straggler.launch;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.straggler.internal.launch.attach.AttachTargets;
import dev.straggler.model.dump.RunDirectory;
import dev.straggler.model.dump.RunDirectory.TaskState;

/**
 * Whether the tasks of a run are alive, as their state files ({@code rank-NNNNNN.state}, docs/dump-format.md "The run
 * directory") and this machine's processes say, judged as the runtime's coordinator judges them (helper.c): a task of
 * this machine is dead when its process is gone, or its PID names another process now (the state file's
 * {@code proc_start}); a task of another machine is taken for alive while its state file is rewritten (a live task's
 * helper thread rewrites it every second). {@code straggler diagnose} names the tasks that died when a job ends without
 * a diagnosis ({@link #dead}); {@link RunRetention} never removes a run with a task alive ({@link #running}).
 */
public final class RunTasks {

    /**
     * A task of another machine whose state file was not rewritten for this long is no longer taken for running (the
     * runtime's coordinator waits 10 s; removing a run is not undone, so the retention waits longer).
     */
    static final long REMOTE_SILENCE_NANOS = 60_000_000_000L;

    /** A state file rewritten within this long is fresh: its task's helper rewrites it every second. */
    static final long FRESH_NANOS = 3_000_000_000L;

    private static final Pattern STATE_FILE = Pattern.compile("rank-(\\d+)\\.state");

    private RunTasks() {
    }

    /**
     * The tasks among ranks {@code 0..np-1} of {@code run} that died on this machine: their state file says they had
     * not left {@code MPI_Finalize} ({@code phase} other than {@code exited}) and their process is gone. Tasks of other
     * machines are left out: whether they live is not this machine's to tell.
     */
    public static List<TaskState> dead(RunDirectory run, int np) {
        List<TaskState> dead = new ArrayList<>();
        for (int r = 0; r < np; r++) {
            Optional<TaskState> st = run.state(r);
            if (st.isPresent() && !st.get().phase().equals("exited") && dead(run, st.get())) {
                dead.add(st.get());
            }
        }
        return dead;
    }

    /** Whether the task of state file {@code s} (of {@code run}) ran on this machine and its process is gone. */
    static boolean dead(RunDirectory run, TaskState s) {
        return onThisMachine(s) && !processAlive(run, s);
    }

    /**
     * Whether a task of {@code run} may still be running: a process of this machine that a state file names is alive
     * (after {@code MPI_Finalize} too: a traced task completes its traces at exit), or a task of another machine that
     * has not exited rewrote its state file within the last minute. A run whose state files cannot be listed is taken
     * for running.
     */
    public static boolean running(RunDirectory run) {
        try (DirectoryStream<Path> files = Files.newDirectoryStream(run.dir(), "rank-*.state")) {
            for (Path f : files) {
                Matcher m = STATE_FILE.matcher(f.getFileName().toString());
                Optional<TaskState> st = m.matches() ? run.state(Integer.parseInt(m.group(1))) : Optional.empty();
                if (st.isPresent() && running(run, st.get(), f)) {
                    return true;
                }
            }
            return false;
        } catch (IOException | RuntimeException e) {
            return true;
        }
    }

    private static boolean running(RunDirectory run, TaskState s, Path stateFile) {
        if (onThisMachine(s)) {
            return processAlive(run, s);
        }
        if (s.phase().equals("exited")) {
            return false;
        }
        // the later of the time the task wrote and the file's modification time: a clock of the other node a little
        // behind ours does not make a live task look silent
        long updatedNs = s.updatedNs();
        try {
            updatedNs = Math.max(updatedNs, Files.getLastModifiedTime(stateFile).toMillis() * 1_000_000L);
        } catch (IOException e) {
            return true;
        }
        java.time.Instant now = java.time.Instant.now();
        return now.getEpochSecond() * 1_000_000_000L + now.getNano() - updatedNs < REMOTE_SILENCE_NANOS;
    }

    /**
     * Whether every task among ranks {@code 0..np-1} of {@code run} is progressing, as its state file says: it is
     * running ({@code phase=running}, no hang diagnosis under way: no {@code trigger} in the run directory), its MPI
     * thread left its last state less than {@code stuckSeconds} before the file was written ({@code state_seconds}),
     * and the file was rewritten within the last {@code 3 s} (the runtime's helper rewrites it every second). False
     * while a task has no state file yet: a task that may still hang is never taken for progressing.
     */
    public static boolean progressing(RunDirectory run, int np, double stuckSeconds) {
        if (np <= 0 || Files.exists(run.dir().resolve("trigger"))) {
            return false;
        }
        java.time.Instant now = java.time.Instant.now();
        long nowNs = now.getEpochSecond() * 1_000_000_000L + now.getNano();
        for (int r = 0; r < np; r++) {
            Optional<TaskState> st = run.state(r);
            if (st.isEmpty() || !st.get().phase().equals("running") || st.get().stateSeconds() >= stuckSeconds
                    || nowNs - st.get().updatedNs() > FRESH_NANOS) {
                return false;
            }
        }
        return true;
    }

    /** Whether the task ran on this machine (its state file's {@code host} is this machine's name, short or full). */
    static boolean onThisMachine(TaskState s) {
        String host = s.host().strip().toLowerCase(Locale.ROOT), me = AttachTargets.hostName().toLowerCase(Locale.ROOT);
        return host.equals(me) || shortName(host).equals(shortName(me));
    }

    private static String shortName(String host) {
        int dot = host.indexOf('.');
        return dot > 0 && !host.chars().allMatch(c -> c == '.' || Character.isDigit(c)) ? host.substring(0, dot) : host;
    }

    /** Whether the process the state file names is alive: its PID exists and, when the file says, started when it says. */
    private static boolean processAlive(RunDirectory run, TaskState s) {
        if (s.pid() <= 0 || !ProcessHandle.of(s.pid()).map(ProcessHandle::isAlive).orElse(false)) {
            return false;
        }
        String recorded = RunDirectory.keyValues(run.dir().resolve(String.format("rank-%06d.state", s.rank())))
                .get("proc_start");
        long now = processStart(s.pid());
        try {
            return recorded == null || now == 0 || Long.parseLong(recorded) == 0 || Long.parseLong(recorded) == now;
        } catch (NumberFormatException e) {
            return true;
        }
    }

    /** A process's start in clock ticks since boot (/proc/PID/stat, field 22), 0 when it cannot be read. */
    private static long processStart(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            String[] after = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(after[19]); // fields 3.. follow the command: field 22 is the 20th of them
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }
}
