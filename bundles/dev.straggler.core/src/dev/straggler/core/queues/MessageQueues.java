package dev.straggler.core.queues;

import java.util.List;

import dev.straggler.internal.core.queues.QueueMatcher;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Job;
import dev.straggler.model.RankSet;

/**
 * The message queues of a diagnosed hang: per task group of the PDG, per task, the operations it waits for and the
 * ones it posted and has not completed, each with what can match it.
 */
public final class MessageQueues {

    private MessageQueues() {
    }

    /** What an operation is. */
    public enum Kind {
        SEND, RECEIVE, PROBE, COLLECTIVE, UNKNOWN
    }

    /** Whether an operation can complete, as far as the posted operations tell. */
    public enum Match {
        /** A matching operation is posted at the peer (for a collective: every member is in one of the communicator). */
        MATCHED,
        /** No matching operation is posted at the peer (for a collective: some members are not in it). */
        UNMATCHED,
        /** The peer is in (or past) MPI_Finalize: it will never match it. */
        PEER_FINISHED,
        /** The dump does not say enough (unknown peer, an older dump, a peer without a dump). */
        UNKNOWN
    }

    /**
     * One operation of a task.
     *
     * @param kind send, receive, probe or collective
     * @param peer world rank of the peer; {@link #ANY_SOURCE} for MPI_ANY_SOURCE; -1 none or unknown
     * @param tag the tag; {@link #ANY_TAG} for MPI_ANY_TAG (and for a collective: none)
     * @param communicator the communicator's name ("" unnamed)
     * @param communicatorSize its size
     * @param request a nonblocking or persistent request (not the blocked call's own operation)
     * @param persistent a persistent request
     * @param waited part of the blocked call's wait (else posted and not waited for)
     * @param match what can match it
     * @param partners the ranks with a matching operation posted (for a collective: the members in it)
     * @param missing for a collective: the members not in one of its communicator; else empty
     * @param hint what the message counts add ("" nothing), e.g. that the peer already sent as many messages as
     *            the receives posted from it: one it sent is not taken (another tag or communicator?)
     */
    public record Operation(Kind kind, int peer, int tag, String communicator, int communicatorSize, boolean request,
            boolean persistent, boolean waited, Match match, RankSet partners, RankSet missing, String hint) {

        /** A peer of {@code MPI_ANY_SOURCE}. */
        public static final int ANY_SOURCE = -2;
        /** A tag of {@code MPI_ANY_TAG}. */
        public static final int ANY_TAG = -1;

        /** The operation in a few words, e.g. "receive from 3, tag 7, MPI_COMM_WORLD". */
        public String describe() {
            StringBuilder b = new StringBuilder();
            b.append(switch (kind) {
            case SEND -> "send to " + (peer >= 0 ? Integer.toString(peer) : "?");
            case RECEIVE -> "receive from " + (peer >= 0 ? Integer.toString(peer) : peer == ANY_SOURCE ? "any" : "?");
            case PROBE -> "probe from " + (peer >= 0 ? Integer.toString(peer) : peer == ANY_SOURCE ? "any" : "?");
            case COLLECTIVE -> "collective";
            case UNKNOWN -> "wait";
            });
            if (kind != Kind.COLLECTIVE && kind != Kind.UNKNOWN) {
                b.append(", tag ").append(tag == ANY_TAG ? "any" : Integer.toString(tag));
            }
            b.append(", ").append(communicatorName(communicator, communicatorSize));
            if (persistent) {
                b.append(" (persistent request)");
            } else if (request) {
                b.append(" (request)");
            }
            return b.toString();
        }

        /** Why it matches or not, e.g. "no matching send posted at 3", with the hint. */
        public String explain() {
            return hint.isEmpty() ? reason() : reason() + "; " + hint;
        }

        private String reason() {
            return switch (match) {
            case MATCHED -> kind == Kind.COLLECTIVE ? "every member is in a collective of this communicator"
                    : "matching " + (kind == Kind.SEND ? "receive" : "send") + " posted at " + partners;
            case UNMATCHED -> kind == Kind.COLLECTIVE ? "not in it: " + missing
                    : "no matching " + (kind == Kind.SEND ? "receive" : "send") + " posted at "
                            + (peer >= 0 ? Integer.toString(peer) : "any task");
            case PEER_FINISHED -> (kind == Kind.COLLECTIVE ? "members " + missing : Integer.toString(peer))
                    + " reached MPI_Finalize: never matched";
            case UNKNOWN -> "not known";
            };
        }
    }

    /**
     * One task.
     *
     * @param rank its world rank
     * @param call the MPI call it is in, or the call it last left when computing ("" unknown)
     * @param status "blocked", "computing" or "finished"
     * @param waits the parts of its blocked call's wait
     * @param pending its other posted and not completed operations
     * @param inCycle on a cycle of waits
     * @param leastProgressed among the least-progressed tasks
     */
    public record TaskQueue(int rank, String call, String status, List<Operation> waits, List<Operation> pending,
            boolean inCycle, boolean leastProgressed) {

        /** Whether some operation of the task cannot be matched as things stand. */
        public boolean hasUnmatched() {
            return waits.stream().anyMatch(o -> o.match() == Match.UNMATCHED || o.match() == Match.PEER_FINISHED)
                    || pending.stream().anyMatch(o -> o.match() == Match.UNMATCHED || o.match() == Match.PEER_FINISHED);
        }
    }

    /**
     * The tasks of one node of the PDG.
     *
     * @param label the node's label (call and site)
     * @param ranks its tasks
     * @param leastProgressed whether it is a least-progressed node
     */
    public record Group(String label, RankSet ranks, boolean leastProgressed, List<TaskQueue> tasks) {
    }

    /**
     * @param groups the PDG's nodes with their tasks, least-progressed first
     * @param cycles the cycles of waits (each a set of tasks that wait on one another; a self-wait is one task)
     * @param unmatched the tasks with an operation nothing posted matches
     * @param waitFactsKnown whether the dumps recorded the parts of waits (format 1.3 and later)
     */
    public record Report(List<Group> groups, List<RankSet> cycles, RankSet unmatched, boolean waitFactsKnown) {
    }

    /** The message queues of {@code job} at its hang, grouped by {@code diagnosis}'s PDG nodes. */
    public static Report of(Job job, Diagnosis diagnosis) {
        return QueueMatcher.report(job, diagnosis);
    }

    /** "MPI_COMM_WORLD", or for an unnamed communicator "communicator of N". */
    public static String communicatorName(String name, int size) {
        return name != null && !name.isEmpty() ? name : "communicator of " + size;
    }
}
