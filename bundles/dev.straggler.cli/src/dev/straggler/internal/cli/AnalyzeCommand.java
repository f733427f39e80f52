package dev.straggler.internal.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

import dev.straggler.launch.NodeDumps;
import dev.straggler.model.dump.RunDirectory;

/** {@code straggler analyze DIR [--pdg ALG] [--json|--dot] [--save FILE.straggler]}: diagnoses the dumps of an earlier run. */
final class AnalyzeCommand implements Command {

    @Override
    public String name() {
        return "analyze";
    }

    @Override
    public String usage() {
        return """
                  straggler analyze DIR [--pdg dist|semi-dist|loop-aware] [--json|--dot] [--save FILE.straggler]
                                        [--partial]
                      diagnose the dumps of an earlier run (a run gathered from node-local storage whose
                      nodes could not all be read is gathered again first; --partial: diagnose without the
                      nodes that still cannot be read, naming their ranks)
                """;
    }

    @Override
    public int run(Args a, PrintStream out, PrintStream err) throws UsageException, UserError {
        Analysis analysis = new Analysis();
        boolean partial = false;
        while (a.next()) {
            if (analysis.accept(a, true)) {
                continue;
            }
            switch (a.current()) {
            case "--json", "--dot" -> a.output();
            case "--partial" -> partial = true;
            default -> {
                if (a.isOption()) {
                    throw new UsageException("unknown option " + a.current());
                }
                a.positional();
            }
            }
        }
        Args.Format format = a.format();
        Path dir = Analysis.directory(a, "analyze");
        // a run directory gathered from node-local storage with nodes that could not be read then: read them now
        if (!NodeDumps.recordedHosts(dir).isEmpty()
                && !RunDirectory.keyValues(dir.resolve(NodeDumps.GATHER)).getOrDefault("unreached", "").isBlank()) {
            List<String> hosts = NodeDumps.recordedHosts(dir);
            if (partial) {
                NodeDumps.Result r = NodeDumps.gatherPartial(dir, hosts);
                if (!r.complete()) {
                    err.println("straggler: diagnosing without " + (r.unreached().size() == 1 ? "node " : "nodes ")
                            + String.join(", ", r.unreached().keySet()) + " (--partial): "
                            + String.join("; ", r.unreached().values()));
                }
            } else {
                DiagnoseCommand.gather(dir, hosts, err);
            }
        }
        Analysis.print(format, analysis.diagnose(dir, err), out);
        return 0;
    }
}
