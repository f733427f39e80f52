/**
 * Tests of STAT's adaptive refinement (SC'09 §4.3, {@code TemporalRefiner}): the paper's Fig. 3 tuples, loop values,
 * incomparable branches, least- and most-progressed tasks.
 */
package dev.straggler.internal.core.stacks.tests;
