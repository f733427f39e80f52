package dev.straggler.internal.model.profile.tests;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;

/**
 * Writes {@code profile-rank-NNNNNN.sprof} files byte by byte as docs/dump-format.md "Communication profile" says,
 * independently of the runtime's writer: a test states what the file holds, the reader must give it back.
 */
final class ProfileFixtureWriter {

    /** A frame: module index (-1: none) and offset. */
    record F(int module, long offset) {
    }

    /** A call site's record. */
    record Site(String call, List<F> frames, long calls, long ms, long bs, long mr, long br, long first, long last) {
    }

    int rank;
    int size;
    int end = 1;
    String executable = "/opt/app/app";
    String buildId = "abcd1234";
    long writtenNs = 2_000_000_000L;
    List<String> argv = new ArrayList<>(List.of("/opt/app/app", "100", "x"));
    Map<Integer, Double> arguments = new LinkedHashMap<>(Map.of(1, 100.0));
    Map<String, Double> named = new LinkedHashMap<>();
    List<String> modules = new ArrayList<>(List.of("/opt/app/app", "/lib/libc.so.6"));
    List<Site> sites = new ArrayList<>();
    int crashSignal;
    List<F> crashFrames;

    ProfileFixtureWriter(int rank, int size) {
        this.rank = rank;
        this.size = size;
    }

    private static final class Out {
        final ByteArrayOutputStream b = new ByteArrayOutputStream();
        int sections;

        void put(byte[] d) {
            b.writeBytes(d);
        }

        void u16(int v) {
            put(ByteBuffer.allocate(2).order(ByteOrder.LITTLE_ENDIAN).putShort((short) v).array());
        }

        void u32(long v) {
            put(ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt((int) v).array());
        }

        void u64(long v) {
            put(ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putLong(v).array());
        }

        void f64(double v) {
            put(ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putDouble(v).array());
        }

        void str(String s) {
            byte[] d = s.getBytes(StandardCharsets.UTF_8);
            u32(d.length);
            put(d);
        }

        void frames(List<F> frames) {
            u16(frames.size());
            for (F f : frames) {
                u32(f.module());
                u64(f.offset());
            }
        }

        void section(String tag, Out payload) {
            put(tag.getBytes(StandardCharsets.US_ASCII));
            u32(0);
            u64(payload.b.size());
            put(payload.b.toByteArray());
            sections++;
        }
    }

    byte[] bytes() {
        Out o = new Out();
        o.put("STRGPROF".getBytes(StandardCharsets.US_ASCII));
        o.u16(1);
        o.u16(0);
        o.u32(rank);
        o.u32(size);
        o.u32(0);
        Out info = new Out();
        info.u32(end);
        info.u32(4242);
        info.str("node1");
        info.str(executable);
        info.u64(1_000_000_000L);
        info.u64(writtenNs);
        info.u64(sites.stream().mapToLong(Site::calls).sum());
        info.u16(32);
        o.section("PINF", info);
        Out a = new Out();
        a.u32(argv.size());
        argv.forEach(a::str);
        o.section("ARGV", a);
        Out c = new Out();
        c.u32(arguments.size());
        arguments.forEach((k, v) -> {
            c.u32(k);
            c.f64(v);
        });
        c.u32(named.size());
        named.forEach((k, v) -> {
            c.str(k);
            c.f64(v);
        });
        o.section("CTRL", c);
        Out m = new Out();
        m.u32(modules.size());
        for (String path : modules) {
            m.str(path);
            m.u64(0x5555_0000_0000L);
            m.str(path.equals(executable) ? buildId : "");
        }
        o.section("MODS", m);
        Out s = new Out();
        s.u32(sites.size());
        for (Site site : sites) {
            s.str(site.call());
            s.frames(site.frames());
            for (long v : new long[] {site.calls(), site.ms(), site.bs(), site.mr(), site.br(), site.first(),
                    site.last()}) {
                s.u64(v);
            }
        }
        o.section("SITE", s);
        if (crashFrames != null) {
            Out k = new Out();
            k.u32(crashSignal);
            k.str("SIGSEGV");
            k.u64(0x20);
            k.frames(crashFrames);
            o.section("CRSH", k);
        }
        byte[] before = o.b.toByteArray();
        CRC32 crc = new CRC32();
        crc.update(before);
        o.put("END ".getBytes(StandardCharsets.US_ASCII));
        o.u32(0);
        o.u64(8);
        o.u32(crc.getValue());
        o.u32(o.sections);
        return o.b.toByteArray();
    }
}
