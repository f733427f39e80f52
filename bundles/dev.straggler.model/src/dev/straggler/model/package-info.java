/**
 * API: the Straggler model (EMF, generated into {@code src-gen/} from {@code model/straggler.ecore}): a diagnosed MPI
 * {@link dev.straggler.model.Job} with its tasks, the merged Markov model of the tasks ({@link dev.straggler.model.State}s
 * and {@link dev.straggler.model.Transition}s, AutomaDeD §3) and the progress dependence graphs computed from it ({@link
 * dev.straggler.model.Diagnosis}, §4). {@link dev.straggler.model.RankSet} (hand-written, in {@code src/}) is the
 * compressed set of ranks used throughout. Instances are created with {@link dev.straggler.model.StragglerFactory}, read
 * from a dump directory with {@link dev.straggler.model.dump.StragglerResources} and persisted as XMI. This bundle
 * re-exports EMF common, Ecore and XMI.
 */
package dev.straggler.model;
