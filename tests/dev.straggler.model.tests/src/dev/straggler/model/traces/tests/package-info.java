/** Tests of the trace-set API ({@link dev.straggler.model.traces}) and its in-memory implementation. */
package dev.straggler.model.traces.tests;
