package dev.straggler.internal.core.scale;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import dev.straggler.model.profile.CallSiteProfile;
import dev.straggler.model.profile.CallStack;
import dev.straggler.model.profile.Crash;
import dev.straggler.model.profile.ProfileFrame;
import dev.straggler.model.profile.RunProfile;
import dev.straggler.model.profile.TaskProfile;

/**
 * Call sites up to recursion: a recursive function (a tree reduction by halves, a multigrid cycle) calls MPI at a
 * depth that grows with the scale, and each depth is another stack, so a correct run at a larger scale would have
 * "call sites no training run had". A function occurs twice in a stack only through recursion, so a stack is folded
 * by keeping, for each function, its innermost frame (where it made the call that led to MPI) and dropping its outer,
 * recursive ones; for mutual recursion (f, g, f, g) every function keeps its innermost frame likewise. A function
 * is its module, name and file; frames without a function name (not symbolized) are never folded. The sites of one
 * task that fold to one stack are merged (their traffic summed, their ordinals widened), as
 * {@link TaskProfile.Builder} merges them.
 */
public final class RecursionFold {

    private record Function(String module, String name, String file) {
    }

    private RecursionFold() {
    }

    /** The folded stack: each function's innermost frame only; the stack itself when nothing recurses. */
    public static CallStack fold(CallStack stack) {
        Set<Function> seen = new HashSet<>();
        List<ProfileFrame> kept = new ArrayList<>(stack.depth());
        for (ProfileFrame f : stack) {
            if (f.function() == null || seen.add(new Function(f.module(), f.function(), f.file()))) {
                kept.add(f);
            }
        }
        return kept.size() == stack.depth() ? stack : CallStack.of(kept);
    }

    /** The task's profile over folded stacks. */
    public static TaskProfile fold(TaskProfile t) {
        boolean changed = false;
        for (CallSiteProfile s : t.callSites()) {
            changed |= fold(s.stack()) != s.stack();
        }
        if (!changed) {
            return t;
        }
        TaskProfile.Builder b = TaskProfile.builder(t.control()).end(t.end());
        for (CallSiteProfile s : t.callSites()) {
            CallStack folded = fold(s.stack());
            s.byCall().forEach((call, traffic) -> b.add(folded, call, traffic, s.firstCall(), s.lastCall()));
        }
        return b.build();
    }

    /** The run over folded stacks, its crash stack included. */
    public static RunProfile fold(RunProfile run) {
        List<TaskProfile> tasks = new ArrayList<>(run.tasks().size());
        boolean changed = false;
        for (TaskProfile t : run.tasks()) {
            TaskProfile f = fold(t);
            changed |= f != t;
            tasks.add(f);
        }
        Crash crash = run.crash();
        if (crash != null && fold(crash.stack()) != crash.stack()) {
            crash = new Crash(crash.rank(), crash.reason(), fold(crash.stack()));
            changed = true;
        }
        return changed ? new RunProfile(run.label(), run.program(), run.arguments(), run.size(), tasks, crash) : run;
    }
}
