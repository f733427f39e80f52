package dev.straggler.internal.model.dump.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.internal.model.dump.DumpReader;
import dev.straggler.model.dump.DumpFile;
import dev.straggler.model.dump.DumpFormatException;

class DumpReaderTest {

    static final String APP = "/apps/ring";
    static final String LIBMPI = "/usr/lib/libmpi.so.40";

    /** A task blocked in MPI_Recv from rank 2, the way the runtime writes it. */
    static DumpFixtureWriter sample(int rank, int worldSize) {
        DumpFixtureWriter w = new DumpFixtureWriter(rank, worldSize);
        int app = w.module(APP, 0x5555_0000_0000L, "abcd");
        int mpi = w.module(LIBMPI, 0x7f00_0000_0000L, "");
        w.state(0, 0, "MPI_Init", app, 0x1100, app, 0x1200);
        w.state(1, 1, "MPI_Init", app, 0x1100, app, 0x1200);
        w.state(7, 0, "MPI_Recv", app, 0x1300, app, 0x1200);
        w.edge(0, 1, 1, 0.5, 0.0, 0.5, 0.5);
        w.edge(1, 7, 1, 0.25, 0.0, 0.25, 0.25);
        w.current(7, true, 12.5, 1, new int[] { 2 });
        w.thread(4242, 1 | 2, mpi, 0x9999, app, 0x1301, DumpFixtureWriter.NO_MODULE, 0xdead);
        w.thread(4243, 0, app, 0x2000);
        w.time(2, 0.375, 0.03125, 0.5);
        return w;
    }

    @Test
    void readsEverySection(@TempDir Path dir) throws Exception {
        Path file = sample(3, 8).writeTo(dir);
        DumpFile dump = DumpReader.read(file);
        assertEquals("rank-000003.sdump", dump.fileName());
        assertEquals("1.0", dump.formatVersion());
        assertEquals(3, dump.rank());
        assertEquals(8, dump.worldSize());
        assertEquals(1003, dump.info().pid());
        assertEquals("node3", dump.info().host());
        assertEquals(APP, dump.info().executable());
        assertEquals(1, dump.info().reason());
        assertEquals(5.0, dump.info().timeoutSeconds());
        assertEquals("Test MPI 1.0", dump.info().mpiVersion());
        assertEquals(0, dump.info().triggerRank());
        assertEquals(List.of(new DumpFile.ModuleEntry(APP, 0x5555_0000_0000L, "abcd"),
                new DumpFile.ModuleEntry(LIBMPI, 0x7f00_0000_0000L, "")), dump.modules());
        assertEquals(3, dump.states().size());
        DumpFile.StateEntry recv = dump.state(7);
        assertEquals("MPI_Recv", recv.call());
        assertEquals(List.of(new DumpFile.FrameRef(0, 0x1300), new DumpFile.FrameRef(0, 0x1200)), recv.frames());
        assertEquals(2, dump.edges().size());
        assertEquals(new DumpFile.EdgeEntry(1, 7, 1, 0.25, 0.0, 0.25, 0.25), dump.edges().get(1));
        assertEquals(7, dump.current().state());
        assertTrue(dump.current().inMpi());
        assertEquals(12.5, dump.current().secondsInState());
        assertArrayEquals(new int[] { 2 }, dump.current().peers());
        assertEquals(2, dump.threads().size());
        DumpFile.ThreadStack main = dump.mpiThread();
        assertEquals(4242, main.tid());
        assertTrue(main.isPcFirst());
        assertFalse(main.isSampleFailed());
        assertEquals(DumpFile.NO_MODULE, main.frames().get(2).module());
        assertEquals(new DumpFile.Time(2, 0.375, 0.03125, 0.5), dump.time());
        assertEquals(7, dump.sectionCount());
        assertEquals(List.of(), dump.unknownSections());
    }

    @Test
    void skipsUnknownSectionsAndTrailingBytes(@TempDir Path dir) throws Exception {
        DumpFixtureWriter w = sample(0, 1);
        w.info(77, "h", APP, 2, 13, 1.5, true, 3, "mpi", -1); // 13 bytes appended to INFO by a "newer" writer
        w.extraSection("XTRA", new byte[] { 1, 2, 3, 4, 5 });
        w.extraSection("ZERO", new byte[0]);
        w.version(1, 7);
        DumpFile dump = DumpReader.read(w.writeTo(dir));
        assertEquals(List.of("XTRA", "ZERO"), dump.unknownSections());
        assertEquals("1.7", dump.formatVersion());
        assertEquals(77, dump.info().pid());
        assertEquals(-1, dump.info().triggerRank());
        assertTrue(dump.info().timeoutInferred());
        assertEquals(3, dump.states().size());
    }

