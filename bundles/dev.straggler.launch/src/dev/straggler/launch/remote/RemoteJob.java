package dev.straggler.launch.remote;

import java.util.List;
import java.util.Map;

import dev.straggler.model.PdgAlgorithm;

/**
 * The MPI job to diagnose on the remote side, as the headless {@code straggler diagnose} there takes it: paths are
 * the remote machine's (relative ones to the remote working directory).
 *
 * @param executable        the application
 * @param arguments         its arguments
 * @param ranks             number of MPI tasks
 * @param launcher          {@code mpirun}, {@code mpiexec}, {@code srun} or a path to one of them, on the remote side
 * @param launcherArguments extra launcher arguments
 * @param timeoutSeconds    hang timeout; 0 lets the runtime infer it
 * @param algorithm         the progress-dependence algorithm
 * @param inSitu            run the analysis inside the job
 * @param environment       variables set for the remote Straggler command (and so for the launcher and, where it
 *                          forwards them, the tasks)
 */
public record RemoteJob(String executable, List<String> arguments, int ranks, String launcher, List<String> launcherArguments,
        double timeoutSeconds, PdgAlgorithm algorithm, boolean inSitu, Map<String, String> environment) {

    public RemoteJob {
        arguments = List.copyOf(arguments);
        launcherArguments = List.copyOf(launcherArguments);
        environment = Map.copyOf(environment);
    }
}
