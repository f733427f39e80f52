package dev.straggler.internal.source.slice.tests;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * Precision and recall of the slicer against the hand-labelled slices, and whether the bug line is in the
 * first increment (the LP task's slice). Run by {@link SliceAccuracyTest}; the table goes to standard output
 * and into docs/benchmarks.md.
 */
public final class SliceAccuracy {

    /** One labelled program: sizes, true positives, precision, recall, bug line in S0. */
    public record Row(String name, int labelled, int sliced, int correct, double precision, double recall, int bug,
            boolean bugInFirst, long micros) {
    }

    private SliceAccuracy() {
    }

    public static List<Row> run() throws Exception {
        List<Row> rows = new ArrayList<>();
        List<String[]> cases = List.of(new String[] { "paper-4.4.1.slice.txt", "paper-4.4.1.c", "slices" },
                new String[] { "ring.slice.txt", "ring.c", "examples" },
                new String[] { "poisson.slice.txt", "poisson.c", "examples" },
                new String[] { "collectives.slice.txt", "collectives.c", "examples" },
                new String[] { "deadlock.slice.txt", "deadlock.c", "examples" });
        for (String[] c : cases) {
            Labels labels = Labels.read(c[0]);
            Path file = (c[2].equals("slices") ? Labels.slices() : Labels.examples()).resolve(c[1]);
            long t0 = System.nanoTime();
            Set<Integer> s = LabelledSlicesTest.slice(file, labels.criterion(), new ArrayList<>());
            long micros = (System.nanoTime() - t0) / 1000;
            Set<Integer> tp = new TreeSet<>(s);
            tp.retainAll(labels.lines());
            rows.add(new Row(c[1], labels.lines().size(), s.size(), tp.size(),
                    s.isEmpty() ? 0 : tp.size() / (double) s.size(), tp.size() / (double) labels.lines().size(),
                    labels.bug(), labels.bug() > 0 && s.contains(labels.bug()), micros));
        }
        return rows;
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
        System.out.print(table(run()));
    }
}
