/**
 * Tests of {@code dev.straggler.core.report}: the diagnosis as people read it ({@link
 * dev.straggler.core.report.DiagnosisReport}) and the run's notes ({@link dev.straggler.core.report.RunNotes}).
 * Headless (tycho-surefire, no workbench).
 */
package dev.straggler.core.report.tests;
