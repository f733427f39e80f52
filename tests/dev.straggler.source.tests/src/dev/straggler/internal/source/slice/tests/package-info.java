/**
 * Tests of the slicer ({@code dev.straggler.internal.source.slice}, AutomaDeD §4.4): hand-labelled slices (and the
 * accuracy table of docs/benchmarks.md), the flow algorithms, the dependence rules, and the scale benchmark's code base.
 */
package dev.straggler.internal.source.slice.tests;
