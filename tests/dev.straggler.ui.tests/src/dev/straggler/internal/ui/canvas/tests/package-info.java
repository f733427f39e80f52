/**
 * Tests of the canvas base in a real workbench: hit testing under zoom, pan and fit, selection and dispatch, export to
 * SVG (parsed back), PNG (read back) and DOT, on the PDG view and on a view that is not a graph ({@link
 * dev.straggler.internal.ui.canvas.tests.GridTestView}, matrices side by side as the JSM heatmap will draw them).
 */
package dev.straggler.internal.ui.canvas.tests;
