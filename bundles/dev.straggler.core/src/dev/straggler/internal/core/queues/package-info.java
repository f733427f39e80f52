/**
 * Implementation of {@link dev.straggler.core.queues.MessageQueues}: matches every posted operation with the
 * operations posted at its peer (MPI's matching rules: communicator, source or MPI_ANY_SOURCE, tag or MPI_ANY_TAG)
 * and finds the cycles of the wait-for graph with JGraphT's strongly connected components.
 */
package dev.straggler.internal.core.queues;
