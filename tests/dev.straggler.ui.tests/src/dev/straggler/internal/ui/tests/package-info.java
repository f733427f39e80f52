/**
 * Tests of the Straggler workbench integration, run by tycho-surefire inside a real Eclipse workbench on the UI thread
 * (they need a display: the build runs under {@code xvfb-run -a} on headless machines): a launch of "MPI Application
 * with Diagnosis" to the perspective, the markers and the in-situ option; {@link
 * dev.straggler.internal.ui.tests.UiTestSupport} is shared with the view tests.
 */
package dev.straggler.internal.ui.tests;
