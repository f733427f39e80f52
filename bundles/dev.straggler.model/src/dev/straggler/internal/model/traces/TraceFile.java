package dev.straggler.internal.model.traces;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

import dev.straggler.model.traces.TraceFiles.FunctionAddress;
import dev.straggler.model.traces.TraceInputException;

/**
 * One trace file {@code trace-rank-NNNNNN-thread-TTTT.strace} as docs/dump-format.md "Trace files" specifies it
 * (format 1.x): the 48-byte header, then blocks. {@link #scan(Path)} reads every block once, checks its length and
 * CRC-32, inflates it and reads its definitions (the functions and MPI calls it names), but does not expand its
 * events; it decides which blocks a pass decodes (every {@code BLCK}, and a {@code TAIL} only when it is the file's
 * last block and starts where the others end) and how the trace ends. A file that is cut short or damaged is
 * rejected with one {@link TraceInputException} naming the file, the byte offset and the likely cause.
 */
public final class TraceFile {

    /** The magic: {@code "STRGTRCE"}. */
    public static final byte[] MAGIC = "STRGTRCE".getBytes(StandardCharsets.US_ASCII);
    /** The format major version this reader reads. */
    public static final int FORMAT_MAJOR = 1;
    static final int HEADER_BYTES = 48;
    static final int BLOCK_HEADER_BYTES = 48;
    static final int TAG_BLCK = tag("BLCK");
    static final int TAG_TAIL = tag("TAIL");
    static final int TAG_END = tag("END ");
    static final int BF_ZSTD = 1;
    static final int BF_RESET = 2;
    static final int BF_DEFLATE = 4;
    static final int DEF_MODULE = 1;
    static final int DEF_FUNCTION = 2;
    static final int DEF_MPI = 3;
    static final int DEF_MPI_LEAVE = 4;
    static final int DEF_COMM = 5;
    /* a TAIL's or END's reason (docs/dump-format.md "Blocks") */
    static final int REASON_CRASH = 2;
    static final int REASON_ABORT = 6;
    static final int REASON_KILLED = 7;
    static final int REASON_SCHEDULED = 8;
    static final int REASON_OTHER_THREAD = 1 << 16;
    private static final long MAX_BLOCK = 1L << 31;
    /** Deflate's best compression ratio (RFC 1951: a 258-byte match in at least 2 bits, ~1032:1). */
    private static final long MAX_DEFLATE_RATIO = 1032;

    /** How a trace ends. */
    public enum Ending {
        /** An {@code END} block: the thread or the task ended (normally, at an abort, or killed by a signal). */
        END,
        /** A {@code TAIL} block: cut at a dump (a hang) or a crash. */
        TAIL,
        /** Neither: the task was killed; the trace holds what was written by then. */
        UNFINISHED
    }

    /** A block a pass decodes: where its payload is and what its header says. */
    record Block(long payload, int flags, long stored, long raw, long first, long count) {
    }

    final Path path;
    final int rank;
    final int worldSize;
    final int recorderThread;
    final int tid;
    final boolean mpiThread;
    final boolean functionEvents;
    final int window;
    final long startNanos;
    /** The OpenMP thread number at the thread's first event, or -1. */
    final int ompThread;
    final List<Block> blocks = new ArrayList<>();
    final Set<FunctionAddress> functions = new LinkedHashSet<>();
    final Set<MpiCall> mpiCalls = new LinkedHashSet<>();
    long events;
    long definitionBytes;
    long size;
    long dropped;
    Ending ending = Ending.UNFINISHED;
    int endReason;
    /** The MPI call the thread was in when its process ended (END, format 1.1), or "". */
    String endCall = "";

    private TraceFile(Path path, ByteBuffer h) {
        this.path = path;
        rank = h.getInt(12);
        worldSize = h.getInt(16);
        recorderThread = h.getInt(20);
        tid = h.getInt(24);
        int flags = h.getInt(28);
        mpiThread = (flags & 1) != 0;
        functionEvents = (flags & 2) != 0;
        window = h.getInt(32);
        startNanos = h.getLong(36);
        ompThread = h.getInt(44) - 1;
    }

    static int tag(String s) {
        byte[] b = s.getBytes(StandardCharsets.US_ASCII);
        return (b[0] & 0xff) | (b[1] & 0xff) << 8 | (b[2] & 0xff) << 16 | (b[3] & 0xff) << 24;
    }

