package dev.straggler.launch.remote;

import java.util.List;

import dev.straggler.internal.launch.remote.SshCommands;
import dev.straggler.launch.LaunchException;

/**
 * Where and how a job runs on another machine (a cluster's login node) reached with the system's {@code ssh}: the
 * user's own keys, agent and {@code ~/.ssh/config} apply, and {@code sshOptions} are added to every ssh and scp command
 * (e.g. {@code -F FILE}, {@code -i KEY}, {@code -J JUMPHOST}, {@code -p PORT} — given to scp as {@code -P PORT}).
 *
 * @param host             {@code [user@]host} or a Host alias of the ssh configuration
 * @param sshOptions       extra ssh options, in ssh's syntax
 * @param directory        the remote working directory (absolute, or relative to the remote home; {@code ~/...}
 *                         allowed); the run's dumps go to its {@code .straggler/RUN} sub-directory
 * @param stragglerCommand the remote command line that runs Straggler (a shell fragment, e.g. {@code straggler} or
 *                         {@code module load openmpi && ~/straggler/straggler})
 * @param batch            submit the diagnosis as a Slurm batch job ({@code sbatch}) instead of running it in the ssh
 *                         session; its output is followed all the same
 * @param batchArguments   extra {@code sbatch} arguments (partition, time limit, account)
 * @param sources          where the job's sources are here
 */
public record RemoteTarget(String host, List<String> sshOptions, String directory, String stragglerCommand,
        boolean batch, List<String> batchArguments, SourcePathMap sources) {

    /** The remote command when none is given: {@code straggler} on the remote PATH. */
    public static final String DEFAULT_COMMAND = "straggler";

    /**
     * Splits an options field (ssh options, sbatch arguments) as a shell would: quotes group words.
     *
     * @throws LaunchException on an unbalanced quote
     */
    public static List<String> splitOptions(String text) throws LaunchException {
        return SshCommands.splitOptions(text);
    }

    public RemoteTarget {
        sshOptions = List.copyOf(sshOptions);
        batchArguments = List.copyOf(batchArguments);
        directory = directory == null || directory.isBlank() ? "." : directory.strip();
        stragglerCommand = stragglerCommand == null || stragglerCommand.isBlank() ? DEFAULT_COMMAND : stragglerCommand.strip();
        sources = sources == null ? SourcePathMap.NONE : sources;
    }
}
