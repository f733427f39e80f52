/**
 * API: the native runtime's dumps (docs/dump-format.md, version 1.x) as the rest of Straggler sees them.
 * {@link dev.straggler.model.dump.StragglerResources} loads a dump directory into a {@link dev.straggler.model.Job}
 * (the per-task {@code rank-NNNNNN.sdump} files, or the in-situ {@code reduced.sdump}), reads the runtime's
 * {@code key=value} files and saves or loads jobs as XMI ({@code *.straggler}), with or without OSGi;
 * {@link dev.straggler.model.dump.DumpFile} and {@link dev.straggler.model.dump.ReducedDump} are the records of the two
 * file kinds, {@link dev.straggler.model.dump.DumpFormatException} the one error a truncated or foreign file gives.
 * The readers themselves are in {@code dev.straggler.internal.model.dump}.
 */
package dev.straggler.model.dump;
