package dev.straggler.core.queues;

import java.util.List;
import java.util.Locale;

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
        /**
         * The partner posted the matching operation (its count of them reaches this one's ordinal, dump format 1.7):
         * only the completion is pending. For a collective: every member is in one of the communicator.
         */
        MATCHED,
        /** The partner posted fewer matching operations than this one needs (the counts say how many). */
        UNMATCHED,
        /** The peer is in (or past) MPI_Finalize and did not post it: it will never match it. */
        PEER_FINISHED,
        /** The dumps do not say enough ({@link Operation#reason()} says why). */
        UNKNOWN,
        /** A collective some members of its communicator have not entered: it waits for them. */
        WAITING
    }

    /**
     * The operation a partner posted that matches one: the partner's rank, the MPI call that posted it and its line,
     * symbolized as the rest of the report is.
     *
     * @param rank the partner's world rank
     * @param call the MPI call, e.g. "MPI_Isend" ("" unknown)
     * @param location its line, e.g. "ring.c:44" ("" unknown)
     * @param last the partner posted more such operations than this one needs: the call and line are those of the
     *            last it posted (the same in a loop), not necessarily of the one that matches
     */
    public record Partner(int rank, String call, String location, boolean last) {

        /** "rank 1's MPI_Isend (ring.c:44)", "rank 1's MPI_Isend", "rank 1". */
        public String describe() {
            return "rank " + rank + (call.isEmpty() ? "" : "'s " + call + (location.isEmpty() ? "" : " (" + location + ")"));
        }
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
     * @param partners the ranks that posted the operation matching it (for a collective: the members in it)
     * @param missing for a collective: the members not in one of its communicator; else empty
     * @param hint for an unmatched operation, the messages of its partner's counts with another tag or on another
     *            communicator that nothing takes, e.g. "rank 0 posted 1 send to rank 1 with tag 20 that no receive can
     *            take: another tag?"; "" when the counts hold none (or are not known)
     * @param bytes its size (dump format 1.5): a send's message, a receive's posted buffer (the largest message it
     *            takes), a collective's own block; {@link #BYTES_UNKNOWN} when not known
     * @param root the world rank of a rooted collective's root; {@link #NO_ROOT} for none (or not known)
     * @param notes what does not fit although it matches, e.g. a message larger than the receive's buffer
     *            (MPI_ERR_TRUNCATE), members of a rooted collective that name different roots; empty for none
     * @param ordinal its number among the sends (receives) its task posted to (from) its peer with its tag on its
     *            communicator, 1 = the first (dump format 1.7); 0 unknown (a probe, a collective, older dumps)
     * @param posted how many of them its task posted; -1 unknown
     * @param partnerPosted how many matching operations its partner(s) posted (for a receive or a probe the sends,
     *            for a send the receives from it with its tag); -1 unknown
     * @param matchedBy for a matched point-to-point operation the partner's matching operation; null otherwise
     * @param reason why it is classified so, e.g. "rank 3 posted 2 sends to rank 2 with tag 7, rank 2 posted 3
     *            receives", "waiting for ranks 2-3 to enter", or for {@link Match#UNKNOWN} what the dumps do not say
     */
    public record Operation(Kind kind, int peer, int tag, String communicator, int communicatorSize, boolean request,
            boolean persistent, boolean waited, Match match, RankSet partners, RankSet missing, String hint,
            long bytes, int root, List<String> notes, long ordinal, long posted, long partnerPosted, Partner matchedBy,
            String reason) {

        /** A peer of {@code MPI_ANY_SOURCE}. */
        public static final int ANY_SOURCE = -2;
        /** A tag of {@code MPI_ANY_TAG}. */
        public static final int ANY_TAG = -1;
        /** {@link #bytes()} when the size is not known (a probe, a v-collective, a dump older than 1.5, ...). */
        public static final long BYTES_UNKNOWN = -1;
        /** {@link #root()} of an operation without a root. */
        public static final int NO_ROOT = -1;

        public Operation {
            notes = List.copyOf(notes);
        }

        /** Whether it is a collective with a root (MPI_Bcast, MPI_Reduce, MPI_Gather(v), MPI_Scatter(v), ...). */
        public boolean rooted() {
            return kind == Kind.COLLECTIVE && root >= 0;
        }

        /** Its peer in a word: the rank, "any", "root R" for a rooted collective, "" none or unknown. */
        public String peerLabel() {
            if (rooted()) {
                return "root " + root;
            }
            return peer >= 0 ? Integer.toString(peer) : peer == ANY_SOURCE && kind != Kind.COLLECTIVE ? "any" : "";
        }

        /** The operation in a few words, e.g. "receive from 3, tag 7, MPI_COMM_WORLD, 40 B". */
        public String describe() {
            StringBuilder b = new StringBuilder();
            b.append(switch (kind) {
            case SEND -> "send to " + (peer >= 0 ? Integer.toString(peer) : "?");
            case RECEIVE -> "receive from " + (peer >= 0 ? Integer.toString(peer) : peer == ANY_SOURCE ? "any" : "?");
            case PROBE -> "probe from " + (peer >= 0 ? Integer.toString(peer) : peer == ANY_SOURCE ? "any" : "?");
            case COLLECTIVE -> rooted() ? "collective, root " + root : "collective";
            case UNKNOWN -> "wait";
            });
            if (kind != Kind.COLLECTIVE && kind != Kind.UNKNOWN) {
                b.append(", tag ").append(tag == ANY_TAG ? "any" : Integer.toString(tag));
            }
            b.append(", ").append(communicatorName(communicator, communicatorSize));
            if (bytes >= 0) {
                b.append(", ").append(formatBytes(bytes));
            }
            if (persistent) {
                b.append(" (persistent request)");
            } else if (request) {
                b.append(" (request)");
            }
            return b.toString();
        }

        /**
         * Why it matches or not, e.g. "rank 3 posted 2 sends to rank 2 with tag 7, rank 2 posted 3 receives", with
         * the hint; the notes first (what matches but does not fit matters more than that it matches).
         */
        public String explain() {
            StringBuilder b = new StringBuilder();
            notes.forEach(n -> b.append(n).append("; "));
            b.append(reason);
            if (!hint.isEmpty()) {
                b.append("; ").append(hint);
            }
            return b.toString();
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

        /** Whether some operation of the task cannot be matched as things stand (unmatched, or on a finished peer). */
        public boolean hasUnmatched() {
            return waits.stream().anyMatch(o -> o.match() == Match.UNMATCHED || o.match() == Match.PEER_FINISHED)
                    || pending.stream().anyMatch(o -> o.match() == Match.UNMATCHED || o.match() == Match.PEER_FINISHED);
        }

        /** Whether some operation of the task has a note (a message larger than the buffer, roots that differ). */
        public boolean hasNotes() {
            return waits.stream().anyMatch(o -> !o.notes().isEmpty()) || pending.stream().anyMatch(o -> !o.notes().isEmpty());
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
     * @param noted the tasks with an operation that has a note (a message larger than the receive's buffer, a rooted
     *            collective whose members name different roots)
     * @param waitFactsKnown whether the dumps recorded the parts of waits (format 1.3 and later)
     */
    public record Report(List<Group> groups, List<RankSet> cycles, RankSet unmatched, RankSet noted,
            boolean waitFactsKnown) {

        /**
         * The findings in a line, the parts joined by {@code separator}: the cycles of waits, the unmatched operations,
         * the tasks with a note, e.g. "1 cycle of waits: ranks 0-1; unmatched operations at ranks 0-3".
         */
        public String findings(String separator) {
            return (cycles.isEmpty() ? "no cycle of waits"
                    : cycles.size() + (cycles.size() == 1 ? " cycle of waits: " : " cycles of waits: ")
                            + String.join("; ", cycles.stream().map(c -> "ranks " + c).toList()))
                    + separator + (unmatched.isEmpty() ? "no unmatched operation" : "unmatched operations at ranks " + unmatched)
                    + (noted.isEmpty() ? "" : separator + "sizes or roots that do not fit at ranks " + noted);
        }
    }

    /** The message queues of {@code job} at its hang, grouped by {@code diagnosis}'s PDG nodes. */
    public static Report of(Job job, Diagnosis diagnosis) {
        return QueueMatcher.report(job, diagnosis);
    }

    private static final String[] UNITS = { "B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB" };

    /**
     * A size for people: "4 B", "1023 B", "32 KiB", "1.5 MiB" (binary units, one decimal unless whole); "\u2014" when
     * unknown (negative).
     */
    public static String formatBytes(long bytes) {
        if (bytes < 0) {
            return "\u2014";
        }
        int unit = 0;
        double value = bytes;
        while (value >= 1024 && unit < UNITS.length - 1) {
            value /= 1024;
            unit++;
        }
        if (unit == 0) {
            return bytes + " B";
        }
        String v = String.format(Locale.ROOT, "%.1f", value);
        if (v.equals("1024.0") && unit < UNITS.length - 1) { // 1023.95 KiB and up: 1 MiB
            v = "1.0";
            unit++;
        }
        return (v.endsWith(".0") ? v.substring(0, v.length() - 2) : v) + " " + UNITS[unit];
    }

    /** "MPI_COMM_WORLD", or for an unnamed communicator "communicator of N". */
    public static String communicatorName(String name, int size) {
        return name != null && !name.isEmpty() ? name : "communicator of " + size;
    }
}
