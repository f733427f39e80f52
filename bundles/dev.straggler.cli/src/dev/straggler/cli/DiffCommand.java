package dev.straggler.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import dev.straggler.cli.Main.UsageException;
import dev.straggler.cli.Main.UserError;
import dev.straggler.core.traces.AttributeMode;
import dev.straggler.core.traces.DiffBlock;
import dev.straggler.core.traces.DiffNlr;
import dev.straggler.core.traces.Linkage;
import dev.straggler.core.traces.NlrEntry;
import dev.straggler.core.traces.NlrSequence;
import dev.straggler.core.traces.Ranking;
import dev.straggler.core.traces.RankingParameters;
import dev.straggler.core.traces.RankingRow;
import dev.straggler.core.traces.Suspect;
import dev.straggler.core.traces.TraceAnalysis;
import dev.straggler.core.traces.TraceDiff;
import dev.straggler.core.traces.TraceFilter;
import dev.straggler.core.traces.TraceProgress;
import dev.straggler.model.traces.TraceInputException;
import dev.straggler.model.traces.TraceKey;
import dev.straggler.model.traces.TraceSet;

/**
 * {@code straggler diff} and {@code straggler nlr}: DiffTrace (issue 12) on the traces of two runs written by
 * {@code straggler trace} (or any run with {@code STRAGGLER_TRACE} set). All analysis is in
 * {@link dev.straggler.core.traces}, the comparison through {@link TraceDiff} as in the IDE; this class parses options
 * and prints.
 */
final class DiffCommand {

    static final String USAGE = """
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
              straggler nlr DIR --rank R [--thread T] [--filter F] [-K N] [--arguments]
                  the nested loop representation of one trace (default thread 0, filter ret,mpi, K from the
                  data), MPI calls with their arguments when asked, then the loop bodies
            """;

    private DiffCommand() {
    }

    /** Parsed options of both commands. */
    static final class Options {
        final List<String> positional = new ArrayList<>();
        final List<TraceFilter> filters = new ArrayList<>();
        final Set<AttributeMode> attributes = new LinkedHashSet<>();
        final Set<Linkage> linkages = new LinkedHashSet<>();
        final Set<Integer> ks = new LinkedHashSet<>();
        final Set<Integer> clusters = new LinkedHashSet<>();
        final Set<TraceKey> traces = new LinkedHashSet<>();
        int top = 1, rows = 20, lines = 200, rank = -1, thread = 0;
        boolean json, rebuilt, arguments;

        static Options parse(String[] args, boolean nlr) throws UsageException {
            Options o = new Options();
            for (int i = 0; i < args.length; i++) {
                String a = args[i];
                switch (a) {
                case "--filter", "-f" -> o.filters.add(filter(Main.Options.value(args, ++i, a)));
                case "-K", "-k", "--k" -> {
                    for (String v : list(Main.Options.value(args, ++i, a))) {
                        o.ks.add(v.equals("auto") ? TraceAnalysis.AUTO_K : positive(a, v));
                    }
                }
                case "--arguments" -> o.arguments = true;
                case "--rank" -> o.rank = nonNegative(a, Main.Options.value(args, ++i, a));
                case "--thread" -> o.thread = nonNegative(a, Main.Options.value(args, ++i, a));
                default -> {
                    if (nlr && a.startsWith("-")) {
                        throw new UsageException("unknown option " + a + " of nlr");
                    }
                    switch (a) {
                    case "--attributes", "-a" -> {
                        for (String v : list(Main.Options.value(args, ++i, a))) {
                            if (v.equals("all")) {
                                o.attributes.addAll(AttributeMode.all());
                            } else {
                                try {
                                    o.attributes.add(AttributeMode.parse(v));
                                } catch (IllegalArgumentException e) {
                                    throw new UsageException(e.getMessage());
                                }
                            }
                        }
                    }
                    case "--linkage", "-l" -> {
                        for (String v : list(Main.Options.value(args, ++i, a))) {
                            if (v.equals("all")) {
                                o.linkages.addAll(List.of(Linkage.values()));
                            } else if (Linkage.of(v) != null) {
                                o.linkages.add(Linkage.of(v));
                            } else {
                                throw new UsageException("Unknown linkage '" + v
                                        + "': use single, complete, average, weighted, centroid, median, ward or all.");
                            }
                        }
                    }
                    case "--clusters", "-c" -> {
                        for (String v : list(Main.Options.value(args, ++i, a))) {
                            int c = Main.Options.intValue(a, v);
                            if (c < 2) {
                                throw new UsageException("--clusters must be at least 2 (a flat clustering into one"
                                        + " cluster says nothing)");
                            }
                            o.clusters.add(c);
                        }
                    }
                    case "--trace" -> o.traces.add(traceKey(a, Main.Options.value(args, ++i, a)));
                    case "--top" -> o.top = Main.Options.intValue(a, Main.Options.value(args, ++i, a));
                    case "--rows" -> o.rows = Main.Options.intValue(a, Main.Options.value(args, ++i, a));
                    case "--lines" -> o.lines = Main.Options.intValue(a, Main.Options.value(args, ++i, a));
                    case "--json" -> o.json = true;
                    case "--rebuilt" -> o.rebuilt = true;
                    default -> {
                        if (a.startsWith("-")) {
                            throw new UsageException("unknown option " + a + " of diff");
                        }
                        o.positional.add(a);
                    }
                    }
                }
                }
            }
            return o;
        }

