/**
 * Tests of the DiffTrace analysis facade ({@link dev.straggler.core.traces}) on synthetic traces: the paper's
 * odd/even-sort case study (swapBug, dlBug), a hybrid program missing a critical section, filters, the ranking
 * table's shape, streaming, and the messages for traces that cannot be compared.
 */
package dev.straggler.core.traces.tests;
