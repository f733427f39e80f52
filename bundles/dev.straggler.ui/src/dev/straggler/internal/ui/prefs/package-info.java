/**
 * Window &gt; Preferences &gt; Straggler: the defaults of new launch configurations (launcher, ranks, hang timeout,
 * algorithm), the gdb to attach with (stored by dev.straggler.launch.ide.LaunchPreferences, read headless) and the
 * colours of the Progress Dependence Graph ({@link dev.straggler.internal.ui.prefs.UiPreferences}). Issue 14.
 */
package dev.straggler.internal.ui.prefs;
