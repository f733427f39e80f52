/**
 * The base of Straggler's drawn views (the PDG, the prefix tree, and the diffNLR, JSM heatmap and scale views to
 * come): {@link dev.straggler.internal.ui.canvas.CanvasView} is a workbench view with one canvas that zooms, pans,
 * fits, hovers, selects, opens items on double-click and exports; what it shows is a
 * {@link dev.straggler.internal.ui.canvas.CanvasContent} (geometry, hit test, tooltips, one paint routine over the
 * {@link dev.straggler.internal.ui.canvas.Painter} primitives), painted onto the canvas and a PNG image by
 * {@link dev.straggler.internal.ui.canvas.GcPainter} and into SVG by {@link dev.straggler.internal.ui.canvas.SvgPainter}
 * ({@link dev.straggler.internal.ui.canvas.CanvasExport}). Graphs laid out by ELK extend
 * {@link dev.straggler.internal.ui.canvas.GraphContent} over a {@link dev.straggler.internal.ui.canvas.CanvasLayout}.
 * Drawing only: the views get their data from the core facades.
 */
package dev.straggler.internal.ui.canvas;
