package dev.straggler.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import dev.straggler.model.dump.RunDirectory;
import dev.straggler.model.dump.RunDirectory.TaskState;

/**
 * Tasks of a run whose dump could not be written: their state file says {@code phase=dump-failed}, with the errno in
 * {@code dump_errno} (docs/dump-format.md). The runtime then lets the job go on as without Straggler, so a front end
 * that waits for {@code complete} would wait for ever on a hung job: {@link #noDiagnosis} tells it when no diagnosis can
 * come any more.
 *
 * @param directory   the run directory
 * @param failed      the ranks whose dump failed, ascending
 * @param errno       the error of the lowest of them (0 when its state file does not say)
 * @param noDiagnosis      no diagnosis can come: no task wrote a dump, and every task failed so, died or exited
 */
public record DumpFailure(Path directory, List<Integer> failed, int errno, boolean noDiagnosis) {

    /** errno values of a file system that has no room: ENOSPC, EDQUOT (Linux). */
    private static final int ENOSPC = 28, EDQUOT = 122;

    /**
     * The dump failures among ranks {@code 0..np-1} of {@code run}, empty when no task says its dump failed. Reads every
     * task's state file; whether the others died (this machine's processes) only when one failed.
     */
    public static Optional<DumpFailure> of(RunDirectory run, int np) {
        List<Integer> failed = new ArrayList<>();
        List<TaskState> others = new ArrayList<>(); // neither failed nor exited: alive, or dead
        boolean stateless = false; // a task without a state file yet: it may still dump
        for (int r = 0; r < np; r++) {
            Optional<TaskState> s = run.state(r);
            String phase = s.map(TaskState::phase).orElse("");
            if (phase.equals("dump-failed")) {
                failed.add(r);
            } else if (s.isEmpty()) {
                stateless = true;
            } else if (!phase.equals("exited")) {
                others.add(s.get());
            }
        }
        if (failed.isEmpty()) {
            return Optional.empty();
        }
        boolean mayDump = stateless || others.stream().anyMatch(t -> !RunTasks.dead(run, t));
        String errno = RunDirectory.keyValues(run.dir().resolve(String.format("rank-%06d.state", failed.get(0))))
                .get("dump_errno");
        int e;
        try {
            e = errno == null ? 0 : Integer.parseInt(errno.strip());
        } catch (NumberFormatException x) {
            e = 0;
        }
        return Optional.of(new DumpFailure(run.dir(), List.copyOf(failed), e, !mayDump && !JobRunner.hasDumps(run.dir())));
    }

    /**
     * Watches a running job's directory for dump failures ({@link #of}) at little cost for many tasks: a task writes
     * a dump only after the job's {@code trigger} (which the first task that times out or crashes writes) or the
     * front end's {@code diagnose-now}, so until one of them exists {@link #poll} reads the state files once every
     * {@link #BLIND_NANOS} only (a full file system may keep the first task from creating the trigger itself); from
     * then on at most every {@link #PERIOD_NANOS}. The first poll reads them.
     */
    public static final class Watch {

        /** How often the state files are read once a dump may have been tried. */
        static final long PERIOD_NANOS = 250_000_000L;
        /** How often they are read while neither {@code trigger} nor {@code diagnose-now} exists. */
        static final long BLIND_NANOS = 5_000_000_000L;

        private final RunDirectory run;
        private final int np;
        private long lastRead;
        private boolean read;

        public Watch(RunDirectory run, int np) {
            this.run = run;
            this.np = np;
        }

        /** The dump failures when it is time to look again and there are some; else empty. */
        public Optional<DumpFailure> poll() {
            long now = System.nanoTime();
            boolean triggered = Files.exists(run.dir().resolve("trigger"))
                    || Files.exists(run.dir().resolve("diagnose-now"));
            if (read && now - lastRead < (triggered ? PERIOD_NANOS : BLIND_NANOS)) {
                return Optional.empty();
            }
            read = true;
            lastRead = now;
            return of(run, np);
        }
    }

    /** Whether the dumps failed for want of room (a full file system or quota). */
    public boolean full() {
        return errno == ENOSPC || errno == EDQUOT;
    }

    /** One sentence for the user: what failed, where, and the fix. */
    public String message() {
        String ranks = failed.size() == 1 ? "rank " + failed.get(0) : failed.size() + " tasks";
        String why = full() ? "the dump directory is full: " + directory + " (" + free() + " free on its file system); "
                + ranks + " could not write " + (failed.size() == 1 ? "its dump" : "their dumps")
                : ranks + " could not write " + (failed.size() == 1 ? "its dump" : "their dumps") + " in " + directory
                        + (errno != 0 ? " (errno " + errno + ")" : "") + " (the runtime's message above says why)";
        return why + ". Free space there, or choose another directory with --dump-dir (STRAGGLER_DUMP_DIR)";
    }

    private String free() {
        try {
            return bytes(Files.getFileStore(directory).getUsableSpace());
        } catch (IOException e) {
            return "unknown";
        }
    }

    /**
     * Refuses a dump directory whose file system has no room left even for the tasks' state files (4096 bytes each):
     * such a job would run without any diagnosis.
     */
    public static void checkRoom(Path directory, int np) throws LaunchException {
        long usable;
        try {
            usable = Files.getFileStore(directory).getUsableSpace();
        } catch (IOException e) {
            return; // the runtime says what it cannot write
        }
        long needed = 4096L * np;
        if (usable < needed) {
            throw new LaunchException("the dump directory is full: " + directory + " (" + bytes(usable)
                    + " free on its file system, the tasks' state files alone need " + bytes(needed)
                    + "); free space there, or choose another directory with --dump-dir");
        }
    }

    private static String bytes(long n) {
        return n < 1024 ? n + " bytes" : n < 1 << 20 ? n / 1024 + " KiB" : n / (1 << 20) + " MiB";
    }
}
