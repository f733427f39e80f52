package dev.straggler.launch;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.straggler.internal.launch.attach.AttachTargets;
import dev.straggler.launch.attach.AttachTarget;
import dev.straggler.model.RankSet;
import dev.straggler.model.dump.RunDirectory;

/**
 * Watches a job's start-up, which the runtime's hang detection does not cover: a task's helper thread, which times
 * out and triggers the dumps, starts only at the end of {@code MPI_Init}, after the runtime's start-up collectives
 * (lifecycle.c). A task that never gets there (it sleeps or waits before {@code MPI_Init}, or is stopped inside the
 * start-up) holds the others in {@code MPI_Init} or in those collectives, and no task ever times out. The run
 * directory tells how far each task got (docs/dump-format.md, "The run directory"): no state file and no start-up marker
 * {@code init-PID} of its process = not in {@code MPI_Init} yet; the marker without a state file = waiting inside the
 * MPI library's {@code MPI_Init}; a blank state file (newlines only) = inside the runtime's start-up; a written one =
 * the helper runs. The tasks not in {@code MPI_Init} yet are what the others wait for: the report names them first.
 * <p>
 * {@link #poll} reports a {@link StartupHang} when the job made no start-up progress (no state file appeared) for the
 * start-up timeout ({@link #seconds}: the hang timeout, at least {@link #MIN_SECONDS}) and no task is past start-up.
 * Once a task is past start-up every task at least entered the runtime's start-up (a collective) and the helpers
 * detect a hang themselves: the watch then ends, as it does once a {@code trigger}, {@code diagnose-now},
 * {@code complete} or a dump of this run appears. It decides only from what it can see: when the job's tasks are not
 * all processes of this machine under the launcher (tasks of other nodes, whose run directory may be node-local;
 * {@code srun}, whose tasks are Slurm's processes; a launcher still queued), it reports nothing.
 */
public final class StartupWatch {

    /**
     * The shortest start-up timeout, and the one when the runtime infers the hang timeout (start-up has no transition
     * times to go by): the hang timeout counts from the end of MPI_Init, while the start-up's includes the launcher's
     * and MPI_Init's own time, in which no task's progress can be seen (the MPI library's MPI_Init returns in every
     * task at about the same time). That takes seconds to tens of seconds where many tasks share few cores (128 tasks
     * on 2 cores: 24 s, docs/benchmarks.md); {@link #OVERRIDE} sets another.
     */
    public static final double MIN_SECONDS = 60;

    /**
     * The start-up timeout in seconds, instead of the hang timeout (at least {@link #MIN_SECONDS}): this system
     * property ({@code -Dstraggler.startupTimeout=S}), else the environment variable {@code STRAGGLER_STARTUP_TIMEOUT}.
     */
    public static final String OVERRIDE = "straggler.startupTimeout";

    /** How often the run directory is looked at. */
    static final long PERIOD_NANOS = 250_000_000L;

    private static final Pattern STATE_FILE = Pattern.compile("rank-(\\d+)\\.state");
    private static final Pattern MARKER = Pattern.compile("init-(\\d{1,18})");
    private static final Pattern CONTROL = Pattern.compile("trigger|diagnose-now|complete|rank-\\d+\\.sdump|reduced\\.sdump");

    private final Path dir;
    private final int np;
    private final Process launcher;
    private final long timeoutNanos;
    /** When the watch began (wall clock, ms): files older than that are an earlier run's. */
    private final long startMillis = System.currentTimeMillis();
    private long lastLook, lastProgress;
    private int files = -1;
    private boolean done;

    /**
     * Watches the job {@code runner} started as {@code launcher}, from now (the launcher's start), with the start-up
     * timeout {@link #seconds} gives for the job's hang timeout.
     */
    public StartupWatch(JobRunner runner, Process launcher) throws LaunchException {
        this(runner.spec().dumpDirectory(), runner.spec().ranks(), launcher, seconds(runner.spec().timeoutSeconds()));
    }

