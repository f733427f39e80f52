package dev.straggler.launch.ide;

/**
 * Attribute keys (and defaults) of the launch configuration type {@link #TYPE_ID}. The environment uses the
 * standard {@code ILaunchManager.ATTR_ENVIRONMENT_VARIABLES} / {@code ATTR_APPEND_ENVIRONMENT_VARIABLES}.
 */
public final class LaunchAttributes {

    private LaunchAttributes() {
    }

    /** The launch configuration type "MPI Application with Diagnosis". */
    public static final String TYPE_ID = "dev.straggler.launch.mpiDiagnosis";

    private static final String P = "dev.straggler.launch.";

    /** Path of the application; string variables such as {@code ${workspace_loc:/p/app}} are substituted. */
    public static final String EXECUTABLE = P + "executable";
    /** Program arguments, one string, split like a shell would (quotes group words); variables substituted. */
    public static final String ARGUMENTS = P + "arguments";
    /** Working directory (variables substituted); empty: the project's location, else the executable's directory. */
    public static final String WORKING_DIRECTORY = P + "workingDirectory";
    /** Name of the workspace project the application belongs to (optional): markers and dumps go there. */
    public static final String PROJECT = P + "project";
    /** {@code mpirun}, {@code mpiexec}, {@code srun} or a path to one of them. */
    public static final String LAUNCHER = P + "launcher";
    /** Number of MPI tasks. */
    public static final String RANKS = P + "ranks";
    /** Extra launcher arguments, one string (e.g. {@code --oversubscribe --hostfile hosts}). */
    public static final String LAUNCHER_ARGUMENTS = P + "launcherArguments";
    /** Hang timeout in seconds, an integer; 0 lets the runtime infer it. */
    public static final String TIMEOUT_SECONDS = P + "timeoutSeconds";
    /** {@code dist}, {@code semi-dist} or {@code loop-aware} (the {@code PdgAlgorithm} literal). */
    public static final String ALGORITHM = P + "algorithm";
    /** Keep the job alive after the dump (for a debugger) instead of aborting it. */
    public static final String KEEP_ALIVE = P + "keepAlive";
    /**
     * Run the analysis inside the job (dist or semi-dist over MPI, STRAGGLER_INSITU): the runtime writes the reduced
     * result {@code reduced.sdump}, the diagnosis comes from it. Loop-aware runs offline only.
     */
    public static final String IN_SITU = P + "inSitu";
    /** Record every task's and thread's MPI calls (STRAGGLER_TRACE=mpi) into the dump directory, hang or not. */
    public static final String RECORD_TRACES = P + "recordTraces";
    /**
     * An earlier run's dump directory holding its traces (a run that behaved): when set (with {@link #RECORD_TRACES}),
     * the traces of this run are compared with it once the job ends (DiffTrace: ranking table, diffNLR, JSM heatmap).
     * Empty: no comparison.
     */
    public static final String BASELINE_DIRECTORY = P + "baselineDirectory";
    /**
     * Record each task's communication profile ({@code STRAGGLER_PROFILE=1}, docs/dump-format.md "Communication
     * profile") in the dump directory: the run can train a scale model ({@code straggler scale train --from DIR}) or be
     * checked against one.
     */
    public static final String PROFILE = P + "profile";
    /**
     * A scale model file ({@code straggler scale train}; docs/scale-model.md; variables substituted), or empty: when the
     * job ends (or after a hang's diagnosis) its profiles are checked against it (Vrisha) and the result is published
     * to {@link Topics#SCALE_CHECK}. Implies {@link #PROFILE}.
     */
    public static final String SCALE_MODEL = P + "scaleModel";

    /**
     * Run on another machine through ssh ({@code dev.straggler.launch.remote}): the remote {@code straggler diagnose}
     * runs the job there, its output follows in the console, the results are copied back and opened. The Application
     * tab's executable and arguments are then the remote side's; its working directory is {@link #REMOTE_DIRECTORY}.
     */
    public static final String REMOTE = P + "remote";
    /** {@code [user@]host} or a Host of the user's ssh configuration. */
    public static final String REMOTE_HOST = P + "remoteHost";
    /** Extra ssh options, one string split like a shell would (e.g. {@code -J gateway -i ~/.ssh/cluster}). */
    public static final String REMOTE_SSH_OPTIONS = P + "remoteSshOptions";
    /** The remote working directory (absolute, or relative to the remote home); runs go to its .straggler/. */
    public static final String REMOTE_DIRECTORY = P + "remoteDirectory";
    /** The remote command line that runs Straggler (a shell fragment). */
    public static final String REMOTE_COMMAND = P + "remoteCommand";
    /** Submit the diagnosis as a Slurm batch job (sbatch) on the remote side. */
    public static final String REMOTE_BATCH = P + "remoteBatch";
    /** Extra sbatch arguments, one string (e.g. {@code -p debug -t 10}). */
    public static final String REMOTE_BATCH_ARGUMENTS = P + "remoteBatchArguments";
    /** The sources' directory on the remote side (a path prefix of the debug information's file names). */
    public static final String REMOTE_SOURCE_PREFIX = P + "remoteSourcePrefix";
    /** What replaces {@link #REMOTE_SOURCE_PREFIX} here; empty: the project's location. */
    public static final String LOCAL_SOURCE_PREFIX = P + "localSourcePrefix";

    public static final String DEFAULT_LAUNCHER = "mpirun";
    public static final String[] LAUNCHERS = { "mpirun", "mpiexec", "srun" };
    public static final int DEFAULT_RANKS = 4;
    public static final int DEFAULT_TIMEOUT_SECONDS = 0;
    public static final String DEFAULT_ALGORITHM = "semi-dist"; // as the command line
    public static final String[] ALGORITHMS = { "dist", "semi-dist", "loop-aware" };
    public static final boolean DEFAULT_KEEP_ALIVE = false;
    public static final boolean DEFAULT_IN_SITU = false;
    public static final boolean DEFAULT_RECORD_TRACES = false;
    public static final String DEFAULT_BASELINE_DIRECTORY = "";
    public static final boolean DEFAULT_PROFILE = false;
    public static final String DEFAULT_SCALE_MODEL = "";
    public static final boolean DEFAULT_REMOTE = false;
    public static final String DEFAULT_REMOTE_DIRECTORY = "~";
    public static final String DEFAULT_REMOTE_COMMAND = "straggler";
    public static final boolean DEFAULT_REMOTE_BATCH = false;
}
