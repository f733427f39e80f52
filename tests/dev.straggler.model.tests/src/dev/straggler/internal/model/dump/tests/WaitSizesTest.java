package dev.straggler.internal.model.dump.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.internal.model.dump.DumpReader;
import dev.straggler.internal.model.dump.JobLoader;
import dev.straggler.internal.model.dump.ReducedReader;
import dev.straggler.model.Job;
import dev.straggler.model.Task;
import dev.straggler.model.WaitPart;
import dev.straggler.model.WaitRole;
import dev.straggler.model.dump.DumpFile;
import dev.straggler.model.dump.DumpFormatException;
import dev.straggler.model.dump.ReducedDump;

/**
 * Dump format 1.5: WDET's appended sizes and roots, in the per-task dump and in the reduced file (docs/dump-format.md),
 * written byte by byte here; older dumps leave them unknown (-1); lists that do not fit are rejected with a message.
 */
class WaitSizesTest {

    /** Part fields: role, flags, peer, tag, communicator size (communicator MPI_COMM_WORLD). */
    private static void part(DumpFixtureWriter.Buf b, int[] p) {
        b.u8(p[0]).u8(p[1]).i32(p[2]).i32(p[3]).str("MPI_COMM_WORLD").u32(p[4]);
    }

    /**
     * A per-task WDET payload: parts, pending requests, no counts; then, when {@code sizes} is not null, format 1.5's
     * {@code n_sizes} (= {@code declared}) and the (bytes, root) pairs of {@code sizes}.
     */
    static byte[] wdet(int[][] parts, int[][] pending, int declared, long[][] sizes) {
        DumpFixtureWriter.Buf b = new DumpFixtureWriter.Buf().u8(0).u32(parts.length);
        for (int[] p : parts) {
            part(b, p);
        }
        b.u32(pending.length);
        for (int[] p : pending) {
            part(b, p);
        }
        b.u64(0).u32(0); // any-source receives, channels
        if (sizes != null) {
            b.u32(declared);
            for (long[] s : sizes) {
                b.u64(s[0]).i32((int) s[1]);
            }
        }
        return b.bytes();
    }

    /** Rank 1 of 4: receives 40 bytes from 0 (tag 7) and has a pending MPI_Ibcast of 8 bytes rooted at 2. */
    private static final int[][] PARTS = { { 1, 0, 0, 7, 4 } };
    private static final int[][] PENDING = { { 4, 1, -1, -1, 4 } };

    private static DumpFixtureWriter task(int minor, byte[] wdet) {
        return DumpReaderTest.sample(1, 4).version(1, minor).extraSection("WDET", wdet);
    }

    @Test
    void format15GivesEachPartItsSizeAndRoot() throws Exception {
        byte[] bytes = task(5, wdet(PARTS, PENDING, 2, new long[][] { { 40, -1 }, { 8, 2 } })).toBytes();
        DumpFile dump = DumpReader.read(bytes, "rank-000001.sdump");
        assertEquals("1.5", dump.formatVersion());
        DumpFile.WaitPart recv = dump.waitDetails().parts().get(0), bcast = dump.waitDetails().pending().get(0);
        assertEquals(new DumpFile.WaitPart(1, 0, 0, 7, "MPI_COMM_WORLD", 4, 40, -1), recv);
        assertEquals(new DumpFile.WaitPart(4, 1, -1, -1, "MPI_COMM_WORLD", 4, 8, 2), bcast);
    }

    @Test
    void format14LeavesSizesAndRootsUnknown() throws Exception {
        DumpFile dump = DumpReader.read(task(4, wdet(PARTS, PENDING, 0, null)).toBytes(), "rank-000001.sdump");
        assertEquals("1.4", dump.formatVersion());
        for (DumpFile.WaitPart p : List.of(dump.waitDetails().parts().get(0), dump.waitDetails().pending().get(0))) {
            assertEquals(DumpFile.WaitPart.BYTES_UNKNOWN, p.bytes());
            assertEquals(DumpFile.WaitPart.NO_ROOT, p.root());
        }
    }

