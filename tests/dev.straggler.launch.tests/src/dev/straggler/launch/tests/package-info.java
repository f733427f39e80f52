/**
 * Tests of {@code dev.straggler.launch}: starting an MPI job with the runtime and waiting for it
 * ({@link dev.straggler.launch.JobRunner}), with the runtime fragment in the test runtime and the native build's
 * examples; and that the bundle stays headless ({@link dev.straggler.launch.tests.HeadlessManifestTest}). Headless
 * (tycho-surefire, no workbench).
 */
package dev.straggler.launch.tests;
