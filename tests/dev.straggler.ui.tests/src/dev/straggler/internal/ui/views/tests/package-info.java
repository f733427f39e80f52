/**
 * Tests of the views in a real workbench: the PDG view, the Prefix Tree view on a real hung job (classes, colours,
 * source, refinement, Attach Debugger, all threads) and the Slice view with the editor annotations.
 */
package dev.straggler.internal.ui.views.tests;
