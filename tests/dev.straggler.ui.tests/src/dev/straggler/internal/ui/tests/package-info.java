/**
 * Tests of the Straggler workbench integration, run by tycho-surefire inside a real Eclipse workbench on
 * the UI thread; they need a display (run the build under {@code xvfb-run -a} on headless machines).
 */
package dev.straggler.internal.ui.tests;
