package dev.straggler.internal.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import dev.straggler.core.report.TraceDiffReport;
import dev.straggler.core.traces.AttributeMode;
import dev.straggler.core.traces.DiffNlr;
import dev.straggler.core.traces.Linkage;
import dev.straggler.core.traces.RankingParameters;
import dev.straggler.core.traces.TraceAnalysis;
import dev.straggler.core.traces.TraceDiff;
import dev.straggler.core.traces.TraceFilter;
import dev.straggler.model.traces.TraceInputException;
import dev.straggler.model.traces.TraceKey;

/**
 * {@code straggler diff}: DiffTrace (issue 12) on the traces of two runs written by {@code straggler trace} (or any run
 * with {@code STRAGGLER_TRACE} set). All analysis is in {@link dev.straggler.core.traces}, the comparison through
 * {@link TraceDiff} as in the IDE; this class parses options, {@link TraceDiffReport} prints.
 */
final class DiffCommand implements Command {

    @Override
    public String name() {
        return "diff";
    }

    @Override
    public String usage() {
        return """
                  straggler diff NORMAL_DIR FAULTY_DIR [--filter F]... [--attributes A,...] [--linkage L,...]
                                 [-K N,...] [--clusters N,...] [--top N] [--trace R[.T]]... [--rows N] [--lines N]
                                 [--rebuilt] [--json]
                      DiffTrace: compare the traces of a normal and a faulty run of the same program (the same
                      build; --rebuilt: also a rebuild of it); print the ranking table (one row per filter x
                      attributes x linkage x K x cluster count, lowest B-score first, with the traces each row finds
                      suspicious), then the diffNLR of the --top N (default 1) most suspicious traces under the first
                      filter they differ under, normal left, faulty right.
                      F: filter kinds joined by commas (ret, plt, mpi, mpicol, mpisr, mpiint, ompall, ompcrit,
                      ompmutex, mem, net, poll, str, all) and custom:REGEX last; default: --filter ret,mpi
                      --filter ret,plt. A: sing|doub . actual|log10|nofreq [.args: MPI calls with their peers, tags
                      and bytes], or all (default: the twelve). L: single, complete, average, weighted, centroid,
                      median, ward, or all (default). K: longest loop body, or auto (default: from the data, the
                      longest loop body found, at least 10). Cluster counts default 2,3,4. --trace: also the diffNLR
                      of that trace (rank R, thread T, default 0). --rows: table rows printed (default 20);
                      --lines: lines of each diffNLR printed (default 200)
                """;
    }

    @Override
    public int run(Args a, PrintStream out, PrintStream err) throws UsageException, UserError {
        TraceOptions o = new TraceOptions();
        Set<AttributeMode> attributes = new LinkedHashSet<>();
        Set<Linkage> linkages = new LinkedHashSet<>();
        Set<Integer> clusters = new LinkedHashSet<>();
        Set<TraceKey> traces = new LinkedHashSet<>();
        int top = 1, rows = 20, lines = 200;
        boolean rebuilt = false;
        while (a.next()) {
            if (o.accept(a)) {
                continue;
            }
            String option = a.current();
            switch (option) {
            case "--attributes", "-a" -> {
                for (String v : TraceOptions.list(a.value())) {
                    if (v.equals("all")) {
                        attributes.addAll(AttributeMode.all());
                    } else {
                        try {
                            attributes.add(AttributeMode.parse(v));
                        } catch (IllegalArgumentException e) {
                            throw new UsageException(e.getMessage());
                        }
                    }
                }
            }
            case "--linkage", "-l" -> {
                for (String v : TraceOptions.list(a.value())) {
                    if (v.equals("all")) {
                        linkages.addAll(List.of(Linkage.values()));
                    } else if (Linkage.of(v) != null) {
                        linkages.add(Linkage.of(v));
                    } else {
                        throw new UsageException("Unknown linkage '" + v
                                + "': use single, complete, average, weighted, centroid, median, ward or all.");
                    }
                }
            }
            case "--clusters", "-c" -> {
                for (String v : TraceOptions.list(a.value())) {
                    int c = Args.count(option, v);
                    if (c < 2) {
                        throw new UsageException("--clusters must be at least 2 (a flat clustering into one cluster"
                                + " says nothing)");
                    }
                    clusters.add(c);
                }
            }
            case "--trace" -> traces.add(traceKey(option, a.value()));
            case "--top" -> top = a.count();
            case "--rows" -> rows = a.count();
            case "--lines" -> lines = a.count();
            case "--rebuilt" -> rebuilt = true;
            case "--arguments" -> throw new UsageException(
                    "--arguments goes with nlr; diff compares with and without arguments (--attributes)");
            case "--json" -> a.output();
            default -> {
                if (a.isOption()) {
                    throw new UsageException("unknown option " + option + " of diff");
                }
                a.positional();
            }
            }
        }
        if (a.positionals().size() != 2) {
            throw new UsageException("diff needs two trace directories: the normal run's, then the faulty run's");
        }
        if (o.rank >= 0) {
            throw new UsageException("--rank goes with nlr; diff finds the suspicious traces itself");
        }
        RankingParameters p = new RankingParameters(
                o.filters.isEmpty() ? List.of(TraceFilter.mpi(), TraceFilter.parse("ret,plt")) : o.filters,
                attributes.isEmpty() ? AttributeMode.all() : List.copyOf(attributes),
                linkages.isEmpty() ? List.of(Linkage.values()) : List.copyOf(linkages),
                o.ks.isEmpty() ? List.of(TraceAnalysis.AUTO_K) : List.copyOf(o.ks),
                clusters.isEmpty() ? List.of(2, 3, 4) : List.copyOf(clusters), Math.max(5, top));
        try {
            TraceDiff d = TraceDiff.compute(Path.of(a.positionals().get(0)), Path.of(a.positionals().get(1)), p,
                    rebuilt, new StderrProgress(err));
            List<DiffNlr> diffs = d.suspectDiffNlrs(top, traces);
            if (a.format() == Args.Format.JSON) {
                out.println(TraceDiffReport.jsonText(d, diffs));
            } else {
                out.print(TraceDiffReport.text(d, diffs, rows, lines));
            }
            return 0;
        } catch (TraceInputException e) {
            throw new UserError(e.getMessage());
        }
    }

    private static TraceKey traceKey(String option, String v) throws UsageException {
        String[] parts = v.split("\\.", -1);
        if (parts.length <= 2) {
            try {
                int r = Integer.parseInt(parts[0]), t = parts.length == 2 ? Integer.parseInt(parts[1]) : 0;
                if (r >= 0 && t >= 0) {
                    return new TraceKey(r, t);
                }
            } catch (NumberFormatException e) {
                // below
            }
        }
        throw new UsageException(option + " needs a trace as RANK or RANK.THREAD (e.g. 5 or 1.2), not '" + v + "'");
    }
}
