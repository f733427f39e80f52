/**
 * Unit tests of attach mode's implementation ({@code dev.straggler.internal.launch.attach}): gdb's backtrace output,
 * Slurm's {@code scontrol listpids} lists, the causes of a refused ptrace. The end-to-end attach tests (a real hung
 * job read locally and through a remote shell) run the command line: {@code dev.straggler.cli.tests}.
 */
package dev.straggler.internal.launch.attach.tests;
