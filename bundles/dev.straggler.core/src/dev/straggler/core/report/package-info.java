/**
 * Reports of a diagnosis for the command line and exports: text for people, JSON for scripts (the
 * documented contract of {@code straggler diagnose --json}), DOT for graphviz.
 */
package dev.straggler.core.report;
