/**
 * Tests of {@code dev.straggler.core.stacks}: STAT's prefix tree on hand-checked stacks (SC'09 §2), its reports, and
 * the {@link dev.straggler.core.stacks.StackAnalysis} facade. Headless (tycho-surefire, no workbench).
 */
package dev.straggler.core.stacks.tests;
