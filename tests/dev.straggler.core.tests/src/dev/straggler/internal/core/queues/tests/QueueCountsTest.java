package dev.straggler.internal.core.queues.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.straggler.core.queues.MessageQueues.Match;
import dev.straggler.core.queues.MessageQueues.Operation;
import dev.straggler.core.queues.MessageQueues.Partner;
import dev.straggler.core.queues.MessageQueues.Report;
import dev.straggler.core.queues.MessageQueues.TaskQueue;
import dev.straggler.internal.core.queues.QueueMatcher;
import dev.straggler.model.Frame;
import dev.straggler.model.Job;
import dev.straggler.model.MessageCount;
import dev.straggler.model.RankSet;
import dev.straggler.model.State;
import dev.straggler.model.StateKind;
import dev.straggler.model.StragglerFactory;
import dev.straggler.model.Task;
import dev.straggler.model.WaitKind;
import dev.straggler.model.WaitPart;
import dev.straggler.model.WaitRole;

/**
 * {@link QueueMatcher} with the counts of dump format 1.7 (per peer, tag and communicator, and each operation's
 * ordinal), on hand-built jobs: an operation is matched when its partner's count reaches its ordinal (naming the
 * partner's call and line), unmatched when it stays below it even if no wildcard receive took a message (saying how
 * many each posted), unknown in between or when a dump cannot say (with the reason); the hint of another tag or
 * communicator only when the partner's counts hold a message nothing takes; a collective waits for the members not in
 * it.
 */
class QueueCountsTest {

    private static final StragglerFactory F = StragglerFactory.eINSTANCE;
    private static final long WORLD = 1;
    private static final int ANY = Operation.ANY_SOURCE, ANY_TAG = Operation.ANY_TAG;

    private final Job job = F.createJob();

    QueueCountsTest() {
        job.setWorldSize(4);
        job.setFormatVersion("1.7");
    }

    private Task task(int rank) {
        for (Task t : job.getTasks()) {
            if (t.getRank() == rank) {
                return t;
            }
        }
        Task t = F.createTask();
        t.setRank(rank);
        t.setInMpi(true);
        t.setMessageCountsKnown(true);
        t.setMessageCountsComplete(true);
        job.getTasks().add(t);
        return t;
    }

    /** A communication state: {@code call} at {@code file:line}. */
    private State state(String call, String file, int line) {
        State s = F.createState();
        s.setKind(StateKind.COMMUNICATION);
        s.setCall(call);
        Frame f = F.createFrame();
        f.setFile("/src/" + file);
        f.setLine(line);
        f.setFunction("main");
        s.getCallSite().add(f);
        job.getStates().add(s);
        return s;
    }

    private static WaitPart part(WaitRole role, int peer, int tag, long comm, long ordinal) {
        WaitPart p = F.createWaitPart();
        p.setRole(role);
        p.setPeer(peer);
        p.setTag(tag);
        p.setCommunicator(comm == WORLD ? "MPI_COMM_WORLD" : "");
        p.setCommunicatorSize(4);
        p.setCommunicatorId(comm);
        p.setOrdinal(ordinal);
        p.setBytes(4);
        return p;
    }

    private WaitPart waits(int rank, WaitPart p) {
        Task t = task(rank);
        t.setWaitKind(WaitKind.POINT_TO_POINT);
        t.getWaitParts().add(p);
        return p;
    }

    private WaitPart pending(int rank, WaitPart p) {
        p.setRequest(true);
        task(rank).getPendingOperations().add(p);
        return p;
    }

    /** Rank {@code rank} posted {@code sends} to and {@code receives} from {@code peer} with {@code tag} on {@code comm}. */
    private MessageCount count(int rank, int peer, int tag, long comm, long sends, long receives) {
        MessageCount m = F.createMessageCount();
        m.setPeer(peer);
        m.setTag(tag);
        m.setCommunicatorId(comm);
        m.setCommunicator(comm == WORLD ? "MPI_COMM_WORLD" : "");
        m.setCommunicatorSize(4);
        m.setSends(sends);
        m.setReceives(receives);
        task(rank).getMessageCounts().add(m);
        return m;
    }

