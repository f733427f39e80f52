package dev.straggler.internal.model.dump;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.zip.CRC32;

import dev.straggler.model.dump.DumpFile;
import dev.straggler.model.dump.DumpFile.Channel;
import dev.straggler.model.dump.DumpFile.Current;
import dev.straggler.model.dump.DumpFile.EdgeEntry;
import dev.straggler.model.dump.DumpFile.FrameRef;
import dev.straggler.model.dump.DumpFile.Info;
import dev.straggler.model.dump.DumpFile.MessageCount;
import dev.straggler.model.dump.DumpFile.ModuleEntry;
import dev.straggler.model.dump.DumpFile.RankRange;
import dev.straggler.model.dump.DumpFile.StateEntry;
import dev.straggler.model.dump.DumpFile.ThreadStack;
import dev.straggler.model.dump.DumpFile.Time;
import dev.straggler.model.dump.DumpFile.WaitDetails;
import dev.straggler.model.dump.DumpFile.WaitPart;
import dev.straggler.model.dump.DumpFormatException;

/**
 * Reads one {@code rank-NNNNNN.sdump} file as specified by docs/dump-format.md (version 1.x): little-endian,
 * 24-byte header, tagged sections until END. Unknown sections are skipped and trailing bytes of known sections
 * ignored (minor-version extensions); the END section's CRC-32 is checked before any payload is interpreted.
 * Every error is a {@link DumpFormatException} naming the file, the byte offset, the likely cause and the fix.
 */
public final class DumpReader {

    /** The magic of a dump file: {@code "STRGDUMP"}. */
    public static final byte[] MAGIC = "STRGDUMP".getBytes(StandardCharsets.US_ASCII);
    /** The format major version this reader understands. */
    public static final int FORMAT_MAJOR = 1;
    /** Size of the file header. */
    public static final int HEADER_SIZE = 24;
    /** Size of a section header (tag, reserved, payload length). */
    public static final int SECTION_HEADER_SIZE = 16;

    /** Section tags, as the u32 read little-endian. */
    public static final int TAG_INFO = tag("INFO");
    /** MODS tag. */
    public static final int TAG_MODS = tag("MODS");
    /** STAT tag. */
    public static final int TAG_STAT = tag("STAT");
    /** EDGE tag. */
    public static final int TAG_EDGE = tag("EDGE");
    /** CURR tag. */
    public static final int TAG_CURR = tag("CURR");
    /** THRD tag. */
    public static final int TAG_THRD = tag("THRD");
    /** WDET tag (since 1.3). */
    public static final int TAG_WDET = tag("WDET");
    /** TIME tag. */
    public static final int TAG_TIME = tag("TIME");
    /** END tag: the four characters {@code "END "} (with a trailing blank). */
    public static final int TAG_END = tag("END ");

    private static final String DIED = "the task probably died while writing its dump; the other tasks' dumps are still analyzed";
    private static final String DAMAGED = "the file was damaged after it was written (disk, copy or transfer); "
            + "the other tasks' dumps are still analyzed, rerun the job for a complete diagnosis";

    private DumpReader() {
    }

    /** The u32 tag value of a four-character section name (first character in the low byte). */
    public static int tag(String name) {
        byte[] b = name.getBytes(StandardCharsets.US_ASCII);
        if (b.length != 4) {
            throw new IllegalArgumentException("a section tag has four characters: \"" + name + "\"");
        }
        return (b[0] & 0xFF) | (b[1] & 0xFF) << 8 | (b[2] & 0xFF) << 16 | (b[3] & 0xFF) << 24;
    }

