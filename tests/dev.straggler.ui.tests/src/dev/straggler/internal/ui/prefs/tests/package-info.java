/** Window &gt; Preferences &gt; Straggler in a real workbench: the page stores, new launch configurations default from it. */
package dev.straggler.internal.ui.prefs.tests;
