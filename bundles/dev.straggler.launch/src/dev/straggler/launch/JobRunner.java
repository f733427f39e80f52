package dev.straggler.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import dev.straggler.model.dump.StragglerResources;

/**
 * Starts an MPI job with the runtime preloaded in every task and watches its dump directory. Used
 * by the command line and by the IDE's launch delegate.
 */
public final class JobRunner {

    private final JobSpec spec;
    private final List<String> command;
    private final Map<String, String> environment;
    private final List<String> notes;
    private final MpiFlavour flavour;
    /** The name srun gives a job it allocates itself (null inside an allocation): how its nodes are found. */
    private final String slurmJobName;
    private Process process;

    private JobRunner(JobSpec spec, List<String> command, Map<String, String> environment, List<String> notes,
            MpiFlavour flavour, String slurmJobName) {
        this.spec = spec;
        this.command = command;
        this.environment = environment;
        this.notes = notes;
        this.flavour = flavour;
        this.slurmJobName = slurmJobName;
    }

    /** Checks the job and builds its command line; nothing is started yet. */
    public static JobRunner prepare(JobSpec spec) throws LaunchException {
        lookUpLoggingBackend();
        Path exe = spec.executable();
        Path cwd = spec.workingDirectory() != null ? spec.workingDirectory() : Path.of("").toAbsolutePath();
        Path resolved = exe.isAbsolute() ? exe : cwd.resolve(exe);
        if (!Files.exists(resolved)) {
            throw new LaunchException("the application " + exe + " does not exist (looked in " + cwd
                    + "); check the path, or build the program first");
        }
        if (!Files.isRegularFile(resolved) || !Files.isExecutable(resolved)) {
            throw new LaunchException("the application " + resolved + " is not an executable file");
        }
        if (spec.ranks() < 1) {
            throw new LaunchException("the number of ranks must be at least 1 (got " + spec.ranks() + ")");
        }
        if (!Files.isDirectory(cwd)) {
            throw new LaunchException("the working directory " + cwd + " does not exist");
        }
        String launcher = spec.launcher() == null || spec.launcher().isBlank() ? "mpirun" : spec.launcher();
        MpiFlavour flavour = MpiFlavour.detect(launcher);
        Path runtime = RuntimeLocator.locate(resolved);
        try {
            Files.createDirectories(spec.dumpDirectory());
        } catch (IOException e) {
            throw new LaunchException("cannot create the dump directory " + spec.dumpDirectory() + ": " + e.getMessage()
                    + "; choose a writable one with --dump-dir", e);
        }
        DumpFailure.checkRoom(spec.dumpDirectory(), spec.ranks());
        Map<String, String> env = spec.runtimeEnvironment(runtime);
        List<String> notes = new ArrayList<>();
        List<String> cmd = new ArrayList<>();
        cmd.add(launcher);
        String slurmJobName = null;
        switch (flavour) {
        case OPEN_MPI, MPICH -> {
            cmd.add("-np");
            cmd.add(Integer.toString(spec.ranks()));
        }
        case SLURM -> {
            cmd.add("--ntasks=" + spec.ranks());
            String plugin = slurmMpiPlugin(launcher, resolved, spec, notes);
            if (plugin != null) {
                cmd.add("--mpi=" + plugin);
            }
            // outside an allocation srun makes a job of its own: its name finds its nodes afterwards
            if (System.getenv("SLURM_JOB_ID") == null) {
                slurmJobName = spec.launcherArguments().stream().filter(a -> a.startsWith("--job-name=")).findFirst()
                        .map(a -> a.substring("--job-name=".length())).orElse(null);
                if (slurmJobName == null && spec.launcherArguments().stream().noneMatch(a -> a.equals("-J")
                        || a.equals("--job-name") || a.startsWith("-J"))) {
                    slurmJobName = "straggler-" + ProcessHandle.current().pid() + "-" + System.nanoTime() % 1_000_000;
                    cmd.add("--job-name=" + slurmJobName);
                }
            }
        }
        }
        cmd.addAll(spec.launcherArguments());
        if (flavour == MpiFlavour.OPEN_MPI && spec.ranks() > Runtime.getRuntime().availableProcessors()
                && spec.launcherArguments().stream().noneMatch(JobRunner::placesRanks)) {
            // one machine with fewer cores than ranks (a laptop): Open MPI would refuse to start
            cmd.add("--oversubscribe");
            notes.add("more ranks than cores on this machine: added --oversubscribe");
        }
        cmd.addAll(flavour.environmentArguments(env));
        cmd.add(resolved.toString());
        cmd.addAll(spec.arguments());
        return new JobRunner(spec, cmd, env, notes, flavour, slurmJobName);
    }

