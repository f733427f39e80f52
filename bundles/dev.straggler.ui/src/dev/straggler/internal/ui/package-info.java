/**
 * The Straggler workbench integration: the Straggler perspective, the presenter that opens it and shows a diagnosis
 * when {@link dev.straggler.launch.ide.DiagnosisResults} publishes one, the {@link dev.straggler.internal.ui.SliceAnnotator}
 * that shows the active slice in the editors, and the bundle's start-up. Views live in
 * {@code dev.straggler.ui.views}, launch tabs in {@code dev.straggler.ui.launch}; all analysis work is delegated to
 * the headless core bundle.
 */
package dev.straggler.internal.ui;
