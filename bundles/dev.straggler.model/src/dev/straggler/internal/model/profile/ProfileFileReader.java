package dev.straggler.internal.model.profile;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.CRC32;

import dev.straggler.internal.model.profile.ProfileFile.CrashEntry;
import dev.straggler.internal.model.profile.ProfileFile.FrameRef;
import dev.straggler.internal.model.profile.ProfileFile.Module;
import dev.straggler.internal.model.profile.ProfileFile.Site;
import dev.straggler.model.profile.ProfileException;

/**
 * Reads one {@code profile-rank-NNNNNN.sprof} file (docs/dump-format.md "Communication profile", version 1.x):
 * little-endian, a 24-byte header with the magic {@code "STRGPROF"}, tagged sections until END, whose CRC-32 is
 * checked before any payload is read. Unknown sections are skipped and trailing bytes of known ones ignored (minor
 * versions). Every problem is a {@link ProfileException} naming the file, the byte and what to do.
 */
public final class ProfileFileReader {

    /** The magic of a profile file. */
    public static final byte[] MAGIC = "STRGPROF".getBytes(StandardCharsets.US_ASCII);
    /** The major version this reader understands. */
    public static final int FORMAT_MAJOR = 1;

    private static final int HEADER = 24;
    private static final int SECTION_HEADER = 16;
    private static final String DIED = "the task probably died while writing it (the runtime writes a temporary"
            + " file and renames it, so a file cut short was damaged afterwards or copied while being written)";
    private static final String DAMAGED = "the file was damaged after it was written: run the program again";

    private ProfileFileReader() {
    }

    /** The u32 tag of a four-character section name (first character in the low byte). */
    static int tag(String name) {
        byte[] b = name.getBytes(StandardCharsets.US_ASCII);
        return (b[0] & 0xFF) | (b[1] & 0xFF) << 8 | (b[2] & 0xFF) << 16 | (b[3] & 0xFF) << 24;
    }

    private static final int PINF = tag("PINF");
    private static final int ARGV = tag("ARGV");
    private static final int CTRL = tag("CTRL");
    private static final int MODS = tag("MODS");
    private static final int SITE = tag("SITE");
    private static final int CRSH = tag("CRSH");
    private static final int END = tag("END ");

    /** Reads a profile file's bytes; {@code fileName} names it in messages. */
    public static ProfileFile read(byte[] bytes, String fileName) throws ProfileException {
        return new Parser(bytes, fileName).parse();
    }

    private static final class Parser {
        private final byte[] bytes;
        private final String file;
        private final ByteBuffer buf;
        private int pos;
        private int limit;

        Parser(byte[] bytes, String file) {
            this.bytes = bytes;
            this.file = file;
            this.buf = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        }

        private ProfileException error(String message) {
            return new ProfileException(file + " " + message);
        }

