package dev.straggler.internal.source.slice.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

import dev.straggler.internal.source.slice.Program;
import dev.straggler.source.slice.SourceLine;
import dev.straggler.source.slice.SourceResolver;

/**
 * Slicing time on generated C code bases (issue 5 §3): files of MPI-style functions (locals, loops,
 * branches, calls into the previous file, globals, point-to-point and collective calls), parsed and sliced
 * from a statement in the last function, which reaches back through every file. Prints one row per size.
 *
 * <pre>SliceScale [lines...]   (default 10000 100000)</pre>
 */
public final class SliceScale {

    /**
     * One measurement: the code base's lines and files, the functions the parser found, the times, and the slice's
     * lines and the files they are in.
     */
    public record Row(int lines, int files, int functions, long parseMillis, long sliceMillis, int sliceLines,
            int sliceFiles) {
    }

    /** The functions of each generated file. */
    static final int FUNCTIONS_PER_FILE = 40;

    private SliceScale() {
    }

    /** Writes about {@code lines} lines of C into {@code dir}; returns the files. */
    static List<Path> generate(Path dir, int lines) throws IOException {
        List<Path> files = new ArrayList<>();
        int written = 0;
        int file = 0;
        while (written < lines) {
            StringBuilder sb = new StringBuilder();
            sb.append("#include <mpi.h>\n#include <stdio.h>\n\n");
            sb.append("int g").append(file).append(" = ").append(file).append(";\n");
            if (file > 0) {
                sb.append("extern int g").append(file - 1).append(";\n");
                for (int f = 0; f < FUNCTIONS_PER_FILE; f++) {
                    sb.append("int f").append(file - 1).append('_').append(f).append("(int a, int *out);\n");
                }
            }
            for (int f = 0; f < FUNCTIONS_PER_FILE; f++) {
                sb.append("\nint f").append(file).append('_').append(f).append("(int a, int *out)\n{\n");
                sb.append("    int rank, size, acc = a, tmp = 0, buf[8];\n");
                sb.append("    MPI_Comm_rank(MPI_COMM_WORLD, &rank);\n");
                sb.append("    MPI_Comm_size(MPI_COMM_WORLD, &size);\n");
                sb.append("    for (int i = 0; i < 8; i++) {\n");
                sb.append("        buf[i] = acc + i * rank;\n");
                sb.append("        if (buf[i] % 3 == 0) {\n");
                sb.append("            acc += buf[i];\n");
                sb.append("        } else {\n");
                sb.append("            tmp ^= buf[i];\n");
                sb.append("        }\n");
                sb.append("    }\n");
                sb.append("    if (rank % 2 == 0) {\n");
                sb.append("        MPI_Send(&acc, 1, MPI_INT, (rank + 1) % size, ").append(f).append(", MPI_COMM_WORLD);\n");
                sb.append("    } else {\n");
                sb.append("        MPI_Recv(&tmp, 1, MPI_INT, rank - 1, ").append(f).append(", MPI_COMM_WORLD, MPI_STATUS_IGNORE);\n");
                sb.append("        acc += tmp;\n");
                sb.append("    }\n");
                sb.append("    MPI_Allreduce(&acc, &tmp, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);\n");
                if (file > 0) {
                    sb.append("    acc = f").append(file - 1).append('_').append((f * 7 + 3) % FUNCTIONS_PER_FILE)
                            .append("(tmp + g").append(file - 1).append(", out);\n");
                } else {
                    sb.append("    acc = acc * 2 + tmp;\n");
                }
                sb.append("    while (acc > 1000) acc /= 2;\n");
                sb.append("    g").append(file).append(" += acc;\n");
                sb.append("    *out = acc;\n");
                sb.append("    return acc + g").append(file).append(";\n}\n");
            }
            Path p = dir.resolve("gen" + file + ".c");
            String text = sb.toString();
            Files.writeString(p, text);
            files.add(p);
            written += (int) text.chars().filter(c -> c == '\n').count();
            file++;
        }
        return files;
    }

    static Row measure(int lines) throws IOException {
        Path dir = Files.createTempDirectory("straggler-slice-scale");
        try {
            return measure(dir, lines);
        } finally {
            try (Stream<Path> all = Files.walk(dir)) { // the generated code base is not kept
                for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
    }

    private static Row measure(Path dir, int lines) throws IOException {
        List<Path> files = generate(dir, lines);
        int total = 0;
        for (Path f : files) {
            total += Files.readAllLines(f).size();
        }
        long t0 = System.nanoTime();
        SourceResolver r = SourceResolver.debugInfoPaths();
        Program p = Program.parse(r, files);
        long t1 = System.nanoTime();
        Path last = files.get(files.size() - 1);
        List<String> text = Files.readAllLines(last);
        int criterion = 0;
        for (int i = text.size() - 1; i >= 0; i--) {
            if (text.get(i).contains("while (acc > 1000)")) {
                criterion = i + 1;
                break;
            }
        }
        Set<SourceLine> s = p.slice(last.toAbsolutePath().normalize().toString(), criterion);
        long t2 = System.nanoTime();
        int sliceFiles = (int) s.stream().map(SourceLine::file).distinct().count();
        return new Row(total, files.size(), p.functions().size(), (t1 - t0) / 1_000_000, (t2 - t1) / 1_000_000, s.size(),
                sliceFiles);
    }

    public static String table(List<Row> rows) {
        StringBuilder sb = new StringBuilder("| lines | files | parse + CFG | slice | slice size (lines) |\n|---|---|---|---|---|\n");
        for (Row r : rows) {
            sb.append(String.format(Locale.ROOT, "| %d | %d | %.2f s | %.2f s | %d |%n", r.lines(), r.files(),
                    r.parseMillis() / 1000.0, r.sliceMillis() / 1000.0, r.sliceLines()));
        }
        return sb.toString();
    }

    public static void main(String[] args) throws IOException {
        List<Row> rows = new ArrayList<>();
        String[] sizes = args.length == 0 ? new String[] { "10000", "100000" } : args;
        for (String a : sizes) {
            rows.add(measure(Integer.parseInt(a)));
            System.out.print(table(rows.subList(rows.size() - 1, rows.size())));
        }
        System.out.print(table(rows));
    }
}
