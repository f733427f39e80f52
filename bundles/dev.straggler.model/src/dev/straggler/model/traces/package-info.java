/**
 * The whole-program call traces of one run as the trace analyses read them (DiffTrace §II: "per-thread trace files
 * that contain the compressed sequence of the IDs of the executed functions"; the recorder is issue 11, the
 * analysis {@code dev.straggler.core.traces}). Plain Java, no EMF: a trace may be larger than the heap, so nothing
 * here holds a trace as objects. A {@link dev.straggler.model.traces.TraceSet} is one run: its traces keyed by
 * {@link dev.straggler.model.traces.TraceKey} (rank, logical thread) and one
 * {@link dev.straggler.model.traces.FunctionTable} (function id → name) shared by all of them. A
 * {@link dev.straggler.model.traces.Trace} can be read any number of times, each pass a fresh
 * {@link dev.straggler.model.traces.TraceCursor} that fills caller-supplied {@code int[]} batches with packed
 * events ({@link dev.straggler.model.traces.TraceEvent}: function entered, function returned, MPI call), so
 * reading allocates nothing per event. Problems with the input surface as
 * {@link dev.straggler.model.traces.TraceInputException}, whose message is shown to the user as is.
 * {@link dev.straggler.model.traces.InMemoryTraceSet} is the implementation for tests and synthetic traces;
 * {@link dev.straggler.model.traces.TraceFiles} opens the runtime's trace files (issue 11, docs/dump-format.md "Trace
 * files") behind the same interfaces, streaming.
 */
package dev.straggler.model.traces;