    @Test
    void truncatedFilesAreRejectedWithOffsetAndCause() throws Exception {
        byte[] full = sample(3, 4).toBytes();
        for (int length : new int[] { 10, 24, 30, full.length / 2, full.length - 20, full.length - 1 }) {
            byte[] cut = Arrays.copyOf(full, length);
            DumpFormatException e = assertThrows(DumpFormatException.class,
                    () -> DumpReader.read(cut, "rank-000003.sdump"), "length " + length);
            String message = e.getMessage();
            assertTrue(message.startsWith("rank-000003.sdump is truncated at byte " + length + " of " + length),
                    message);
            assertTrue(message.contains("no END section") || message.contains("incomplete END section"), message);
            assertTrue(message.contains("the task probably died while writing its dump; the other tasks' dumps are"
                    + " still analyzed"), message);
            assertEquals("rank-000003.sdump", e.getFileName());
            assertEquals(length, e.getOffset());
        }
    }

    @Test
    void foreignAndEmptyFilesAreRejected() {
        DumpFormatException e = assertThrows(DumpFormatException.class,
                () -> DumpReader.read("hello, world\n".getBytes(StandardCharsets.UTF_8), "rank-000001.sdump"));
        assertTrue(e.getMessage().startsWith("rank-000001.sdump is not a Straggler dump (byte 0"), e.getMessage());
        assertTrue(e.getMessage().contains("hello, w"), e.getMessage());
        DumpFormatException empty = assertThrows(DumpFormatException.class,
                () -> DumpReader.read(new byte[0], "rank-000002.sdump"));
        assertTrue(empty.getMessage().contains("an empty file"), empty.getMessage());
    }

    @Test
    void otherMajorVersionIsRejected() {
        byte[] bytes = sample(0, 1).version(2, 0).toBytes();
        DumpFormatException e = assertThrows(DumpFormatException.class, () -> DumpReader.read(bytes, "r.sdump"));
        assertTrue(e.getMessage().contains("version 2.0"), e.getMessage());
        assertEquals(8, e.getOffset());
    }

    @Test
    void badCrcIsRejected() {
        byte[] bytes = sample(0, 1).toBytes();
        bytes[60] ^= 0x40; // inside INFO
        DumpFormatException e = assertThrows(DumpFormatException.class,
                () -> DumpReader.read(bytes, "rank-000000.sdump"));
        assertTrue(e.getMessage().startsWith("rank-000000.sdump is corrupt: the CRC-32 of bytes 0-"), e.getMessage());
        assertEquals(bytes.length - 24, e.getOffset());
    }

    @Test
    void wrongSectionCountIsRejected() {
        byte[] bytes = sample(0, 1).toBytes();
        bytes[bytes.length - 4]++;
        DumpFormatException e = assertThrows(DumpFormatException.class, () -> DumpReader.read(bytes, "x.sdump"));
        assertTrue(e.getMessage().contains("sections before it"), e.getMessage());
    }

    @Test
    void dumpWithoutOptionalSections() throws Exception {
        DumpFixtureWriter w = new DumpFixtureWriter(0, 2);
        byte[] bytes = w.toBytes(); // INFO, empty MODS/STAT/EDGE/THRD, no CURR/TIME
        DumpFile dump = DumpReader.read(bytes, "rank-000000.sdump");
        assertNull(dump.current());
        assertNull(dump.time());
        assertNull(dump.mpiThread());
    }

    @Test
    void danglingStateReferenceIsCorruption() {
        DumpFixtureWriter w = new DumpFixtureWriter(0, 1);
        w.state(1, 0, "MPI_Barrier");
        w.edge(1, 2, 1, 0, 0, 0, 0);
        DumpFormatException e = assertThrows(DumpFormatException.class, () -> DumpReader.read(w.toBytes(), "a"));
        assertTrue(e.getMessage().contains("1 -> 2"), e.getMessage());
    }

    @Test
    void missingFile(@TempDir Path dir) {
        DumpFormatException e = assertThrows(DumpFormatException.class,
                () -> DumpReader.read(dir.resolve("rank-000009.sdump")));
        assertTrue(e.getMessage().startsWith("rank-000009.sdump does not exist"), e.getMessage());
        assertFalse(Files.exists(dir.resolve("rank-000009.sdump")));
    }
}
