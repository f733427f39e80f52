/**
 * Implementation of {@link dev.straggler.core.queues.MessageQueues}: classifies every posted operation by the counts
 * of what its partner posted per peer, tag and communicator (MPI's matching order, {@code CountMatcher}; the partner's
 * posted operations in older dumps) and finds the cycles of the wait-for graph with JGraphT's strongly connected
 * components.
 */
package dev.straggler.internal.core.queues;