        ProfileFile parse() throws ProfileException {
            int size = bytes.length;
            if (size < MAGIC.length || !java.util.Arrays.equals(bytes, 0, MAGIC.length, MAGIC, 0, MAGIC.length)) {
                throw error("is not a Straggler communication profile (no \"STRGPROF\" at byte 0"
                        + (size == 0 ? ": the file is empty" : "") + "): remove foreign files named profile-rank-*.sprof");
            }
            if (size < HEADER) {
                throw error("is truncated at byte " + size + " (incomplete header, no END section): " + DIED);
            }
            int major = Short.toUnsignedInt(buf.getShort(8));
            int minor = Short.toUnsignedInt(buf.getShort(10));
            if (major != FORMAT_MAJOR) {
                throw error("has profile format version " + major + "." + minor + ", this Straggler reads "
                        + FORMAT_MAJOR + ".x: use the Straggler release that matches the runtime that wrote it");
            }
            long rank = Integer.toUnsignedLong(buf.getInt(12));
            long worldSize = Integer.toUnsignedLong(buf.getInt(16));
            if (worldSize < 1 || rank >= worldSize || worldSize > Integer.MAX_VALUE) {
                throw error("has an impossible rank " + rank + " of " + worldSize + " tasks in its header: " + DAMAGED);
            }
            // sections up to END
            List<int[]> sections = new ArrayList<>(); // tag, payload offset, payload length
            long p = HEADER;
            int endAt = -1;
            while (endAt < 0) {
                if (p + SECTION_HEADER > size) {
                    throw error("is truncated at byte " + size + " (no END section): " + DIED);
                }
                int tag = buf.getInt((int) p);
                long length = buf.getLong((int) p + 8);
                long payload = p + SECTION_HEADER;
                if (length < 0 || length > size - payload) {
                    throw error("is truncated at byte " + size + " (the section at byte " + p + " runs past the end,"
                            + " no END section): " + DIED);
                }
                if (tag == END) {
                    endAt = (int) p;
                    if (length < 8) {
                        throw error("has an END section of " + length + " bytes at byte " + p + ": " + DAMAGED);
                    }
                } else {
                    sections.add(new int[] {tag, (int) payload, (int) length});
                }
                p = payload + length;
            }
            long crcWant = Integer.toUnsignedLong(buf.getInt(endAt + SECTION_HEADER));
            long count = Integer.toUnsignedLong(buf.getInt(endAt + SECTION_HEADER + 4));
            CRC32 crc = new CRC32();
            crc.update(bytes, 0, endAt);
            if (crc.getValue() != crcWant) {
                throw error(String.format("is corrupt: the CRC-32 of bytes 0-%d is %08x, the END section says %08x: %s",
                        endAt - 1, crc.getValue(), crcWant, DAMAGED));
            }
            if (count != sections.size()) {
                throw error("is corrupt: END counts " + count + " sections, the file has " + sections.size() + ": "
                        + DAMAGED);
            }

            int end = 0;
            long pid = 0;
            String host = "";
            String exe = "";
            long start = 0;
            long written = 0;
            long calls = 0;
            int depth = 0;
            List<String> argv = List.of();
            Map<Integer, Double> args = Map.of();
            Map<String, Double> named = Map.of();
            List<Module> modules = List.of();
            List<Site> sites = List.of();
            CrashEntry crash = null;
            boolean hasInfo = false;
            for (int[] s : sections) {
                pos = s[1];
                limit = s[1] + s[2];
                String at = "the " + ProfileFileReader.name(s[0]) + " section at byte " + (s[1] - SECTION_HEADER);
                if (s[0] == PINF) {
                    end = u32(at);
                    pid = Integer.toUnsignedLong(u32(at));
                    host = str(at);
                    exe = str(at);
                    start = u64(at);
                    written = u64(at);
                    calls = u64(at);
                    depth = u16(at);
                    hasInfo = true;
                } else if (s[0] == ARGV) {
                    int n = count(at, 4);
                    List<String> l = new ArrayList<>(n);
                    for (int i = 0; i < n; i++) {
                        l.add(str(at));
                    }
                    argv = Collections.unmodifiableList(l);
                } else if (s[0] == CTRL) {
                    int n = count(at, 12);
                    TreeMap<Integer, Double> a = new TreeMap<>();
                    for (int i = 0; i < n; i++) {
                        int position = u32(at);
                        double v = f64(at);
                        if (position < 1 || !Double.isFinite(v)) {
                            throw error("is corrupt: " + at + " has argument " + position + " = " + v + ": " + DAMAGED);
                        }
                        a.put(position, v);
                    }
                    n = count(at, 12);
                    LinkedHashMap<String, Double> m = new LinkedHashMap<>();
                    for (int i = 0; i < n; i++) {
                        String name = str(at);
                        double v = f64(at);
                        if (!Double.isFinite(v)) {
                            throw error("is corrupt: " + at + " has feature " + name + " = " + v + ": " + DAMAGED);
                        }
                        m.put(name, v);
                    }
                    args = Collections.unmodifiableMap(a);
                    named = Collections.unmodifiableMap(m);
                } else if (s[0] == MODS) {
                    int n = count(at, 16);
                    List<Module> l = new ArrayList<>(n);
                    for (int i = 0; i < n; i++) {
                        l.add(new Module(str(at), u64(at), str(at)));
                    }
                    modules = Collections.unmodifiableList(l);
                } else if (s[0] == SITE) {
                    int n = count(at, 62);
                    List<Site> l = new ArrayList<>(n);
                    for (int i = 0; i < n; i++) {
                        String call = str(at);
                        List<FrameRef> frames = frames(at);
                        long[] v = new long[7];
                        for (int k = 0; k < 7; k++) {
                            v[k] = u64(at);
                            if (v[k] < 0) {
                                throw error("is corrupt: " + at + " has a count above 2^63: " + DAMAGED);
                            }
                        }
                        if (v[6] < v[5]) {
                            throw error("is corrupt: " + at + " has a call site used last (" + v[6] + ") before its"
                                    + " first use (" + v[5] + "): " + DAMAGED);
                        }
                        l.add(new Site(call, frames, v[0], v[1], v[2], v[3], v[4], v[5], v[6]));
                    }
                    sites = Collections.unmodifiableList(l);
                } else if (s[0] == CRSH) {
                    int sig = u32(at);
                    String reason = str(at);
                    long address = u64(at);
                    crash = new CrashEntry(sig, reason, address, frames(at));
                }
            }
            if (!hasInfo) {
                throw error("has no PINF section: " + DAMAGED);
            }
            if (end < ProfileFile.END_FINALIZED || end > ProfileFile.END_CRASHED
                    || (end == ProfileFile.END_CRASHED) != (crash != null)) {
                throw error("is corrupt: it says it was written " + (end == ProfileFile.END_CRASHED ? "at a crash"
                        : "with end " + end) + (crash != null ? " with" : " without") + " a CRSH section: " + DAMAGED);
            }
            for (Site s : sites) {
                checkModules(s.frames(), modules);
            }
            if (crash != null) {
                checkModules(crash.frames(), modules);
            }
            return new ProfileFile(file, minor, (int) rank, (int) worldSize, end, pid, host, exe, start, written, calls,
                    depth, argv, args, named, modules, sites, crash);
        }

