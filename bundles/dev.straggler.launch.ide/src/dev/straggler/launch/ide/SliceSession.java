package dev.straggler.launch.ide;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import dev.straggler.source.slice.SliceIncrements.Increment;
import dev.straggler.source.slice.SourceLine;

/**
 * A computed progressive slice of one diagnosis (immutable): its increments (AutomaDeD §4.4.2, from the
 * least-progressed node or from the node the user chose), the resolver's warnings and the text of every
 * sliced line as read when it was computed. {@link ActiveSlice} holds the one the IDE shows and its step.
 *
 * @param result the diagnosis sliced
 * @param origin where the slice starts, for people ("least-progressed rank 2", "ranks 0-1 at ring.c:47")
 * @param increments S0, S0+s1, ... (never empty)
 * @param warnings sources not found, constructs not sliced
 */
public record SliceSession(DiagnosisResult result, String origin, List<Increment> increments, List<String> warnings,
        Map<String, List<String>> sources) {

    public SliceSession {
        increments = List.copyOf(increments);
        warnings = List.copyOf(warnings);
        sources = Map.copyOf(sources);
        if (increments.isEmpty()) {
            throw new IllegalArgumentException("a slice has at least one increment");
        }
    }

    /** A session whose line texts are read from the sliced files (a file that cannot be read has no texts). */
    public static SliceSession of(DiagnosisResult result, String origin, List<Increment> increments, List<String> warnings) {
        Map<String, List<String>> sources = new HashMap<>();
        for (Increment inc : increments) {
            for (SourceLine l : inc.lines()) {
                sources.computeIfAbsent(l.file(), SliceSession::read);
            }
        }
        return new SliceSession(result, origin, increments, warnings, sources);
    }

    private static List<String> read(String file) {
        try {
            return Files.readAllLines(Path.of(file), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            try {
                return Files.readAllLines(Path.of(file), StandardCharsets.ISO_8859_1);
            } catch (IOException | RuntimeException e2) {
                return List.of();
            }
        }
    }

    /** The statement text at {@code l} (stripped; "" when the file could not be read). */
    public String text(SourceLine l) {
        List<String> lines = sources.getOrDefault(l.file(), List.of());
        return l.line() >= 1 && l.line() <= lines.size() ? lines.get(l.line() - 1).strip() : "";
    }

    /** Whether any increment holds a line (false: nothing could be sliced, see {@link #warnings()}). */
    public boolean hasLines() {
        return !increments.get(increments.size() - 1).lines().isEmpty();
    }

    /** The lines of increment {@code step}'s cumulative slice. */
    public Set<SourceLine> lines(int step) {
        return increments.get(step).lines();
    }

    /** {@code lines} grouped by file, files and lines in order. */
    public static Map<String, List<SourceLine>> byFile(Set<SourceLine> lines) {
        Map<String, List<SourceLine>> m = new LinkedHashMap<>();
        for (SourceLine l : new TreeSet<>(lines)) {
            m.computeIfAbsent(l.file(), k -> new ArrayList<>()).add(l);
        }
        return m;
    }
}
