package dev.straggler.internal.cli;

import java.io.PrintStream;
import java.nio.file.Path;

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
                      diagnose the dumps of an earlier run (a run gathered from node-local storage whose
                      nodes could not all be read is gathered again first)
                """;
    }

    @Override
    public int run(Args a, PrintStream out, PrintStream err) throws UsageException, UserError {
        Analysis analysis = new Analysis();
        while (a.next()) {
            if (analysis.accept(a, true)) {
                continue;
            }
            switch (a.current()) {
            case "--json", "--dot" -> a.output();
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
            DiagnoseCommand.gather(dir, NodeDumps.recordedHosts(dir), err);
        }
        Analysis.print(format, analysis.diagnose(dir, err), out);
        return 0;
    }
}
