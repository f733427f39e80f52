/** Tests of the slicer: hand-labelled slices, the flow algorithms, the dependence rules, progressive slicing. */
package dev.straggler.internal.source.slice.tests;
