package dev.straggler.internal.model.traces;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;

import dev.straggler.model.traces.TraceCursor;
import dev.straggler.model.traces.TraceEvent;
import dev.straggler.model.traces.TraceFiles.FunctionAddress;
import dev.straggler.model.traces.TraceInputException;

/**
 * One pass over a trace file: block by block, each inflated when the pass reaches it, its definitions added to the
 * file's dictionary (a dictionary index becomes a packed {@link TraceEvent} of the run's function table), its coded
 * events expanded into the caller's batch. A copy of a long loop is expanded as the batches ask for it, so memory
 * is one block and the window (the recorder's, at most a quarter of its per-thread memory) whatever the trace's
 * length.
 */
final class FileTraceCursor implements TraceCursor {

    private final TraceFile file;
    private final FunctionIds ids;
    private FileChannel ch;
    private int next;            /* the next block to load */
    private ByteBuffer coded;    /* the current block's coded events */
    private long blockLeft;      /* events the current block still holds, by its header */
    private int[] dict = new int[256];
    private int dictSize;
    private final Definitions modules;
    /* the window's ring: grown as events are decoded, up to the header's window (a damaged header cannot make the
       reader allocate what the file's events never fill) */
    private int[] window;
    private int mask;
    private long pos;            /* events since the last reset */
    private long copyLeft, litLeft;
    private int dist;

    FileTraceCursor(TraceFile file, FunctionIds ids) {
        this.file = file;
        this.ids = ids;
        this.modules = new Definitions(file.worldSize);
        this.window = new int[Math.min(file.window, 1024)];
        this.mask = window.length - 1;
        try {
            ch = FileChannel.open(file.path, StandardOpenOption.READ);
        } catch (IOException e) {
            throw new TraceInputException(file.path + ": cannot read (" + e.getMessage() + ")", e);
        }
    }

    @Override
    public int read(int[] events) {
        int n = 0, len = events.length;
        while (n < len) {
            if (copyLeft > 0) {
                int k = (int) Math.min(copyLeft, len - n);
                for (int i = 0; i < k; i++) {
                    int e = window[(int) (pos - dist) & mask];
                    put(e);
                    events[n++] = e;
                }
                copyLeft -= k;
                continue;
            }
            if (litLeft > 0) {
                long tok = TraceFile.varint(coded);
                if (tok < 0 || tok >= dictSize) {
                    throw file.damaged("an event of no definition");
                }
                int e = dict[(int) tok];
                put(e);
                events[n++] = e;
                litLeft--;
                continue;
            }
            if (coded != null && coded.hasRemaining()) {
                long h = TraceFile.varint(coded);
                if (h < 0) {
                    throw file.damaged("a block's events run past its end");
                }
                long count = h >>> 1;
                if (count > blockLeft) {
                    throw file.damaged("a block holds more events than its header says");
                }
                blockLeft -= count;
                if ((h & 1) != 0) {
                    long d = TraceFile.varint(coded);
                    if (d <= 0 || d > pos || d >= file.window) {
                        throw file.damaged("a copy reaches outside the window");
                    }
                    dist = (int) d;
                    copyLeft = count;
                } else {
                    litLeft = count;
                }
                continue;
            }
            if (coded != null && blockLeft != 0) {
                throw file.damaged("a block holds fewer events than its header says");
            }
            if (!load()) {
                break;
            }
        }
        return n;
    }

    /** Appends an event to the window, growing its ring (by doubling, up to the header's window) when it is full. */
    private void put(int e) {
        if (pos >= window.length && window.length < file.window) {
            int[] bigger = new int[(int) Math.min(file.window, 2L * window.length)];
            int m = bigger.length - 1;
            for (long q = Math.max(0, pos - window.length); q < pos; q++) {
                bigger[(int) q & m] = window[(int) q & mask];
            }
            window = bigger;
            mask = m;
        }
        window[(int) pos & mask] = e;
        pos++;
    }

    /** Loads the next block; false at the end. */
    private boolean load() {
        if (ch == null || next >= file.blocks.size()) {
            coded = null;
            return false;
        }
        TraceFile.Block b = file.blocks.get(next++);
        ByteBuffer raw;
        try {
            raw = file.payload(b, file.stored(ch, b));
        } catch (IOException e) {
            throw new TraceInputException(file.path + ": cannot read (" + e.getMessage() + ")", e);
        }
        if ((b.flags() & TraceFile.BF_RESET) != 0) {
            dictSize = 0;
            modules.reset();
            pos = 0;
            Arrays.fill(window, 0);
        }
        long d = TraceFile.varint(raw);
        if (d < 0 || d > raw.remaining()) {
            throw file.damaged("a block's definitions run past its end");
        }
        ByteBuffer defs = raw.slice(raw.position(), (int) d).order(ByteOrder.LITTLE_ENDIAN);
        file.parseDefinitions(defs, modules, new TraceFile.DefinitionSink() {
            @Override
            public void function(FunctionAddress f) {
                int id = ids.function(f);
                add(TraceEvent.pack(TraceEvent.ENTER, id));
                add(TraceEvent.pack(TraceEvent.EXIT, id));
            }

            @Override
            public void mpi(String call, String arguments, boolean exit) {
                add(TraceEvent.pack(exit ? TraceEvent.EXIT : TraceEvent.MPI_CALL, ids.mpi(call, arguments)));
            }
        });
        raw.position(raw.position() + (int) d);
        coded = raw.slice().order(ByteOrder.LITTLE_ENDIAN);
        blockLeft = b.count();
        return true;
    }

    private void add(int packed) {
        if (dictSize == dict.length) {
            dict = Arrays.copyOf(dict, dictSize * 2);
        }
        dict[dictSize++] = packed;
    }

    @Override
    public void close() {
        if (ch != null) {
            try {
                ch.close();
            } catch (IOException e) {
                /* nothing was written: nothing to lose */
            }
            ch = null;
        }
        coded = null;
        copyLeft = litLeft = 0;
    }

    /** The run's ids of the functions and MPI calls a file names. */
    interface FunctionIds {
        int function(FunctionAddress f);

        /** The id of MPI call {@code call} made with {@code arguments} (null: none, or its exit). */
        int mpi(String call, String arguments);
    }
}
