package dev.straggler.internal.cli;

import java.io.PrintStream;
import java.nio.file.Path;

import dev.straggler.core.report.TraceDiffReport;
import dev.straggler.core.traces.NlrSequence;
import dev.straggler.core.traces.TraceAnalysis;
import dev.straggler.core.traces.TraceDiff;
import dev.straggler.core.traces.TraceFilter;
import dev.straggler.model.traces.TraceInputException;
import dev.straggler.model.traces.TraceKey;
import dev.straggler.model.traces.TraceSet;

/**
 * {@code straggler nlr DIR --rank R [--thread T] [--filter F] [-K N] [--arguments]}: one trace's nested loop
 * representation (DiffTrace).
 */
final class NlrCommand implements Command {

    @Override
    public String name() {
        return "nlr";
    }

    @Override
    public String usage() {
        return """
                  straggler nlr DIR --rank R [--thread T] [--filter F] [-K N] [--arguments]
                      the nested loop representation of one trace (default thread 0, filter ret,mpi, K from the
                      data), MPI calls with their arguments when asked, then the loop bodies
                """;
    }

    @Override
    public int run(Args a, PrintStream out, PrintStream err) throws UsageException, UserError {
        TraceOptions o = new TraceOptions();
        boolean arguments = false;
        while (a.next()) {
            if (o.accept(a)) {
                continue;
            }
            if (a.current().equals("--arguments")) {
                arguments = true;
            } else if (a.isOption()) {
                throw new UsageException("unknown option " + a.current() + " of nlr");
            } else {
                a.positional();
            }
        }
        if (a.positionals().size() != 1) {
            throw new UsageException("nlr needs one trace directory (and --rank R)");
        }
        if (o.rank < 0) {
            throw new UsageException("nlr needs --rank R: the rank whose trace to reduce");
        }
        if (o.filters.size() > 1 || o.ks.size() > 1) {
            throw new UsageException("nlr takes one --filter and one -K");
        }
        TraceFilter filter = o.filters.isEmpty() ? TraceFilter.mpi() : o.filters.get(0);
        int k = o.ks.isEmpty() ? TraceAnalysis.AUTO_K : o.ks.iterator().next();
        try {
            TraceSet run = TraceDiff.open(Path.of(a.positionals().get(0)), "run");
            NlrSequence s = TraceAnalysis.nlr(run, new TraceKey(o.rank, o.thread), filter, k, arguments);
            out.print(TraceDiffReport.nlrText(run, s, filter, arguments));
            return 0;
        } catch (TraceInputException e) {
            throw new UserError(e.getMessage());
        }
    }
}
