package dev.straggler.internal.source.slice.tests;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

import dev.straggler.internal.source.slice.Program;
import dev.straggler.source.slice.SourceLine;
import dev.straggler.source.slice.SourceResolver;

/**
 * Precision and recall of the slicer against the hand-labelled slices, and whether the bug line is in the
 * first increment (the LP task's slice). {@link LabelledSlicesTest} measures each program once, checks it and
 * prints the table (it goes into docs/benchmarks.md); {@link #main} prints it alone.
 */
public final class SliceAccuracy {

    /** A labelled program: its label file, its source and where the source is ("slices" or "examples"). */
    public record Case(String labels, String source, String dir) {
        Path file() {
            return (dir.equals("slices") ? Labels.slices() : Labels.examples()).resolve(source);
        }
    }

    /** The labelled programs, in the table's order. */
    public static final List<Case> CASES = List.of(new Case("paper-4.4.1.slice.txt", "paper-4.4.1.c", "slices"),
            new Case("ring.slice.txt", "ring.c", "examples"), new Case("poisson.slice.txt", "poisson.c", "examples"),
            new Case("collectives.slice.txt", "collectives.c", "examples"),
            new Case("deadlock.slice.txt", "deadlock.c", "examples"));

    /**
     * One labelled program sliced: sizes, true positives, precision, recall, bug line in S0, the slice's lines and the
     * resolver's warnings.
     */
    public record Row(String name, int labelled, int sliced, int correct, double precision, double recall, int bug,
            boolean bugInFirst, long micros, Set<Integer> lines, List<String> warnings) {
    }

    private SliceAccuracy() {
    }

    /** The case of {@code source} (e.g. "ring.c"). */
    public static Case of(String source) {
        return CASES.stream().filter(c -> c.source().equals(source)).findFirst().orElseThrow();
    }

    /** Slices {@code c} from its labelled criterion and compares with the labels. */
    public static Row measure(Case c) throws IOException {
        Labels labels = Labels.read(c.labels());
        Path file = c.file().toAbsolutePath().normalize();
        long t0 = System.nanoTime();
        SourceResolver r = SourceResolver.debugInfoPaths();
        Program p = Program.parse(r, List.of(file));
        Set<Integer> s = new TreeSet<>();
        List<String> warnings = new ArrayList<>(r.warnings());
        for (SourceLine l : p.slice(file.toString(), labels.criterion())) {
            if (!l.file().equals(file.toString())) {
                warnings.add("a line of another file: " + l);
            }
            s.add(l.line());
        }
        long micros = (System.nanoTime() - t0) / 1000;
        Set<Integer> tp = new TreeSet<>(s);
        tp.retainAll(labels.lines());
        return new Row(c.source(), labels.lines().size(), s.size(), tp.size(),
                s.isEmpty() ? 0 : tp.size() / (double) s.size(), tp.size() / (double) labels.lines().size(),
                labels.bug(), labels.bug() > 0 && s.contains(labels.bug()), micros, s, warnings);
    }

    public static String table(List<Row> rows) {
        StringBuilder sb = new StringBuilder(
                "| program (criterion) | labelled | sliced | correct | precision | recall | bug line in S0 | time |\n"
                        + "|---|---|---|---|---|---|---|---|\n");
        for (Row r : rows) {
            sb.append(String.format(Locale.ROOT, "| %s | %d | %d | %d | %.2f | %.2f | %s | %.1f ms |%n", r.name(),
                    r.labelled(), r.sliced(), r.correct(), r.precision(), r.recall(),
                    r.bug() <= 0 ? "-" : (r.bugInFirst() ? "yes (line " + r.bug() + ")" : "no (line " + r.bug() + ")"),
                    r.micros() / 1000.0));
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        List<Row> rows = new ArrayList<>();
        for (Case c : CASES) {
            rows.add(measure(c));
        }
        System.out.print(table(rows));
    }
}
