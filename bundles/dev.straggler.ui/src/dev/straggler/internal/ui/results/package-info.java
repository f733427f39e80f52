/**
 * Results made elsewhere and the run history (issue 14): File &gt; Open Straggler Result, the import wizard and
 * drag-and-drop of dump directories and {@code .straggler} files ({@link dev.straggler.internal.ui.results.ResultOpener}),
 * and the Diagnoses view over dev.straggler.launch.ide.RunHistory (select to show, delete, compare two). Reading and
 * diagnosing happen in dev.straggler.launch.ide.OpenResults; these classes draw and ask.
 */
package dev.straggler.internal.ui.results;
