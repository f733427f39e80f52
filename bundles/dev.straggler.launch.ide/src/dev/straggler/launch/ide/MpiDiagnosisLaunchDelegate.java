package dev.straggler.launch.ide;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.variables.VariablesPlugin;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.debug.core.model.LaunchConfigurationDelegate;
import org.eclipse.osgi.util.NLS;

import dev.straggler.core.scale.ScaleModel;
import dev.straggler.core.scale.ScaleModelException;
import dev.straggler.launch.AbortNoticeFilter;
import dev.straggler.launch.JobRunner;
import dev.straggler.launch.JobSpec;
import dev.straggler.launch.LaunchException;
import dev.straggler.launch.RunRetention;
import dev.straggler.launch.RuntimeEnvironment;
import dev.straggler.launch.StartupWatch;
import dev.straggler.launch.remote.RemoteDiagnosis;
import dev.straggler.launch.remote.RemoteJob;
import dev.straggler.launch.remote.RemoteTarget;
import dev.straggler.launch.remote.SourcePathMap;
import dev.straggler.model.PdgAlgorithm;
import dev.straggler.model.dump.RunDirectory;

/**
 * Launches an "MPI Application with Diagnosis": checks the configuration (every mistake a user can make becomes a
 * {@link CoreException} whose message names the fix), starts the job with the runtime preloaded through
 * {@link JobRunner}, shows its output in a console ({@link DebugPlugin#newProcess}), and schedules a
 * {@link DiagnosisJob} that diagnoses the dumps when the runtime detects a hang (or the user asks,
 * {@link RunningLaunches#diagnoseNow(ILaunch)}). With a scale model ({@link LaunchAttributes#SCALE_MODEL}) the tasks
 * record their communication profiles and the job checks them against it when the run ends.
 */
public class MpiDiagnosisLaunchDelegate extends LaunchConfigurationDelegate {

    /** Launch attribute holding the job's dump directory (a String path). */
    public static final String ATTR_DUMP_DIRECTORY = "dev.straggler.launch.dumpDirectory";

    /** Everything the launch needs, checked. */
    record Checked(JobSpec spec, IProject project, PdgAlgorithm algorithm, Map<String, String> launcherEnvironment,
            ScaleModel scaleModel) {
    }

    @Override
    public void launch(ILaunchConfiguration configuration, String mode, ILaunch launch, IProgressMonitor monitor)
            throws CoreException {
        SubMonitor sm = SubMonitor.convert(monitor, NLS.bind(Messages.Launch_starting, configuration.getName()), 3);
        if (configuration.getAttribute(LaunchAttributes.REMOTE, LaunchAttributes.DEFAULT_REMOTE)) {
            if (ILaunchManager.DEBUG_MODE.equals(mode)) {
                throw new CoreException(Status.error(Messages.Launch_debugRemote));
            }
            launchRemote(configuration, launch, sm);
            return;
        }
        Checked checked = check(configuration);
        boolean debug = ILaunchManager.DEBUG_MODE.equals(mode);
        if (debug && !checked.spec().keepAlive()) {
            // Debug: the hung job stays alive so that gdb can attach to the least-progressed task
            JobSpec s = checked.spec();
            checked = new Checked(new JobSpec(s.executable(), s.arguments(), s.workingDirectory(), s.ranks(), s.launcher(),
                    s.launcherArguments(), s.timeoutSeconds(), s.dumpDirectory(), true, s.environment()),
                    checked.project(), checked.algorithm(), checked.launcherEnvironment(), checked.scaleModel());
        }
        sm.worked(1);
        applyRetention(checked.spec().dumpDirectory());
        JobRunner runner;
        try {
            runner = JobRunner.prepare(checked.spec());
            StartupWatch.seconds(checked.spec().timeoutSeconds()); // a wrong start-up timeout: before the job starts
        } catch (LaunchException e) {
            throw new CoreException(Status.error(inDialogTerms(e.getMessage())));
        }
        sm.worked(1);
        Process process = start(runner, checked.launcherEnvironment());
        launch.setAttribute(ATTR_DUMP_DIRECTORY, checked.spec().dumpDirectory().toString());
        Map<String, String> processAttributes = new HashMap<>();
        processAttributes.put(IProcess.ATTR_CMDLINE, String.join(" ", runner.command()));
        processAttributes.put(IProcess.ATTR_PROCESS_TYPE, "mpi");
        String label = runner.command().get(0) + " -np " + checked.spec().ranks() + " "
                + checked.spec().executable().getFileName() + " ("
                + LocalDateTime.now().format(DateTimeFormatter.ofPattern("HH:mm:ss")) + ")";
        // the console reads the launcher's standard error through a filter of the MPI library's abort notice (when
        // Straggler ended the job: AbortNoticeFilter); the job itself is watched through the process
        IProcess iprocess = DebugPlugin.newProcess(launch,
                AbortNoticeFilter.filtered(process, checked.spec().dumpDirectory()), label, processAttributes);
        DiagnosisJob watch = new DiagnosisJob(configuration.getName(), launch, iprocess, process, runner,
                checked.project(), checked.algorithm(), checked.scaleModel(), debug);
        RunningLaunches.add(launch, watch::snapshot, runner, process); // Diagnose Now: a snapshot, the job goes on
        watch.schedule();
        sm.worked(1);
    }

