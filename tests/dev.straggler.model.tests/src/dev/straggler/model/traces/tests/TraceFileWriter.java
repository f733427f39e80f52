package dev.straggler.model.traces.tests;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * Writes trace files as docs/dump-format.md "Trace files" specifies them, independently of the runtime, so that the
 * reader's tests can build every case (copies of any length, resets, TAIL and END blocks, damage) without MPI.
 */
final class TraceFileWriter {

    static final int FLAG_MPI_THREAD = 1;
    static final int FLAG_FUNCTIONS = 2;

    private final ByteArrayOutputStream file = new ByteArrayOutputStream();
    private long events;

    TraceFileWriter(int rank, int worldSize, int thread, int flags, int window, int omp) {
        ByteBuffer h = ByteBuffer.allocate(48).order(ByteOrder.LITTLE_ENDIAN);
        h.put("STRGTRCE".getBytes(StandardCharsets.US_ASCII)).putShort((short) 1).putShort((short) 0).putInt(rank)
                .putInt(worldSize).putInt(thread).putInt(1000 + thread).putInt(flags).putInt(window)
                .putLong(1_700_000_000_000_000_000L).putInt(omp + 1);
        file.writeBytes(h.array());
    }

    /** The definitions and coded events of one block. */
    static final class Block {
        final ByteArrayOutputStream defs = new ByteArrayOutputStream();
        final ByteArrayOutputStream coded = new ByteArrayOutputStream();
        long count;

        Block module(int id, String path) {
            defs.write(1);
            putInt(defs, id);
            putString(defs, path);
            return this;
        }

        /** Two dictionary entries: entry, exit. */
        Block function(int module, long offset) {
            defs.write(2);
            putInt(defs, module);
            putLong(defs, offset);
            return this;
        }

        /** One entry: the call's entry (kind 0: no descriptor). */
        Block mpi(String call) {
            defs.write(3);
            putString(defs, call);
            defs.write(0);
            putInt(defs, 0);
            putInt(defs, -1);
            for (int i = 0; i < 5; i++) {
                putInt(defs, -1);
            }
            putLong(defs, 0);
            putLong(defs, 0);
            return this;
        }

        /** One entry: the call's exit. */
        Block mpiExit(String call) {
            defs.write(4);
            putString(defs, call);
            defs.write(0);
            putInt(defs, -1);
            putInt(defs, -1);
            return this;
        }

        Block comm(int id, int size) {
            defs.write(5);
            putInt(defs, id);
            defs.write(0);
            putInt(defs, size);
            putInt(defs, 1);
            putInt(defs, 0);
            putInt(defs, size);
            putInt(defs, 1);
            putInt(defs, 0);
            putInt(defs, 0);
            return this;
        }

        Block literals(int... tokens) {
            varint(coded, (long) tokens.length << 1);
            for (int t : tokens) {
                varint(coded, t);
            }
            count += tokens.length;
            return this;
        }

        Block copy(long length, long distance) {
            varint(coded, length << 1 | 1);
            varint(coded, distance);
            count += length;
            return this;
        }

        byte[] payload() {
            ByteArrayOutputStream p = new ByteArrayOutputStream();
            varint(p, defs.size());
            p.writeBytes(defs.toByteArray());
            p.writeBytes(coded.toByteArray());
            return p.toByteArray();
        }
    }

    static Block block() {
        return new Block();
    }

    /** A BLCK (deflated when asked), starting where the file's events end. */
    TraceFileWriter blck(Block b, boolean deflate, boolean reset) {
        byte[] raw = b.payload();
        byte[] stored = deflate ? deflate(raw) : raw;
        header("BLCK", (deflate ? 4 : 0) | (reset ? 2 : 0), stored, raw.length, events, b.count, 0);
        events += b.count;
        return this;
    }

    /** A TAIL at event {@code first} (reason 1: a dump; 2 | signal << 8: a crash); the file's count is kept. */
    TraceFileWriter tail(Block b, long first, int reason) {
        byte[] raw = b.payload();
        header("TAIL", 0, raw, raw.length, first, b.count, reason);
        return this;
    }

    TraceFileWriter end() {
        ByteBuffer p = ByteBuffer.allocate(24).order(ByteOrder.LITTLE_ENDIAN).putLong(events).putLong(0).putInt(4).putInt(0);
        header("END ", 0, p.array(), 24, events, 0, 4);
        return this;
    }

    /** A format 1.1 END: its reason and the MPI call the thread was in ("" none). */
    TraceFileWriter end(int reason, String call) {
        byte[] name = call.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        ByteBuffer p = ByteBuffer.allocate(28 + name.length).order(ByteOrder.LITTLE_ENDIAN).putLong(events).putLong(0)
                .putInt(reason).putInt(0).putInt(name.length).put(name);
        header("END ", 0, p.array(), p.capacity(), events, 0, reason);
        return this;
    }

    /** A block whose payload is stored with the given flags as is (e.g. a zstd flag the reader refuses). */
    TraceFileWriter raw(String tag, int flags, byte[] payload, long count) {
        header(tag, flags, payload, payload.length, events, count, 0);
        events += count;
        return this;
    }

    private void header(String tag, int flags, byte[] stored, long raw, long first, long count, int reason) {
        CRC32 crc = new CRC32();
        crc.update(stored);
        ByteBuffer h = ByteBuffer.allocate(48).order(ByteOrder.LITTLE_ENDIAN);
        h.put(tag.getBytes(StandardCharsets.US_ASCII)).putInt(flags).putLong(stored.length).putLong(raw).putLong(first)
                .putLong(count).putInt((int) crc.getValue()).putInt(reason);
        file.writeBytes(h.array());
        file.writeBytes(stored);
    }

    byte[] bytes() {
        return file.toByteArray();
    }

    Path write(Path dir, int rank, int thread) throws IOException {
        return Files.write(dir.resolve(String.format("trace-rank-%06d-thread-%04d.strace", rank, thread)), bytes());
    }

    private static byte[] deflate(byte[] raw) {
        Deflater d = new Deflater();
        d.setInput(raw);
        d.finish();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[4096];
        while (!d.finished()) {
            out.write(buf, 0, d.deflate(buf));
        }
        d.end();
        return out.toByteArray();
    }

    static void varint(ByteArrayOutputStream o, long v) {
        while ((v & ~0x7fL) != 0) {
            o.write((int) (v & 0x7f) | 0x80);
            v >>>= 7;
        }
        o.write((int) v);
    }

    static void putInt(ByteArrayOutputStream o, int v) {
        o.writeBytes(ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt(v).array());
    }

    static void putLong(ByteArrayOutputStream o, long v) {
        o.writeBytes(ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putLong(v).array());
    }

    static void putString(ByteArrayOutputStream o, String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        putInt(o, b.length);
        o.writeBytes(b);
    }
}
