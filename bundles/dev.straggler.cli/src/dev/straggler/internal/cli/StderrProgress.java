package dev.straggler.internal.cli;

import java.io.PrintStream;
import java.util.Locale;

import dev.straggler.core.traces.TraceProgress;

/**
 * {@code straggler diff}'s long steps on stderr: a step with at least {@value #LONG_STEP} units of work, or still
 * running after {@value #SLOW_SECONDS} s, gets a line, then one every {@value #EVERY_SECONDS} s while it runs.
 */
final class StderrProgress implements TraceProgress {
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
