/**
 * The Straggler workbench integration: the Straggler perspective and the shared UI plumbing (images,
 * preferences, the link between editors, markers and analysis results). Views live in
 * {@code dev.straggler.ui.views}; all analysis work is delegated to the headless core bundle.
 */
package dev.straggler.ui;
