package dev.straggler.internal.core.queues.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.straggler.core.queues.MessageQueues;
import dev.straggler.core.queues.MessageQueues.Kind;
import dev.straggler.core.queues.MessageQueues.Match;
import dev.straggler.core.queues.MessageQueues.Operation;
import dev.straggler.core.queues.MessageQueues.Report;
import dev.straggler.core.queues.MessageQueues.TaskQueue;
import dev.straggler.internal.core.queues.QueueMatcher;
import dev.straggler.model.Job;
import dev.straggler.model.RankSet;
import dev.straggler.model.StragglerFactory;
import dev.straggler.model.Task;
import dev.straggler.model.WaitKind;
import dev.straggler.model.WaitPart;
import dev.straggler.model.WaitRole;

/**
 * {@link QueueMatcher} with the sizes and roots of dump format 1.5: each operation carries them, a rooted collective's
 * peer is its root, a receive whose buffer every matching send overflows gets the MPI_ERR_TRUNCATE note, a rooted
 * collective whose members name other roots gets the "roots differ" note; a job without them (older dumps) gets none.
 */
class QueueMatcherTest {

    private static final StragglerFactory F = StragglerFactory.eINSTANCE;

    private static Job job(int size, String format) {
        Job job = F.createJob();
        job.setWorldSize(size);
        job.setFormatVersion(format);
        return job;
    }

    private static Task task(Job job, int rank) {
        Task t = F.createTask();
        t.setRank(rank);
        t.setInMpi(true);
        job.getTasks().add(t);
        return t;
    }

    private static WaitPart part(WaitRole role, int peer, int tag, long bytes, int root) {
        WaitPart p = F.createWaitPart();
        p.setRole(role);
        p.setPeer(peer);
        p.setTag(tag);
        p.setCommunicator("MPI_COMM_WORLD");
        p.setCommunicatorSize(4);
        if (bytes != -2) { // -2: leave the model's default (a dump older than 1.5)
            p.setBytes(bytes);
        }
        if (root != -2) {
            p.setRoot(root);
        }
        return p;
    }

    /** Task {@code rank} blocked point-to-point on {@code part}. */
    private static Task blocked(Job job, int rank, WaitPart part) {
        Task t = task(job, rank);
        t.setWaitKind(WaitKind.POINT_TO_POINT);
        t.getWaitParts().add(part);
        return t;
    }

    /** Task {@code rank} blocked in a collective on MPI_COMM_WORLD (ranks 0 to size-1) rooted at {@code root}. */
    private static Task inCollective(Job job, int rank, long bytes, int root) {
        Task t = task(job, rank);
        t.setWaitKind(WaitKind.COLLECTIVE);
        t.setWaitMembers(RankSet.range(0, job.getWorldSize() - 1));
        t.getWaitParts().add(part(WaitRole.COLLECTIVE, -1, -1, bytes, root));
        return t;
    }

    private static Report report(Job job) {
        return QueueMatcher.report(job, F.createDiagnosis());
    }

    private static TaskQueue queue(Report r, int rank) {
        return r.groups().stream().flatMap(g -> g.tasks().stream()).filter(q -> q.rank() == rank).findFirst()
                .orElseThrow();
    }

    private static Operation onlyWait(Report r, int rank) {
        List<Operation> w = queue(r, rank).waits();
        assertEquals(1, w.size(), "rank " + rank + ": " + w);
        return w.get(0);
    }

