/**
 * API: the headless command line, {@link dev.straggler.cli.Main} ({@code ./straggler}; also with a plain class path,
 * no OSGi): {@code diagnose} runs an MPI job with the runtime and diagnoses it when it hangs (AutomaDeD), {@code analyze}
 * diagnoses a dump directory, {@code stacks} prints STAT's prefix tree and temporal order (SC'09), {@code slice} the
 * progressive slices, {@code inject} runs a fault-injection campaign (AutomaDeD §5.2), {@code scale train|check}
 * trains a scale model on profiled runs and checks a larger run against it (Vrisha, HPDC'11), {@code trace}
 * records, summarizes, prints and exports whole-program call traces (DiffTrace §II, issue 11). Text, JSON and
 * DOT output. The commands are package-private: the tests and the script use {@code Main}.
 */
package dev.straggler.cli;
