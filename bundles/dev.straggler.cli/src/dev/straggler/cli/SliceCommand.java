package dev.straggler.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import dev.straggler.cli.Main.UsageException;
import dev.straggler.cli.Main.UserError;
import dev.straggler.core.progress.DumpAnalysis;
import dev.straggler.source.slice.SliceIncrements;
import dev.straggler.source.slice.SliceIncrements.Increment;
import dev.straggler.source.slice.SourceLine;
import dev.straggler.source.slice.SourceResolver;

/**
 * {@code straggler slice DIR [--steps N] [--json] [--pdg ALG] [--source-root DIR]...}: diagnoses a dump
 * directory like {@code analyze}, then prints the progressive backward slice (AutomaDeD §4.4.2) from the
 * least-progressed task: one increment per PDG node, from the LP node to the nodes that wait on it.
 */
final class SliceCommand {

    static final String USAGE = """
              straggler slice DIR [--steps N] [--json] [--pdg dist|semi-dist|loop-aware] [--source-root DIR]...
                  diagnose the dumps like analyze, then the static backward slice from the least-progressed
                  task's line, widened task group by task group in PDG order (first N increments; default
                  all). Text: per increment the ranks and the lines it adds (file:line). --json:
                  {"increments": [{"ranks": [...], "lines": [{"file", "line"}...], "added": [...]}...]}
                  where "lines" is the cumulative slice after that increment and "added" its new lines.
                  Sources are read from the debug-info paths, else searched under each --source-root.
            """;

    private SliceCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws UsageException, UserError {
        int[] steps = { Integer.MAX_VALUE };
        List<Path> roots = new ArrayList<>();
        DumpDirectoryArgs a = DumpDirectoryArgs.parse("slice", args, (args1, i) -> {
            switch (args1[i]) {
            case "--steps" -> {
                String v = Main.Options.value(args1, i + 1, args1[i]);
                try {
                    steps[0] = Integer.parseInt(v);
                } catch (NumberFormatException e) {
                    throw new UsageException("--steps needs a number, not '" + v + "'");
                }
                if (steps[0] < 1) {
                    throw new UsageException("--steps must be at least 1");
                }
                return i + 1;
            }
            case "--source-root" -> {
                roots.add(Path.of(Main.Options.value(args1, i + 1, args1[i])));
                return i + 1;
            }
            default -> {
                return -1;
            }
            }
        });
        Path dir = a.dir;
        boolean json = a.json;
        for (Path r : roots) {
            if (!Files.isDirectory(r)) {
                throw new UserError("--source-root " + r + " is not a directory");
            }
        }
        DumpAnalysis.Result r = a.analyze(err);
        if (r.diagnosis().getLeastProgressed().isEmpty()) {
            throw new UserError("no least-progressed task in " + dir + ": nothing to slice from");
        }
        SourceResolver resolver = SourceResolver.of(roots);
        List<Increment> all = SliceIncrements.of(r.diagnosis(), resolver);
        List<Increment> shown = all.subList(0, Math.min(steps[0], all.size()));
        if (json) {
            JsonObject o = new JsonObject();
            JsonArray incs = new JsonArray();
            for (Increment inc : shown) {
                JsonObject i = new JsonObject();
                JsonArray ranks = new JsonArray();
                for (int rank : inc.ranks().toArray()) {
                    ranks.add(rank);
                }
                i.add("ranks", ranks);
                i.add("lines", lines(inc.lines()));
                i.add("added", lines(inc.added()));
                incs.add(i);
            }
            o.add("increments", incs);
            o.addProperty("totalIncrements", all.size());
            JsonArray warnings = new JsonArray();
            resolver.warnings().forEach(warnings::add);
            o.add("warnings", warnings);
            out.println(new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(o));
        } else {
            resolver.warnings().forEach(w -> err.println("straggler: " + w));
            out.println("Backward slice from the least-progressed task, " + shown.size() + " of " + all.size()
                    + (all.size() == 1 ? " increment" : " increments") + " (AutomaDeD progressive slicing)");
            int k = 0;
            for (Increment inc : shown) {
                k++;
                out.println("increment " + k + ": " + (inc.ranks().size() == 1 ? "rank " : "ranks ") + inc.ranks()
                        + (k == 1 ? " (least-progressed)" : "") + ": +" + inc.added().size()
                        + (inc.added().size() == 1 ? " line, " : " lines, ")
                        + inc.lines().size() + " in the slice");
                for (Map.Entry<String, List<Integer>> f : byFile(inc.added()).entrySet()) {
                    for (int line : f.getValue()) {
                        out.println("  " + f.getKey() + ":" + line);
                    }
                }
            }
        }
        return 0;
    }

    private static Map<String, List<Integer>> byFile(Set<SourceLine> lines) {
        Map<String, List<Integer>> m = new LinkedHashMap<>();
        for (SourceLine l : lines) {
            m.computeIfAbsent(l.file(), k -> new ArrayList<>()).add(l.line());
        }
        return m;
    }

    private static JsonArray lines(Set<SourceLine> lines) {
        JsonArray a = new JsonArray();
        for (SourceLine l : lines) {
            JsonObject o = new JsonObject();
            o.addProperty("file", l.file());
            o.addProperty("line", l.line());
            a.add(o);
        }
        return a;
    }
}
