package dev.straggler.internal.model.dump;

import java.io.IOException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;

import dev.straggler.model.dump.DumpFile;
import dev.straggler.model.dump.DumpFile.FrameRef;
import dev.straggler.model.dump.DumpFile.ModuleEntry;
import dev.straggler.model.dump.DumpFile.RankRange;
import dev.straggler.model.dump.DumpFile.StateEntry;
import dev.straggler.model.dump.DumpFile.WaitPart;
import dev.straggler.model.dump.DumpFormatException;
import dev.straggler.model.dump.ReducedDump;

/**
 * Reads {@code reduced.sdump} (docs/dump-format.md, "The reduced file"): the header, END and CRC conventions of the
 * per-task dumps, with the sections RINF, MODS, STAT, OCCU, SMPL, WAIT, WANY (since 1.2), WDET and CHAN (since 1.3,
 * WDET's sizes and roots since 1.5), DEPS and MEDG. Unknown sections are skipped.
 */
public final class ReducedReader {

    private static final int TAG_RINF = DumpReader.tag("RINF");
    private static final int TAG_OCCU = DumpReader.tag("OCCU");
    private static final int TAG_SMPL = DumpReader.tag("SMPL");
    private static final int TAG_WAIT = DumpReader.tag("WAIT");
    private static final int TAG_WANY = DumpReader.tag("WANY");
    private static final int TAG_CHAN = DumpReader.tag("CHAN");
    private static final int TAG_DEPS = DumpReader.tag("DEPS");
    private static final int TAG_MEDG = DumpReader.tag("MEDG");

    private ReducedReader() {
    }

    /** Reads the reduced file at {@code file}. */
    public static ReducedDump read(Path file) throws DumpFormatException {
        String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        try {
            return read(Files.readAllBytes(file), name);
        } catch (IOException e) {
            throw new DumpFormatException(name, DumpFormatException.NO_OFFSET, name + " cannot be read (" + e + ")", e);
        }
    }

    /** Reads a reduced file's bytes. */
    public static ReducedDump read(byte[] bytes, String name) throws DumpFormatException {
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        if (bytes.length < DumpReader.HEADER_SIZE || !new String(bytes, 0, 8, StandardCharsets.US_ASCII).equals("STRGDUMP")) {
            throw error(name, 0, "is not a Straggler reduced file (no STRGDUMP header)");
        }
        int major = Short.toUnsignedInt(b.getShort(8));
        int minor = Short.toUnsignedInt(b.getShort(10));
        if (major != DumpReader.FORMAT_MAJOR) {
            throw error(name, 8, "has format version " + major + "." + minor + ", this Straggler reads "
                    + DumpReader.FORMAT_MAJOR + ".x");
        }
        int worldSize = b.getInt(16);
        Map<Integer, ByteBuffer> sections = new LinkedHashMap<>();
        int pos = DumpReader.HEADER_SIZE;
        int count = 0;
        while (true) {
            if (pos + DumpReader.SECTION_HEADER_SIZE > bytes.length) {
                throw error(name, pos, "is truncated at byte " + bytes.length + " (no END section): rank 0 probably died"
                        + " while writing it");
            }
            int tag = b.getInt(pos);
            long len = b.getLong(pos + 8);
            if (len < 0 || len > bytes.length - pos - DumpReader.SECTION_HEADER_SIZE) {
                throw error(name, pos, "is truncated: section " + DumpReader.tagName(tag) + " at byte " + pos
                        + " declares " + len + " bytes");
            }
            int payload = pos + DumpReader.SECTION_HEADER_SIZE;
            if (tag == DumpReader.TAG_END) {
                CRC32 crc = new CRC32();
                crc.update(bytes, 0, pos);
                if (len < 8 || crc.getValue() != Integer.toUnsignedLong(b.getInt(payload))
                        || b.getInt(payload + 4) != count) {
                    throw error(name, pos, "is corrupt: CRC-32 or section count of the END section at byte " + pos
                            + " does not match");
                }
                break;
            }
            sections.put(tag, b.slice(payload, (int) len).order(ByteOrder.LITTLE_ENDIAN));
            count++;
            pos = payload + (int) len;
        }
        try {
            return parse(name, major, minor, worldSize, sections);
        } catch (BufferUnderflowException | IllegalArgumentException | IndexOutOfBoundsException e) {
            throw error(name, DumpFormatException.NO_OFFSET, "has a malformed section: its content needs more bytes than "
                    + "the section holds; the file was damaged after rank 0 wrote it (rerun the job; the per-task "
                    + "dumps are still analyzed)");
        }
    }

    private static DumpFormatException error(String name, long offset, String message) {
        return new DumpFormatException(name, offset, name + " " + message);
    }

