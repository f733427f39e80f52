package dev.straggler.internal.build;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Comparator;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The executable a build produced: the newest ELF executable (an executable or a position-independent executable,
 * not a shared library or an object) under the build's output directory, outside hidden folders and CMake's own
 * {@code CMakeFiles} (its compiler probes).
 */
public final class Executables {

    private static final int MAX_DEPTH = 6;
    private static final Set<String> SKIPPED = Set.of("CMakeFiles");
    private static final int ET_EXEC = 2;
    private static final int ET_DYN = 3;

    private Executables() {
    }

    /** The newest ELF executable under {@code dir}. */
    public static Optional<Path> newest(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.walk(dir, MAX_DEPTH)) {
            return files.filter(p -> !skipped(dir.relativize(p))).filter(Executables::isElfExecutable)
                    .max(Comparator.comparing(Executables::modified));
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

    /** Whether {@code p} is an executable ELF file of type EXEC or DYN and is not named as a shared library. */
    static boolean isElfExecutable(Path p) {
        String name = p.getFileName().toString();
        if (!Files.isRegularFile(p) || !Files.isExecutable(p) || name.endsWith(".so") || name.contains(".so.")) {
            return false;
        }
        byte[] h = new byte[18];
        try (InputStream in = Files.newInputStream(p)) {
            if (in.readNBytes(h, 0, h.length) < h.length) {
                return false;
            }
        } catch (IOException e) {
            return false;
        }
        boolean elf = h[0] == 0x7f && h[1] == 'E' && h[2] == 'L' && h[3] == 'F';
        boolean little = h[5] == 1;
        int type = little ? (h[16] & 0xff) | (h[17] & 0xff) << 8 : (h[17] & 0xff) | (h[16] & 0xff) << 8;
        return elf && (type == ET_EXEC || type == ET_DYN);
    }

    private static FileTime modified(Path p) {
        try {
            return Files.getLastModifiedTime(p);
        } catch (IOException e) {
            return FileTime.fromMillis(0);
        }
    }
}
