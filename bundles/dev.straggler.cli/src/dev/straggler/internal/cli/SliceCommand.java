package dev.straggler.internal.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.straggler.core.progress.DumpAnalysis;
import dev.straggler.source.slice.SliceIncrements;
import dev.straggler.source.slice.SliceIncrements.Increment;
import dev.straggler.source.slice.SourceResolver;

/**
 * {@code straggler slice DIR [--steps N] [--json] [--pdg ALG] [--source-root DIR]...}: diagnoses a dump
 * directory like {@code analyze}, then prints the progressive backward slice (AutomaDeD §4.4.2) from the
 * least-progressed task: one increment per PDG node with its partners' side, along the waits
 * ({@link SliceIncrements#ORDER}; {@link SliceReport}).
 */
final class SliceCommand implements Command {

    @Override
    public String name() {
        return "slice";
    }

    @Override
    public String usage() {
        return """
                  straggler slice DIR [--steps N] [--json] [--pdg dist|semi-dist|loop-aware] [--source-root DIR]...
                      diagnose the dumps like analyze, then the static backward slice from the least-progressed
                      task's line with its partners' side (blocked in a receive: the matching send of the task
                      it waits for, else the mismatched or missing one), widened task group by task group along
                      the waits of the PDG (first N increments; default all). Text: the order, per increment
                      the ranks, why it comes then, what it adds for the communication and the lines it adds
                      (file:line). --json: {"order", "increments": [{"ranks", "reason", "communication":
                      [{"kind", "partnerCall", "tasks", "partners", "sites", "description"}...], "lines":
                      [{"file", "line"}...], "added": [...]}...]} where "lines" is the cumulative slice after
                      that increment and "added" its new lines. Sources are read from the debug-info paths,
                      else searched under each --source-root.
                """;
    }

    @Override
    public int run(Args a, PrintStream out, PrintStream err) throws UsageException, UserError {
        Analysis analysis = new Analysis();
        int steps = Integer.MAX_VALUE;
        List<Path> roots = new ArrayList<>();
        while (a.next()) {
            if (analysis.accept(a, false)) {
                continue;
            }
            switch (a.current()) {
            case "--json" -> a.output();
            case "--steps" -> steps = a.count();
            case "--source-root" -> roots.add(Path.of(a.value()));
            default -> {
                if (a.isOption()) {
                    throw new UsageException("unknown option " + a.current());
                }
                a.positional();
            }
            }
        }
        Path dir = Analysis.directory(a, "slice");
        for (Path r : roots) {
            if (!Files.isDirectory(r)) {
                throw new UserError("--source-root " + r + " is not a directory");
            }
        }
        DumpAnalysis.Result r = analysis.diagnose(dir, err);
        if (r.diagnosis().getLeastProgressed().isEmpty()) {
            throw new UserError("no least-progressed task in " + dir + ": nothing to slice from");
        }
        SourceResolver resolver = SourceResolver.of(roots);
        List<Increment> all = SliceIncrements.of(r.diagnosis(), resolver);
        List<Increment> shown = all.subList(0, Math.min(steps, all.size()));
        if (a.format() == Args.Format.JSON) {
            out.println(SliceReport.json(shown, all.size(), resolver.warnings()));
        } else {
            resolver.warnings().forEach(w -> err.println("straggler: " + w));
            out.print(SliceReport.text(shown, all.size()));
        }
        return 0;
    }
}
