/**
 * API: program points of stack frames for STAT's temporal order (SC'09 §4.1): {@link
 * dev.straggler.source.order.SourceProgramPoints} rewrites a frame's file:line into its lexicographic tuple from the
 * parsed source, the {@link dev.straggler.core.stacks.TemporalRefinement.ProgramPoints} the refinement takes.
 */
package dev.straggler.source.order;
