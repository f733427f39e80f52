/**
 * Tests of the progress-dependence implementation (AutomaDeD §3–§4): Table 1's dependence rules, hitting
 * probabilities, DIST/SEMI-DIST PDGs and the loop-aware order, on hand-built problems with known answers. They also check
 * that EJML and JGraphT wire up under OSGi.
 */
package dev.straggler.internal.core.progress.tests;