    @Test
    void theModelCarriesBytesAndRootAndMinusOneForOlderDumps(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("job.info"), "format=1.0\nnp=4\nexecutable=/apps/ring\n");
        task(5, wdet(PARTS, PENDING, 2, new long[][] { { 40, -1 }, { 8, 2 } })).writeTo(dir);
        // rank 2: a 1.4 dump, the same parts without sizes
        DumpReaderTest.sample(2, 4).version(1, 4).extraSection("WDET", wdet(PARTS, PENDING, 0, null)).writeTo(dir);
        Job job = JobLoader.load(dir);
        Task t1 = job.getTasks().stream().filter(t -> t.getRank() == 1).findFirst().orElseThrow();
        Task t2 = job.getTasks().stream().filter(t -> t.getRank() == 2).findFirst().orElseThrow();
        WaitPart recv = t1.getWaitParts().get(0), bcast = t1.getPendingOperations().get(0);
        assertEquals(WaitRole.RECEIVE, recv.getRole());
        assertEquals(40, recv.getBytes());
        assertEquals(-1, recv.getRoot());
        assertEquals(WaitRole.COLLECTIVE, bcast.getRole());
        assertEquals(8, bcast.getBytes());
        assertEquals(2, bcast.getRoot());
        assertEquals(-1, t2.getWaitParts().get(0).getBytes());
        assertEquals(-1, t2.getPendingOperations().get(0).getRoot());
    }

    @Test
    void aSizeListThatDoesNotMatchThePartsIsRejected() {
        byte[] oneShort = task(5, wdet(PARTS, PENDING, 1, new long[][] { { 40, -1 } })).toBytes();
        DumpFormatException e = assertThrows(DumpFormatException.class,
                () -> DumpReader.read(oneShort, "rank-000001.sdump"));
        assertTrue(e.getMessage().startsWith("rank-000001.sdump has a malformed WDET section"), e.getMessage());
        assertTrue(e.getMessage().contains("1 sizes") && e.getMessage().contains("1 parts and 1 pending requests"),
                e.getMessage());
        // the count is right, the list is cut: the payload cannot hold it
        byte[] cut = task(5, wdet(PARTS, PENDING, 2, new long[][] { { 40, -1 } })).toBytes();
        e = assertThrows(DumpFormatException.class, () -> DumpReader.read(cut, "rank-000001.sdump"));
        assertTrue(e.getMessage().contains("malformed WDET section"), e.getMessage());
        // a huge count is rejected before anything is allocated for it
        byte[] huge = task(5, wdet(PARTS, PENDING, -1, new long[][] { { 40, -1 }, { 8, 2 } })).toBytes();
        e = assertThrows(DumpFormatException.class, () -> DumpReader.read(huge, "rank-000001.sdump"));
        assertTrue(e.getMessage().contains("more than its"), e.getMessage());
    }

    // ---- the reduced file

    /** A reduced file: RINF, OCCU, WAIT and WDET entries (one part each), END; {@code sizes} null: no 1.5 list. */
    static byte[] reduced(int minor, int[][] parts, long[][] sizes) {
        DumpFixtureWriter.Buf rinf = new DumpFixtureWriter.Buf().u32(2).u32(4).i32(1).u32(1).u64(1).u64(2).f64(5)
                .u32(0).f64(0.5).u32(0).i32(0).str("Test MPI");
        // every task of the world in state 0 (the tasks of a job read from a reduced file)
        DumpFixtureWriter.Buf occu = new DumpFixtureWriter.Buf().u32(1).u32(0).u32(1).i32(0).u32(4).u32(1);
        DumpFixtureWriter.Buf wait = new DumpFixtureWriter.Buf().u32(parts.length);
        DumpFixtureWriter.Buf det = new DumpFixtureWriter.Buf().u32(parts.length);
        for (int i = 0; i < parts.length; i++) {
            // collective over ranks 0-3, waited by rank i
            wait.u8(2).u32(0).u32(1).i32(0).u32(4).u32(1).u32(1).i32(i).u32(1).u32(1);
            det.u8(0).u32(1);
            part(det, parts[i]);
        }
        if (sizes != null) {
            for (long[] s : sizes) {
                det.u64(s[0]).i32((int) s[1]);
            }
        }
        DumpFixtureWriter.Buf file = new DumpFixtureWriter.Buf().raw("STRGDUMP".getBytes(StandardCharsets.US_ASCII))
                .u16(1).u16(minor).u32(0).u32(4).u32(0);
        int n = 0;
        for (Map.Entry<String, byte[]> s : List.of(Map.entry("RINF", rinf.bytes()), Map.entry("OCCU", occu.bytes()),
                Map.entry("WAIT", wait.bytes()),
                Map.entry("WDET", det.bytes()))) {
            file.raw(s.getKey().getBytes(StandardCharsets.US_ASCII)).u32(0).u64(s.getValue().length).raw(s.getValue());
            n++;
        }
        CRC32 crc = new CRC32();
        crc.update(file.bytes());
        return file.raw("END ".getBytes(StandardCharsets.US_ASCII)).u32(0).u64(8).u32((int) crc.getValue()).u32(n)
                .bytes();
    }

    /** Ranks 0 and 1 in MPI_Bcast of 16 bytes, rank 0 naming root 0, rank 1 root 1. */
    private static final int[][] BCASTS = { { 4, 0, -1, -1, 4 }, { 4, 0, -1, -1, 4 } };

    @Test
    void theReducedFileGivesEachEntrysPartsTheirSizeAndRoot() throws Exception {
        ReducedDump r = ReducedReader.read(reduced(5, BCASTS, new long[][] { { 16, 0 }, { 16, 1 } }), "reduced.sdump");
        assertEquals(2, r.waits().size());
        assertEquals(16, r.waits().get(0).parts().get(0).bytes());
        assertEquals(0, r.waits().get(0).parts().get(0).root());
        assertEquals(1, r.waits().get(1).parts().get(0).root());
        Job job = JobLoader.fromReduced(r, Map.of());
        Task t1 = job.getTasks().stream().filter(t -> t.getRank() == 1).findFirst().orElseThrow();
        assertEquals(16, t1.getWaitParts().get(0).getBytes());
        assertEquals(1, t1.getWaitParts().get(0).getRoot());
    }

    @Test
    void anOlderReducedFileLeavesThemUnknown() throws Exception {
        ReducedDump r = ReducedReader.read(reduced(3, BCASTS, null), "reduced.sdump");
        assertEquals(-1, r.waits().get(1).parts().get(0).bytes());
        assertEquals(-1, r.waits().get(1).parts().get(0).root());
    }

    @Test
    void aReducedSizeListTooShortIsRejected() {
        DumpFormatException e = assertThrows(DumpFormatException.class,
                () -> ReducedReader.read(reduced(5, BCASTS, new long[][] { { 16, 0 } }), "reduced.sdump"));
        assertTrue(e.getMessage().startsWith("reduced.sdump has a malformed WDET section"), e.getMessage());
        assertTrue(e.getMessage().contains("24 bytes for the 2 parts"), e.getMessage());
    }
}
