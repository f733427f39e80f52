/**
 * Workbench views of Straggler, drawing and dispatching only (the analyses are the headless bundles' facades).
 * {@link dev.straggler.internal.ui.views.PdgView} shows the Progress Dependence Graph of a diagnosis (AutomaDeD §4: task
 * groups, their progress dependencies and the least-progressed tasks), laid out with ELK's layered algorithm ({@link
 * dev.straggler.internal.ui.views.PdgLayout}) and drawn by {@link dev.straggler.internal.ui.views.PdgFigure}; {@link
 * dev.straggler.internal.ui.views.PrefixTreeView} STAT's prefix tree and temporal order (SC'09 §2, §4) from {@link
 * dev.straggler.core.stacks.StackAnalysis}, drawn by {@link dev.straggler.internal.ui.views.PrefixTreeFigure}; both sit
 * on the canvas base of {@code dev.straggler.internal.ui.canvas}. {@link dev.straggler.internal.ui.views.SliceView} lists
 * the statements of the active slice (AutomaDeD §4.4.2). {@link dev.straggler.internal.ui.views.ScaleAnomalyView} shows a
 * run checked against a scale model (Vrisha §5.3–5.4, Fig. 5: every process's abnormality against the threshold, the
 * flagged ranks, the ranked divergence points with double-click to source), drawn by
 * {@link dev.straggler.internal.ui.views.ScaleAnomalyFigure} on the same base. DiffTrace (§II-D, §III-C; trace comparisons from
 * {@code dev.straggler.internal.ui.traces}): {@link dev.straggler.internal.ui.views.RankingView} the ranking table,
 * {@link dev.straggler.internal.ui.views.DiffNlrView} diffNLR(x) in two aligned columns ({@link
 * dev.straggler.internal.ui.views.DiffNlrFigure}), {@link dev.straggler.internal.ui.views.JsmHeatmapView} JSM normal,
 * faulty and DiffJSM side by side ({@link dev.straggler.internal.ui.views.JsmHeatmapFigure}), the last two on the
 * canvas base.
 */
package dev.straggler.internal.ui.views;
