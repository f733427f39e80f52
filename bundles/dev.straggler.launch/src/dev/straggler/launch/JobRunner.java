package dev.straggler.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Starts an MPI job with the runtime preloaded in every task and watches its dump directory. Used
 * by the command line and by the IDE's launch delegate.
 */
public final class JobRunner {

    private final JobSpec spec;
    private final List<String> command;
    private final Map<String, String> environment;
    private final List<String> notes;
    private Process process;

    private JobRunner(JobSpec spec, List<String> command, Map<String, String> environment, List<String> notes) {
        this.spec = spec;
        this.command = command;
        this.environment = environment;
        this.notes = notes;
    }

    /** Checks the job and builds its command line; nothing is started yet. */
    public static JobRunner prepare(JobSpec spec) throws LaunchException {
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
        Map<String, String> env = spec.runtimeEnvironment(runtime);
        List<String> notes = new ArrayList<>();
        List<String> cmd = new ArrayList<>();
        cmd.add(launcher);
        switch (flavour) {
        case OPEN_MPI, MPICH -> {
            cmd.add("-np");
            cmd.add(Integer.toString(spec.ranks()));
        }
        case SLURM -> cmd.add("--ntasks=" + spec.ranks());
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
        return new JobRunner(spec, cmd, env, notes);
    }

    /** Launcher arguments that say where ranks go: then the user decides about oversubscription. */
    private static boolean placesRanks(String a) {
        return a.startsWith("--host") || a.startsWith("-host") || a.equals("-H") || a.startsWith("--hostfile")
                || a.startsWith("-hostfile") || a.startsWith("--machinefile") || a.startsWith("--oversubscribe")
                || a.startsWith("--map-by") || a.startsWith("--rankfile");
    }

    /** What the runner decided on the user's behalf (to tell them). */
    public List<String> notes() {
        return notes;
    }

    public List<String> command() {
        return command;
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
        ProcessBuilder pb = new ProcessBuilder(command).redirectOutput(output).redirectError(output)
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

    /** Asks every task to dump now (the runtime's "diagnose now" request). */
    public void requestDiagnosis() throws IOException {
        Files.writeString(spec.dumpDirectory().resolve("diagnose-now"), "requested\n");
    }

    /** True once the runtime's coordinator has written {@code complete} (all dumps in, or grace expired). */
    public boolean dumpComplete() {
        return Files.exists(spec.dumpDirectory().resolve("complete"));
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
