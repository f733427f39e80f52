package dev.straggler.build;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Comparator;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * ELF executables (an executable or a position-independent executable, not a shared library or an object file) and
 * the newest of them: the executable a build produced (the builder records it, {@link MpiProjects#EXECUTABLE}), and
 * what Run As launches for a project (dev.straggler.launch.ide's LaunchTargets, over the workspace's files).
 */
public final class Executables {

    /** Newest first: by the file's modification time (a file that cannot be read last). */
    public static final Comparator<Path> NEWEST_FIRST = Comparator.comparingLong(Executables::modified).reversed();

    private static final int MAX_DEPTH = 6;
    private static final Set<String> SKIPPED = Set.of("CMakeFiles");
    private static final int ET_EXEC = 2;
    private static final int ET_DYN = 3;
    private static final int PT_INTERP = 3;

    private Executables() {
    }

    /**
     * Whether {@code file} is an ELF executable: an {@code ET_EXEC} file, or an {@code ET_DYN} one with a program
     * interpreter, i.e. a position-independent executable, not a shared library; object files, archives and files
     * named as shared libraries never are.
     */
    public static boolean isExecutable(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString();
        if (name.endsWith(".o") || name.endsWith(".so") || name.contains(".so.") || name.endsWith(".a")
                || !Files.isRegularFile(file)) {
            return false;
        }
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            ByteBuffer h = ByteBuffer.allocate(64);
            if (ch.read(h, 0) < 64) {
                return false;
            }
            h.flip();
            if (h.get(0) != 0x7f || h.get(1) != 'E' || h.get(2) != 'L' || h.get(3) != 'F') {
                return false;
            }
            boolean is64 = h.get(4) == 2;
            h.order(h.get(5) == 2 ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN);
            int type = Short.toUnsignedInt(h.getShort(16));
            if (type == ET_EXEC) {
                return true;
            }
            if (type != ET_DYN) { // a relocatable or core file
                return false;
            }
            long phoff = is64 ? h.getLong(32) : Integer.toUnsignedLong(h.getInt(28));
            int phentsize = Short.toUnsignedInt(h.getShort(is64 ? 54 : 42));
            int phnum = Short.toUnsignedInt(h.getShort(is64 ? 56 : 44));
            if (phentsize < 4 || phnum == 0 || phnum > 4096) {
                return false;
            }
            ByteBuffer ph = ByteBuffer.allocate(phentsize * phnum).order(h.order());
            if (ch.read(ph, phoff) < ph.capacity()) {
                return false;
            }
            for (int i = 0; i < phnum; i++) {
                if (ph.getInt(i * phentsize) == PT_INTERP) {
                    return true;
                }
            }
            return false;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /**
     * The newest ELF executable under a build's output directory {@code dir} that may be run (its execute permission
     * set), outside hidden folders and CMake's own {@code CMakeFiles} (its compiler probes).
     */
    public static Optional<Path> newest(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.walk(dir, MAX_DEPTH)) {
            return files.filter(p -> !skipped(dir.relativize(p))).filter(Files::isExecutable)
                    .filter(Executables::isExecutable).min(NEWEST_FIRST);
        }
    }

    private static boolean skipped(Path rel) {
        for (Path part : rel) {
            String s = part.toString();
            if (s.startsWith(".") || SKIPPED.contains(s)) {
                return true;
            }
        }
        return false;
    }

    private static long modified(Path p) {
        try {
            return Files.getLastModifiedTime(p).toMillis();
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }
}
