/**
 * The headless command line: {@code straggler diagnose} runs an MPI job with the runtime and
 * diagnoses it when it hangs; {@code straggler analyze} diagnoses an existing dump directory. Text,
 * JSON and DOT output. Runs as an Equinox application ({@code dev.straggler.cli.app}) or with a
 * plain class path.
 */
package dev.straggler.cli;
