package dev.straggler.internal.core.stacks;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import dev.straggler.core.stacks.StackFrame;
import dev.straggler.core.stacks.StackTrace;
import dev.straggler.model.Frame;
import dev.straggler.model.Job;
import dev.straggler.model.RankSet;
import dev.straggler.model.Task;
import dev.straggler.model.ThreadStack;

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
     * The sampled stack of the MPI thread of every task of {@code job}, or with {@code allThreads} the sampled stack
     * of every thread of every task (one trace per thread, labelled by the task's rank, as a running job read with
     * {@code --all-threads}). Symbolize the job first: frames without a function merge per module. Tasks without any
     * sampled thread are in {@link FromJob#withoutStack()}; threads that did not answer the sample are left out.
     */
    public static FromJob fromJob(Job job, boolean allThreads) {
        List<StackTrace> traces = new ArrayList<>(job.getTasks().size());
        RankSet.Builder without = RankSet.builder();
        for (Task task : job.getTasks()) {
            int before = traces.size();
            if (allThreads) {
                for (ThreadStack thread : task.getThreads()) {
                    if (!thread.isSampleFailed() && !thread.getFrames().isEmpty()) {
                        traces.add(new StackTrace(task.getRank(), thread.getTid(), stackFrames(thread.getFrames())));
                    }
                }
            } else if (task.isStackSampled() && !task.getStack().isEmpty()) {
                traces.add(new StackTrace(task.getRank(), stackFrames(task.getStack())));
            }
            if (traces.size() == before) {
                without.add(task.getRank());
            }
        }
        return new FromJob(traces, without.build());
    }

    private static List<StackFrame> stackFrames(List<Frame> model) {
        List<StackFrame> frames = new ArrayList<>(model.size());
        for (Frame f : model) {
            frames.add(new StackFrame(emptyToNull(f.getFunction()), emptyToNull(f.getFile()), Math.max(0, f.getLine()),
                    f.getModule() == null ? null : f.getModule().getPath()));
        }
        return frames;
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
