/**
 * Symbolization of the runtime's frames (module + offset) to function, file and line, once per
 * distinct address (DESIGN.md §4 "Stacks"), and how frames and states read to users.
 */
package dev.straggler.core.symbols;
