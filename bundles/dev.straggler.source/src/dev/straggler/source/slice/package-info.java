/**
 * API: static, communication-aware backward slicing of C and C++ sources (AutomaDeD §4.4.2; the communication rule of
 * the §4.4.1 example) as the launch bundle and the command line use it: {@link
 * dev.straggler.source.slice.SliceIncrements} gives the progressive slices of a diagnosis (the least-progressed task's
 * first, then the task groups in PDG order), {@link dev.straggler.source.slice.SourceResolver} finds the sources the
 * debug information names, {@link dev.straggler.source.slice.SourceLine} is a result line. The slicer (CFG, data and
 * control dependence, MPI matching) is in {@code dev.straggler.internal.source.slice}.
 */
package dev.straggler.source.slice;
