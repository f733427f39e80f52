package dev.straggler.core.stacks;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import dev.straggler.model.Frame;
import dev.straggler.model.Job;
import dev.straggler.model.RankSet;
import dev.straggler.model.Task;

/** Stack traces from a job's dumps, and how they are prepared for the tree. */
public final class StackTraces {

    /** An MPI entry point: C ({@code MPI_Barrier}, {@code PMPI_Barrier}) or Fortran ({@code mpi_barrier_}). */
    private static final Pattern MPI_ENTRY = Pattern.compile("P?MPI_[A-Z][A-Za-z0-9_]*|p?mpi_[a-z0-9_]*[a-z0-9]__?");

    private StackTraces() {
    }

    /** The traces of a job and the ranks without one. */
    public record FromJob(List<StackTrace> traces, RankSet withoutStack) {
    }

    /**
     * The sampled stack of the MPI thread of every task of {@code job} (symbolize the job first: frames without a
     * function merge per module). Tasks whose sample failed are in {@link FromJob#withoutStack()}.
     */
    public static FromJob fromJob(Job job) {
        List<StackTrace> traces = new ArrayList<>(job.getTasks().size());
        RankSet.Builder without = RankSet.builder();
        for (Task task : job.getTasks()) {
            if (!task.isStackSampled() || task.getStack().isEmpty()) {
                without.add(task.getRank());
                continue;
            }
            List<StackFrame> frames = new ArrayList<>(task.getStack().size());
            for (Frame f : task.getStack()) {
                frames.add(new StackFrame(emptyToNull(f.getFunction()), emptyToNull(f.getFile()), Math.max(0, f.getLine()),
                        f.getModule() == null ? null : f.getModule().getPath()));
            }
            traces.add(new StackTrace(task.getRank(), frames));
        }
        return new FromJob(traces, without.build());
    }

    /**
     * The stack as a user of MPI reads it: the frames inside the MPI library (and inside the runtime's wrapper) below
     * the outermost MPI entry point are dropped, and that entry point becomes the innermost frame, named as the
     * application calls it ({@code PMPI_Barrier} → {@code MPI_Barrier}) and without a line (the line of a library's
     * internals is noise and differs between a wrapped and an unwrapped library). Where two tasks wait in the same
     * MPI call, their stacks then agree whatever the library's progress engine was doing at the sample.
     */
    public static List<StackFrame> withoutMpiInternals(List<StackFrame> frames) {
        for (int i = frames.size() - 1; i >= 0; i--) {
            StackFrame f = frames.get(i);
            String fn = f.function();
            if (fn != null && MPI_ENTRY.matcher(fn).matches()) {
                String name = fn.charAt(0) == 'P' || fn.charAt(0) == 'p' ? fn.substring(1) : fn;
                List<StackFrame> out = new ArrayList<>(frames.size() - i);
                out.add(new StackFrame(name, null, 0, null));
                out.addAll(frames.subList(i + 1, frames.size()));
                return out;
            }
        }
        return frames;
    }

    /** {@link #withoutMpiInternals(List)} of every trace. */
    public static List<StackTrace> withoutMpiInternals(List<StackTrace> traces, boolean keepInternals) {
        if (keepInternals) {
            return traces;
        }
        List<StackTrace> out = new ArrayList<>(traces.size());
        for (StackTrace t : traces) {
            out.add(new StackTrace(t.rank(), t.thread(), withoutMpiInternals(t.frames())));
        }
        return out;
    }

    private static String emptyToNull(String s) {
        return s == null || s.isEmpty() ? null : s;
    }
}
