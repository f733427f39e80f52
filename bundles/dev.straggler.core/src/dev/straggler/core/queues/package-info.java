/**
 * API: the message queues of a hang, as a parallel debugger's message-queue window shows them (issue 14): every
 * task's blocked call with each part of its wait (send, receive, probe or collective; peer, tag, communicator;
 * nonblocking or persistent request) and its other pending operations, grouped like the progress-dependence graph,
 * each operation classified by what its partner posted (issue 23): matched (naming the partner's call and line),
 * unmatched (with both tasks' counts, and a hint of another tag or communicator only when the counts hold one),
 * waiting on a finished task, unknown (with the reason), or, for a collective, waiting for the members not in it; and
 * the cycles of waits. The facts are the dump's (format 1.3, WDET; the counts by tag and communicator since 1.7);
 * {@link dev.straggler.core.queues.MessageQueues} is the facade, the matching is in {@code
 * dev.straggler.internal.core.queues}.
 */
package dev.straggler.core.queues;
