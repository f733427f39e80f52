package dev.straggler.core.report;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

import dev.straggler.model.traces.FunctionTable;
import dev.straggler.model.traces.Trace;
import dev.straggler.model.traces.TraceEvent;
import dev.straggler.model.traces.TraceFiles.Summary;

/**
 * A run's call traces (docs/dump-format.md "Trace files") as text: the summary of every trace ({@code straggler trace},
 * {@code --summary}) and the events of one ({@code --print}).
 */
public final class TraceReport {

    private TraceReport() {
    }

    /**
     * Per task and thread: events, distinct functions, raw and stored bytes, their ratio and how the trace ends, then
     * the totals; an unreadable file is one line saying why.
     */
    public static String summaryText(Path dir, List<Summary> all) {
        StringBuilder out = new StringBuilder();
        out.append("traces in ").append(dir).append(" (raw: 4 bytes per event + definitions; stored: the file)\n");
        out.append(String.format(Locale.ROOT, "%-10s %14s %10s %14s %12s %10s  %s%n", "task.thread", "events",
                "functions", "raw bytes", "stored", "ratio", "ends"));
        long events = 0, raw = 0, stored = 0;
        for (Summary s : all) {
            if (s.error() != null) {
                out.append("unreadable: ").append(s.error()).append('\n');
                continue;
            }
            String name = s.key() + (s.mpiThread() ? "" : s.ompThread() >= 0 ? " (OpenMP " + s.ompThread() + ")" : "");
            out.append(String.format("%-10s %14d %10d %14d %12d %9.1fx  %s%n", name, s.events(), s.distinctFunctions(),
                    s.rawBytes(), s.storedBytes(), s.storedBytes() > 0 ? (double) s.rawBytes() / s.storedBytes() : 0.0,
                    s.ending()));
            events += s.events();
            raw += s.rawBytes();
            stored += s.storedBytes();
        }
        out.append(String.format("%-10s %14d %10s %14d %12d %9.1fx%n", "all", events, "", raw, stored,
                stored > 0 ? (double) raw / stored : 0.0));
        return out.toString();
    }

    /**
     * The events of {@code trace} to {@code line}, one a line as they are read: "enter f", "exit f", "MPI_Send" (an
     * MPI call's entry), "exit MPI_Send", functions named by {@code functions}.
     */
    public static void eventsText(Trace trace, FunctionTable functions, Consumer<String> line) {
        trace.accept((kind, function) -> {
            String name = functions.name(function);
            line.accept(kind == TraceEvent.ENTER ? "enter " + name : kind == TraceEvent.EXIT ? "exit " + name : name);
        });
    }
}