    /**
     * The start-up timeout for a job whose hang timeout is {@code hangTimeout} seconds (0: inferred): {@link #OVERRIDE}'s
     * when given, else the hang timeout, at least {@link #MIN_SECONDS}.
     *
     * @throws LaunchException when the override is not a positive number of seconds (the message names the fix)
     */
    public static double seconds(double hangTimeout) throws LaunchException {
        String given = System.getProperty(OVERRIDE);
        String name = "-D" + OVERRIDE;
        if (given == null) {
            given = System.getenv("STRAGGLER_STARTUP_TIMEOUT");
            name = "STRAGGLER_STARTUP_TIMEOUT";
        }
        if (given == null || given.isBlank()) {
            return Math.max(MIN_SECONDS, hangTimeout);
        }
        try {
            double s = Double.parseDouble(given.strip());
            if (s > 0 && Double.isFinite(s)) {
                return s;
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw new LaunchException(name + "=" + given + " is not a start-up timeout: give it in seconds, e.g. 120"
                + " (or leave it unset: the hang timeout, at least " + (int) MIN_SECONDS + " s)");
    }

    /**
     * Watches the start-up of the job of {@code np} tasks that {@code launcher} runs and that writes its files to
     * {@code dir}, from now, with a start-up timeout of {@code timeoutSeconds}.
     */
    public StartupWatch(Path dir, int np, Process launcher, double timeoutSeconds) {
        this.dir = dir;
        this.np = np;
        this.launcher = launcher;
        this.timeoutNanos = (long) (timeoutSeconds * 1e9);
        this.lastProgress = System.nanoTime();
    }

    /**
     * The start-up hang, once the job made no start-up progress for the timeout with no task past start-up, and
     * every task is a process of this machine under the launcher; else empty (also when it is not yet time to look
     * again: every {@link #PERIOD_NANOS}). After a report, or once the start-up is over, always empty. The caller
     * ends the job on a report (its message says so).
     */
    public Optional<StartupHang> poll() {
        long now = System.nanoTime();
        if (done || now - lastLook < PERIOD_NANOS && files >= 0) {
            return Optional.empty();
        }
        lastLook = now;
        TreeMap<Integer, Boolean> states = new TreeMap<>(); // rank -> written
        Set<Long> inInit = new HashSet<>(); // the PIDs of the start-up markers
        if (look(states, inInit) || states.containsValue(true)) {
            done = true; // the runtime's diagnosis began, or a task is past start-up: the helpers watch from here
            return Optional.empty();
        }
        if (states.size() != files) {
            files = states.size();
            lastProgress = now;
            return Optional.empty();
        }
        if (now - lastProgress < timeoutNanos) {
            return Optional.empty();
        }
        done = true;
        Map<Integer, Long> pids = localTasks();
        int n = worldSize();
        if (!pids.keySet().containsAll(RankSet.range(0, n - 1).stream().boxed().toList())) {
            return Optional.empty(); // tasks elsewhere: what this machine sees is not the whole job
        }
        RankSet.Builder notCalled = RankSet.builder(), waiting = RankSet.builder(), blank = RankSet.builder();
        for (int r = 0; r < n; r++) {
            (states.containsKey(r) ? blank : inInit.contains(pids.get(r)) ? waiting : notCalled).add(r);
        }
        return Optional.of(new StartupHang(n, notCalled.build(), waiting.build(), blank.build(), pids,
                (now - lastProgress) / 1e9, launcher.pid()));
    }

    /** The number of tasks: job.info's (rank 0 past MPI_Init wrote it), else the launcher's. */
    private int worldSize() {
        try {
            return Integer.parseInt(new RunDirectory(dir).jobInfo().getOrDefault("np", Integer.toString(np)).strip());
        } catch (NumberFormatException e) {
            return np;
        }
    }

    /**
     * Lists the run directory once: the tasks' state files into {@code states} (rank -> whether written, else blank:
     * newlines only), the PIDs of the start-up markers into {@code markers}; whether the runtime's own diagnosis began
     * (a {@code trigger}, {@code diagnose-now}, {@code complete} or a dump). Files older than the watch are an earlier
     * run's in the same directory (a {@code --dump-dir} used again; a task ended inside MPI_Init leaves its marker):
     * left out.
     */
    private boolean look(Map<Integer, Boolean> states, Set<Long> markers) {
        boolean diagnosis = false;
        try (DirectoryStream<Path> list = Files.newDirectoryStream(dir)) {
            for (Path f : list) {
                String name = f.getFileName().toString();
                Matcher m = STATE_FILE.matcher(name);
                Matcher init = MARKER.matcher(name);
                boolean state = m.matches(), marker = init.matches();
                if ((state || marker || CONTROL.matcher(name).matches()) && fresh(f)) {
                    if (state) {
                        states.put(Integer.parseInt(m.group(1)), written(f));
                    } else if (marker) {
                        markers.add(Long.parseLong(init.group(1)));
                    } else {
                        diagnosis = true;
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            // not there yet
        }
        return diagnosis;
    }

    private boolean fresh(Path f) {
        try {
            return Files.getLastModifiedTime(f).toMillis() >= startMillis - 1000;
        } catch (IOException e) {
            return false; // gone
        }
    }

    private static boolean written(Path stateFile) {
        try (InputStream in = Files.newInputStream(stateFile)) {
            int c = in.read();
            return c != -1 && c != '\n';
        } catch (IOException e) {
            return false;
        }
    }

    /** The job's tasks on this machine under the launcher (their rank from their environment) -> their PID. */
    private Map<Integer, Long> localTasks() {
        Map<Integer, Long> pids = new TreeMap<>();
        if (!launcher.isAlive()) {
            return pids;
        }
        try {
            for (AttachTarget t : AttachTargets.resolve(Long.toString(launcher.pid()), null, 10, new ArrayList<>())) {
                if (t.rankKnown() && t.rank() >= 0) {
                    pids.put(t.rank(), t.pid());
                }
            }
        } catch (LaunchException | RuntimeException e) {
            // none found: nothing to decide from
        }
        return pids;
    }

    /**
     * A job that hung in its start-up.
     *
     * @param np           the number of tasks (job.info's, else the launcher's)
     * @param notInInit    the ranks without a state file or a start-up marker: they have not called {@code MPI_Init}
     *                     yet, and the others wait for them
     * @param inInit       the ranks with a start-up marker but no state file: waiting inside the MPI library's
     *                     {@code MPI_Init} (with the in-situ analysis, possibly in the set-up of its communicator)
     * @param inStartUp    the ranks with a blank state file: past it, inside the runtime's start-up collectives
     * @param pids         every task's PID on this machine, by rank
     * @param seconds      how long the start-up made no progress
     * @param launcherPid  the launcher's PID
     */
    public record StartupHang(int np, RankSet notInInit, RankSet inInit, RankSet inStartUp, Map<Integer, Long> pids,
            double seconds, long launcherPid) {

        public StartupHang {
            pids = Map.copyOf(pids);
        }

        /** Whether every task waits inside the MPI library's {@code MPI_Init}: its start-up itself hangs. */
        public boolean mpiInitHangs() {
            return np > 0 && inInit.size() == np;
        }

        /**
         * What happened and what to do, for the user; {@code longerTimeout} says how to give a longer timeout (the
         * command line's option, the IDE's field). Several lines: the first says it all; then the tasks not in
         * {@code MPI_Init} yet (what the others wait for), those waiting in it, those in Straggler's start-up.
         */
        public String message(String longerTimeout) {
            StringBuilder m = new StringBuilder("the job hung in its start-up: ").append(inStartUp.size()).append(" of ")
                    .append(np).append(np == 1 ? " task is" : " tasks are").append(" past MPI_Init, none past")
                    .append(" Straggler's start-up, no progress for ").append(String.format(java.util.Locale.ROOT,
                            "%.1f", seconds)).append(" s; the job was ended");
            if (!notInInit.isEmpty()) {
                m.append("\n  not in MPI_Init yet (what the others wait for): ").append(ranks(notInInit));
            }
            if (mpiInitHangs()) {
                m.append("\n  every task waits inside MPI_Init: ").append(ranks(inInit)).append("; the MPI library's"
                        + " start-up itself hangs (the launcher, the network, PMIx), no task of the program holds the"
                        + " others");
            } else if (!inInit.isEmpty()) {
                m.append("\n  waiting in MPI_Init (").append(notInInit.isEmpty() ? "it has not returned, the others are"
                        + " past it" : "for the tasks not in it yet").append("): ").append(ranks(inInit));
            }
            if (!inStartUp.isEmpty()) {
                m.append("\n  past MPI_Init, waiting in Straggler's start-up (a collective of every task): ")
                        .append(ranks(inStartUp));
            }
            m.append("\n  Straggler's hang detection starts at the end of MPI_Init: ");
            if (!notInInit.isEmpty()) {
                m.append("no dumps; the tasks not in MPI_Init yet hold the others (the start-up's least-progressed).");
            } else if (!inInit.isEmpty() && !inStartUp.isEmpty()) {
                m.append("no dumps; the tasks still in MPI_Init hold the others (the start-up's least-progressed).");
            } else {
                m.append("no least-progressed task can be named.");
            }
            return m.append(" To see where each task waits, run the job again without Straggler and, while it"
                    + " hangs, run straggler stacks --attach with the launcher's PID (this time it was ")
                    .append(launcherPid).append("); if the start-up is only slow, give ").append(longerTimeout)
                    .toString();
        }

        /** "rank 1 (pid 42)" or "ranks 0-1 (pids 41, 42)". */
        private String ranks(RankSet ranks) {
            List<String> p = ranks.stream().filter(pids::containsKey).limit(16).mapToObj(r -> Long.toString(pids.get(r)))
                    .toList();
            return (ranks.size() == 1 ? "rank " : "ranks ") + ranks + (p.isEmpty() ? ""
                    : " (" + (p.size() == 1 ? "pid " : "pids ") + String.join(", ", p)
                            + (ranks.size() > p.size() ? ", ..." : "") + ")");
        }
    }
}
