package dev.straggler.internal.core.traces;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import dev.straggler.model.traces.FunctionTable;
import dev.straggler.model.traces.Trace;
import dev.straggler.model.traces.TraceInputException;
import dev.straggler.model.traces.TraceKey;
import dev.straggler.model.traces.TraceSet;

/**
 * The checks that stop a comparison before it reads traces it cannot use, each with one message that names the
 * problem, where it is, and what to do ({@link TraceInputException}).
 */
public final class TraceInputs {

    private TraceInputs() {
    }

    /** Checks that {@code normal} and {@code faulty} can be compared trace by trace (one build: see below). */
    public static List<String> checkPair(TraceSet normal, TraceSet faulty) {
        return checkPair(normal, faulty, false);
    }

    /**
     * Checks that {@code normal} and {@code faulty} can be compared trace by trace; returns what the user should be
     * told about it. One program: the same build id, wherever the executables were (paths may differ); different
     * build ids are refused unless {@code allowRebuild} (then a note). When a run records no build id (an older
     * runtime, no job.info), the executables' paths decide, and a note says so.
     */
    public static List<String> checkPair(TraceSet normal, TraceSet faulty, boolean allowRebuild) {
        checkNotEmpty(normal, "normal run");
        checkNotEmpty(faulty, "faulty run");
        List<String> notes = new ArrayList<>();
        String pn = normal.program(), pf = faulty.program();
        String bn = normal.buildId(), bf = faulty.buildId();
        if (bn != null && bf != null) {
            if (!bn.equals(bf)) {
                if (!allowRebuild) {
                    throw new TraceInputException("The normal run (" + normal.source() + ") and the faulty run ("
                            + faulty.source() + ") ran different builds (build id " + bn + (pn == null ? "" : " of " + pn)
                            + ", build id " + bf + (pf == null ? "" : " of " + pf) + "): compare two runs of the same"
                            + " executable (choose the fault by input or environment), or, when the faulty run's"
                            + " executable is a rebuild of the same program, allow rebuilds (straggler diff --rebuilt).");
                }
                notes.add("The runs used different builds of the program (build ids " + bn + " and " + bf
                        + "), compared as one program as asked: functions are paired by name.");
            }
        } else {
            String without = bn == null && bf == null ? "Neither run records"
                    : "The " + (bn == null ? "normal run (" + normal.source() : "faulty run (" + faulty.source())
                            + ") does not record";
            notes.add(without + " its executable's build id (recorded by an older runtime, or its job.info is"
                    + " missing): the runs are taken for one program by the executable's path"
                    + (pn != null && pf != null ? " (" + (pn.equals(pf) ? pn : pn + " and " + pf) + ")" : "") + ".");
            if (pn != null && pf != null && !pn.equals(pf)) {
                throw new TraceInputException("The normal run (" + normal.source() + ") and the faulty run ("
                        + faulty.source() + ") are traces of different programs (" + pn + " and " + pf
                        + "): compare two runs of the same program.");
            }
        }
        if (normal.worldSize() >= 0 && faulty.worldSize() >= 0 && normal.worldSize() != faulty.worldSize()) {
            throw new TraceInputException("The normal run (" + normal.source() + ") has " + normal.worldSize()
                    + " ranks and the faulty run (" + faulty.source() + ") " + faulty.worldSize()
                    + ": traces are compared rank by rank, so record both runs with the same number of ranks.");
        }
        checkRanks(normal, "normal run");
        checkRanks(faulty, "faulty run");
        Set<Integer> ranksN = ranks(normal.keys()), ranksF = ranks(faulty.keys());
        if (!ranksN.equals(ranksF)) {
            Set<Integer> onlyN = new TreeSet<>(ranksN), onlyF = new TreeSet<>(ranksF);
            onlyN.removeAll(ranksF);
            onlyF.removeAll(ranksN);
            String which = !onlyN.isEmpty()
                    ? "the faulty run (" + faulty.source() + ") has no trace for " + plural(onlyN, "rank") + " "
                            + ranges(onlyN) + " that the normal run has"
                    : "the normal run (" + normal.source() + ") has no trace for " + plural(onlyF, "rank") + " "
                            + ranges(onlyF) + " that the faulty run has";
            throw new TraceInputException("A rank is missing: " + which
                    + ". Record the runs again with tracing on for every rank.");
        }
        if (!new HashSet<>(normal.keys()).equals(new HashSet<>(faulty.keys()))) {
            List<TraceKey> onlyN = new ArrayList<>(normal.keys()), onlyF = new ArrayList<>(faulty.keys());
            onlyN.removeAll(faulty.keys());
            onlyF.removeAll(normal.keys());
            throw new TraceInputException("The runs have different threads: " + (onlyN.isEmpty() ? ""
                    : "only the normal run (" + normal.source() + ") has traces " + keys(onlyN))
                    + (onlyN.isEmpty() || onlyF.isEmpty() ? "" : "; ")
                    + (onlyF.isEmpty() ? "" : "only the faulty run (" + faulty.source() + ") has traces " + keys(onlyF))
                    + " (rank.thread). Threads are paired by their logical number, so both runs must record the same"
                    + " threads of every rank.");
        }
        if ((pn == null || pf == null) && !shareAName(normal.functions(), faulty.functions())) {
            throw new TraceInputException("The normal run (" + normal.source() + ") and the faulty run ("
                    + faulty.source() + ") have no function name in common, so they are traces of different"
                    + " programs: compare two runs of the same program.");
        }
        checkNoEmptyTrace(normal, "normal run");
        checkNoEmptyTrace(faulty, "faulty run");
        return notes;
    }

