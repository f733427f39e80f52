/**
 * The Straggler workbench integration (internal: the UI tests are its only friends): the Straggler perspective, the
 * presenter that opens it and shows a diagnosis when {@link dev.straggler.launch.ide.Topics#DIAGNOSIS} publishes one,
 * the {@link dev.straggler.internal.ui.SliceAnnotator} that shows the active slice in the editors (AutomaDeD §4.4.2),
 * and the bundle's activator and start-up, and the application that checks an installation's workbench after an
 * install from the update site ({@link dev.straggler.internal.ui.InstallCheckApplication}). Views live in
 * {@code dev.straggler.internal.ui.views}, launch tabs in {@code dev.straggler.internal.ui.launch}; all analysis work is
 * delegated to the headless bundles.
 */
package dev.straggler.internal.ui;
