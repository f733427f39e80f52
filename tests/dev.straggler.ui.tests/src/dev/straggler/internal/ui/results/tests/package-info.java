/** Opening results made elsewhere (import wizard, File menu, drop) and the Diagnoses view, on a real ring run, in a real workbench. */
package dev.straggler.internal.ui.results.tests;
