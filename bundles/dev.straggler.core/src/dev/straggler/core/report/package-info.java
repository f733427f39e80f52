/**
 * Analysis reports: plain value objects summarising the results of an analysis run, and their JSON
 * serialisation (via Gson) used by the command-line interface and for exchanging results with tools.
 */
package dev.straggler.core.report;
