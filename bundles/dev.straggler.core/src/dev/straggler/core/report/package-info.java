/**
 * API: the reports of the analyses, one renderer per report, headless: text for people, JSON for scripts (the
 * documented contracts of the command line's {@code --json}, docs/json-schemas/), DOT for Graphviz where a report is a
 * graph. {@link dev.straggler.core.report.DiagnosisReport} for a progress-dependence diagnosis (AutomaDeD §4) with the
 * run's notes ({@link dev.straggler.core.report.RunNotes}: crashed and dead tasks);
 * {@link dev.straggler.core.report.StackTreeReport} for a prefix tree and its temporal order (STAT SC'09 §2, §4), with
 * the class colours the Prefix Tree view uses too; {@link dev.straggler.core.report.MessageQueuesReport} for the
 * message queues of a hang; {@link dev.straggler.core.report.ScaleReport} for a scale model and a check against it
 * (Vrisha); {@link dev.straggler.core.report.TraceReport} for a run's call traces and
 * {@link dev.straggler.core.report.TraceDiffReport} for DiffTrace's ranking and diffNLR. The command line prints them;
 * the IDE's views and exports can use the same text.
 */
package dev.straggler.core.report;
