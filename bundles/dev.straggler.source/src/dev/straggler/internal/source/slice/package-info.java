/**
 * Implementation of the slicer on the CDT parser: {@link dev.straggler.internal.source.slice.CParser} parses C/C++
 * files standalone (flags from {@code compile_commands.json}; headers through {@link
 * dev.straggler.internal.source.slice.CdtIncludes}, the one adapter to CDT's internal packages), {@link
 * dev.straggler.internal.source.slice.Program} builds the control-flow graphs and slices (reaching definitions, control
 * dependence from post-dominators, {@link dev.straggler.internal.source.slice.Flow}; interprocedural and
 * communication-aware: a receive depends on the sends that can match it, {@link
 * dev.straggler.internal.source.slice.MpiCalls}; AutomaDeD §4.4). Internal: friends are the source tests.
 */
package dev.straggler.internal.source.slice;
