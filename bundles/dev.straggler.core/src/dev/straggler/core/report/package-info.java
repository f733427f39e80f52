/**
 * API: reports for the command line and exports, text for people, JSON for scripts (the documented contracts of
 * {@code straggler diagnose --json} and {@code straggler stacks --json}), DOT for Graphviz:
 * {@link dev.straggler.core.report.DiagnosisReport} for a progress-dependence diagnosis (AutomaDeD §4),
 * {@link dev.straggler.core.report.StackTreeReport} for a prefix tree and its temporal order (STAT SC'09 §2, §4), with
 * the class colours the Prefix Tree view uses too.
 */
package dev.straggler.core.report;
