/**
 * Implementation of the dump readers behind {@link dev.straggler.model.dump.StragglerResources}:
 * {@link dev.straggler.internal.model.dump.DumpReader} parses one {@code rank-NNNNNN.sdump} file,
 * {@link dev.straggler.internal.model.dump.ReducedReader} the in-situ {@code reduced.sdump},
 * {@link dev.straggler.internal.model.dump.JobLoader} merges the tasks' Markov models into one
 * {@link dev.straggler.model.Job} (AutomaDeD §3.1: one model per task, states keyed by call site), and
 * {@link dev.straggler.internal.model.dump.DumpResourceFactory} exposes a dump directory as a read-only EMF resource
 * (registered for {@code *.sdump} in plugin.xml). Internal: friends are the model's tests.
 */
package dev.straggler.internal.model.dump;