    private static ReducedDump parse(String name, int major, int minor, int worldSize, Map<Integer, ByteBuffer> s)
            throws DumpFormatException {
        ByteBuffer r = s.get(TAG_RINF);
        if (r == null) {
            throw error(name, DumpFormatException.NO_OFFSET, "has no RINF section: it is not a reduced file");
        }
        int algorithm = r.getInt();
        int tasks = r.getInt();
        int trigger = r.getInt();
        int reason = r.getInt();
        long expiry = r.getLong();
        long written = r.getLong();
        double timeout = r.getDouble();
        boolean inferred = r.getInt() != 0;
        double total = r.getDouble();
        int nPhases = r.getInt();
        Map<String, Double> phases = new LinkedHashMap<>();
        for (int i = 0; i < nPhases; i++) {
            String phase = str(r);
            phases.put(phase, r.getDouble());
        }
        int threadLevel = r.getInt();
        String mpi = str(r);

        List<ModuleEntry> modules = new ArrayList<>();
        ByteBuffer m = s.get(DumpReader.TAG_MODS);
        if (m != null) {
            for (int i = m.getInt(); i > 0; i--) {
                modules.add(new ModuleEntry(str(m), m.getLong(), str(m)));
            }
        }
        List<StateEntry> states = new ArrayList<>();
        ByteBuffer st = s.get(DumpReader.TAG_STAT);
        if (st != null) {
            for (int i = st.getInt(); i > 0; i--) {
                long id = Integer.toUnsignedLong(st.getInt());
                int kind = st.get() & 0xFF;
                String call = str(st);
                states.add(new StateEntry(id, kind, call, frames(st)));
            }
        }
        Map<Long, List<RankRange>> occupancy = new LinkedHashMap<>();
        ByteBuffer o = s.get(TAG_OCCU);
        if (o != null) {
            for (int i = o.getInt(); i > 0; i--) {
                long state = Integer.toUnsignedLong(o.getInt());
                occupancy.put(state, ranges(o));
            }
        }
        List<ReducedDump.Sample> samples = new ArrayList<>();
        ByteBuffer sm = s.get(TAG_SMPL);
        if (sm != null) {
            for (int i = sm.getInt(); i > 0; i--) {
                long state = Integer.toUnsignedLong(sm.getInt());
                int rank = sm.getInt();
                int flags = sm.get() & 0xFF;
                samples.add(new ReducedDump.Sample(state, rank, flags, frames(sm)));
            }
        }
        List<ReducedDump.Wait> waits = new ArrayList<>();
        ByteBuffer w = s.get(TAG_WAIT);
        ByteBuffer any = s.get(TAG_WANY);
        ByteBuffer det = s.get(DumpReader.TAG_WDET);
        if (w != null) {
            int n = w.getInt();
            if (any != null && any.getInt() != n) {
                throw error(name, DumpFormatException.NO_OFFSET, "has a WANY section whose entries do not match WAIT's");
            }
            if (det != null && det.getInt() != n) {
                throw error(name, DumpFormatException.NO_OFFSET, "has a WDET section whose entries do not match WAIT's");
            }
            for (int i = 0; i < n; i++) {
                int kind = w.get() & 0xFF;
                int[] peers = new int[count(w, 4)];
                for (int k = 0; k < peers.length; k++) {
                    peers[k] = w.getInt();
                }
                List<RankRange> members = ranges(w);
                List<RankRange> ranks = ranges(w);
                boolean waitAny = any != null && any.get() != 0;
                List<RankRange> anySources = any == null ? List.of() : ranges(any);
                boolean finalized = det != null && det.get() != 0;
                List<WaitPart> parts = det == null ? List.of() : parts(det);
                waits.add(new ReducedDump.Wait(kind, peers, members, ranks, waitAny, anySources, finalized, parts));
            }
            if (det != null && det.hasRemaining()) { // since 1.5: the size and root of each entry's parts
                long sizedParts = 0;
                for (ReducedDump.Wait wait : waits) {
                    sizedParts += wait.parts().size();
                }
                if (sizedParts * 12 > det.remaining()) {
                    throw error(name, DumpFormatException.NO_OFFSET, "has a malformed WDET section: its sizes and "
                            + "roots (format 1.5) need " + sizedParts * 12 + " bytes for the " + sizedParts + " parts of its "
                            + n + " entries, " + det.remaining() + " remain; the file was damaged after rank 0 wrote it"
                            + " (rerun the job; the per-task dumps are still analyzed)");
                }
                for (int i = 0; i < waits.size(); i++) {
                    ReducedDump.Wait wait = waits.get(i);
                    List<WaitPart> sized = new ArrayList<>(wait.parts().size());
                    for (WaitPart part : wait.parts()) {
                        long bytes = det.getLong();
                        sized.add(part.withSize(bytes, det.getInt()));
                    }
                    waits.set(i, new ReducedDump.Wait(wait.kind(), wait.peers(), wait.members(), wait.ranks(),
                            wait.waitAny(), wait.anySources(), wait.finalized(), List.copyOf(sized)));
                }
            }
        }
        List<ReducedDump.Channels> channels = new ArrayList<>();
        ByteBuffer ch = s.get(TAG_CHAN);
        if (ch != null) {
            for (int i = ch.getInt(); i > 0; i--) {
                int flags = ch.get() & 0xFF;
                int n = count(ch, 20);
                List<DumpFile.Channel> counts = new ArrayList<>(n);
                for (int k = 0; k < n; k++) {
                    counts.add(new DumpFile.Channel(ch.getInt(), ch.getLong(), ch.getLong()));
                }
                channels.add(new ReducedDump.Channels((flags & 1) != 0, (flags & 2) != 0, List.copyOf(counts),
                        ranges(ch)));
            }
        }
        List<ReducedDump.Cell> cells = new ArrayList<>();
        ByteBuffer d = s.get(TAG_DEPS);
        if (d != null) {
            for (int i = d.getInt(); i > 0; i--) {
                cells.add(new ReducedDump.Cell(Integer.toUnsignedLong(d.getInt()), Integer.toUnsignedLong(d.getInt()),
                        d.get() & 0xFF));
            }
        }
        List<ReducedDump.MergedEdge> edges = new ArrayList<>();
        ByteBuffer e = s.get(TAG_MEDG);
        if (e != null) {
            for (int i = e.getInt(); i > 0; i--) {
                long from = Integer.toUnsignedLong(e.getInt());
                long to = Integer.toUnsignedLong(e.getInt());
                long totalCount = e.getLong();
                Map<Long, List<RankRange>> byCount = new LinkedHashMap<>();
                for (int k = e.getInt(); k > 0; k--) {
                    long c = e.getLong();
                    byCount.put(c, ranges(e));
                }
                edges.add(new ReducedDump.MergedEdge(from, to, totalCount, byCount));
            }
        }
        List<List<FrameRef>> stacks = new ArrayList<>();
        states.forEach(state -> stacks.add(state.frames()));
        samples.forEach(sample -> stacks.add(sample.frames()));
        for (List<FrameRef> frames : stacks) {
            for (FrameRef frame : frames) {
                if (frame.module() != DumpFile.NO_MODULE && (frame.module() < 0 || frame.module() >= modules.size())) {
                    throw error(name, DumpFormatException.NO_OFFSET, "is corrupt: a frame refers to module "
                            + Integer.toUnsignedString(frame.module()) + " but the MODS section lists " + modules.size()
                            + " modules; the file was damaged after rank 0 wrote it (rerun the job; the per-task dumps"
                            + " are still analyzed)");
                }
            }
        }
        return new ReducedDump(name, major, minor, worldSize, algorithm, tasks, trigger, reason, expiry, written, timeout,
                inferred, total, phases, threadLevel, mpi, List.copyOf(modules), List.copyOf(states), occupancy,
                List.copyOf(samples), List.copyOf(waits), List.copyOf(cells), List.copyOf(edges),
                List.copyOf(channels));
    }

