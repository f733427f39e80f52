package dev.straggler.benchmarks;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs JMH as {@code org.openjdk.jmh.Main} does (same arguments, the GC profiler added when not asked for), then
 * compares every result that has a reference figure with it (the file named by the system property
 * {@code straggler.benchmarks.references}, releng/benchmarks/references.txt): allocation per operation
 * ({@code gc.alloc.rate.norm}) above the reference by more than its tolerance prints a {@code REGRESSION} line and
 * makes the exit code 1; time, noisy on a shared machine, is printed against its reference and marked
 * {@code SLOW} beyond a generous factor, without failing.
 */
public final class ReferenceCheck {

    static final String ALLOCATION = "gc.alloc.rate.norm";

    private ReferenceCheck() {
    }

    public static void main(String[] args) throws Exception {
        CommandLineOptions cmd;
        try {
            cmd = new CommandLineOptions(args);
        } catch (CommandLineOptionException e) {
            System.err.println("Error parsing command line: " + e.getMessage());
            System.exit(1);
            return;
        }
        if (cmd.shouldHelp() || cmd.shouldList() || cmd.shouldListWithParams() || cmd.shouldListProfilers()
                || cmd.shouldListResultFormats()) {
            org.openjdk.jmh.Main.main(args); // nothing runs: JMH answers
            return;
        }
        String file = System.getProperty("straggler.benchmarks.references");
        References refs = file == null ? References.NONE : References.read(Path.of(file));
        ChainedOptionsBuilder options = new OptionsBuilder().parent(cmd);
        if (cmd.getProfilers().stream().noneMatch(p -> p.getKlass().equals("gc")
                || p.getKlass().equals(GCProfiler.class.getName()))) {
            options.addProfiler(GCProfiler.class);
        }
        Collection<RunResult> results;
        try {
            results = new Runner(options.build()).run();
        } catch (RunnerException e) {
            System.err.println("ERROR: " + e.getMessage());
            System.exit(1);
            return;
        }
        int regressions = refs.check(results, System.out);
        System.exit(regressions > 0 ? 1 : 0);
    }

    /**
     * The reference figures: lines {@code BENCHMARK PARAMS BYTES_PER_OP MS_PER_OP} (PARAMS as {@code a=x,b=y} in
     * the parameters' alphabetical order, {@code -} for none; BENCHMARK is the class and method, as JMH prints it),
     * and the tolerances: {@code allocation-tolerance PERCENT% BYTES}, {@code time-tolerance FACTOR}.
     */
    record References(Path file, Map<String, double[]> figures, double allocationPercent, double allocationBytes,
            double timeFactor) {

        static final References NONE = new References(null, Map.of(), 0, 0, 0);

        static References read(Path file) throws IOException {
            Map<String, double[]> figures = new TreeMap<>();
            double percent = 10, bytes = 0, factor = 3;
            int n = 0;
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                n++;
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("#")) {
                    continue;
                }
                String[] f = t.split("\\s+");
                try {
                    if (f[0].equals("allocation-tolerance") && f.length == 3 && f[1].endsWith("%")) {
                        percent = Double.parseDouble(f[1].substring(0, f[1].length() - 1));
                        bytes = Double.parseDouble(f[2]);
                    } else if (f[0].equals("time-tolerance") && f.length == 2) {
                        factor = Double.parseDouble(f[1]);
                    } else if (f.length == 4) {
                        double perOp = Double.parseDouble(f[2]), ms = Double.parseDouble(f[3]);
                        figures.put(key(f[0], f[1]), new double[] { perOp, ms });
                    } else {
                        throw new NumberFormatException();
                    }
                } catch (NumberFormatException e) {
                    throw new IOException(file + ":" + n + ": expected 'BENCHMARK PARAMS BYTES_PER_OP MS_PER_OP', "
                            + "'allocation-tolerance PERCENT% BYTES' or 'time-tolerance FACTOR', found: " + t);
                }
            }
            return new References(file, figures, percent, bytes, factor);
        }

        private static String key(String benchmark, String params) {
            return benchmark + " " + params;
        }

        /** Prints one line per result with a reference; returns the number of allocation regressions. */
        int check(Collection<RunResult> results, PrintStream out) {
            if (file == null) {
                return 0;
            }
            out.println();
            out.printf(Locale.ROOT, "Reference check (%s; allocation: +%.0f%% + %.0f B, time: x%.1f, printed only):%n",
                    file, allocationPercent, allocationBytes, timeFactor);
            int regressions = 0, untracked = 0;
            List<String> missing = new ArrayList<>();
            for (RunResult r : results) {
                String benchmark = r.getParams().getBenchmark();
                benchmark = benchmark.substring(benchmark.lastIndexOf('.', benchmark.lastIndexOf('.') - 1) + 1);
                List<String> keys = new ArrayList<>(r.getParams().getParamsKeys());
                keys.sort(null);
                StringBuilder params = new StringBuilder();
                for (String k : keys) {
                    params.append(params.isEmpty() ? "" : ",").append(k).append('=').append(r.getParams().getParam(k));
                }
                String p = params.isEmpty() ? "-" : params.toString();
                String name = benchmark + " " + p;
                double[] ref = figures.get(key(benchmark, p));
                if (ref == null) {
                    String b = benchmark;
                    if (figures.keySet().stream().anyMatch(k -> k.startsWith(b + " "))) {
                        missing.add(name); // a benchmark with figures: say which parameters have none
                    } else {
                        untracked++;
                    }
                    continue;
                }
                Result alloc = r.getSecondaryResults().get(ALLOCATION);
                double ms = toMillis(r.getPrimaryResult());
                String time = Double.isNaN(ms) ? "time not in ms"
                        : String.format(Locale.ROOT, "%.3g ms (reference %.3g, x%.2f)", ms, ref[1], ms / ref[1]);
                if (alloc == null) {
                    out.printf("  NO ALLOCATION  %s: %s (run with -prof gc)%n", name, time);
                    continue;
                }
                double bytes = alloc.getScore(), limit = ref[0] * (1 + allocationPercent / 100) + allocationBytes;
                boolean regressed = bytes > limit;
                boolean slow = !Double.isNaN(ms) && ms > ref[1] * timeFactor;
                regressions += regressed ? 1 : 0;
                out.printf(Locale.ROOT, "  %-10s  %s: %s B/op (reference %s, %+.1f%%), %s%s%n",
                        regressed ? "REGRESSION" : "ok", name, String.format(Locale.ROOT, "%.0f", bytes),
                        String.format(Locale.ROOT, "%.0f", ref[0]), 100 * (bytes - ref[0]) / ref[0], time,
                        slow ? "  SLOW" : "");
            }
            for (String name : missing) {
                out.println("  (no reference)  " + name);
            }
            if (untracked > 0) {
                out.println("  (" + untracked + " results of benchmarks without reference figures)");
            }
            out.println(regressions == 0 ? "No allocation regression."
                    : regressions + " allocation REGRESSION(s): the analysis allocates more than " + file
                            + " records (find the change, or record the new figures there with the reason).");
            return regressions;
        }

        private static double toMillis(Result r) {
            return switch (r.getScoreUnit()) {
            case "ms/op" -> r.getScore();
            case "us/op" -> r.getScore() / 1e3;
            case "ns/op" -> r.getScore() / 1e6;
            case "s/op" -> r.getScore() * 1e3;
            default -> Double.NaN;
            };
        }
    }
}
