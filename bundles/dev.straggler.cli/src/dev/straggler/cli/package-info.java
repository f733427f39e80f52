/**
 * API: the headless command line, {@link dev.straggler.cli.Main} ({@code ./straggler}; also with a plain class path,
 * no OSGi): {@code diagnose} runs an MPI job with the runtime and diagnoses it when it hangs (AutomaDeD), {@code analyze}
 * diagnoses a dump directory, {@code runs} lists (and prunes) the runs kept, {@code stacks} prints STAT's prefix tree
 * and temporal order (SC'09), {@code slice} the progressive slices, {@code queues} the message queues, {@code inject}
 * runs a fault-injection campaign (AutomaDeD §5.2), {@code scale train|check} trains a scale model on profiled runs and
 * checks a larger run against it (Vrisha, HPDC'11), {@code trace} records, summarizes, prints and exports
 * whole-program call traces (DiffTrace §II, issue 11), {@code diff} and {@code nlr} compare them (DiffTrace). Text,
 * JSON and DOT output. {@code Main} only dispatches: the commands are in {@code dev.straggler.internal.cli}; the tests
 * and the script use {@code Main}.
 */
package dev.straggler.cli;