    private void inBarrier(int... ranks) {
        for (int r : ranks) {
            Task t = task(r);
            t.setWaitKind(WaitKind.COLLECTIVE);
            t.setWaitMembers(RankSet.range(0, 3));
            WaitPart p = part(WaitRole.COLLECTIVE, -1, -1, WORLD, 0);
            p.setBytes(0);
            t.getWaitParts().add(p);
        }
    }

    private Report report() {
        return QueueMatcher.report(job, F.createDiagnosis());
    }

    private static TaskQueue queue(Report r, int rank) {
        return r.groups().stream().flatMap(g -> g.tasks().stream()).filter(q -> q.rank() == rank).findFirst()
                .orElseThrow();
    }

    private static Operation op(Report r, int rank, int index) {
        TaskQueue q = queue(r, rank);
        List<Operation> all = new java.util.ArrayList<>(q.waits());
        all.addAll(q.pending());
        return all.get(index);
    }

    @Test
    void aRingsPendingOperationsAreMatchedAndNameThePartnersCallAndLine() {
        // ring.c, iteration 3: rank 2 posted its receive from 1 (tag 3) and computes; rank 1 sent it; rank 3 waits for
        // rank 2's message (never sent) and its send to 0 is pending, rank 0 having posted and completed the receive
        State isend = state("MPI_Isend", "ring.c", 44), irecv = state("MPI_Irecv", "ring.c", 42);
        task(2).setInMpi(false);
        pending(2, part(WaitRole.RECEIVE, 1, 3, WORLD, 1));
        count(2, 1, 3, WORLD, 0, 1);
        count(1, 2, 3, WORLD, 1, 0).setLastSend(isend);
        waits(3, part(WaitRole.RECEIVE, 2, 3, WORLD, 1));
        pending(3, part(WaitRole.SEND, 0, 3, WORLD, 1));
        count(3, 2, 3, WORLD, 0, 1);
        count(3, 0, 3, WORLD, 1, 0);
        count(0, 3, 3, WORLD, 0, 1).setLastReceive(irecv);
        for (int tag = 0; tag < 3; tag++) { // the earlier iterations: as many sends as receives everywhere
            count(2, 3, tag, WORLD, 1, 0);
            count(3, 2, tag, WORLD, 0, 1);
        }
        inBarrier(0, 1);
        Report r = report();

        Operation recv = op(r, 2, 0);
        assertEquals(Match.MATCHED, recv.match());
        assertEquals(new Partner(1, "MPI_Isend", "ring.c:44", false), recv.matchedBy());
        assertEquals("rank 1's MPI_Isend (ring.c:44) matches it; only its completion is pending", recv.explain());
        assertEquals(1, recv.ordinal());
        assertEquals(1, recv.posted());
        assertEquals(1, recv.partnerPosted());
        assertEquals(RankSet.of(1), recv.partners());

        Operation waiting = op(r, 3, 0), send = op(r, 3, 1);
        assertEquals(Match.UNMATCHED, waiting.match());
        assertEquals("rank 2 posted 0 sends to rank 3 with tag 3, rank 3 posted 1 receive", waiting.explain());
        assertEquals("", waiting.hint(), "every other message of rank 2 to rank 3 is taken");
        assertNull(waiting.matchedBy());
        assertEquals(Match.MATCHED, send.match());
        assertEquals(new Partner(0, "MPI_Irecv", "ring.c:42", false), send.matchedBy());

        Operation barrier = op(r, 0, 0);
        assertEquals(Match.WAITING, barrier.match());
        assertEquals("waiting for ranks 2-3 to enter", barrier.explain());
        assertEquals(RankSet.of(3), r.unmatched(), "a task waiting in a collective has no unmatched operation");
        assertEquals(List.of(), r.cycles());
    }