    /** The four characters of a tag value, non-printable characters escaped. */
    public static String tagName(int tag) {
        StringBuilder name = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            int c = tag >>> (8 * i) & 0xFF;
            if (c >= 0x20 && c < 0x7F) {
                name.append((char) c);
            } else {
                name.append(String.format("\\x%02X", c));
            }
        }
        return name.toString();
    }

    /** Reads the dump file at {@code file}. */
    public static DumpFile read(Path file) throws DumpFormatException {
        String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new DumpFormatException(name, DumpFormatException.NO_OFFSET,
                    name + " does not exist (" + file + "): the task did not write a dump", e);
        } catch (IOException e) {
            throw new DumpFormatException(name, DumpFormatException.NO_OFFSET,
                    name + " cannot be read (" + e + "): check the file's permissions and that the file system holding "
                            + file.getParent() + " is reachable from this machine",
                    e);
        }
        return read(bytes, name);
    }

    /** Reads a dump file's bytes; {@code fileName} is used in messages and {@link DumpFile#fileName()}. */
    public static DumpFile read(byte[] bytes, String fileName) throws DumpFormatException {
        return new Parser(bytes, fileName).parse();
    }

    private record Section(int tag, long offset, int payloadOffset, int payloadLength) {
    }

    private static final class Parser {
        private final byte[] bytes;
        private final String file;
        private final ByteBuffer buf;

        Parser(byte[] bytes, String file) {
            this.bytes = bytes;
            this.file = file;
            this.buf = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        }

        private DumpFormatException error(long offset, String message) {
            return new DumpFormatException(file, offset, file + " " + message);
        }

        DumpFile parse() throws DumpFormatException {
            int size = bytes.length;
            // header
            if (size < MAGIC.length || !startsWithMagic()) {
                String found = size == 0 ? "an empty file"
                        : "\"" + printable(0, Math.min(size, MAGIC.length)) + "\"";
                throw error(0, "is not a Straggler dump (byte 0: expected the magic \"STRGDUMP\", found " + found
                        + "): remove foreign files named rank-*.sdump from the dump directory"
                        + (size == 0 ? ", or the task died before writing anything" : ""));
            }
            if (size < HEADER_SIZE) {
                throw error(size, "is truncated at byte " + size + " of " + size + " (incomplete " + HEADER_SIZE
                        + "-byte header, no END section): " + DIED);
            }
            int major = Short.toUnsignedInt(buf.getShort(8));
            int minor = Short.toUnsignedInt(buf.getShort(10));
            if (major != FORMAT_MAJOR) {
                throw error(8, "has dump format version " + major + "." + minor + " (byte 8), this Straggler reads "
                        + FORMAT_MAJOR + ".x: use the Straggler IDE/CLI release that matches the runtime that wrote it");
            }
            long rank = Integer.toUnsignedLong(buf.getInt(12));
            long worldSize = Integer.toUnsignedLong(buf.getInt(16));
            if (rank > Integer.MAX_VALUE || worldSize > Integer.MAX_VALUE) {
                throw error(12, "has an impossible rank " + rank + " or world size " + worldSize + " in its header: "
                        + DAMAGED);
            }

            // walk the sections up to END
            List<Section> sections = new ArrayList<>();
            long pos = HEADER_SIZE;
            Section end = null;
            while (end == null) {
                if (pos + SECTION_HEADER_SIZE > size) {
                    throw error(size, "is truncated at byte " + size + " of " + size + " (no END section"
                            + (pos < size ? ", incomplete section header at byte " + pos : "") + "): " + DIED);
                }
                int tag = buf.getInt((int) pos);
                long length = buf.getLong((int) pos + 8);
                long payload = pos + SECTION_HEADER_SIZE;
                if (length < 0 || length > size - payload) {
                    throw error(size, "is truncated at byte " + size + " of " + size + " ("
                            + (tag == TAG_END ? "incomplete END section at byte " + pos
                                    : "section " + tagName(tag) + " at byte " + pos + " declares "
                                            + Long.toUnsignedString(length) + " payload bytes, no END section")
                            + "): " + DIED);
                }
                Section section = new Section(tag, pos, (int) payload, (int) length);
                if (tag == TAG_END) {
                    end = section;
                } else {
                    sections.add(section);
                }
                pos = payload + length;
            }

            // END: CRC over every byte before its tag, and the section count
            if (end.payloadLength() < 8) {
                throw error(end.offset(), "has an END section at byte " + end.offset() + " with " + end.payloadLength()
                        + " payload bytes, 8 expected: " + DAMAGED);
            }
            long expectedCrc = Integer.toUnsignedLong(buf.getInt(end.payloadOffset()));
            long declaredSections = Integer.toUnsignedLong(buf.getInt(end.payloadOffset() + 4));
            CRC32 crc = new CRC32();
            crc.update(bytes, 0, (int) end.offset());
            if (crc.getValue() != expectedCrc) {
                throw error(end.offset(), String.format(
                        "is corrupt: the CRC-32 of bytes 0-%d is %08x but the END section at byte %d says %08x: %s",
                        end.offset() - 1, crc.getValue(), end.offset(), expectedCrc, DAMAGED));
            }
            if (declaredSections != sections.size()) {
                throw error(end.offset(), "is corrupt: the END section at byte " + end.offset() + " counts "
                        + declaredSections + " sections before it, the file has " + sections.size() + ": " + DAMAGED);
            }

            // payloads
            Info info = null;
            List<ModuleEntry> modules = List.of();
            List<StateEntry> states = List.of();
            List<EdgeEntry> edges = List.of();
            Current current = null;
            List<ThreadStack> threads = List.of();
            Time time = null;
            WaitDetails details = null;
            List<String> unknown = new ArrayList<>();
            for (Section section : sections) {
                Payload p = new Payload(section);
                int tag = section.tag();
                if (tag == TAG_INFO) {
                    info = readInfo(p);
                } else if (tag == TAG_MODS) {
                    modules = readModules(p);
                } else if (tag == TAG_STAT) {
                    states = readStates(p);
                } else if (tag == TAG_EDGE) {
                    edges = readEdges(p);
                } else if (tag == TAG_CURR) {
                    current = readCurrent(p);
                } else if (tag == TAG_THRD) {
                    threads = readThreads(p);
                } else if (tag == TAG_TIME) {
                    time = new Time(p.u64(), p.f64(), p.f64(), p.f64());
                } else if (tag == TAG_WDET) {
                    details = readWaitDetails(p);
                } else {
                    unknown.add(tagName(tag));
                }
            }
            DumpFile dump = new DumpFile(file, major, minor, (int) rank, (int) worldSize, info, modules, states, edges,
                    current, threads, time, sections.size(), List.copyOf(unknown), details);
            checkReferences(dump, sections);
            return dump;
        }

        private void checkReferences(DumpFile dump, List<Section> sections) throws DumpFormatException {
            Set<Long> ids = new HashSet<>();
            for (StateEntry state : dump.states()) {
                if (!ids.add(state.id())) {
                    throw error(offsetOf(sections, TAG_STAT), "is corrupt: state id " + state.id()
                            + " appears twice in the STAT section: " + DAMAGED);
                }
                checkFrames(dump, state.frames(), sections, TAG_STAT);
            }
            for (EdgeEntry edge : dump.edges()) {
                if (!ids.contains(edge.from()) || !ids.contains(edge.to())) {
                    throw error(offsetOf(sections, TAG_EDGE), "is corrupt: the EDGE section has a transition "
                            + edge.from() + " -> " + edge.to() + " between states the STAT section does not have: "
                            + DAMAGED);
                }
            }
            if (dump.current() != null && dump.current().state() != DumpFile.NO_STATE
                    && !ids.contains(dump.current().state())) {
                throw error(offsetOf(sections, TAG_CURR), "is corrupt: the CURR section names state "
                        + dump.current().state() + " that the STAT section does not have: " + DAMAGED);
            }
            for (ThreadStack thread : dump.threads()) {
                checkFrames(dump, thread.frames(), sections, TAG_THRD);
            }
        }

        private void checkFrames(DumpFile dump, List<FrameRef> frames, List<Section> sections, int tag)
                throws DumpFormatException {
            for (FrameRef frame : frames) {
                // a module index of 2^31 or more is an int below -1 here: damage, like an index past the MODS section
                if (frame.module() != DumpFile.NO_MODULE
                        && (frame.module() < 0 || frame.module() >= dump.modules().size())) {
                    throw error(offsetOf(sections, tag), "is corrupt: a frame of the " + tagName(tag)
                            + " section refers to module " + Integer.toUnsignedString(frame.module()) + " but the MODS section lists "
                            + dump.modules().size() + " modules: " + DAMAGED);
                }
            }
        }

        private static long offsetOf(List<Section> sections, int tag) {
            for (Section s : sections) {
                if (s.tag() == tag) {
                    return s.offset();
                }
            }
            return DumpFormatException.NO_OFFSET;
        }

        private boolean startsWithMagic() {
            for (int i = 0; i < MAGIC.length; i++) {
                if (bytes[i] != MAGIC[i]) {
                    return false;
                }
            }
            return true;
        }

        private String printable(int from, int to) {
            StringBuilder s = new StringBuilder();
            for (int i = from; i < to; i++) {
                int c = bytes[i] & 0xFF;
                s.append(c >= 0x20 && c < 0x7F && c != '"' && c != '\\' ? String.valueOf((char) c)
                        : String.format("\\x%02X", c));
            }
            return s.toString();
        }

        private Info readInfo(Payload p) throws DumpFormatException {
            long pid = p.u32();
            String host = p.str();
            String executable = p.str();
            long start = p.u64();
            long dump = p.u64();
            int reason = (int) p.u32();
            double timeout = p.f64();
            boolean inferred = p.u32() != 0;
            int threadLevel = p.i32();
            String mpi = p.str();
            int trigger = p.i32();
            return new Info(pid, host, executable, start, dump, reason, timeout, inferred, threadLevel, mpi, trigger);
        }

        private List<ModuleEntry> readModules(Payload p) throws DumpFormatException {
            int n = p.count(4 + 8 + 4);
            List<ModuleEntry> modules = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                modules.add(new ModuleEntry(p.str(), p.u64(), p.str()));
            }
            return List.copyOf(modules);
        }

        private List<StateEntry> readStates(Payload p) throws DumpFormatException {
            int n = p.count(4 + 1 + 4 + 2);
            List<StateEntry> states = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                long id = p.u32();
                int kind = p.u8();
                String call = p.str();
                List<FrameRef> frames = p.frames(p.u16());
                states.add(new StateEntry(id, kind, call, frames));
            }
            return List.copyOf(states);
        }

        private List<EdgeEntry> readEdges(Payload p) throws DumpFormatException {
            int n = p.count(4 + 4 + 8 + 4 * 8);
            List<EdgeEntry> edges = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                edges.add(new EdgeEntry(p.u32(), p.u32(), p.u64(), p.f64(), p.f64(), p.f64(), p.f64()));
            }
            return List.copyOf(edges);
        }

        private WaitDetails readWaitDetails(Payload p) throws DumpFormatException {
            boolean finalized = p.u8() != 0;
            List<WaitPart> parts = readParts(p);
            List<WaitPart> pending = readParts(p);
            long any = p.u64();
            int n = p.count(20);
            List<Channel> channels = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                channels.add(new Channel(p.i32(), p.u64(), p.u64()));
            }
            if (p.remaining() > 0) { // since 1.5: the size and root of each part, then of each pending request
                onePerPart(p, 12, "sizes", "1.5", parts, pending);
                withSizes(p, parts);
                withSizes(p, pending);
                if (p.remaining() > 0) { // since 1.7: the ordinal and communicator id of each, the counts by tag
                    return withCounts(p, finalized, parts, pending, any, channels);
                }
            }
            return new WaitDetails(finalized, List.copyOf(parts), List.copyOf(pending), any, List.copyOf(channels));
        }

        /**
         * Reads the count of a list WDET appends with one entry of {@code size} bytes per part and pending request, and
         * rejects it unless it is theirs.
         */
        private void onePerPart(Payload p, int size, String what, String format, List<WaitPart> parts,
                List<WaitPart> pending) throws DumpFormatException {
            int at = p.pos;
            int n = p.count(size);
            if (n != parts.size() + pending.size()) {
                throw error(at, "has a malformed WDET section (at byte " + p.section.offset() + "): it lists " + n + " "
                        + what + " at byte " + at + " for its " + parts.size() + " parts and " + pending.size()
                        + " pending requests (format " + format + ": one each): " + DAMAGED
                        + " (or the runtime that wrote it has a bug: report it with this file)");
            }
        }

        /** The rest of a 1.7 WDET section: the parts' ordinals and communicator ids, then the counts by tag. */
        private WaitDetails withCounts(Payload p, boolean finalized, List<WaitPart> parts, List<WaitPart> pending,
                long any, List<Channel> channels) throws DumpFormatException {
            onePerPart(p, 16, "ordinals", "1.7", parts, pending);
            withOrdinals(p, parts);
            withOrdinals(p, pending);
            boolean complete = p.u8() != 0;
            int n = p.count(4 + 4 + 8 + 4 + 4 + 8 + 8 + 4 + 4);
            List<MessageCount> counts = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                counts.add(new MessageCount(p.i32(), p.i32(), p.u64(), p.str(), p.u32(), p.u64(), p.u64(), p.u32(),
                        p.u32()));
            }
            return new WaitDetails(finalized, List.copyOf(parts), List.copyOf(pending), any, List.copyOf(channels),
                    complete, List.copyOf(counts));
        }

        /** Replaces each part by itself with the next (u64 ordinal, u64 communicator id) of the payload. */
        private void withOrdinals(Payload p, List<WaitPart> parts) throws DumpFormatException {
            for (int i = 0; i < parts.size(); i++) {
                long ordinal = p.u64();
                parts.set(i, parts.get(i).withOrdinal(ordinal, p.u64()));
            }
        }

        /** Replaces each part by itself with the next (i64 bytes, i32 root) of the payload. */
        private void withSizes(Payload p, List<WaitPart> parts) throws DumpFormatException {
            for (int i = 0; i < parts.size(); i++) {
                long bytes = p.u64();
                parts.set(i, parts.get(i).withSize(bytes, p.i32()));
            }
        }

        private List<WaitPart> readParts(Payload p) throws DumpFormatException {
            int n = p.count(18);
            List<WaitPart> parts = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                parts.add(new WaitPart(p.u8(), p.u8(), p.i32(), p.i32(), p.str(), p.u32()));
            }
            return parts;
        }

        private Current readCurrent(Payload p) throws DumpFormatException {
            long state = p.u32();
            boolean inMpi = p.u8() != 0;
            double seconds = p.f64();
            int waitKind = p.u8();
            int nPeers = p.count(4);
            int[] peers = new int[nPeers];
            for (int i = 0; i < nPeers; i++) {
                peers[i] = p.i32();
            }
            List<RankRange> ranges = readRanges(p);
            boolean waitAny = false;
            List<RankRange> anySources = List.of();
            if (p.remaining() > 0) { // since 1.2
                waitAny = p.u8() != 0;
                anySources = readRanges(p);
            }
            return new Current(state, inMpi, seconds, waitKind, peers, ranges, waitAny, anySources);
        }

        private List<RankRange> readRanges(Payload p) throws DumpFormatException {
            int n = p.count(12);
            List<RankRange> ranges = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                ranges.add(new RankRange(p.i32(), p.u32(), p.u32()));
            }
            return List.copyOf(ranges);
        }

        private List<ThreadStack> readThreads(Payload p) throws DumpFormatException {
            int n = p.count(4 + 1 + 2);
            List<ThreadStack> threads = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                long tid = p.u32();
                int flags = p.u8();
                threads.add(new ThreadStack(tid, flags, p.frames(p.u16())));
            }
            return List.copyOf(threads);
        }

        /** A cursor over one section's payload. */
        private final class Payload {
            private final Section section;
            private final int end;
            private int pos;

            Payload(Section section) {
                this.section = section;
                this.pos = section.payloadOffset();
                this.end = section.payloadOffset() + section.payloadLength();
            }

            private void need(int n) throws DumpFormatException {
                if (n < 0 || n > end - pos) {
                    throw error(pos, "has a malformed " + tagName(section.tag()) + " section (at byte "
                            + section.offset() + "): its content needs more than its " + section.payloadLength()
                            + " payload bytes at byte " + pos + ": " + DAMAGED
                            + " (or the runtime that wrote it has a bug: report it with this file)");
                }
            }

            int remaining() {
                return end - pos;
            }

            int u8() throws DumpFormatException {
                need(1);
                return bytes[pos++] & 0xFF;
            }

            int u16() throws DumpFormatException {
                need(2);
                int v = Short.toUnsignedInt(buf.getShort(pos));
                pos += 2;
                return v;
            }

            long u32() throws DumpFormatException {
                need(4);
                long v = Integer.toUnsignedLong(buf.getInt(pos));
                pos += 4;
                return v;
            }

            int i32() throws DumpFormatException {
                need(4);
                int v = buf.getInt(pos);
                pos += 4;
                return v;
            }

            long u64() throws DumpFormatException {
                need(8);
                long v = buf.getLong(pos);
                pos += 8;
                return v;
            }

            double f64() throws DumpFormatException {
                need(8);
                double v = buf.getDouble(pos);
                pos += 8;
                return v;
            }

            /** An element count (u32) whose elements take at least {@code minSize} bytes each. */
            int count(int minSize) throws DumpFormatException {
                int at = pos;
                long n = u32();
                if (n * minSize > end - pos) {
                    throw error(at, "has a malformed " + tagName(section.tag()) + " section (at byte "
                            + section.offset() + "): it declares " + n + " entries at byte " + at + ", more than its "
                            + section.payloadLength() + " payload bytes can hold: " + DAMAGED);
                }
                return (int) n;
            }

            String str() throws DumpFormatException {
                long n = u32();
                need((int) Math.min(n, Integer.MAX_VALUE));
                // lenient: invalid UTF-8 (e.g. a path in a foreign encoding) becomes U+FFFD, not an error
                String s = new String(bytes, pos, (int) n, StandardCharsets.UTF_8);
                pos += (int) n;
                return s;
            }

            List<FrameRef> frames(int depth) throws DumpFormatException {
                need(depth * 12);
                List<FrameRef> frames = new ArrayList<>(depth);
                for (int i = 0; i < depth; i++) {
                    long module = u32();
                    long offset = u64();
                    frames.add(new FrameRef(module == 0xFFFFFFFFL ? DumpFile.NO_MODULE : (int) module, offset));
                }
                return List.copyOf(frames);
            }
        }
    }
}
