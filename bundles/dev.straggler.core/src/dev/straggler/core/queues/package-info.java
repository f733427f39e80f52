/**
 * API: the message queues of a hang, as a parallel debugger's message-queue window shows them (issue 14): every
 * task's blocked call with each part of its wait (send, receive, probe or collective; peer, tag, communicator;
 * nonblocking or persistent request) and its other pending operations, grouped like the progress-dependence graph,
 * each operation marked matched (a partner is posted), unmatched (none is), waiting on a finished task, or, for a
 * collective, which members are not in it; and the cycles of waits. The facts are the dump's (format 1.3, WDET);
 * {@link dev.straggler.core.queues.MessageQueues} is the facade, the matching is in {@code
 * dev.straggler.internal.core.queues}.
 */
package dev.straggler.core.queues;