    @Test
    void aReceivePastItsSendersCountIsUnmatchedWithBothCounts() {
        State ssend = state("MPI_Send", "missing.c", 40);
        for (int i = 1; i <= 3; i++) { // MPI_Irecv x 3, then MPI_Waitall: it waits for the third, the others done
            if (i == 3) {
                waits(0, part(WaitRole.RECEIVE, 1, 7, WORLD, i)).setRequest(true);
            }
            pending(0, part(WaitRole.RECEIVE, 1, 7, WORLD, i));
        }
        count(0, 1, 7, WORLD, 0, 3);
        count(1, 0, 7, WORLD, 2, 0).setLastSend(ssend);
        inBarrier(1, 2, 3);
        Report r = report();
        Operation third = op(r, 0, 0);
        assertEquals(3, third.ordinal());
        assertEquals(Match.UNMATCHED, third.match());
        assertEquals("rank 1 posted 2 sends to rank 0 with tag 7, rank 0 posted 3 receives", third.reason());
        assertEquals(3, third.posted());
        assertEquals(2, third.partnerPosted());
        assertEquals(2, queue(r, 0).pending().size(), "the waited one is not listed twice");
        for (int i = 0; i < 2; i++) {
            Operation first = queue(r, 0).pending().get(i);
            assertEquals(Match.MATCHED, first.match(), first.explain());
            // the partner posted more than the first needs: its last send is named as such
            assertEquals(new Partner(1, "MPI_Send", "missing.c:40", first.ordinal() < 2), first.matchedBy());
        }
    }

    @Test
    void theHintNamesAnotherTagOnlyWhenAMessageWithItIsLeftOver() {
        waits(1, part(WaitRole.RECEIVE, 0, 4, WORLD, 1));
        count(1, 0, 4, WORLD, 0, 1);
        count(1, 0, 3, WORLD, 0, 1);
        count(0, 1, 3, WORLD, 2, 0); // two sends with tag 3, one taken
        inBarrier(0, 2, 3);
        Operation recv = op(report(), 1, 0);
        assertEquals(Match.UNMATCHED, recv.match());
        assertEquals("rank 0 posted 1 send to rank 1 with tag 3 that no receive can take: another tag?", recv.hint());
        // the same, with the second tag-3 message taken too: nothing is left over, no hint
        task(1).getMessageCounts().get(1).setReceives(2);
        assertEquals("", op(report(), 1, 0).hint());
        // a receive from any source with tag 3 could take it as well: no hint either
        task(1).getMessageCounts().get(1).setReceives(1);
        count(1, ANY, 3, WORLD, 0, 1);
        assertEquals("", op(report(), 1, 0).hint());
    }

    @Test
    void communicatorsAreTheIdsTheirMembersAgreeOnNotTheirNames() {
        long first = 0x1234, second = 0x5678; // two unnamed duplicates of MPI_COMM_WORLD
        waits(2, part(WaitRole.RECEIVE, 0, 5, second, 1));
        count(2, 0, 5, second, 0, 1);
        count(0, 2, 5, first, 1, 0);
        inBarrier(0, 1, 3);
        Operation recv = op(report(), 2, 0);
        assertEquals(Match.UNMATCHED, recv.match());
        assertEquals("rank 0 posted 0 sends to rank 2 with tag 5 on communicator of 4, rank 2 posted 1 receive",
                recv.reason());
        assertEquals("rank 0 posted 1 send to rank 2 with tag 5 on another communicator of 4 that no receive can take: "
                + "another communicator?", recv.hint());
    }

    @Test
    void twoCommunicatorsATaskCannotTellApartMakeItUnknown() {
        long local1 = 1L << 63 | 1, local2 = 1L << 63 | 2; // e.g. two MPI_Comm_create_group results, unnamed
        waits(2, part(WaitRole.RECEIVE, 0, 5, local2, 1));
        count(2, 0, 5, local2, 0, 1);
        count(2, 1, 5, local1, 0, 1);
        count(0, 2, 5, local1, 1, 0);
        Operation recv = op(report(), 2, 0);
        assertEquals(Match.UNKNOWN, recv.match());
        assertEquals("rank 2 uses two unnamed communicators of 4 tasks the dumps cannot tell apart (MPI_Comm_set_name "
                + "would)", recv.reason());
    }