    /**
     * The Slurm MPI plugin ({@code srun --mpi=}) the application's MPI starts with, unless the user chose one (a
     * {@code --mpi} launcher argument or {@code SLURM_MPI_TYPE}): Open MPI 4 and 5 start under srun through PMIx
     * ({@code pmix}; with {@code pmi2} or {@code none} every task fails in MPI_Init), MPICH (Hydra's PMI client) through
     * {@code pmi2}. Sites often leave {@code MpiDefault=none}, so without this srun jobs of Debian's Open MPI never start.
     * Null (and a note) when the plugin is not one this srun offers ({@code srun --mpi=list}) or the MPI is unknown.
     */
    static String slurmMpiPlugin(String launcher, Path application, JobSpec spec, List<String> notes) {
        if (spec.launcherArguments().stream().anyMatch(a -> a.equals("--mpi") || a.startsWith("--mpi="))
                || System.getenv("SLURM_MPI_TYPE") != null || spec.environment().containsKey("SLURM_MPI_TYPE")) {
            return null;
        }
        String mpi;
        try {
            mpi = ElfInfo.mpiOf(ElfInfo.neededLibraries(application));
        } catch (IOException e) {
            return null; // a script: srun's own default
        }
        String plugin = "openmpi".equals(mpi) ? "pmix" : "mpich".equals(mpi) ? "pmi2" : null;
        if (plugin == null) {
            return null;
        }
        List<String> offered = slurmMpiPlugins(launcher);
        if (!offered.contains(plugin)) {
            notes.add("srun offers no " + plugin + " plugin (srun --mpi=list: " + (offered.isEmpty() ? "nothing" : String.join(", ", offered))
                    + "), which " + (mpi.equals("openmpi") ? "Open MPI" : "MPICH") + " needs to start under srun; the"
                    + " site's default is used (choose one with --launcher-args --mpi=...)");
            return null;
        }
        notes.add("srun --mpi=" + plugin + " for " + (mpi.equals("openmpi") ? "an Open MPI" : "an MPICH")
                + " application (give --mpi=... in the launcher arguments to choose another)");
        return plugin;
    }

    /** The MPI plugin types {@code srun --mpi=list} names (e.g. pmix, pmi2, none), empty when it cannot tell. */
    static List<String> slurmMpiPlugins(String launcher) {
        List<String> out = new ArrayList<>();
        String text;
        try {
            text = MpiFlavour.run(List.of(launcher, "--mpi=list"));
        } catch (LaunchException e) {
            return out;
        }
        for (String line : text.split("\n")) {
            // "MPI plugin types are..." then one indented name per line (Slurm 22.05: "\tpmix"; 23.x: "srun: pmix")
            String l = line.strip();
            if (l.startsWith("srun: ")) {
                l = l.substring(6).strip();
            }
            if (!l.isEmpty() && l.matches("[a-z0-9_]+") && !line.startsWith("MPI")) {
                out.add(l);
            }
        }
        return out;
    }

    /** Launcher arguments that say where ranks go: then the user decides about oversubscription. */
    private static boolean placesRanks(String a) {
        return a.startsWith("--host") || a.startsWith("-host") || a.equals("-H") || a.startsWith("--hostfile")
                || a.startsWith("-hostfile") || a.startsWith("--machinefile") || a.startsWith("--oversubscribe")
                || a.startsWith("--map-by") || a.startsWith("--rankfile");
    }

