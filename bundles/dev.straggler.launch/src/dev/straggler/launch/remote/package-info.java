/**
 * API: running a diagnosis on another machine from the IDE, as Eclipse PTP's users launched on a cluster from their
 * workstation. {@link dev.straggler.launch.remote.RemoteDiagnosis} runs the headless {@code straggler diagnose} of the
 * remote side through the system's {@code ssh} (a {@link dev.straggler.launch.remote.RemoteTarget}: host, options,
 * working directory, directly or as a Slurm batch job), hands its output to the caller while it runs, brings the run's
 * dump directory back with {@code scp} and loads the diagnosis there computed, with the sources mapped to this
 * machine's copy ({@link dev.straggler.launch.remote.SourcePathMap}). The ssh and scp command lines and the remote
 * script are {@code dev.straggler.internal.launch.remote}'s.
 */
package dev.straggler.launch.remote;