    /**
     * How the trace ends, for people: "end", "end at an abort in MPI_Recv (exit status 15)", "end: killed (signal 15)",
     * "cut at a dump", "cut at a crash (signal 11)", "unfinished".
     */
    public String endingText() {
        int reason = endReason & 0xff, code = (endReason >>> 8) & 0xff;
        String in = endCall.isEmpty() ? "" : " in " + endCall;
        return switch (ending) {
            case END -> switch (reason) {
                case REASON_ABORT -> "end at an abort" + in + ((endReason & REASON_OTHER_THREAD) != 0 ? " (another thread's call)" : "")
                        + (code != 0 ? " (exit status " + code + ")" : "");
                case REASON_KILLED -> "end: killed (signal " + code + ")" + in;
                default -> "end";
            };
            case TAIL -> switch (reason) {
                case REASON_CRASH -> "cut at a crash (signal " + code + ")";
                case REASON_SCHEDULED -> "unfinished (killed: the trace holds what was written on schedule)";
                case REASON_ABORT -> "cut at an MPI error (the MPI library ended the job)";
                default -> "cut at a dump";
            };
            case UNFINISHED -> "unfinished (the task was killed before the trace's end was written)";
        };
    }

    /** END's call name (format 1.1: after u64 events, u64 dropped, u32 reason, u32 0: u32 n, n bytes); "" when damaged. */
    private static String callName(ByteBuffer p) {
        int n = p.getInt(24);
        if (n <= 0 || n > 64 || 28 + n > p.limit()) {
            return "";
        }
        byte[] b = new byte[n];
        p.get(28, b);
        String name = new String(b, StandardCharsets.US_ASCII);
        return name.matches("\\w+") ? name : "";
    }

    /** Reads the file's header and every block's definitions; validates lengths and checksums. */
    public static TraceFile scan(Path path) throws TraceInputException {
        try (FileChannel ch = FileChannel.open(path, StandardOpenOption.READ)) {
            long size = ch.size();
            ByteBuffer h = read(ch, 0, HEADER_BYTES, size, path, "the 48-byte header (the task died as it began the file?)");
            byte[] magic = new byte[8];
            h.get(0, magic);
            if (!java.util.Arrays.equals(magic, MAGIC)) {
                throw new TraceInputException(path + ": not a Straggler trace file (no STRGTRCE magic)");
            }
            int major = h.getShort(8) & 0xffff, minor = h.getShort(10) & 0xffff;
            if (major != FORMAT_MAJOR) {
                throw new TraceInputException(path + ": trace format " + major + "." + minor
                        + "; this reader reads 1.x: read it with the Straggler version that wrote it");
            }
            TraceFile f = new TraceFile(path, h);
            f.size = size;
            if (f.window <= 0 || Integer.bitCount(f.window) != 1 || f.window > (1 << 30)) {
                throw new TraceInputException(path + ": bad window size " + f.window + " in the header; not a readable trace");
            }
            if (f.rank < 0 || f.worldSize < 0 || f.recorderThread < 0 || f.ompThread < -1) {
                throw new TraceInputException(path + ": corrupt header: rank " + f.rank + ", world size " + f.worldSize
                        + ", thread " + f.recorderThread + ", OpenMP thread " + f.ompThread + "; not a readable trace");
            }
            f.readBlocks(ch);
            return f;
        } catch (NoSuchFileException e) {
            throw new TraceInputException(path + ": no such file");
        } catch (IOException e) {
            throw new TraceInputException(path + ": cannot read (" + e.getMessage() + ")", e);
        }
    }