    @Test
    void sendsAreMatchedByTheReceivesPostedFromTheirTaskAndTag() {
        State recv = state("MPI_Recv", "s.c", 9);
        waits(0, part(WaitRole.SEND, 1, 2, WORLD, 2)); // the second send to 1 with tag 2 (say an MPI_Ssend)
        count(0, 1, 2, WORLD, 2, 0);
        count(1, 0, 2, WORLD, 0, 1).setLastReceive(recv);
        task(1);
        Operation send = op(report(), 0, 0);
        assertEquals(Match.UNMATCHED, send.match());
        assertEquals("rank 1 posted 1 receive from rank 0 with tag 2, rank 0 posted 2 sends", send.reason());
        // a receive from any source at rank 1 may take it, or may take another task's message: unknown
        count(1, ANY, 2, WORLD, 0, 1);
        Operation maybe = op(report(), 0, 0);
        assertEquals(Match.UNKNOWN, maybe.match());
        assertTrue(maybe.reason().endsWith("rank 1's 1 receive from any source or with any tag may take it"),
                maybe.reason());
        // a second receive from 0 with tag 2: matched whatever the wildcard took
        task(1).getMessageCounts().get(0).setReceives(2);
        Operation matched = op(report(), 0, 0);
        assertEquals(Match.MATCHED, matched.match());
        assertEquals(new Partner(1, "MPI_Recv", "s.c:9", false), matched.matchedBy());
    }

    @Test
    void anySourceReceivesCountEverySendersMessages() {
        State send = state("MPI_Send", "a.c", 20);
        waits(0, part(WaitRole.RECEIVE, ANY, 5, WORLD, 3));
        task(0).setWaitAnySources(RankSet.range(0, 3));
        count(0, ANY, 5, WORLD, 0, 3);
        count(1, 0, 5, WORLD, 1, 0).setLastSend(send);
        count(2, 0, 5, WORLD, 1, 0);
        task(3);
        Operation recv = op(report(), 0, 0);
        assertEquals(Match.UNMATCHED, recv.match());
        assertEquals("ranks 1-2 posted 2 sends to rank 0 with tag 5, rank 0 posted 3 receives from any source",
                recv.reason());
        // the second of them is matched, by one of the senders
        task(0).getWaitParts().get(0).setOrdinal(2);
        Operation second = op(report(), 0, 0);
        assertEquals(Match.MATCHED, second.match());
        assertEquals(new Partner(1, "MPI_Send", "a.c:20", false), second.matchedBy());
        // a sender without a dump may have sent the third: unknown
        job.getTasks().remove(task(3));
        task(0).getWaitParts().get(0).setOrdinal(3);
        Operation third = op(report(), 0, 0);
        assertEquals(Match.UNKNOWN, third.match());
        assertTrue(third.reason().endsWith("rank 3 wrote no dump"), third.reason());
    }

    @Test
    void whatTheDumpsCannotSayIsUnknownWithTheReason() {
        waits(0, part(WaitRole.RECEIVE, 1, 5, WORLD, 1));
        count(0, 1, 5, WORLD, 0, 1);
        assertEquals("rank 1 wrote no dump", op(report(), 0, 0).reason());
        task(1).setMessageCountsKnown(false); // a 1.6 dump
        assertEquals("rank 1's dump predates format 1.7 (no message counts by tag and communicator)",
                op(report(), 0, 0).reason());
        task(1).setMessageCountsKnown(true);
        task(1).setMessageCountsComplete(false); // its table was full: a key it does not list is not known
        Operation o = op(report(), 0, 0);
        assertEquals(Match.UNKNOWN, o.match());
        assertTrue(o.reason().endsWith("rank 1's table of message counts was full"), o.reason());
        count(1, 0, 5, WORLD, 1, 0); // a key it lists counts every post
        assertEquals(Match.MATCHED, op(report(), 0, 0).match());
        task(0).getWaitParts().get(0).setOrdinal(0); // posted when its own table was full
        assertEquals("rank 0's table of message counts was full when it was posted", op(report(), 0, 0).reason());
    }

