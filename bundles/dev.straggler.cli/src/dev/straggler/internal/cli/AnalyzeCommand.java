package dev.straggler.internal.cli;

import java.io.PrintStream;

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
                      diagnose the dumps of an earlier run
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
        Analysis.print(format, analysis.diagnose(Analysis.directory(a, "analyze"), err), out);
        return 0;
    }
}