    /** Checks one run on its own: it has traces, no rank of its world lacks one, no trace is empty. */
    public static void checkRun(TraceSet run, String role) {
        checkNotEmpty(run, role);
        checkRanks(run, role);
        checkNoEmptyTrace(run, role);
    }

    private static void checkNotEmpty(TraceSet run, String role) {
        if (run.keys().isEmpty()) {
            throw new TraceInputException("The " + role + " (" + run.source()
                    + ") holds no trace: record it with call tracing on.");
        }
    }

    private static void checkRanks(TraceSet run, String role) {
        int world = run.worldSize();
        Set<Integer> present = ranks(run.keys());
        if (world >= 0) {
            Set<Integer> missing = new TreeSet<>();
            for (int r = 0; r < world; r++) {
                if (!present.contains(r)) {
                    missing.add(r);
                }
            }
            if (!missing.isEmpty()) {
                throw new TraceInputException("A rank is missing: the " + role + " (" + run.source() + ") has no trace for "
                        + plural(missing, "rank") + " " + ranges(missing) + " of its " + world
                        + " ranks. Record the run again with tracing on for every rank (a trace file may have been"
                        + " deleted or not written).");
            }
            Set<Integer> beyond = new TreeSet<>();
            for (int r : present) {
                if (r >= world) {
                    beyond.add(r);
                }
            }
            if (!beyond.isEmpty()) {
                throw new TraceInputException("The " + role + " (" + run.source() + ") has traces of "
                        + plural(beyond, "rank") + " " + ranges(beyond) + " but only " + world
                        + " ranks: its traces come from different runs. Record it again into an empty directory.");
            }
        }
    }

    private static void checkNoEmptyTrace(TraceSet run, String role) {
        List<TraceKey> empty = new ArrayList<>();
        for (TraceKey k : run.keys()) {
            Trace t = run.trace(k);
            if (t == null || t.isEmpty()) {
                empty.add(k);
            }
        }
        if (!empty.isEmpty()) {
            throw new TraceInputException("The " + role + " (" + run.source() + ") has "
                    + (empty.size() == 1 ? "an empty trace: " : empty.size() + " empty traces: ") + keys(empty)
                    + " (rank.thread) recorded no event. Record the run again; if those threads call no traced"
                    + " function, trace functions as well as MPI calls, or leave them out of the recording.");
        }
    }

    private static boolean shareAName(FunctionTable a, FunctionTable b) {
        Set<String> names = new HashSet<>();
        for (int i = 0; i < a.size(); i++) {
            names.add(a.name(i));
        }
        for (int i = 0; i < b.size(); i++) {
            if (names.contains(b.name(i))) {
                return true;
            }
        }
        return a.size() == 0 && b.size() == 0;
    }

    private static Set<Integer> ranks(Collection<TraceKey> keys) {
        Set<Integer> r = new TreeSet<>();
        for (TraceKey k : keys) {
            r.add(k.rank());
        }
        return r;
    }

    private static String plural(Collection<?> c, String word) {
        return c.size() == 1 ? word : word + "s";
    }

    private static String keys(List<TraceKey> keys) {
        StringBuilder b = new StringBuilder();
        int shown = 0;
        for (TraceKey k : keys) {
            if (shown++ == 10) {
                b.append(", ... (").append(keys.size()).append(" in all)");
                break;
            }
            b.append(b.isEmpty() ? "" : ", ").append(k);
        }
        return b.toString();
    }

    /** Sorted integers as ranges: {@code 3, 7-9}. */
    public static String ranges(Collection<Integer> values) {
        StringBuilder b = new StringBuilder();
        Integer start = null, prev = null;
        for (int v : new TreeSet<>(values)) {
            if (prev != null && v == prev + 1) {
                prev = v;
                continue;
            }
            if (start != null) {
                append(b, start, prev);
            }
            start = v;
            prev = v;
        }
        if (start != null) {
            append(b, start, prev);
        }
        return b.toString();
    }

    private static void append(StringBuilder b, int start, int end) {
        b.append(b.isEmpty() ? "" : ", ").append(start);
        if (end > start) {
            b.append(end == start + 1 ? ", " : "-").append(end);
        }
    }
}