    private void readBlocks(FileChannel ch) throws IOException {
        long at = HEADER_BYTES, cursor = 0;
        Block tail = null;
        int tailReason = 0;
        Definitions modules = new Definitions(worldSize);
        while (at < size) {
            ByteBuffer h = read(ch, at, BLOCK_HEADER_BYTES, size, path,
                    "the block header at byte " + at + " (the task died while writing it, or the file was cut)");
            int tag = h.getInt(0), flags = h.getInt(4), crc = h.getInt(40), reason = h.getInt(44);
            long stored = h.getLong(8), raw = h.getLong(16), first = h.getLong(24), count = h.getLong(32);
            if (tag != TAG_BLCK && tag != TAG_TAIL && tag != TAG_END) {
                throw new TraceInputException(path + ": corrupt at byte " + at + ": no block starts there; not a readable trace");
            }
            long payload = at + BLOCK_HEADER_BYTES;
            if (stored < 0 || stored > MAX_BLOCK || payload + stored > size) {
                throw new TraceInputException(path + ": truncated at byte " + size + ": the block at byte " + at + " needs "
                        + stored + " bytes, the file has " + (size - payload)
                        + " (the task died while writing it, or the file was cut); not a readable trace");
            }
            ByteBuffer p = read(ch, payload, (int) stored, size, path, "the block at byte " + at);
            CRC32 c = new CRC32();
            c.update(p.duplicate());
            if ((int) c.getValue() != crc) {
                throw new TraceInputException(path + ": corrupt: the block at byte " + at
                        + " fails its CRC-32; not a readable trace");
            }
            tail = null; /* a TAIL that something follows: the trace went on */
            if (tag == TAG_END) {
                ending = Ending.END;
                endReason = reason;
                if (stored >= 16) {
                    dropped = p.getLong(8);
                }
                endCall = stored >= 28 ? callName(p) : "";
            } else {
                Block b = new Block(payload, flags, stored, raw, first, count);
                if (tag == TAG_TAIL) {
                    tail = b;
                    tailReason = reason;
                } else {
                    if (first != cursor) {
                        throw new TraceInputException(path + ": corrupt: the block at byte " + at + " starts at event " + first
                                + ", after " + cursor + " events; not a readable trace");
                    }
                    definitions(b, p, modules);
                    blocks.add(b);
                    cursor += count;
                }
            }
            at = payload + stored;
        }
        if (tail != null && tail.first() == cursor && ending != Ending.END) {
            definitions(tail, read(ch, tail.payload(), (int) tail.stored(), size, path, "the last block"), modules);
            blocks.add(tail);
            cursor += tail.count();
            ending = Ending.TAIL;
            endReason = tailReason;
        }
        events = cursor;
    }

    /** The definitions of a block: the functions and MPI calls the trace names. */
    private void definitions(Block b, ByteBuffer stored, Definitions modules) {
        if ((b.flags() & BF_RESET) != 0) {
            modules.reset();
        }
        ByteBuffer raw = payload(b, stored);
        long d = varint(raw);
        if (d < 0 || d > raw.remaining()) {
            throw damaged("a block's definitions run past its end");
        }
        definitionBytes += d;
        ByteBuffer defs = raw.slice(raw.position(), (int) d).order(ByteOrder.LITTLE_ENDIAN);
        parseDefinitions(defs, modules, new DefinitionSink() {
            @Override
            public void function(FunctionAddress f) {
                functions.add(f);
            }

            @Override
            public void mpi(String call, String arguments, boolean exit) {
                mpiCalls.add(new MpiCall(call, arguments));
            }
        });
    }

    /** What the definitions of a block define, in order. */
    interface DefinitionSink {
        /** A function: two dictionary entries, its entry and its exit. */
        void function(FunctionAddress f);

        /**
         * An MPI call's entry (with its descriptor's {@code arguments} as text, null when it has none: see
         * {@link Definitions#arguments}) or exit (arguments null): one dictionary entry.
         */
        void mpi(String call, String arguments, boolean exit);
    }

    /** An MPI call's entry as the run's function table keys it: its name and its arguments (null: none). */
    record MpiCall(String name, String arguments) {
    }

    /** Parses definitions; {@code defs} holds what the file defined since the last reset (updated). */
    void parseDefinitions(ByteBuffer d, Definitions defs, DefinitionSink sink) {
        List<String> modules = defs.modules;
        try {
            while (d.hasRemaining()) {
                int type = d.get() & 0xff;
                switch (type) {
                case DEF_MODULE -> {
                    int id = d.getInt();
                    String p = string(d);
                    if (id != modules.size()) {
                        throw damaged("a module definition out of order");
                    }
                    modules.add(p);
                }
                case DEF_FUNCTION -> {
                    int m = d.getInt();
                    long off = d.getLong();
                    if (m != -1 && (m < 0 || m >= modules.size())) {
                        throw damaged("a function of an undefined module");
                    }
                    sink.function(new FunctionAddress(m == -1 ? "?" : modules.get(m), off));
                }
                case DEF_MPI -> {
                    String call = string(d);
                    int kind = d.get() & 0xff, flags = d.getInt(), comm = d.getInt();
                    int dest = d.getInt(), sendTag = d.getInt(), source = d.getInt(), recvTag = d.getInt(),
                            root = d.getInt();
                    long sent = d.getLong(), received = d.getLong();
                    sink.mpi(call, defs.arguments(kind, flags, comm, dest, sendTag, source, recvTag, root, sent,
                            received), false);
                }
                case DEF_MPI_LEAVE -> {
                    String call = string(d);
                    d.position(d.position() + 1 + 2 * 4);
                    sink.mpi(call, null, true);
                }
                case DEF_COMM -> {
                    int id = d.getInt();
                    d.get(); // inter
                    int size = d.getInt();
                    int[] members = ranges(d);
                    d.getInt(); // the remote group's size
                    ranges(d);
                    defs.communicator(id, size, members);
                }
                default -> throw damaged("an unknown definition type " + type);
                }
            }
        } catch (java.nio.BufferUnderflowException | IllegalArgumentException e) {
            throw damaged("a definition runs past its block");
        }
    }