    @Test
    void aFinishedPeerThatDidNotSendIsPeerFinishedAndOneThatDidIsMatched() {
        waits(2, part(WaitRole.RECEIVE, 3, 4, WORLD, 1));
        count(2, 3, 4, WORLD, 0, 1);
        task(3).setFinished(true);
        Operation o = op(report(), 2, 0);
        assertEquals(Match.PEER_FINISHED, o.match());
        assertEquals("rank 3 reached MPI_Finalize: never matched (rank 3 posted 0 sends to rank 2 with tag 4, rank 2 "
                + "posted 1 receive)", o.reason());
        count(3, 2, 4, WORLD, 1, 0);
        assertEquals(Match.MATCHED, op(report(), 2, 0).match(), "it sent, then finished");
    }

    @Test
    void aMatchedPartOfAWaitIsNoEdgeOfTheWaitForGraph() {
        // 0 waits for 1's message (unmatched) and 1 for 0's, which 0 already sent: no cycle
        waits(0, part(WaitRole.RECEIVE, 1, 1, WORLD, 1));
        count(0, 1, 1, WORLD, 1, 1);
        waits(1, part(WaitRole.RECEIVE, 0, 1, WORLD, 1));
        count(1, 0, 1, WORLD, 0, 1);
        Report r = report();
        assertEquals(Match.MATCHED, op(r, 1, 0).match());
        assertEquals(List.of(), r.cycles());
        count(1, 0, 2, WORLD, 0, 0);
        task(0).getMessageCounts().get(0).setSends(0); // now neither sent: a cycle
        assertEquals(List.of(RankSet.range(0, 1)), report().cycles());
    }

    @Test
    void aProbeSeesAMessageNoReceiveTakes() {
        waits(0, part(WaitRole.PROBE, 1, 6, WORLD, 0));
        count(0, 1, 6, WORLD, 0, 1);
        count(1, 0, 6, WORLD, 2, 0);
        assertEquals(Match.MATCHED, op(report(), 0, 0).match());
        task(1).getMessageCounts().get(0).setSends(1); // the one message is the receive's
        Operation o = op(report(), 0, 0);
        assertEquals(Match.UNMATCHED, o.match());
        assertEquals(-1, o.posted(), "a probe is not counted");
    }

    @Test
    void theTruncationNoteIsTheMatchingSendsByItsOrdinal() {
        // 1 posted two receives of 40 bytes from 0 (tag 3); 0 posted two sends: 40 bytes, then 400
        WaitPart r1 = pending(1, part(WaitRole.RECEIVE, 0, 3, WORLD, 1)), r2 = pending(1, part(WaitRole.RECEIVE, 0, 3, WORLD, 2));
        r1.setBytes(40);
        r2.setBytes(40);
        WaitPart s1 = pending(0, part(WaitRole.SEND, 1, 3, WORLD, 1)), s2 = pending(0, part(WaitRole.SEND, 1, 3, WORLD, 2));
        s1.setBytes(40);
        s2.setBytes(400);
        count(1, 0, 3, WORLD, 0, 2);
        count(0, 1, 3, WORLD, 2, 0);
        Report r = report();
        assertEquals(List.of(), op(r, 1, 0).notes(), "the first receive takes the first message, which fits");
        assertEquals(List.of("message of 400 bytes is larger than the receive's 40 bytes (MPI_ERR_TRUNCATE)"),
                op(r, 1, 1).notes());
        assertEquals(RankSet.of(1), r.noted());
    }
}
