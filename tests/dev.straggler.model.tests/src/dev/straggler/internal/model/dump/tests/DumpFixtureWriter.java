package dev.straggler.internal.model.dump.tests;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;

/**
 * Writes {@code rank-NNNNNN.sdump} test fixtures byte by byte as docs/dump-format.md specifies (version 1.0), independently
 * of the reader under test: little-endian, 24-byte header, sections ({@code u32 tag, u32 0, u64 length, payload}) in the
 * order the runtime writes them, END with the zlib CRC-32 of all preceding bytes and the section count.
 */
final class DumpFixtureWriter {

    /** Module index of an address in no known module. */
    static final int NO_MODULE = 0xFFFFFFFF;

    private final int rank;
    private final int worldSize;
    private int major = 1;
    private int minor = 0;
    private final List<byte[]> sections = new ArrayList<>();

    private final Buf mods = new Buf();
    private int nMods;
    private final Buf stat = new Buf();
    private int nStates;
    private final Buf edge = new Buf();
    private int nEdges;
    private final Buf thrd = new Buf();
    private int nThreads;
    private byte[] info;
    private byte[] curr;
    private byte[] time;
    private final List<byte[]> extra = new ArrayList<>();

    DumpFixtureWriter(int rank, int worldSize) {
        this.rank = rank;
        this.worldSize = worldSize;
        info(1000 + rank, "node" + rank, "/apps/ring", 1, 0, 5.0, false, 0, "Test MPI 1.0", 0);
    }

    DumpFixtureWriter version(int major, int minor) {
        this.major = major;
        this.minor = minor;
        return this;
    }

    /** INFO; {@code trailing} extra bytes are appended (a future minor version's fields). */
    DumpFixtureWriter info(int pid, String host, String executable, int reason, int trailing, double timeout,
            boolean inferred, int threadLevel, String mpi, int triggerRank) {
        Buf b = new Buf().u32(pid).str(host).str(executable).u64(1_700_000_000_000_000_000L)
                .u64(1_700_000_010_000_000_000L).u32(reason).f64(timeout).u32(inferred ? 1 : 0).i32(threadLevel)
                .str(mpi).i32(triggerRank);
        for (int i = 0; i < trailing; i++) {
            b.u8(0xAB);
        }
        info = b.bytes();
        return this;
    }

    /** Adds a module to MODS; returns its index. */
    int module(String path, long bias, String buildId) {
        mods.str(path).u64(bias).str(buildId);
        return nMods++;
    }

    /** Adds a state to STAT ({@code frames}: module index, offset pairs). */
    DumpFixtureWriter state(int id, int kind, String call, long... frames) {
        stat.u32(id).u8(kind).str(call).u16(frames.length / 2);
        frames(stat, frames);
        nStates++;
        return this;
    }

    /** Adds an edge to EDGE. */
    DumpFixtureWriter edge(int from, int to, long count, double mean, double m2, double min, double max) {
        edge.u32(from).u32(to).u64(count).f64(mean).f64(m2).f64(min).f64(max);
        nEdges++;
        return this;
    }

    /** CURR ({@code ranges}: first, count, stride triples). */
    DumpFixtureWriter current(int state, boolean inMpi, double seconds, int waitKind, int[] peers, int... ranges) {
        Buf b = new Buf().u32(state).u8(inMpi ? 1 : 0).f64(seconds).u8(waitKind).u32(peers.length);
        for (int peer : peers) {
            b.i32(peer);
        }
        b.u32(ranges.length / 3);
        for (int i = 0; i < ranges.length; i += 3) {
            b.i32(ranges[i]).u32(ranges[i + 1]).u32(ranges[i + 2]);
        }
        curr = b.bytes();
        return this;
    }

    /** Appends format 1.2's fields to CURR (call after {@link #current}): wait_any, the any-source ranges. */
    DumpFixtureWriter anySource(boolean waitAny, int... ranges) {
        Buf b = new Buf().raw(curr).u8(waitAny ? 1 : 0).u32(ranges.length / 3);
        for (int i = 0; i < ranges.length; i += 3) {
            b.i32(ranges[i]).u32(ranges[i + 1]).u32(ranges[i + 2]);
        }
        curr = b.bytes();
        return this;
    }

