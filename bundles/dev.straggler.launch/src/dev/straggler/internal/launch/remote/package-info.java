/**
 * Implementation of the remote launch: the {@code ssh} and {@code scp} command lines ({@link
 * dev.straggler.internal.launch.remote.SshCommands}), the POSIX shell script the remote side runs, directly or as a
 * Slurm batch job ({@link dev.straggler.internal.launch.remote.RemoteScript}), and the local process that stands for the
 * remote run and stops it there when it is terminated ({@link dev.straggler.internal.launch.remote.RemoteProcess}).
 * Internal: friends are the launch tests.
 */
package dev.straggler.internal.launch.remote;
