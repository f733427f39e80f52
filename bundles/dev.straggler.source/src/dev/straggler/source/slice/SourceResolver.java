package dev.straggler.source.slice;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Finds the sources the debug information names (the slicer parses them:
 * {@code dev.straggler.internal.source.slice.Program#parse}). A frame's file
 * is used as it is when it exists; otherwise it is looked up under the search roots the caller gives
 * (the longest matching path suffix wins, e.g. a build directory moved to another machine). Problems are
 * warnings ({@link #warnings()}), never exceptions.
 */
public final class SourceResolver {

    private static final int MAX_DEPTH = 12;

    private final List<Path> roots;
    private final List<String> warnings = new ArrayList<>();
    private final Map<String, Optional<Path>> cache = new HashMap<>();

    private SourceResolver(List<Path> roots) {
        this.roots = roots;
    }

    /** Resolves debug-info paths as they are, then under {@code searchRoots}. */
    public static SourceResolver of(List<Path> searchRoots) {
        return new SourceResolver(List.copyOf(searchRoots));
    }

    public static SourceResolver debugInfoPaths() {
        return of(List.of());
    }

    public List<String> warnings() {
        return warnings;
    }

    /** Adds a warning, once. */
    public void warn(String w) {
        if (!warnings.contains(w)) {
            warnings.add(w);
        }
    }

    /** The file on disk for a debug-info path, or empty (with a warning). */
    public Optional<Path> resolve(String debugPath) {
        if (debugPath == null || debugPath.isEmpty()) {
            return Optional.empty();
        }
        return cache.computeIfAbsent(debugPath, p -> {
            Path given = Path.of(p);
            if (Files.isRegularFile(given)) {
                return Optional.of(given.toAbsolutePath().normalize());
            }
            Path best = null;
            int bestScore = 0;
            for (Path root : roots) {
                try (Stream<Path> files = Files.walk(root, MAX_DEPTH)) {
                    for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile)
                            .filter(f -> f.getFileName().equals(given.getFileName()))::iterator) {
                        int score = commonSuffix(f, given);
                        if (score > bestScore) {
                            best = f;
                            bestScore = score;
                        }
                    }
                } catch (IOException | RuntimeException e) {
                    warn("cannot search " + root + ": " + e.getMessage());
                }
            }
            if (best == null) {
                warn("source " + p + " not found" + (roots.isEmpty() ? "" : " (searched " + roots + ")")
                        + ": no slice for the frames in it");
                return Optional.empty();
            }
            return Optional.of(best.toAbsolutePath().normalize());
        });
    }

    private static int commonSuffix(Path a, Path b) {
        int n = 0;
        for (int i = a.getNameCount() - 1, j = b.getNameCount() - 1; i >= 0 && j >= 0; i--, j--) {
            if (!a.getName(i).equals(b.getName(j))) {
                break;
            }
            n++;
        }
        return n;
    }

}
