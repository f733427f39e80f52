package dev.straggler.launch.ide;

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
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.variables.VariablesPlugin;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.debug.core.model.LaunchConfigurationDelegate;
import org.osgi.framework.FrameworkUtil;

import dev.straggler.launch.JobRunner;
import dev.straggler.launch.JobSpec;
import dev.straggler.launch.LaunchException;
import dev.straggler.model.PdgAlgorithm;

/**
 * Launches an "MPI Application with Diagnosis": checks the configuration (every mistake a user can make becomes a
 * {@link CoreException} whose message names the fix), starts the job with the runtime preloaded through
 * {@link JobRunner}, shows its output in a console ({@link DebugPlugin#newProcess}), and schedules a
 * {@link DiagnosisJob} that diagnoses the dumps when the runtime detects a hang (or the user asks,
 * {@link RunningLaunches#diagnoseNow(ILaunch)}).
 */
public class MpiDiagnosisLaunchDelegate extends LaunchConfigurationDelegate {

    /** Launch attribute holding the job's dump directory (a String path). */
    public static final String ATTR_DUMP_DIRECTORY = "dev.straggler.launch.dumpDirectory";

    /** Everything the launch needs, checked. */
    record Checked(JobSpec spec, IProject project, PdgAlgorithm algorithm, Map<String, String> launcherEnvironment) {
    }