    /** A remote launch, checked: the run, where its results go here, and where the sources are here. */
    record RemoteChecked(RemoteDiagnosis diagnosis, IProject project, Path localRuns, Path localSources) {
    }

    private void launchRemote(ILaunchConfiguration configuration, ILaunch launch, SubMonitor sm) throws CoreException {
        RemoteChecked checked = checkRemote(configuration);
        sm.worked(1);
        Process process;
        try {
            process = checked.diagnosis().start();
        } catch (LaunchException e) {
            throw new CoreException(Status.error(inDialogTerms(e.getMessage())));
        }
        sm.worked(1);
        RemoteDiagnosis d = checked.diagnosis();
        launch.setAttribute(ATTR_DUMP_DIRECTORY, checked.localRuns().resolve(d.runName()).toString());
        Map<String, String> processAttributes = new HashMap<>();
        processAttributes.put(IProcess.ATTR_CMDLINE, String.join(" ", d.command()));
        processAttributes.put(IProcess.ATTR_PROCESS_TYPE, "mpi");
        String label = d.describe() + " (" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("HH:mm:ss")) + ")";
        IProcess iprocess = DebugPlugin.newProcess(launch, process, label, processAttributes);
        // Diagnose Now: a snapshot taken and diagnosed on the remote side, copied here; the job goes on
        RunningLaunches.add(launch, () -> SnapshotJob.remote(configuration.getName(), launch, iprocess, process, checked)
                .schedule(), d.target().host() + ":" + d.remoteRunDirectory());
        new RemoteDiagnosisJob(configuration.getName(), launch, iprocess, process, checked).schedule();
        sm.worked(1);
    }

    /**
     * Reads and checks a remote {@code configuration}: the ssh target (Remote tab), the job as the remote side runs it
     * (Application and MPI Launcher tabs, remote paths), the Diagnosis tab; the Environment tab's variables are set for
     * the remote Straggler command.
     *
     * @throws CoreException with a message that says what to fix and where
     */
    static RemoteChecked checkRemote(ILaunchConfiguration configuration) throws CoreException {
        var variables = VariablesPlugin.getDefault().getStringVariableManager();
        IProject project = project(configuration);
        String host = variables.performStringSubstitution(configuration.getAttribute(LaunchAttributes.REMOTE_HOST, "")).strip();
        if (host.isEmpty()) {
            throw error(Messages.Launch_noRemoteHost);
        }
        List<String> sshOptions;
        List<String> batchArguments;
        try {
            sshOptions = RemoteTarget.splitOptions(variables.performStringSubstitution(
                    configuration.getAttribute(LaunchAttributes.REMOTE_SSH_OPTIONS, "")));
            batchArguments = RemoteTarget.splitOptions(variables.performStringSubstitution(
                    configuration.getAttribute(LaunchAttributes.REMOTE_BATCH_ARGUMENTS, "")));
        } catch (LaunchException e) {
            throw error(NLS.bind(Messages.Launch_fixOnRemoteTab, e.getMessage()));
        }
        String directory = variables.performStringSubstitution(configuration.getAttribute(LaunchAttributes.REMOTE_DIRECTORY,
                LaunchAttributes.DEFAULT_REMOTE_DIRECTORY)).strip();
        String command = variables.performStringSubstitution(configuration.getAttribute(LaunchAttributes.REMOTE_COMMAND,
                LaunchAttributes.DEFAULT_REMOTE_COMMAND)).strip();
        boolean batch = configuration.getAttribute(LaunchAttributes.REMOTE_BATCH, LaunchAttributes.DEFAULT_REMOTE_BATCH);

        String remotePrefix = variables.performStringSubstitution(
                configuration.getAttribute(LaunchAttributes.REMOTE_SOURCE_PREFIX, "")).strip();
        String localPrefix = variables.performStringSubstitution(
                configuration.getAttribute(LaunchAttributes.LOCAL_SOURCE_PREFIX, "")).strip();
        if (remotePrefix.isEmpty() && directory.startsWith("/")) {
            remotePrefix = directory; // the remote working directory holds the sources, as the project does here
        }
        if (localPrefix.isEmpty() && project != null && project.getLocation() != null) {
            localPrefix = project.getLocation().toString();
        }
        if (!localPrefix.isEmpty() && !Files.isDirectory(Path.of(localPrefix))) {
            throw error(NLS.bind(Messages.Launch_localSourcesMissing, localPrefix));
        }

        String exe = variables.performStringSubstitution(configuration.getAttribute(LaunchAttributes.EXECUTABLE, "")).strip();
        if (exe.isEmpty()) {
            throw error(Messages.Launch_noRemoteExecutable);
        }
        Settings s = settings(configuration);
        Map<String, String> environment = new LinkedHashMap<>();
        Map<String, String> configured = configuration.getAttribute(ILaunchManager.ATTR_ENVIRONMENT_VARIABLES, Map.<String, String>of());
        for (Map.Entry<String, String> e : configured.entrySet()) {
            environment.put(e.getKey(), variables.performStringSubstitution(e.getValue()));
        }
        if (s.inSitu()) {
            environment.remove(RuntimeEnvironment.INSITU); // --in-situ says it
        }
        Path localDumps = dumpDirectory(configuration.getName(), project);
        RemoteTarget target = new RemoteTarget(host, sshOptions, directory, command, batch, batchArguments,
                new SourcePathMap(remotePrefix, localPrefix));
        RemoteJob job = new RemoteJob(exe, s.arguments(), s.ranks(), s.launcher(), s.launcherArguments(), s.timeout(),
                s.algorithm(), s.inSitu(), environment);
        try {
            RemoteDiagnosis d = RemoteDiagnosis.prepare(target, job, localDumps.getFileName().toString());
            return new RemoteChecked(d, project, localDumps.getParent(), localPrefix.isEmpty() ? null : Path.of(localPrefix));
        } catch (LaunchException e) {
            throw error(NLS.bind(Messages.Launch_remoteTab, e.getMessage()));
        }
    }

    /** The settings of the Application (arguments), MPI Launcher and Diagnosis tabs, checked. */
    record Settings(List<String> arguments, String launcher, int ranks, List<String> launcherArguments, int timeout,
            PdgAlgorithm algorithm, boolean keepAlive, boolean inSitu) {
    }

    static Settings settings(ILaunchConfiguration configuration) throws CoreException {
        var variables = VariablesPlugin.getDefault().getStringVariableManager();
        List<String> arguments = Arrays.asList(DebugPlugin.parseArguments(
                variables.performStringSubstitution(configuration.getAttribute(LaunchAttributes.ARGUMENTS, ""))));
        String launcher = configuration.getAttribute(LaunchAttributes.LAUNCHER, LaunchAttributes.DEFAULT_LAUNCHER).strip();
        if (launcher.isEmpty()) {
            throw error(Messages.Launch_noLauncher);
        }
        int ranks = configuration.getAttribute(LaunchAttributes.RANKS, LaunchAttributes.DEFAULT_RANKS);
        if (ranks < 1) {
            throw error(NLS.bind(Messages.Launch_badRanks, ranks));
        }
        List<String> launcherArguments = Arrays.asList(DebugPlugin.parseArguments(
                variables.performStringSubstitution(configuration.getAttribute(LaunchAttributes.LAUNCHER_ARGUMENTS, ""))));
        int timeout = configuration.getAttribute(LaunchAttributes.TIMEOUT_SECONDS, LaunchAttributes.DEFAULT_TIMEOUT_SECONDS);
        if (timeout < 0) {
            throw error(NLS.bind(Messages.Launch_badTimeout, timeout));
        }
        String algorithmText = configuration.getAttribute(LaunchAttributes.ALGORITHM, LaunchAttributes.DEFAULT_ALGORITHM);
        PdgAlgorithm algorithm = PdgAlgorithm.get(algorithmText);
        if (algorithm == null) {
            throw error(NLS.bind(Messages.Launch_badAlgorithm, algorithmText));
        }
        boolean keepAlive = configuration.getAttribute(LaunchAttributes.KEEP_ALIVE, LaunchAttributes.DEFAULT_KEEP_ALIVE);
        boolean inSitu = configuration.getAttribute(LaunchAttributes.IN_SITU, LaunchAttributes.DEFAULT_IN_SITU);
        if (inSitu && algorithm != PdgAlgorithm.DIST && algorithm != PdgAlgorithm.SEMI_DIST) {
            throw error(NLS.bind(Messages.Launch_inSituOffline, algorithm.getLiteral()));
        }

        return new Settings(arguments, launcher, ranks, launcherArguments, timeout, algorithm, keepAlive, inSitu);
    }

    /** The configuration's project, checked; null when none is set. */
    static IProject project(ILaunchConfiguration configuration) throws CoreException {
        IProject project = null;
        String projectName = configuration.getAttribute(LaunchAttributes.PROJECT, "").strip();
        if (!projectName.isEmpty()) {
            if (!ResourcesPlugin.getWorkspace().getRoot().getFullPath().isValidSegment(projectName)) {
                throw error(NLS.bind(Messages.Launch_invalidProject, projectName));
            }
            project = ResourcesPlugin.getWorkspace().getRoot().getProject(projectName);
            if (!project.exists()) {
                throw error(NLS.bind(Messages.Launch_noProject, projectName));
            }
            if (!project.isOpen()) {
                throw error(NLS.bind(Messages.Launch_closedProject, projectName));
            }
        }

        return project;
    }

    /**
     * Reads and checks {@code configuration}; builds the job (with its dump directory, not created yet).
     *
     * @throws CoreException with a message that says what to fix and where
     */
    static Checked check(ILaunchConfiguration configuration) throws CoreException {
        var variables = VariablesPlugin.getDefault().getStringVariableManager();
        String name = configuration.getName();

        IProject project = project(configuration);

        String exeText = variables.performStringSubstitution(configuration.getAttribute(LaunchAttributes.EXECUTABLE, "")).strip();
        if (exeText.isEmpty()) {
            throw error(Messages.Launch_noExecutable);
        }

        String cwdText = variables.performStringSubstitution(configuration.getAttribute(LaunchAttributes.WORKING_DIRECTORY, "")).strip();
        Path cwd;
        Path exe;
        try {
            exe = Path.of(exeText);
            if (!exe.isAbsolute() && project != null && project.getLocation() != null) {
                exe = project.getLocation().toPath().resolve(exe);
            }
            if (!cwdText.isEmpty()) {
                cwd = Path.of(cwdText);
            } else if (project != null && project.getLocation() != null) {
                cwd = project.getLocation().toPath();
            } else {
                cwd = exe.toAbsolutePath().getParent();
            }
            if (!exe.isAbsolute()) {
                exe = cwd.resolve(exe);
            }
        } catch (InvalidPathException e) {
            throw error(NLS.bind(Messages.Launch_invalidExecutable, exeText, e.getReason()));
        }
        exe = exe.normalize();
        if (!Files.exists(exe)) {
            throw error(NLS.bind(Messages.Launch_executableMissing, exe));
        }
        if (Files.isDirectory(exe)) {
            throw error(NLS.bind(Messages.Launch_executableIsDirectory, exe));
        }
        if (!Files.isExecutable(exe)) {
            throw error(NLS.bind(Messages.Launch_notExecutable, exe));
        }
        if (!Files.isDirectory(cwd)) {
            throw error(NLS.bind(Messages.Launch_workingDirectoryMissing, cwd));
        }
        String notMpi = dev.straggler.launch.MpiPrograms.notMpiReason(exe);
        if (notMpi != null) {
            throw error(NLS.bind(Messages.Launch_notMpi, notMpi));
        }

        Settings s = settings(configuration);
        List<String> arguments = s.arguments();
        String launcher = s.launcher();
        int ranks = s.ranks();
        List<String> launcherArguments = s.launcherArguments();
        int timeout = s.timeout();
        PdgAlgorithm algorithm = s.algorithm();
        boolean keepAlive = s.keepAlive();
        boolean inSitu = s.inSitu();

        // the launcher's own environment (native + configured, as Eclipse defines it); the configured variables
        // also go to every task through the launcher's forwarding (JobSpec.environment)
        String[] envp = DebugPlugin.getDefault().getLaunchManager().getEnvironment(configuration);
        Map<String, String> launcherEnvironment = envp == null ? null : toMap(envp);
        String launcherProblem = launcherProblem(launcher, launcherEnvironment);
        if (launcherProblem != null) {
            throw error(launcherProblem);
        }
        Map<String, String> taskEnvironment = new LinkedHashMap<>();
        Map<String, String> configured = configuration.getAttribute(ILaunchManager.ATTR_ENVIRONMENT_VARIABLES, Map.<String, String>of());
        for (Map.Entry<String, String> e : configured.entrySet()) {
            String value = launcherEnvironment != null && launcherEnvironment.containsKey(e.getKey())
                    ? launcherEnvironment.get(e.getKey())
                    : variables.performStringSubstitution(e.getValue());
            taskEnvironment.put(e.getKey(), value);
        }

        if (inSitu) {
            JobSpec.inSitu(taskEnvironment, algorithm.getLiteral(), false); // as the command line's --in-situ
        }
        boolean traces = configuration.getAttribute(LaunchAttributes.RECORD_TRACES, LaunchAttributes.DEFAULT_RECORD_TRACES);
        String baseline = variables.performStringSubstitution(configuration.getAttribute(LaunchAttributes.BASELINE_DIRECTORY,
                LaunchAttributes.DEFAULT_BASELINE_DIRECTORY)).strip();
        if (!baseline.isEmpty()) {
            if (!traces) {
                throw error(Messages.Launch_baselineNeedsTraces);
            }
            Path b;
            try {
                b = Path.of(baseline);
            } catch (InvalidPathException e) {
                throw error(NLS.bind(Messages.Launch_invalidBaseline, baseline, e.getReason()));
            }
            if (!Files.isDirectory(b)) {
                throw error(NLS.bind(Messages.Launch_baselineMissing, b));
            }
        }
        if (traces) {
            taskEnvironment.put(RuntimeEnvironment.TRACE, "mpi"); // as straggler trace
        }
        String modelText = variables.performStringSubstitution(
                configuration.getAttribute(LaunchAttributes.SCALE_MODEL, LaunchAttributes.DEFAULT_SCALE_MODEL)).strip();
        ScaleModel scaleModel = modelText.isEmpty() ? null : scaleModel(modelText, project);
        if (scaleModel != null || configuration.getAttribute(LaunchAttributes.PROFILE, LaunchAttributes.DEFAULT_PROFILE)) {
            taskEnvironment.put(RuntimeEnvironment.PROFILE, "1"); // as straggler scale
        }
        Path dumps = dumpDirectory(name, project);
        JobSpec spec = new JobSpec(exe, arguments, cwd, ranks, launcher, launcherArguments, timeout, dumps, keepAlive,
                taskEnvironment);
        return new Checked(spec, project, algorithm, launcherEnvironment, scaleModel);
    }

    /** The scale model in {@code text} (relative: to the project), loaded, or one message that names the fix. */
    private static ScaleModel scaleModel(String text, IProject project) throws CoreException {
        Path file;
        try {
            file = Path.of(text);
        } catch (InvalidPathException e) {
            throw error(NLS.bind(Messages.Launch_invalidScaleModel, text, e.getReason()));
        }
        if (!file.isAbsolute() && project != null && project.getLocation() != null) {
            file = project.getLocation().toPath().resolve(file);
        }
        if (!Files.isRegularFile(file)) {
            throw error(NLS.bind(Messages.Launch_scaleModelMissing, file));
        }
        try {
            return ScaleModel.load(file);
        } catch (ScaleModelException e) {
            throw error(NLS.bind(Messages.Launch_scaleModelError, e.getMessage()));
        }
    }

    /**
     * A new run directory in ${project}/.straggler, else in the launch bundle's state location ({@link StateLocation}),
     * named as the command line names its runs (DATE-TIME-NAME-PID, {@link RunDirectory#newRun}), so that the run
     * retention knows it; a second launch within the same second takes the next free second.
     */
    static Path dumpDirectory(String configurationName, IProject project) {
        Path home = project != null && project.getLocation() != null ? project.getLocation().toPath().resolve(".straggler")
                : StateLocation.resolve("dumps");
        LocalDateTime time = LocalDateTime.now();
        long pid = ProcessHandle.current().pid();
        Path dir = RunDirectory.newRun(home, configurationName, pid, time);
        while (Files.exists(dir)) {
            time = time.plusSeconds(1);
            dir = RunDirectory.newRun(home, configurationName, pid, time);
        }
        return dir;
    }

    /**
     * The run retention of the preferences ({@link LaunchPreferences#runRetention()}) in the folder the new run goes to:
     * the runs it does not keep are removed (running ones never); a failure is logged, the launch goes on.
     */
    static void applyRetention(Path runDirectory) {
        try {
            RunRetention.Result r = RunRetention.apply(runDirectory.getParent(), LaunchPreferences.runRetention());
            if (!r.removed().isEmpty()) {
                ILog.of(MpiDiagnosisLaunchDelegate.class).log(Status.info(NLS.bind(Messages.Launch_runsRemoved,
                        new Object[] { r.removed().size(), runDirectory.getParent(), r.plan().policy().describe() })));
            }
        } catch (IOException | RuntimeException e) {
            ILog.of(MpiDiagnosisLaunchDelegate.class).log(Status.warning(NLS.bind(Messages.Launch_runsNotRemoved,
                    runDirectory.getParent(), e.getMessage())));
        }
    }

    /** Starts the prepared job with the launch configuration's environment for the launcher itself. */
    static Process start(JobRunner runner, Map<String, String> launcherEnvironment) throws CoreException {
        try {
            return runner.start(ProcessBuilder.Redirect.PIPE, launcherEnvironment);
        } catch (LaunchException e) {
            throw new CoreException(Status.error(inDialogTerms(e.getMessage())));
        }
    }

    /** Launchers an MPI installs: when one of them is missing, installing an MPI is the fix (else: the spelling). */
    private static final java.util.Set<String> KNOWN_LAUNCHERS = java.util.Set.of("mpirun", "mpiexec", "srun",
            "mpiexec.hydra", "mpirun.openmpi", "mpiexec.openmpi", "mpirun.mpich", "mpiexec.mpich", "orterun", "prun");

    /**
     * Null when {@code launcher} can be started; else what is wrong, in terms of the launch dialog's fields: a
     * misspelled name is not told to install MPI.
     */
    static String launcherProblem(String launcher, Map<String, String> env) {
        String field = Messages.Launch_launcherField;
        if (launcher == null || launcher.isBlank()) {
            return NLS.bind(Messages.Launch_launcherNotSet, field);
        }
        if (launcher.contains("/")) {
            Path p = Path.of(launcher);
            if (!Files.isRegularFile(p)) {
                return NLS.bind(Messages.Launch_launcherMissing, launcher, field);
            }
            return Files.isExecutable(p) ? null : NLS.bind(Messages.Launch_launcherNotExecutable, launcher, field);
        }
        String path = env != null && env.get("PATH") != null ? env.get("PATH") : System.getenv("PATH");
        for (String dir : (path == null ? "" : path).split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, launcher))) {
                return null;
            }
        }
        if (KNOWN_LAUNCHERS.contains(launcher)) {
            return NLS.bind(Messages.Launch_launcherNotOnPath, launcher, field);
        }
        return NLS.bind(Messages.Launch_noSuchLauncher, launcher, field);
    }

    /** A message of the launch library (which speaks the command line's options) in terms of the dialog's fields. */
    static String inDialogTerms(String message) {
        return message.replace("--launcher-args", "the Extra launcher arguments field (MPI Launcher tab)")
                .replace("with --launcher mpirun|mpiexec|srun or a full path", "in the Launcher field of the MPI Launcher tab")
                .replace("--launcher", "the Launcher field (MPI Launcher tab)");
    }

    private static Map<String, String> toMap(String[] envp) {
        Map<String, String> env = new LinkedHashMap<>();
        for (String kv : envp) {
            int eq = kv.indexOf('=');
            if (eq > 0) {
                env.put(kv.substring(0, eq), kv.substring(eq + 1));
            }
        }
        return env;
    }

    private static CoreException error(String message) {
        return new CoreException(Status.error(message));
    }
}
