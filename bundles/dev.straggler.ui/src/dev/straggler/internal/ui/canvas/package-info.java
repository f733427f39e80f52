/**
 * The base of Straggler's drawn views (the PDG and the prefix tree now; the diffNLR, JSM heatmap and scale views next):
 * {@link dev.straggler.internal.ui.canvas.CanvasView} is a workbench view with one canvas that zooms, pans, fits,
 * hovers, selects, opens items on double-click and exports to SVG, PNG and (graphs) DOT; what it shows is an immutable
 * {@link dev.straggler.internal.ui.canvas.CanvasContent}, painted once through the
 * {@link dev.straggler.internal.ui.canvas.Painter} primitives onto the canvas and a PNG image
 * ({@link dev.straggler.internal.ui.canvas.GcPainter}) and into SVG ({@link dev.straggler.internal.ui.canvas.SvgPainter},
 * {@link dev.straggler.internal.ui.canvas.CanvasExport}), so an export is what the user sees. Drawing only: no analysis.
 * <p>
 * <b>How a new view sits on it.</b> (1) {@code class XView extends CanvasView<Item>}: its constructor passes
 * {@code super("heatmap", "jsm-heatmap")} (what the drawing is called in tooltips and dialogs, the export's file name);
 * implement {@code emptyMessage()} (the text shown before there is anything) and {@code initialize()} (show what
 * already exists, e.g. the latest result); override as needed {@code contributeActions(toolBar)} (own toolbar actions, before zoom/fit/export), {@code open(item)} (double-click,
 * Enter), {@code clicked(item)}, {@code selectionChanged(item)}, {@code contextActions(item)} (the context menu's own
 * part). Register it in plugin.xml with a {@code %} name. (2) When a core facade returns a result (on the UI thread; a
 * long analysis runs in a {@code Job} first), build the content inside {@code measuring(painter -> ...)}, which gives a
 * painter that measures text exactly as the canvas draws it, and call {@code setContent(content, keepView)}
 * ({@code keepView}: keep zoom and pan, e.g. after a collapse; else fit); what must be read before the drawing (the
 * PDG view's run notes: a task crashed, the job is partial) goes to {@code setNotes(lines)}, a band across the top,
 * wrapped to the view's width, above the legend. (3) The content implements
 * {@code width()/height()} (pixels at zoom 1), {@code paint(painter, state)} with the painter primitives only (no GC,
 * no SWT resources: colours are {@code RGB}, fonts a {@code Painter.TextStyle}; hovered, selected and the visible part
 * are in {@code state}), {@code itemAt(x, y)}, {@code bounds(item)}, and as needed {@code tooltip(item)}, a legend
 * drawn unzoomed above the drawing ({@code legendHeight/legendWidth/paintLegend}), {@code dot()} (a graph's Graphviz
 * text, usually from the core report; null: not a graph, no DOT export) and {@code fit()} ({@code WHOLE} for a
 * drawing, {@code WIDTH} for a tall table or text column). Labels that must fit a width wrap with
 * {@link dev.straggler.internal.ui.canvas.TextLines}. (4) A graph laid out by ELK extends
 * {@link dev.straggler.internal.ui.canvas.CanvasLayout} (build the ELK graph after {@code registerElk()}, turn each
 * routed edge into a polyline with {@code points(edge, from, to)}) and its content extends
 * {@link dev.straggler.internal.ui.canvas.GraphContent}, which gives size, hit test, bounds and the paint order and
 * asks for {@code paintEdge} and {@code paintNode}. A primitive the painters lack is added to {@code Painter} and both
 * sinks. Tests: {@code dev.straggler.internal.ui.canvas.tests} (the base on a heatmap-like grid, the exports parsed
 * back).
 */
package dev.straggler.internal.ui.canvas;