    @Override
    public void launch(ILaunchConfiguration configuration, String mode, ILaunch launch, IProgressMonitor monitor)
            throws CoreException {
        SubMonitor sm = SubMonitor.convert(monitor, "Starting " + configuration.getName(), 3);
        Checked checked = check(configuration);
        boolean debug = ILaunchManager.DEBUG_MODE.equals(mode);
        if (debug && !checked.spec().keepAlive()) {
            // Debug: the hung job stays alive so that gdb can attach to the least-progressed task
            JobSpec s = checked.spec();
            checked = new Checked(new JobSpec(s.executable(), s.arguments(), s.workingDirectory(), s.ranks(), s.launcher(),
                    s.launcherArguments(), s.timeoutSeconds(), s.dumpDirectory(), true, s.environment()),
                    checked.project(), checked.algorithm(), checked.launcherEnvironment());
        }
        sm.worked(1);
        JobRunner runner;
        try {
            runner = JobRunner.prepare(checked.spec());
        } catch (LaunchException e) {
            throw new CoreException(Status.error(e.getMessage()));
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
        IProcess iprocess = DebugPlugin.newProcess(launch, process, label, processAttributes);
        RunningLaunches.add(launch, runner, process);
        new DiagnosisJob(configuration.getName(), launch, iprocess, process, runner, checked.project(), checked.algorithm(),
                debug).schedule();
        sm.worked(1);
    }

    /**
     * Reads and checks {@code configuration}; builds the job (with its dump directory, not created yet).
     *
     * @throws CoreException with a message that says what to fix and where
     */
    static Checked check(ILaunchConfiguration configuration) throws CoreException {
        var variables = VariablesPlugin.getDefault().getStringVariableManager();
        String name = configuration.getName();

        IProject project = null;
        String projectName = configuration.getAttribute(LaunchAttributes.PROJECT, "").strip();
        if (!projectName.isEmpty()) {
            if (!ResourcesPlugin.getWorkspace().getRoot().getFullPath().isValidSegment(projectName)) {
                throw error("the project name '" + projectName + "' is not valid; choose a project on the Application tab");
            }
            project = ResourcesPlugin.getWorkspace().getRoot().getProject(projectName);
            if (!project.exists()) {
                throw error("the project '" + projectName + "' does not exist; choose a project on the Application tab or clear the field");
            }
            if (!project.isOpen()) {
                throw error("the project '" + projectName + "' is closed; open it or choose another one on the Application tab");
            }
        }

        String exeText = variables.performStringSubstitution(configuration.getAttribute(LaunchAttributes.EXECUTABLE, "")).strip();
        if (exeText.isEmpty()) {
            throw error("no executable is set; choose the MPI application on the Application tab");
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
            throw error("'" + exeText + "' is not a valid path: " + e.getReason() + "; fix the executable on the Application tab");
        }
        exe = exe.normalize();
        if (!Files.exists(exe)) {
            throw error("the executable " + exe + " does not exist; fix the path on the Application tab, or build the program first");
        }
        if (Files.isDirectory(exe)) {
            throw error("the executable " + exe + " is a directory; choose the program file on the Application tab");
        }
        if (!Files.isExecutable(exe)) {
            throw error("the executable " + exe + " is not executable; make it executable (chmod +x) or choose another file on the Application tab");
        }
        if (!Files.isDirectory(cwd)) {
            throw error("the working directory " + cwd + " does not exist; fix it on the Application tab");
        }

        List<String> arguments = Arrays.asList(DebugPlugin.parseArguments(
                variables.performStringSubstitution(configuration.getAttribute(LaunchAttributes.ARGUMENTS, ""))));
        String launcher = configuration.getAttribute(LaunchAttributes.LAUNCHER, LaunchAttributes.DEFAULT_LAUNCHER).strip();
        if (launcher.isEmpty()) {
            throw error("no MPI launcher is set; choose mpirun, mpiexec or srun on the MPI Launcher tab");
        }
        int ranks = configuration.getAttribute(LaunchAttributes.RANKS, LaunchAttributes.DEFAULT_RANKS);
        if (ranks < 1) {
            throw error("the number of ranks must be at least 1 (it is " + ranks + "); fix it on the MPI Launcher tab");
        }
        List<String> launcherArguments = Arrays.asList(DebugPlugin.parseArguments(
                variables.performStringSubstitution(configuration.getAttribute(LaunchAttributes.LAUNCHER_ARGUMENTS, ""))));
        int timeout = configuration.getAttribute(LaunchAttributes.TIMEOUT_SECONDS, LaunchAttributes.DEFAULT_TIMEOUT_SECONDS);
        if (timeout < 0) {
            throw error("the hang timeout must be 0 (inferred) or a number of seconds (it is " + timeout + "); fix it on the Diagnosis tab");
        }
        String algorithmText = configuration.getAttribute(LaunchAttributes.ALGORITHM, LaunchAttributes.DEFAULT_ALGORITHM);
        PdgAlgorithm algorithm = PdgAlgorithm.get(algorithmText);
        if (algorithm == null) {
            throw error("unknown analysis algorithm '" + algorithmText + "'; choose dist, semi-dist or loop-aware on the Diagnosis tab");
        }
        boolean keepAlive = configuration.getAttribute(LaunchAttributes.KEEP_ALIVE, LaunchAttributes.DEFAULT_KEEP_ALIVE);
        boolean inSitu = configuration.getAttribute(LaunchAttributes.IN_SITU, LaunchAttributes.DEFAULT_IN_SITU);
        if (inSitu && algorithm != PdgAlgorithm.DIST && algorithm != PdgAlgorithm.SEMI_DIST) {
            throw error("the in-situ analysis runs dist or semi-dist inside the job, not " + algorithm.getLiteral()
                    + " (offline only); choose dist or semi-dist, or clear \"in situ\" on the Diagnosis tab");
        }

        // the launcher's own environment (native + configured, as Eclipse defines it); the configured variables
        // also go to every task through the launcher's forwarding (JobSpec.environment)
        String[] envp = DebugPlugin.getDefault().getLaunchManager().getEnvironment(configuration);
        Map<String, String> launcherEnvironment = envp == null ? null : toMap(envp);
        Map<String, String> taskEnvironment = new LinkedHashMap<>();
        Map<String, String> configured = configuration.getAttribute(ILaunchManager.ATTR_ENVIRONMENT_VARIABLES, Map.<String, String>of());
        for (Map.Entry<String, String> e : configured.entrySet()) {
            String value = launcherEnvironment != null && launcherEnvironment.containsKey(e.getKey())
                    ? launcherEnvironment.get(e.getKey())
                    : variables.performStringSubstitution(e.getValue());
            taskEnvironment.put(e.getKey(), value);
        }

        if (inSitu) {
            taskEnvironment.put("STRAGGLER_INSITU", algorithm.getLiteral()); // as the command line's --in-situ
        }
        Path dumps = dumpDirectory(name, project);
        JobSpec spec = new JobSpec(exe, arguments, cwd, ranks, launcher, launcherArguments, timeout, dumps, keepAlive,
                taskEnvironment);
        return new Checked(spec, project, algorithm, launcherEnvironment);
    }

    /** ${project}/.straggler/name-time, else the plug-in's state location. */
    static Path dumpDirectory(String configurationName, IProject project) {
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS"));
        String leaf = configurationName.replaceAll("[^A-Za-z0-9._-]+", "_") + "-" + stamp;
        if (project != null && project.getLocation() != null) {
            return project.getLocation().toPath().resolve(".straggler").resolve(leaf);
        }
        IPath state = Platform.getStateLocation(FrameworkUtil.getBundle(MpiDiagnosisLaunchDelegate.class));
        return state.toPath().resolve("dumps").resolve(leaf);
    }

    /** Starts the prepared job with the launch configuration's environment for the launcher itself. */
    static Process start(JobRunner runner, Map<String, String> launcherEnvironment) throws CoreException {
        try {
            return runner.start(ProcessBuilder.Redirect.PIPE, launcherEnvironment);
        } catch (LaunchException e) {
            throw new CoreException(Status.error(e.getMessage()));
        }
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