    /** Adds a thread to THRD. */
    DumpFixtureWriter thread(int tid, int flags, long... frames) {
        thrd.u32(tid).u8(flags).u16(frames.length / 2);
        frames(thrd, frames);
        nThreads++;
        return this;
    }

    DumpFixtureWriter time(long n, double mean, double m2, double max) {
        time = new Buf().u64(n).f64(mean).f64(m2).f64(max).bytes();
        return this;
    }

    /** Adds a section of any tag (e.g. one this reader version does not know). */
    DumpFixtureWriter extraSection(String tag, byte[] payload) {
        extra.add(section(tag, payload));
        return this;
    }

    private static void frames(Buf b, long[] frames) {
        for (int i = 0; i < frames.length; i += 2) {
            b.u32((int) frames[i]).u64(frames[i + 1]);
        }
    }

    private static byte[] section(String tag, byte[] payload) {
        return new Buf().raw(tag.getBytes(StandardCharsets.US_ASCII)).u32(0).u64(payload.length).raw(payload).bytes();
    }

    /** The complete file. */
    byte[] toBytes() {
        sections.clear();
        if (info != null) {
            sections.add(section("INFO", info));
        }
        sections.add(section("MODS", new Buf().u32(nMods).raw(mods.bytes()).bytes()));
        sections.add(section("STAT", new Buf().u32(nStates).raw(stat.bytes()).bytes()));
        sections.add(section("EDGE", new Buf().u32(nEdges).raw(edge.bytes()).bytes()));
        sections.addAll(extra);
        if (curr != null) {
            sections.add(section("CURR", curr));
        }
        if (time != null) {
            sections.add(section("TIME", time));
        }
        sections.add(section("THRD", new Buf().u32(nThreads).raw(thrd.bytes()).bytes()));
        Buf file = new Buf().raw("STRGDUMP".getBytes(StandardCharsets.US_ASCII)).u16(major).u16(minor).u32(rank)
                .u32(worldSize).u32(0);
        for (byte[] section : sections) {
            file.raw(section);
        }
        byte[] body = file.bytes();
        CRC32 crc = new CRC32();
        crc.update(body);
        return file.raw("END ".getBytes(StandardCharsets.US_ASCII)).u32(0).u64(8).u32((int) crc.getValue())
                .u32(sections.size()).bytes();
    }

    /** Writes {@code rank-NNNNNN.sdump} into {@code dir}. */
    Path writeTo(Path dir) throws IOException {
        return write(dir, toBytes());
    }

    Path write(Path dir, byte[] bytes) throws IOException {
        Files.createDirectories(dir);
        return Files.write(dir.resolve(String.format("rank-%06d.sdump", rank)), bytes);
    }

    /** Little-endian byte buffer. */
    static final class Buf {
        private final ByteArrayOutputStream out = new ByteArrayOutputStream();

        private Buf put(int size, java.util.function.Consumer<ByteBuffer> writer) {
            ByteBuffer b = ByteBuffer.allocate(size).order(ByteOrder.LITTLE_ENDIAN);
            writer.accept(b);
            out.writeBytes(b.array());
            return this;
        }

        Buf u8(int v) {
            out.write(v);
            return this;
        }

        Buf u16(int v) {
            return put(2, b -> b.putShort((short) v));
        }

        Buf u32(int v) {
            return put(4, b -> b.putInt(v));
        }

        Buf i32(int v) {
            return u32(v);
        }

        Buf u64(long v) {
            return put(8, b -> b.putLong(v));
        }

        Buf f64(double v) {
            return put(8, b -> b.putDouble(v));
        }

        Buf str(String s) {
            byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
            return u32(bytes.length).raw(bytes);
        }

        Buf raw(byte[] bytes) {
            out.writeBytes(bytes);
            return this;
        }

        byte[] bytes() {
            return out.toByteArray();
        }
    }
}