    @Test
    void operationsCarryTheirSizesAndARootedCollectiveShowsItsRoot() {
        Job job = job(4, "1.5");
        // 0 sends 40 bytes to 1 (tag 7), 1 receives with a buffer of 400 bytes; 2 and 3 in MPI_Bcast of 8 bytes from 2
        blocked(job, 0, part(WaitRole.SEND, 1, 7, 40, -1));
        blocked(job, 1, part(WaitRole.RECEIVE, 0, 7, 400, -1));
        inCollective(job, 2, 8, 2);
        inCollective(job, 3, 8, 2);
        Report r = report(job);
        Operation send = onlyWait(r, 0), recv = onlyWait(r, 1), bcast = onlyWait(r, 3);
        assertEquals(40, send.bytes());
        assertEquals(400, recv.bytes());
        assertEquals(Match.MATCHED, recv.match());
        assertEquals(List.of(), recv.notes(), "the message fits");
        assertEquals("1", send.peerLabel());
        assertEquals(Operation.NO_ROOT, send.root());
        assertEquals("send to 1, tag 7, MPI_COMM_WORLD, 40 B", send.describe());
        assertEquals(Kind.COLLECTIVE, bcast.kind());
        assertTrue(bcast.rooted());
        assertEquals(2, bcast.root());
        assertEquals(8, bcast.bytes());
        assertEquals("root 2", bcast.peerLabel());
        assertEquals("collective, root 2, MPI_COMM_WORLD, 8 B", bcast.describe());
        assertEquals(List.of(), bcast.notes(), "same root everywhere");
        assertEquals(RankSet.EMPTY, r.noted());
    }

    @Test
    void aMessageLargerThanTheReceivesBufferIsNoted() {
        Job job = job(2, "1.5");
        // 0: MPI_Send of 1000 ints to 1 (4000 bytes); 1: MPI_Recv of 10 ints from 0 (40 bytes)
        blocked(job, 0, part(WaitRole.SEND, 1, 3, 4000, -1));
        blocked(job, 1, part(WaitRole.RECEIVE, 0, 3, 40, -1));
        Report r = report(job);
        Operation recv = onlyWait(r, 1);
        assertEquals(Match.MATCHED, recv.match());
        assertEquals(List.of("message of 4000 bytes is larger than the receive's 40 bytes (MPI_ERR_TRUNCATE)"),
                recv.notes());
        assertEquals("message of 4000 bytes is larger than the receive's 40 bytes (MPI_ERR_TRUNCATE); matching send "
                + "posted at 0", recv.explain());
        assertEquals(List.of(), onlyWait(r, 0).notes(), "the note is the receive's");
        assertTrue(queue(r, 1).hasNotes());
        assertEquals(RankSet.of(1), r.noted());
        assertEquals(RankSet.EMPTY, r.unmatched(), "it matches: it does not fit");
    }

    @Test
    void anySourceReceiveIsNotedOnlyWhenEveryMatchingSendOverflowsIt() {
        Job job = job(3, "1.5");
        blocked(job, 0, part(WaitRole.RECEIVE, Operation.ANY_SOURCE, Operation.ANY_TAG, 16, -1));
        blocked(job, 1, part(WaitRole.SEND, 0, 1, 64, -1));
        blocked(job, 2, part(WaitRole.SEND, 0, 2, 32, -1));
        Operation recv = onlyWait(report(job), 0);
        assertEquals(List.of("messages of 32 to 64 bytes are larger than the receive's 16 bytes (MPI_ERR_TRUNCATE)"),
                recv.notes());
        // a sender whose message fits: MPI may match that one
        job.getTasks().get(2).getWaitParts().get(0).setBytes(16);
        assertEquals(List.of(), onlyWait(report(job), 0).notes());
        // one size unknown: nothing is said
        job.getTasks().get(2).getWaitParts().get(0).setBytes(-1);
        assertEquals(List.of(), onlyWait(report(job), 0).notes());
    }

    @Test
    void aSendToAnotherTagOrCommunicatorIsNoMatchAndNoNote() {
        Job job = job(2, "1.5");
        blocked(job, 0, part(WaitRole.SEND, 1, 5, 4000, -1));
        blocked(job, 1, part(WaitRole.RECEIVE, 0, 6, 40, -1));
        Operation recv = onlyWait(report(job), 1);
        // a 1.5 dump has no counts by tag: rank 0 may have sent the message before (QueueCountsTest for 1.7)
        assertEquals(Match.UNKNOWN, recv.match());
        assertTrue(recv.reason().contains("older than format 1.7"), recv.reason());
        assertEquals(List.of(), recv.notes());
    }