        private void checkModules(List<FrameRef> frames, List<Module> modules) throws ProfileException {
            for (FrameRef f : frames) {
                if (f.module() >= modules.size()) {
                    throw error("is corrupt: a frame names module " + f.module() + " of " + modules.size() + ": "
                            + DAMAGED);
                }
            }
        }

        private List<FrameRef> frames(String at) throws ProfileException {
            int n = u16(at);
            List<FrameRef> l = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                int m = u32(at);
                l.add(new FrameRef(m == -1 ? -1 : m, u64(at)));
                if (m < -1) {
                    throw error("is corrupt: " + at + " has module index " + Integer.toUnsignedString(m) + ": "
                            + DAMAGED);
                }
            }
            return Collections.unmodifiableList(l);
        }

        private void need(String at, int n) throws ProfileException {
            if (pos + n > limit || pos + n < pos) {
                throw error("is corrupt: " + at + " ends early (at byte " + pos + "): " + DAMAGED);
            }
        }

        /** An element count, checked against the bytes left (each element takes at least {@code min} bytes). */
        private int count(String at, int min) throws ProfileException {
            long n = Integer.toUnsignedLong(u32(at));
            if (n * min > limit - pos) {
                throw error("is corrupt: " + at + " declares " + n + " entries in " + (limit - pos) + " bytes: "
                        + DAMAGED);
            }
            return (int) n;
        }

        private int u16(String at) throws ProfileException {
            need(at, 2);
            int v = Short.toUnsignedInt(buf.getShort(pos));
            pos += 2;
            return v;
        }

        private int u32(String at) throws ProfileException {
            need(at, 4);
            int v = buf.getInt(pos);
            pos += 4;
            return v;
        }

        private long u64(String at) throws ProfileException {
            need(at, 8);
            long v = buf.getLong(pos);
            pos += 8;
            return v;
        }

        private double f64(String at) throws ProfileException {
            need(at, 8);
            double v = buf.getDouble(pos);
            pos += 8;
            return v;
        }

        private String str(String at) throws ProfileException {
            long n = Integer.toUnsignedLong(u32(at));
            if (n > limit - pos) {
                throw error("is corrupt: " + at + " has a string of " + n + " bytes past its end: " + DAMAGED);
            }
            String s = new String(bytes, pos, (int) n, StandardCharsets.UTF_8);
            pos += (int) n;
            return s;
        }
    }

    private static String name(int tag) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            sb.append((char) (tag >>> (8 * i) & 0xFF));
        }
        return sb.toString();
    }
}
