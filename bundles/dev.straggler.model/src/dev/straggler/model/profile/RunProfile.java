package dev.straggler.model.profile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * One run of a program as the scale analysis sees it: the program ({@link ProgramIdentity}), its command-line
 * arguments, the number of tasks, the profiles of the tasks that wrote one (sorted by rank; a task that died without
 * writing its profile is absent, see {@link #missingRanks()}), and the crash, if the run crashed. {@link #label()}
 * names the run in messages (its dump directory, or e.g. {@code "np=8"}). Immutable.
 */
public final class RunProfile {

    private final String label;
    private final ProgramIdentity program;
    private final List<String> arguments;
    private final int size;
    private final List<TaskProfile> tasks;
    private final Crash crash;

    /**
     * A run.
     *
     * @param label     how messages name the run (a dump directory, {@code "np=8"})
     * @param program   the program the run ran
     * @param arguments the command-line arguments after the program, as given (may be empty)
     * @param size      the number of tasks of the run
     * @param tasks     the tasks' profiles, each rank once, each of {@code size} tasks
     * @param crash     the crash, {@code null} when the run did not crash
     */
    public RunProfile(String label, ProgramIdentity program, List<String> arguments, int size, List<TaskProfile> tasks,
            Crash crash) {
        if (label == null || label.isEmpty()) {
            throw new IllegalArgumentException("a run needs a label for messages");
        }
        if (program == null) {
            throw new IllegalArgumentException(label + ": a run needs its program's identity");
        }
        if (size < 1) {
            throw new IllegalArgumentException(label + ": a run has at least one task: " + size);
        }
        List<TaskProfile> sorted = new ArrayList<>(tasks);
        sorted.sort(Comparator.comparingInt(TaskProfile::rank));
        for (int i = 0; i < sorted.size(); i++) {
            TaskProfile t = sorted.get(i);
            if (t.control().size() != size) {
                throw new IllegalArgumentException(label + ": rank " + t.rank() + " says the run has "
                        + t.control().size() + " tasks, the run has " + size);
            }
            if (i > 0 && sorted.get(i - 1).rank() == t.rank()) {
                throw new IllegalArgumentException(label + ": two profiles of rank " + t.rank());
            }
        }
        if (crash != null && crash.rank() >= size) {
            throw new IllegalArgumentException(label + ": the crashed rank " + crash.rank() + " is not a rank of "
                    + size + " tasks");
        }
        this.label = label;
        this.program = program;
        this.arguments = List.copyOf(arguments == null ? List.of() : arguments);
        this.size = size;
        this.tasks = List.copyOf(sorted);
        this.crash = crash;
    }

    /** A run of {@code tasks.size()} tasks that did not crash, with no arguments recorded. */
    public static RunProfile of(String label, ProgramIdentity program, List<TaskProfile> tasks) {
        return new RunProfile(label, program, List.of(), tasks.isEmpty() ? 1 : tasks.get(0).control().size(), tasks,
                null);
    }

    /** How messages name the run. */
    public String label() {
        return label;
    }

    /** The program. */
    public ProgramIdentity program() {
        return program;
    }

    /** The command-line arguments after the program (unmodifiable). */
    public List<String> arguments() {
        return arguments;
    }

    /** The number of tasks of the run. */
    public int size() {
        return size;
    }

    /** The tasks' profiles, sorted by rank (unmodifiable). */
    public List<TaskProfile> tasks() {
        return tasks;
    }

    /** The profile of {@code rank}, {@code null} when it has none. */
    public TaskProfile task(int rank) {
        int lo = 0;
        int hi = tasks.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int r = tasks.get(mid).rank();
            if (r == rank) {
                return tasks.get(mid);
            } else if (r < rank) {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return null;
    }

    /** The ranks {@code 0..size-1} without a profile, ascending. */
    public List<Integer> missingRanks() {
        List<Integer> missing = new ArrayList<>();
        int next = 0;
        for (TaskProfile t : tasks) {
            while (next < t.rank()) {
                missing.add(next++);
            }
            next = t.rank() + 1;
        }
        while (next < size) {
            missing.add(next++);
        }
        return missing;
    }

    /** The crash, {@code null} when the run did not crash. */
    public Crash crash() {
        return crash;
    }

    /** This run with every frame of every stack mapped (e.g. symbolized once per distinct frame). */
    public RunProfile mapFrames(UnaryOperator<ProfileFrame> f) {
        List<TaskProfile> mapped = new ArrayList<>(tasks.size());
        for (TaskProfile t : tasks) {
            mapped.add(t.mapFrames(f));
        }
        Crash c = crash == null ? null : new Crash(crash.rank(), crash.reason(), crash.stack().map(f));
        return new RunProfile(label, program, arguments, size, mapped, c);
    }

    @Override
    public String toString() {
        return label + " (" + program.describe() + ", " + size + " tasks, " + tasks.size() + " profiles"
                + (crash == null ? "" : ", crashed in rank " + crash.rank()) + ")";
    }
}