    @Test
    void membersNamingDifferentRootsAreNoted() {
        Job job = job(4, "1.5");
        // MPI_Bcast(root = rank < 2 ? 0 : 1): every member is in it, and it never completes
        inCollective(job, 0, 4, 0);
        inCollective(job, 1, 4, 0);
        inCollective(job, 2, 4, 1);
        inCollective(job, 3, 4, 1);
        Report r = report(job);
        Operation b0 = onlyWait(r, 0), b3 = onlyWait(r, 3);
        assertEquals(Match.MATCHED, b0.match(), "every member is in a collective of the communicator");
        assertEquals(List.of("roots differ: 0 vs 1 (at 2-3)"), b0.notes());
        assertEquals(List.of("roots differ: 1 vs 0 (at 0-1)"), b3.notes());
        assertEquals("root 0", b0.peerLabel());
        assertEquals("root 1", b3.peerLabel());
        assertEquals("roots differ: 0 vs 1 (at 2-3); every member is in a collective of this communicator", b0.explain());
        assertEquals(RankSet.range(0, 3), r.noted());
    }

    @Test
    void threeRootsAndAnUnrootedCollective() {
        Job job = job(4, "1.5");
        inCollective(job, 0, 4, 0);
        inCollective(job, 1, 4, 1);
        inCollective(job, 2, 4, 2);
        inCollective(job, 3, 0, -1); // MPI_Barrier: no root, not compared
        Report r = report(job);
        assertEquals(List.of("roots differ: 0 vs 1 (at 1), 2 (at 2)"), onlyWait(r, 0).notes());
        assertEquals(List.of(), onlyWait(r, 3).notes());
        assertEquals("", onlyWait(r, 3).peerLabel());
        assertEquals(0, onlyWait(r, 3).bytes());
        assertEquals(RankSet.range(0, 2), r.noted());
    }

    @Test
    void olderDumpsHaveNoSizesRootsOrNotes() {
        Job job = job(4, "1.4");
        blocked(job, 0, part(WaitRole.SEND, 1, 3, -2, -2));
        blocked(job, 1, part(WaitRole.RECEIVE, 0, 3, -2, -2));
        inCollective(job, 2, -2, -2);
        inCollective(job, 3, -2, -2);
        Report r = report(job);
        for (int rank = 0; rank < 4; rank++) {
            Operation o = onlyWait(r, rank);
            assertEquals(Operation.BYTES_UNKNOWN, o.bytes());
            assertEquals(Operation.NO_ROOT, o.root());
            assertFalse(o.rooted());
            assertEquals(List.of(), o.notes());
        }
        assertEquals("receive from 0, tag 3, MPI_COMM_WORLD", onlyWait(r, 1).describe());
        assertEquals(RankSet.EMPTY, r.noted());
    }

    @Test
    void sizesForPeople() {
        assertEquals("\u2014", MessageQueues.formatBytes(-1));
        assertEquals("0 B", MessageQueues.formatBytes(0));
        assertEquals("4 B", MessageQueues.formatBytes(4));
        assertEquals("1023 B", MessageQueues.formatBytes(1023));
        assertEquals("1 KiB", MessageQueues.formatBytes(1024));
        assertEquals("1.5 KiB", MessageQueues.formatBytes(1536));
        assertEquals("32 KiB", MessageQueues.formatBytes(32 * 1024));
        assertEquals("1 MiB", MessageQueues.formatBytes(1024 * 1024 - 1));
        assertEquals("3.9 KiB", MessageQueues.formatBytes(4000));
        assertEquals("8 EiB", MessageQueues.formatBytes(Long.MAX_VALUE));
    }
}
