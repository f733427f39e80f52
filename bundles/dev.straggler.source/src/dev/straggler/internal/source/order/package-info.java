/**
 * Implementation of the program points (STAT SC'09 §4.1–§4.2): {@link
 * dev.straggler.internal.source.order.ProgramPointRewriter} turns a line of a function's AST into offsets to the
 * enclosing compound statements with loop and branch tokens; {@link
 * dev.straggler.internal.source.order.LoopOrderVariables} finds each loop's Loop Order Variable (§4.2: a variable
 * monotonic in the loop's iterations, e.g. {@code it} of {@code for (it = 0; ...; it++)}). Internal: friends are the
 * source tests.
 */
package dev.straggler.internal.source.order;