    /**
     * Has the JVM look for its logging backend, once, on a thread of its own: the first process a JVM starts asks the
     * system logger whether to log it, and the first such question searches every jar of the class path for a
     * logger service. Over the command line's class path (the product's 150 jars) that took 0.2 s, after the
     * launcher was started, on the cores the job's start needs (docs/benchmarks.md, "The wait after the timeout");
     * here it runs beside the job's preparation instead.
     */
    private static void lookUpLoggingBackend() {
        if (LOGGING_BACKEND.compareAndSet(false, true)) {
            Thread t = new Thread(() -> System.getLogger("java.lang.ProcessBuilder").isLoggable(System.Logger.Level.DEBUG),
                    "straggler-logger-lookup");
            t.setDaemon(true);
            t.start();
        }
    }

    private static final AtomicBoolean LOGGING_BACKEND = new AtomicBoolean();

    /** What the runner decided on the user's behalf (to tell them). */
    public List<String> notes() {
        return notes;
    }

    public List<String> command() {
        return command;
    }

    /**
     * The nodes other than this machine the job's tasks run on, where their files may be on node-local storage:
     * {@code mpirun}'s host lists and files, the nodes of {@code srun}'s job (or of the allocation it runs in).
     * Empty: this machine only, or unknown.
     */
    public List<String> nodes() {
        return flavour == MpiFlavour.SLURM ? NodeDumps.slurmNodes(slurmJobName)
                : NodeDumps.hostsOf(spec.launcherArguments());
    }

    public JobSpec spec() {
        return spec;
    }

    /** Starts the job; its output goes where {@code output} says (inherit for a terminal). */
    public Process start(ProcessBuilder.Redirect output) throws LaunchException {
        return start(output, null);
    }

    /**
     * Starts the job with {@code launcherEnvironment} as the launcher's own environment (null: this
     * process's). The tasks get the runtime's variables and {@link JobSpec#environment()} through the
     * launcher's forwarding either way; some launchers read settings from their own environment (Open
     * MPI: OMPI_ALLOW_RUN_AS_ROOT), which the IDE takes from the launch configuration.
     */
    public Process start(ProcessBuilder.Redirect output, Map<String, String> launcherEnvironment) throws LaunchException {
        return start(output, output, launcherEnvironment);
    }

    /**
     * Starts the job with its standard output going where {@code output} says and its standard error where {@code
     * error} says (the command line reads the launcher's standard error through an {@link AbortNoticeFilter}), the
     * launcher's environment as in {@link #start(ProcessBuilder.Redirect, Map)}.
     */
    public Process start(ProcessBuilder.Redirect output, ProcessBuilder.Redirect error,
            Map<String, String> launcherEnvironment) throws LaunchException {
        ProcessBuilder pb = new ProcessBuilder(command).redirectOutput(output).redirectError(error)
                .redirectInput(ProcessBuilder.Redirect.PIPE);
        if (spec.workingDirectory() != null) {
            pb.directory(spec.workingDirectory().toFile());
        }
        if (launcherEnvironment != null) {
            pb.environment().clear();
            pb.environment().putAll(launcherEnvironment);
        }
        try {
            process = pb.start();
            process.getOutputStream().close(); // mpirun must not wait on our stdin
            return process;
        } catch (IOException e) {
            throw new LaunchException("cannot start " + command.get(0) + ": " + e.getMessage()
                    + "; install an MPI (e.g. apt-get install openmpi-bin) or give the launcher's full path", e);
        }
    }

    /** Starts the job with its output read by the caller (for a console). */
    public Process startPiped() throws LaunchException {
        return start(ProcessBuilder.Redirect.PIPE);
    }

    /** True once the runtime's coordinator has written {@code complete} (all dumps in, or grace expired). */
    public boolean dumpComplete() {
        return Files.exists(spec.dumpDirectory().resolve("complete"));
    }

