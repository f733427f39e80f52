/**
 * Tests of {@code dev.straggler.core.report}: the diagnosis as people read it ({@link
 * dev.straggler.core.report.DiagnosisReport}). Headless (tycho-surefire, no workbench).
 */
package dev.straggler.core.report.tests;
