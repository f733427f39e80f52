package dev.straggler.launch;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * The shared libraries an ELF64 little-endian file needs (its {@code DT_NEEDED} entries): which MPI
 * an application is linked with decides which build of the runtime (MPI ABIs differ) it gets.
 */
final class ElfInfo {

    private ElfInfo() {
    }

    static List<String> neededLibraries(Path file) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = ch.size();
            if (size > Integer.MAX_VALUE) {
                size = Integer.MAX_VALUE;
            }
            ByteBuffer b = ByteBuffer.allocate((int) Math.min(size, 64));
            ch.read(b, 0);
            b.flip().order(ByteOrder.LITTLE_ENDIAN);
            if (b.limit() < 64 || b.getInt(0) != 0x464C457F || b.get(4) != 2 || b.get(5) != 1) {
                throw new IOException(file + " is not a 64-bit little-endian ELF file");
            }
            long shoff = b.getLong(0x28);
            int shentsize = b.getShort(0x3A) & 0xFFFF, shnum = b.getShort(0x3C) & 0xFFFF;
            ByteBuffer sh = read(ch, shoff, shentsize * shnum);
            List<String> out = new ArrayList<>();
            for (int i = 0; i < shnum; i++) {
                int base = i * shentsize;
                if (sh.getInt(base + 4) != 6) { // SHT_DYNAMIC
                    continue;
                }
                long off = sh.getLong(base + 0x18), len = sh.getLong(base + 0x20);
                int link = sh.getInt(base + 0x28);
                ByteBuffer dyn = read(ch, off, (int) len);
                int strBase = link * shentsize;
                ByteBuffer strtab = read(ch, sh.getLong(strBase + 0x18), (int) sh.getLong(strBase + 0x20));
                for (int p = 0; p + 16 <= dyn.limit(); p += 16) {
                    long tag = dyn.getLong(p);
                    if (tag == 0) {
                        break;
                    }
                    if (tag == 1) { // DT_NEEDED
                        int s = (int) dyn.getLong(p + 8), e = s;
                        while (e < strtab.limit() && strtab.get(e) != 0) {
                            e++;
                        }
                        byte[] name = new byte[e - s];
                        strtab.get(s, name);
                        out.add(new String(name, java.nio.charset.StandardCharsets.UTF_8));
                    }
                }
            }
            return out;
        }
    }

    private static ByteBuffer read(FileChannel ch, long off, int len) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(Math.max(0, len));
        while (b.hasRemaining() && ch.read(b, off + b.position()) > 0) {
            // keep reading
        }
        return b.flip().order(ByteOrder.LITTLE_ENDIAN);
    }

    /** "openmpi", "mpich" or null from the MPI library a program or the runtime is linked with. */
    static String mpiOf(List<String> needed) {
        for (String n : needed) {
            if (n.startsWith("libmpi.so") || n.startsWith("libmpi_mpifh") || n.startsWith("libmpi_usempi")) {
                return "openmpi";
            }
            if (n.startsWith("libmpich") || n.startsWith("libmpifort")) {
                return "mpich";
            }
        }
        return null;
    }
}