    /** A launcher whose tasks have all ended after the runtime's abort gets this long to exit by itself. */
    static final long LINGER_NANOS = 3_000_000_000L;

    /**
     * Waits for the job started by this runner to end, at most until {@code deadline} ({@link System#nanoTime()};
     * {@link Long#MAX_VALUE}: no bound) and at most {@code abortGraceNanos} after the runtime wrote {@code complete}.
     * Returns the launcher's exit code, or -1 when the job had to be killed at one of those bounds.
     * <p>
     * After the runtime's {@code MPI_Abort} every task ends, but Open MPI 4.1's mpirun (with an external PMIx, as
     * Debian 12 ships it) sometimes deadlocks in its own finalization ({@code PMIx_server_finalize}) with all its
     * tasks already exited. When the runtime decided to abort and no process below the launcher is running any more
     * for {@link #LINGER_NANOS}, the launcher is killed and the runtime's exit code (from {@code complete}) returned.
     * That rule needs the tasks below the launcher: a launcher whose tasks run elsewhere ({@code srun}: they are
     * slurmstepd's children, on this node or another) has no process below it, and is left to end the job step
     * itself — killed early, it would leave the step to Slurm's own cleanup, and the job in the queue.
     */
    public int waitForEnd(Process job, long deadline, long abortGraceNanos) throws InterruptedException {
        long completeSeen = 0, tasksEnded = 0;
        // a process below the launcher, running or already a zombie (mpirun's tasks after the abort)
        boolean tasksBelow = job.descendants().findAny().isPresent();
        while (!job.waitFor(100, TimeUnit.MILLISECONDS)) {
            long now = System.nanoTime();
            tasksBelow = tasksBelow || job.descendants().findAny().isPresent();
            if (now - deadline > 0) {
                kill(job);
                return -1;
            }
            if (!dumpComplete()) {
                continue;
            }
            if (completeSeen == 0) {
                completeSeen = now;
            }
            Map<String, String> complete = StragglerResources.readJobInfo(spec.dumpDirectory().resolve("complete"));
            boolean aborting = "abort".equals(complete.get("action"));
            tasksEnded = aborting && tasksBelow && job.descendants().noneMatch(JobRunner::running) ? (tasksEnded == 0 ? now : tasksEnded) : 0;
            if (tasksEnded != 0 && now - tasksEnded > LINGER_NANOS) {
                kill(job);
                return parseInt(complete.get("exit_code"), JobSpec.HANG_EXIT_CODE);
            }
            if (now - completeSeen > abortGraceNanos) {
                kill(job);
                return -1;
            }
        }
        return job.exitValue();
    }

    /** Running, i.e. neither gone nor a zombie waiting for its parent (Linux: the state in /proc/PID/stat). */
    private static boolean running(ProcessHandle p) {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(p.pid()), "stat"));
            int end = stat.lastIndexOf(')');
            return end > 0 && end + 2 < stat.length() && stat.charAt(end + 2) != 'Z' && stat.charAt(end + 2) != 'X';
        } catch (IOException e) {
            return false; // gone
        }
    }

    private static int parseInt(String s, int otherwise) {
        try {
            return s == null ? otherwise : Integer.parseInt(s.strip());
        } catch (NumberFormatException e) {
            return otherwise;
        }
    }

    /** Kills a process and every process below it (the launcher's tasks). */
    public static void kill(Process p) {
        if (p == null) {
            return;
        }
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
        try {
            p.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** True when at least one task wrote a dump, or the in-situ analysis wrote its reduced result. */
    public static boolean hasDumps(Path dumpDirectory) {
        try (var files = Files.list(dumpDirectory)) {
            return files.anyMatch(p -> p.getFileName().toString().matches("rank-\\d+\\.sdump|reduced\\.sdump"));
        } catch (IOException e) {
            return false;
        }
    }

    public Map<String, String> environment() {
        return environment;
    }
}
