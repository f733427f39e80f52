/**
 * The file-backed, streaming reader of the runtime's call traces behind
 * {@link dev.straggler.model.traces.TraceFiles} (issue 11; DiffTrace §II's per-thread traces, ParLOT's compressed
 * call streams; format: docs/dump-format.md "Trace files"): {@link dev.straggler.internal.model.traces.TraceFile}
 * checks one file and reads its definitions, {@link dev.straggler.internal.model.traces.FileTraceCursor} decodes it
 * block by block (inflate, dictionary, copies of earlier events), {@link dev.straggler.internal.model.traces.FileTraceSet}
 * keys a directory's files by (rank, thread) and builds the run's function table. Internal: friends are the
 * model's tests and the CLI.
 */
package dev.straggler.internal.model.traces;
