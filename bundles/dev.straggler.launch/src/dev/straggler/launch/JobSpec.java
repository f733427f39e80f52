package dev.straggler.launch;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * An MPI job to run with the Straggler runtime.
 *
 * @param executable the application
 * @param arguments its arguments
 * @param workingDirectory where it runs (null: the current directory)
 * @param ranks number of MPI tasks
 * @param launcher {@code mpirun}, {@code mpiexec}, {@code srun}, or a path to one of them
 * @param launcherArguments extra arguments for the launcher (e.g. a host file)
 * @param timeoutSeconds hang timeout; 0 lets the runtime infer it from the observed transition times
 * @param dumpDirectory where the tasks write their dumps
 * @param keepAlive keep the hung job alive after the dump (for a debugger) instead of aborting it
 * @param environment extra environment variables for the tasks
 */
public record JobSpec(Path executable, List<String> arguments, Path workingDirectory, int ranks, String launcher,
        List<String> launcherArguments, double timeoutSeconds, Path dumpDirectory, boolean keepAlive,
        Map<String, String> environment) {

    /** Exit code the runtime gives the job when it aborts it after a diagnosis (STRAGGLER_EXIT_CODE). */
    public static final int HANG_EXIT_CODE = 86;

    public JobSpec {
        arguments = List.copyOf(arguments);
        launcherArguments = List.copyOf(launcherArguments);
        environment = Map.copyOf(environment);
    }

    /**
     * The environment the runtime reads in every task: {@code LD_PRELOAD} and the runtime's own settings
     * ({@code STRAGGLER_*}: the one list is native-runtime/src/env.def, by name in {@link RuntimeEnvironment}).
     */
    public Map<String, String> runtimeEnvironment(Path runtimeLibrary) {
        java.util.LinkedHashMap<String, String> env = new java.util.LinkedHashMap<>(environment);
        env.put("LD_PRELOAD", runtimeLibrary.toString());
        env.put(RuntimeEnvironment.DUMP_DIR, dumpDirectory.toAbsolutePath().toString());
        env.put(RuntimeEnvironment.ON_HANG, keepAlive ? "keep" : "abort");
        env.put(RuntimeEnvironment.EXIT_CODE, Integer.toString(HANG_EXIT_CODE));
        if (timeoutSeconds > 0) {
            env.put(RuntimeEnvironment.TIMEOUT, Double.toString(timeoutSeconds));
        }
        return env;
    }

    /**
     * The in-situ analysis in {@code environment} (the one place that sets it, for the command line's {@code
     * --in-situ} and the IDE's launch): the tasks compute the PDG with {@code algorithm} ({@code dist} or {@code
     * semi-dist}) over MPI; with {@code taskDumps} every task also writes its own dump.
     */
    public static void inSitu(Map<String, String> environment, String algorithm, boolean taskDumps) {
        environment.put(RuntimeEnvironment.INSITU, algorithm);
        if (taskDumps) {
            environment.put(RuntimeEnvironment.INSITU_DUMPS, "1");
        }
    }
}
