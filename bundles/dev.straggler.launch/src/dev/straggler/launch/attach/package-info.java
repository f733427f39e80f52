/**
 * API: attach mode, a running MPI job without the runtime (STAT's way of gathering stacks, SC'09 §2) and the live
 * tasks of a job kept alive: {@link dev.straggler.launch.attach.AttachedJob} finds the rank processes (from a launcher's
 * PID, {@code HOST:PID} lists or Slurm's {@code scontrol listpids}) and reads their stacks with gdb, on other nodes
 * through a remote shell; {@link dev.straggler.launch.attach.TemporalOrder} runs STAT's temporal order (§4) with program
 * points from the sources and Loop Order Variable values read with gdb from the {@link
 * dev.straggler.launch.attach.LiveTasks}; {@link dev.straggler.launch.attach.GdbAttach} is the command line of an
 * interactive gdb on one task (the IDE's <em>Attach Debugger</em> runs it in a console). The gdb, ptrace, listpids and
 * remote-shell work is in {@code dev.straggler.internal.launch.attach}.
 */
package dev.straggler.launch.attach;
