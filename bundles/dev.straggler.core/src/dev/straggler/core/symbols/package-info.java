/**
 * API: symbolization of the runtime's frames (module + offset) to function, file and line with addr2line, once per
 * distinct address (DESIGN.md §4 "Stacks"), and how frames and states read to users
 * ({@link dev.straggler.core.symbols.Frames}), a task's state file too ({@link dev.straggler.core.symbols.TaskStates}:
 * the last known state of a task that died).
 */
package dev.straggler.core.symbols;
