package dev.straggler.internal.model.dump.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.internal.model.dump.DumpReader;
import dev.straggler.internal.model.dump.JobLoader;
import dev.straggler.model.Job;
import dev.straggler.model.MessageCount;
import dev.straggler.model.Task;
import dev.straggler.model.dump.DumpFile;
import dev.straggler.model.dump.DumpFormatException;

/**
 * Dump format 1.7: WDET's appended ordinals and communicator ids of the parts, and the counts by peer, tag and
 * communicator with the states of the last send and receive (docs/dump-format.md), written byte by byte here; a 1.6
 * dump has none (the model says the counts are not known); lists that do not fit are rejected with a message.
 */
class MessageCountsTest {

    private static final long WORLD = 1, DUP = 0x2a2a2a2a2aL;

    /**
     * Rank 1 of 4: waits to receive from 0 (tag 7, its 3rd such receive) on a duplicate of MPI_COMM_WORLD; a pending
     * send to 2 (tag 5, its 1st) on MPI_COMM_WORLD. {@code ordinals}: the declared n_ordinals, or -1 for a 1.6 section.
     */
    static byte[] wdet(int ordinals, boolean complete) {
        DumpFixtureWriter.Buf b = new DumpFixtureWriter.Buf().u8(0);
        b.u32(1).u8(1).u8(0).i32(0).i32(7).str("").u32(4);
        b.u32(1).u8(3).u8(1).i32(2).i32(5).str("MPI_COMM_WORLD").u32(4);
        b.u64(0).u32(0); // any-source receives, channels
        b.u32(2).u64(4).i32(-1).u64(4).i32(-1); // 1.5: sizes and roots
        if (ordinals >= 0) {
            b.u32(ordinals).u64(3).u64(DUP).u64(1).u64(WORLD);
            b.u8(complete ? 1 : 0).u32(2);
            b.i32(0).i32(7).u64(DUP).str("").u32(4).u64(0).u64(3).u32(-1).u32(7); // last receive: state 7
            b.i32(2).i32(5).u64(WORLD).str("MPI_COMM_WORLD").u32(4).u64(1).u64(0).u32(7).u32(-1);
        }
        return b.bytes();
    }

    private static DumpFixtureWriter task(int minor, byte[] wdet) {
        return DumpReaderTest.sample(1, 4).version(1, minor).extraSection("WDET", wdet);
    }

    @Test
    void format17GivesEachPartItsOrdinalAndCommunicatorAndTheCountsByTag() throws Exception {
        DumpFile dump = DumpReader.read(task(7, wdet(2, true)).toBytes(), "rank-000001.sdump");
        DumpFile.WaitDetails w = dump.waitDetails();
        assertEquals(3, w.parts().get(0).ordinal());
        assertEquals(DUP, w.parts().get(0).communicatorId());
        assertEquals(4, w.parts().get(0).bytes(), "the 1.5 sizes stay");
        assertEquals(1, w.pending().get(0).ordinal());
        assertEquals(WORLD, w.pending().get(0).communicatorId());
        assertTrue(w.countsComplete());
        assertEquals(new DumpFile.MessageCount(0, 7, DUP, "", 4, 0, 3, DumpFile.NO_STATE, 7), w.counts().get(0));
        assertEquals(new DumpFile.MessageCount(2, 5, WORLD, "MPI_COMM_WORLD", 4, 1, 0, 7, DumpFile.NO_STATE),
                w.counts().get(1));
    }

    @Test
    void format16HasNoCountsByTag() throws Exception {
        DumpFile dump = DumpReader.read(task(6, wdet(-1, true)).toBytes(), "rank-000001.sdump");
        assertNull(dump.waitDetails().counts());
        assertEquals(DumpFile.WaitPart.NO_ORDINAL, dump.waitDetails().parts().get(0).ordinal());
        assertEquals(DumpFile.WaitPart.COMM_UNKNOWN, dump.waitDetails().parts().get(0).communicatorId());
    }

    @Test
    void theModelCarriesTheCountsWithTheirStates(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("job.info"), "format=1.0\nnp=4\nexecutable=/apps/ring\n");
        task(7, wdet(2, false)).writeTo(dir);
        DumpReaderTest.sample(2, 4).version(1, 6).extraSection("WDET", wdet(-1, true)).writeTo(dir);
        Job job = JobLoader.load(dir);
        Task t1 = job.getTasks().stream().filter(t -> t.getRank() == 1).findFirst().orElseThrow();
        Task t2 = job.getTasks().stream().filter(t -> t.getRank() == 2).findFirst().orElseThrow();
        assertTrue(t1.isMessageCountsKnown());
        assertFalse(t1.isMessageCountsComplete(), "its table was full");
        assertEquals(3, t1.getWaitParts().get(0).getOrdinal());
        assertEquals(DUP, t1.getWaitParts().get(0).getCommunicatorId());
        MessageCount received = t1.getMessageCounts().get(0), sent = t1.getMessageCounts().get(1);
        assertEquals(3, received.getReceives());
        assertEquals(DUP, received.getCommunicatorId());
        assertNull(received.getLastSend());
        assertEquals("MPI_Recv", received.getLastReceive().getCall(), "state 7 of the dump");
        assertEquals("MPI_Recv", sent.getLastSend().getCall());
        assertEquals(1, sent.getSends());
        assertFalse(t2.isMessageCountsKnown(), "a 1.6 dump");
        assertEquals(0, t2.getWaitParts().get(0).getOrdinal());
        assertEquals(0, t2.getMessageCounts().size());
    }

    @Test
    void anOrdinalListThatDoesNotMatchThePartsIsRejected() {
        byte[] oneShort = task(7, wdet(1, true)).toBytes();
        DumpFormatException e = assertThrows(DumpFormatException.class,
                () -> DumpReader.read(oneShort, "rank-000001.sdump"));
        assertTrue(e.getMessage().startsWith("rank-000001.sdump has a malformed WDET section"), e.getMessage());
        assertTrue(e.getMessage().contains("1 ordinals") && e.getMessage().contains("1 parts and 1 pending requests"),
                e.getMessage());
    }
}