    private static List<WaitPart> parts(ByteBuffer b) {
        int n = count(b, 18);
        List<WaitPart> parts = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            int role = b.get() & 0xFF, flags = b.get() & 0xFF, peer = b.getInt(), tag = b.getInt();
            String comm = str(b);
            parts.add(new WaitPart(role, flags, peer, tag, comm, Integer.toUnsignedLong(b.getInt())));
        }
        return List.copyOf(parts);
    }

    /**
     * An element count (u32) whose elements take at least {@code minSize} bytes each: a count the section's remaining
     * bytes cannot hold is damage, rejected before anything is allocated for it.
     */
    private static int count(ByteBuffer b, int minSize) {
        long n = Integer.toUnsignedLong(b.getInt());
        if (n * minSize > b.remaining()) {
            throw new BufferUnderflowException();
        }
        return (int) n;
    }

    private static String str(ByteBuffer b) {
        int n = count(b, 1);
        byte[] bytes = new byte[n];
        b.get(bytes);
        return new String(bytes, StandardCharsets.UTF_8);
    }

    private static List<FrameRef> frames(ByteBuffer b) {
        int depth = Short.toUnsignedInt(b.getShort());
        if (depth * 12L > b.remaining()) {
            throw new BufferUnderflowException();
        }
        List<FrameRef> frames = new ArrayList<>(depth);
        for (int i = 0; i < depth; i++) {
            long module = Integer.toUnsignedLong(b.getInt());
            frames.add(new FrameRef(module == 0xFFFFFFFFL ? DumpFile.NO_MODULE : (int) module, b.getLong()));
        }
        return List.copyOf(frames);
    }

    private static List<RankRange> ranges(ByteBuffer b) {
        int n = count(b, 12);
        List<RankRange> ranges = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            ranges.add(new RankRange(b.getInt(), Integer.toUnsignedLong(b.getInt()), Integer.toUnsignedLong(b.getInt())));
        }
        return List.copyOf(ranges);
    }
}
