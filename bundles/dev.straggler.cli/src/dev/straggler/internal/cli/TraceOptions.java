package dev.straggler.internal.cli;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import dev.straggler.core.traces.TraceAnalysis;
import dev.straggler.core.traces.TraceFilter;

/**
 * The options {@code diff} and {@code nlr} share: {@code --filter F} (repeatable), {@code -K N,...} (or {@code auto}:
 * {@link TraceAnalysis#AUTO_K}), {@code --rank R},
 * {@code --thread T}.
 */
final class TraceOptions {

    final List<TraceFilter> filters = new ArrayList<>();
    final Set<Integer> ks = new LinkedHashSet<>();
    /** -1: not given. */
    int rank = -1;
    int thread;

    /** Takes the current argument (and its value) when it is one of these options; else false. */
    boolean accept(Args a) throws UsageException {
        String option = a.current();
        switch (option) {
        case "--filter", "-f" -> {
            try {
                filters.add(TraceFilter.parse(a.value()));
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
        }
        case "-K", "-k", "--k" -> {
            for (String v : list(a.value())) {
                ks.add(v.equals("auto") ? TraceAnalysis.AUTO_K : Args.count(option, v));
            }
        }
        case "--rank" -> rank = a.index();
        case "--thread" -> thread = a.index();
        default -> {
            return false;
        }
        }
        return true;
    }

    /** The values of a comma-separated option value, trimmed, in lower case, the empty ones left out. */
    static List<String> list(String v) {
        List<String> out = new ArrayList<>();
        for (String s : v.split(",")) {
            if (!s.isBlank()) {
                out.add(s.strip().toLowerCase(Locale.ROOT));
            }
        }
        return out;
    }
}