    /** {@code u32 n}, then n × (i32 first, u32 count, u32 stride), as 3n ints. */
    private static int[] ranges(ByteBuffer d) {
        int n = d.getInt();
        if (n < 0 || (long) n * 12 > d.remaining()) {
            throw new IllegalArgumentException();
        }
        int[] r = new int[3 * n];
        for (int i = 0; i < r.length; i++) {
            r[i] = d.getInt();
        }
        return r;
    }

    private static String string(ByteBuffer d) {
        int n = d.getInt();
        if (n < 0 || n > d.remaining()) {
            throw new IllegalArgumentException();
        }
        byte[] b = new byte[n];
        d.get(b);
        return new String(b, StandardCharsets.UTF_8);
    }

    /** A block's payload after decompression, positioned at its start. */
    ByteBuffer payload(Block b, ByteBuffer stored) {
        if ((b.flags() & BF_ZSTD) != 0) {
            throw new TraceInputException(path + ": written with STRAGGLER_TRACE_COMPRESS=zstd, which this reader does "
                    + "not read: record with the default (deflate), or read it with straggler-trace");
        }
        if (b.raw() < 0 || b.raw() > MAX_BLOCK) {
            throw damaged("a block claims " + b.raw() + " bytes");
        }
        if ((b.flags() & BF_DEFLATE) == 0) {
            if (b.raw() != b.stored()) {
                throw damaged("a stored block's lengths differ");
            }
            return stored.duplicate().order(ByteOrder.LITTLE_ENDIAN);
        }
        if (b.raw() > b.stored() * MAX_DEFLATE_RATIO + 1024) { // deflate cannot do better: a damaged length, not data
            throw damaged("a deflate block of " + b.stored() + " bytes claims " + b.raw() + " bytes");
        }
        byte[] out = new byte[(int) b.raw()];
        Inflater inf = new Inflater();
        try {
            inf.setInput(stored.duplicate());
            int n = 0;
            while (n < out.length && !inf.finished()) {
                int k = inf.inflate(out, n, out.length - n);
                if (k == 0 && (inf.needsInput() || inf.needsDictionary())) {
                    break;
                }
                n += k;
            }
            if (n != out.length || !inf.finished()) {
                throw damaged("a deflate block does not inflate to its length");
            }
        } catch (DataFormatException e) {
            throw damaged("a deflate block does not inflate (" + e.getMessage() + ")");
        } finally {
            inf.end();
        }
        return ByteBuffer.wrap(out).order(ByteOrder.LITTLE_ENDIAN);
    }

    /** Reads a block's stored payload again (a pass). */
    ByteBuffer stored(FileChannel ch, Block b) throws IOException {
        return read(ch, b.payload(), (int) b.stored(), size, path, "a block");
    }

    static long varint(ByteBuffer b) {
        long v = 0;
        for (int s = 0; s < 64; s += 7) {
            if (!b.hasRemaining()) {
                return -1;
            }
            int x = b.get() & 0xff;
            v |= (long) (x & 0x7f) << s;
            if ((x & 0x80) == 0) {
                return v;
            }
        }
        return -1;
    }

    TraceInputException damaged(String what) {
        return new TraceInputException(path + ": corrupt: " + what + "; not a readable trace");
    }

    private static ByteBuffer read(FileChannel ch, long at, int n, long size, Path path, String what) throws IOException {
        if (at + n > size) {
            throw new TraceInputException(path + ": truncated at byte " + size + ": " + what
                    + " is incomplete; not a readable trace");
        }
        ByteBuffer b = ByteBuffer.allocate(n).order(ByteOrder.LITTLE_ENDIAN);
        while (b.hasRemaining()) {
            if (ch.read(b, at + b.position()) < 0) {
                throw new TraceInputException(path + ": truncated at byte " + (at + b.position()) + ": " + what
                        + " is incomplete; not a readable trace");
            }
        }
        return b.flip();
    }
}
