/**
 * Tests of the program points (STAT SC'09 §4.1–§4.2): the rewriting of lines into tuples, on the paper's Fig. 1 and
 * the examples, and the Loop Order Variables.
 */
package dev.straggler.internal.source.order.tests;
