/**
 * Tests of {@code dev.straggler.launch.attach}'s headless parts that need no running job: the interactive gdb's
 * process and command line ({@link dev.straggler.launch.attach.GdbAttach}).
 */
package dev.straggler.launch.attach.tests;
