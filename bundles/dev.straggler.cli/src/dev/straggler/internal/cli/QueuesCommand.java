package dev.straggler.internal.cli;

import java.io.PrintStream;
import java.nio.file.Path;

import dev.straggler.core.progress.DumpAnalysis;
import dev.straggler.core.queues.MessageQueues;
import dev.straggler.core.report.MessageQueuesReport;

/**
 * {@code straggler queues DIR [--json] [--pdg ALG]}: the message queues of a hang (a parallel debugger's message-queue
 * window, for a dump directory): every task's blocked call and pending operations (with their sizes and a rooted
 * collective's root), grouped like the PDG, unmatched operations, the notes on what does not fit and cycles of waits
 * marked. Printed by {@link MessageQueuesReport}.
 */
final class QueuesCommand implements Command {

    @Override
    public String name() {
        return "queues";
    }

    @Override
    public String usage() {
        return """
                  straggler queues DIR [--json] [--pdg dist|semi-dist|loop-aware]
                      the message queues at the hang: per task group of the PDG, per task, the operations of its
                      blocked call and its other pending requests (send/receive/probe/collective, peer, tag,
                      communicator, size, a rooted collective's root), each classified by the counts of what its
                      partner posted (matched: by the partner's call and line, only the completion is pending;
                      UNMATCHED: the partner posted fewer, how many; PEER FINISHED: the peer reached MPI_Finalize;
                      UNKNOWN: why; a collective: waiting for the members not in it), with a hint when the partner
                      posted one with another tag or communicator, and what does not fit (a message larger than the
                      receive's buffer, members naming different roots), and the cycles of waits.
                      --json: {"groups", "cycles", "unmatched", "noted", "waitFactsKnown"}
                """;
    }

    @Override
    public int run(Args a, PrintStream out, PrintStream err) throws UsageException, UserError {
        Analysis analysis = new Analysis();
        while (a.next()) {
            if (analysis.accept(a, false)) {
                continue;
            }
            if (a.current().equals("--json")) {
                a.output();
            } else if (a.isOption()) {
                throw new UsageException("unknown option " + a.current());
            } else {
                a.positional();
            }
        }
        Path dir = Analysis.directory(a, "queues");
        DumpAnalysis.Result r = analysis.diagnose(dir, err);
        MessageQueues.Report q = MessageQueues.of(r.job(), r.diagnosis());
        if (!q.waitFactsKnown()) {
            err.println("straggler: the dumps in " + dir + " predate dump format 1.3: they do not record the parts of"
                    + " waits (peers, tags, communicators); run the job again with this runtime");
        }
        if (a.format() == Args.Format.JSON) {
            out.println(MessageQueuesReport.jsonText(q));
        } else {
            out.print(MessageQueuesReport.text(q));
        }
        return 0;
    }
}
