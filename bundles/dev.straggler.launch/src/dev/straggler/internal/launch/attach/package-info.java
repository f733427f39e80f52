/**
 * Implementation of attach mode: the rank processes of a job ({@link
 * dev.straggler.internal.launch.attach.AttachTargets}, from {@code /proc} here and from a snapshot of other nodes'
 * {@code /proc}, {@link dev.straggler.internal.launch.attach.RemoteProcesses}; Slurm's lists, {@link
 * dev.straggler.internal.launch.attach.ListPids}), gdb in batch mode for stacks and loop values ({@link
 * dev.straggler.internal.launch.attach.GdbStacks}, {@link dev.straggler.internal.launch.attach.GdbLoopValues}: STAT
 * SC'09 §4.3's runtime step), why the kernel refused ptrace ({@link
 * dev.straggler.internal.launch.attach.PtraceDiagnosis}), the remote shell ({@link
 * dev.straggler.internal.launch.attach.RemoteShell}) and one bounded run of a helper process ({@link
 * dev.straggler.internal.launch.attach.BoundedProcess}). Internal: friends are the launch tests.
 */
package dev.straggler.internal.launch.attach;