        RankingParameters parameters() {
            return new RankingParameters(
                    filters.isEmpty() ? List.of(TraceFilter.mpi(), TraceFilter.parse("ret,plt")) : filters,
                    attributes.isEmpty() ? AttributeMode.all() : List.copyOf(attributes),
                    linkages.isEmpty() ? List.of(Linkage.values()) : List.copyOf(linkages),
                    ks.isEmpty() ? List.of(TraceAnalysis.AUTO_K) : List.copyOf(ks),
                    clusters.isEmpty() ? List.of(2, 3, 4) : List.copyOf(clusters), Math.max(5, top));
        }

        private static TraceFilter filter(String spec) throws UsageException {
            try {
                return TraceFilter.parse(spec);
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
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

        private static List<String> list(String v) {
            List<String> out = new ArrayList<>();
            for (String s : v.split(",")) {
                if (!s.isBlank()) {
                    out.add(s.strip().toLowerCase(Locale.ROOT));
                }
            }
            return out;
        }

        private static int positive(String option, String v) throws UsageException {
            int n = Main.Options.intValue(option, v);
            if (n < 1) {
                throw new UsageException(option + " needs a number from 1 (or auto), not '" + v + "'");
            }
            return n;
        }

        private static int nonNegative(String option, String v) throws UsageException {
            try {
                int n = Integer.parseInt(v);
                if (n >= 0) {
                    return n;
                }
            } catch (NumberFormatException e) {
                // below
            }
            throw new UsageException(option + " needs a number from 0, not '" + v + "'");
        }
    }

    static int diff(String[] args, PrintStream out, PrintStream err) throws UsageException, UserError {
        Options o = Options.parse(args, false);
        if (o.positional.size() != 2) {
            throw new UsageException("diff needs two trace directories: the normal run's, then the faulty run's");
        }
        if (o.rank >= 0) {
            throw new UsageException("--rank goes with nlr; diff finds the suspicious traces itself");
        }
        if (o.arguments) {
            throw new UsageException("--arguments goes with nlr; diff compares with and without arguments (--attributes)");
        }
        RankingParameters p = o.parameters();
        try {
            TraceDiff d = TraceDiff.compute(Path.of(o.positional.get(0)), Path.of(o.positional.get(1)), p, o.rebuilt,
                    new StderrProgress(err));
            Ranking ranking = d.ranking();
            List<DiffNlr> diffs = d.suspectDiffNlrs(o.top, o.traces);
            if (o.json) {
                out.println(new GsonBuilder().setPrettyPrinting().disableHtmlEscaping()
                        .serializeSpecialFloatingPointValues().create()
                        .toJson(json(d.normal(), d.faulty(), ranking, diffs, d.notes())));
                return 0;
            }
            out.println("DiffTrace: normal " + d.normal().source() + ", faulty " + d.faulty().source() + " ("
                    + d.keys().size() + " traces, " + ranking.rows().size() + " parameter combinations)");
            for (String note : d.notes()) {
                out.println("note: " + note);
            }
            out.print(ranking.toText(o.rows));
            if (ranking.top() == null) {
                out.println("no trace changed: every trace of the faulty run is its normal twin under every filter");
            }
            for (DiffNlr n : diffs) {
                out.println();
                out.print(sideBySide(n, o.lines));
            }
            return 0;
        } catch (TraceInputException e) {
            throw new UserError(e.getMessage());
        }
    }

    /**
     * The analysis' long steps on stderr: a step with at least {@value #LONG_STEP} units of work, or still running
     * after {@value #SLOW_SECONDS} s, gets a line, then one every {@value #EVERY_SECONDS} s while it runs.
     */
    static final class StderrProgress implements TraceProgress {
        static final long LONG_STEP = 10_000_000;
        static final int SLOW_SECONDS = 2, EVERY_SECONDS = 5;
        private final PrintStream err;
        private String step, unit;
        private long total, start, printed;
        private boolean shown;

        StderrProgress(PrintStream err) {
            this.err = err;
        }

        @Override
        public void comparing(int traces, int combinations) {
            err.println("straggler: comparing " + traces + " traces over " + combinations + " parameter combinations");
        }

        @Override
        public void begin(String what, long work, String units) {
            step = what;
            total = work;
            unit = units;
            start = System.nanoTime();
            shown = false;
            if (total >= LONG_STEP) {
                err.println("straggler: " + step + ": " + amount(total) + " " + unit);
                shown = true;
                printed = start;
            }
        }

        @Override
        public void worked(long done) {
            long now = System.nanoTime();
            if (now - (shown ? printed : start) >= (shown ? EVERY_SECONDS : SLOW_SECONDS) * 1_000_000_000L) {
                err.printf(Locale.ROOT, "straggler: %s: %d%% (%s of %s %s, %d s)%n", step,
                        total > 0 ? done * 100 / total : 100, amount(done), amount(total), unit,
                        (now - start) / 1_000_000_000L);
                shown = true;
                printed = now;
            }
        }

        private static String amount(long n) {
            return n >= 1_000_000 ? String.format(Locale.ROOT, "%.1f M", n / 1e6) : Long.toString(n);
        }
    }

    static int nlr(String[] args, PrintStream out) throws UsageException, UserError {
        Options o = Options.parse(args, true);
        if (o.positional.size() != 1) {
            throw new UsageException("nlr needs one trace directory (and --rank R)");
        }
        if (o.rank < 0) {
            throw new UsageException("nlr needs --rank R: the rank whose trace to reduce");
        }
        if (o.filters.size() > 1 || o.ks.size() > 1) {
            throw new UsageException("nlr takes one --filter and one -K");
        }
        TraceSet run = open(o.positional.get(0), "run");
        TraceFilter filter = o.filters.isEmpty() ? TraceFilter.mpi() : o.filters.get(0);
        int k = o.ks.isEmpty() ? TraceAnalysis.AUTO_K : o.ks.iterator().next();
        try {
            NlrSequence s = TraceAnalysis.nlr(run, new TraceKey(o.rank, o.thread), filter, k, o.arguments);
            out.println("NLR(" + s.key() + ") of " + run.source() + " under " + filter
                    + (o.arguments ? " with call arguments" : "") + ", K " + s.k() + ": " + s.events()
                    + " events kept, " + s.entries().size() + " entries");
            out.print(s.toText());
            return 0;
        } catch (TraceInputException e) {
            throw new UserError(e.getMessage());
        }
    }

    /** A traced run's directory, its function names read with addr2line ({@link TraceDiff#open}); one message if none. */
    static TraceSet open(String dir, String role) throws UserError {
        try {
            return TraceDiff.open(Path.of(dir), role);
        } catch (TraceInputException e) {
            throw new UserError(e.getMessage());
        }
    }

    /**
     * diffNLR as two columns (DiffTrace Fig. 6): the normal trace left, the faulty right; common entries on both
     * sides, a change as its normal entries ({@code -}) beside its faulty ones ({@code +}); at most {@code max} lines,
     * then how many more there are; then the loop bodies.
     */
    static String sideBySide(DiffNlr d, int max) {
        List<String[]> lines = new ArrayList<>();
        List<DiffBlock> blocks = d.blocks();
        long more = 0;
        for (int i = 0; i < blocks.size(); i++) {
            if (lines.size() >= max) {
                DiffBlock b = blocks.get(i);
                more += Math.max(b.normal().size(), b.faulty().size());
                continue;
            }
            DiffBlock b = blocks.get(i);
            if (b.kind() == DiffBlock.Kind.COMMON) {
                for (NlrEntry e : b.normal()) {
                    if (lines.size() < max) {
                        lines.add(new String[] { "  " + e, "  " + e });
                    } else {
                        more++;
                    }
                }
                continue;
            }
            List<NlrEntry> left = b.kind() == DiffBlock.Kind.ONLY_NORMAL ? b.normal() : List.of();
            List<NlrEntry> right = b.kind() == DiffBlock.Kind.ONLY_FAULTY ? b.faulty() : List.of();
            if (b.kind() == DiffBlock.Kind.ONLY_NORMAL && i + 1 < blocks.size()
                    && blocks.get(i + 1).kind() == DiffBlock.Kind.ONLY_FAULTY) {
                right = blocks.get(++i).faulty();
            }
            for (int j = 0; j < Math.max(left.size(), right.size()); j++) {
                if (lines.size() >= max) {
                    more += Math.max(left.size(), right.size()) - j;
                    break;
                }
                lines.add(new String[] { j < left.size() ? "- " + left.get(j) : "",
                        j < right.size() ? "+ " + right.get(j) : "" });
            }
        }
        int width = "normal".length();
        for (String[] l : lines) {
            width = Math.max(width, l[0].length());
        }
        StringBuilder b = new StringBuilder();
        b.append("diffNLR(").append(d.key()).append(") under ").append(d.under())
                .append(d.identical() ? ": the same in both runs" : "").append('\n');
        b.append("  ").append(d).append('\n');
        String format = "  %-" + width + "s   %s%n";
        b.append(String.format(Locale.ROOT, format, "normal", "faulty"));
        for (String[] l : lines) {
            b.append(String.format(Locale.ROOT, format, l[0], l[1]).stripTrailing()).append('\n');
        }
        if (more > 0) {
            b.append("  ... ").append(more).append(" more lines (--lines)\n");
        }
        for (Map.Entry<Integer, List<NlrEntry>> loop : d.loops().entrySet()) {
            b.append("  L").append(loop.getKey()).append(" = [");
            String sep = "";
            for (NlrEntry e : loop.getValue()) {
                b.append(sep).append(e);
                sep = " ";
            }
            b.append("]\n");
        }
        if (d.note() != null) {
            b.append("  note: ").append(d.note()).append('\n');
        }
        return b.toString();
    }

    private static JsonObject json(TraceSet normal, TraceSet faulty, Ranking ranking, List<DiffNlr> diffs,
            List<String> notes) {
        JsonObject root = new JsonObject();
        root.addProperty("normal", normal.source());
        root.addProperty("faulty", faulty.source());
        JsonArray ns = new JsonArray();
        notes.forEach(ns::add);
        root.add("notes", ns);
        root.addProperty("changedAlike", ranking.changedAlike());
        JsonArray rows = new JsonArray();
        for (RankingRow r : ranking.rows()) {
            JsonObject row = new JsonObject();
            row.addProperty("filter", r.filter().toString());
            row.addProperty("attributes", r.attributes().label());
            row.addProperty("linkage", r.linkage().label());
            row.addProperty("k", r.k());
            row.addProperty("clusters", r.clusters());
            row.addProperty("bScore", r.bScore());
            JsonArray top = new JsonArray();
            r.topTraces().forEach(t -> top.add(t.toString()));
            row.add("topTraces", top);
            JsonArray ranks = new JsonArray();
            r.topRanks().forEach(ranks::add);
            row.add("topRanks", ranks);
            rows.add(row);
        }
        root.add("rows", rows);
        JsonArray suspects = new JsonArray();
        for (Suspect s : ranking.suspects()) {
            JsonObject o = new JsonObject();
            o.addProperty("trace", s.key().toString());
            o.addProperty("rank", s.key().rank());
            o.addProperty("thread", s.key().thread());
            o.addProperty("diverged", s.diverged());
            o.addProperty("votes", s.votes());
            o.addProperty("change", s.change());
            suspects.add(o);
        }
        root.add("suspects", suspects);
        JsonArray changed = new JsonArray();
        ranking.changed().forEach(k -> changed.add(k.toString()));
        root.add("changed", changed);
        JsonArray ds = new JsonArray();
        for (DiffNlr d : diffs) {
            JsonObject o = new JsonObject();
            o.addProperty("trace", d.key().toString());
            o.addProperty("filter", String.valueOf(d.filter()));
            o.addProperty("k", d.k());
            o.addProperty("arguments", d.arguments());
            o.addProperty("summary", d.toString());
            if (d.note() != null) {
                o.addProperty("note", d.note());
            }
            JsonArray blocks = new JsonArray();
            for (DiffBlock b : d.blocks()) {
                JsonObject jb = new JsonObject();
                jb.addProperty("kind", b.kind().name().toLowerCase(Locale.ROOT));
                jb.add("entries", strings(b.entries()));
                blocks.add(jb);
            }
            o.add("blocks", blocks);
            JsonObject loops = new JsonObject();
            d.loops().forEach((id, body) -> loops.add("L" + id, strings(body)));
            o.add("loops", loops);
            ds.add(o);
        }
        root.add("diffNlr", ds);
        return root;
    }

    private static JsonArray strings(List<NlrEntry> entries) {
        JsonArray a = new JsonArray();
        entries.forEach(e -> a.add(e.toString()));
        return a;
    }
}
