/**
 * Workbench views of Straggler. {@link dev.straggler.internal.ui.views.PdgView} shows the Progress Dependence Graph of a
 * diagnosis (AutomaDeD §4: task groups, their progress dependencies and the least-progressed tasks), laid out with
 * ELK's layered algorithm ({@link dev.straggler.internal.ui.views.PdgLayout}) and drawn on an SWT canvas;
 * {@link dev.straggler.internal.ui.views.SliceView} lists the statements of the active slice (AutomaDeD §4.4.2). Layout and
 * drawing only: the analysis is in dev.straggler.core and dev.straggler.source.
 */
package dev.straggler.internal.ui.views;
