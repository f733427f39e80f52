/**
 * The user guide (help/toc.xml and help/html, contributed to org.eclipse.help) and a small help UI
 * ({@link dev.straggler.internal.ui.help.GuideHelpUI}) so that Help &gt; Help Contents opens it in a product without
 * org.eclipse.help.ui and its web application (issue 14), inside the workbench: the
 * {@link dev.straggler.internal.ui.help.GuideView} shows the pages in an embedded browser (issue 24).
 */
package dev.straggler.internal.ui.help;
