/**
 * Trace diffing in the IDE (DiffTrace, issue 12; paper §II-D, §III-C): a comparison of a normal with a faulty run's
 * call traces (core's {@link dev.straggler.core.traces.TraceDiff}, the pipeline {@code straggler diff} runs too,
 * computed in a {@link dev.straggler.internal.ui.traces.TraceDiffJob}), published
 * to the views through {@link dev.straggler.launch.ide.Topics#TRACE_DIFF}; a launch that recorded traces and names
 * a normal run is compared when it ends ({@link dev.straggler.internal.ui.traces.TraceDiffOnLaunch}). No analysis
 * here: results are held and the facade asked.
 */
package dev.straggler.internal.ui.traces;
