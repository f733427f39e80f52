/**
 * Tests of {@code dev.straggler.launch}: starting an MPI job with the runtime and waiting for it
 * ({@link dev.straggler.launch.JobRunner}), with the runtime fragment in the test runtime and the native build's
 * examples. Headless (tycho-surefire, no workbench).
 */
package dev.straggler.launch.tests;
