package dev.straggler.core.scale;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.straggler.model.profile.CallSiteProfile;
import dev.straggler.model.profile.CallStack;
import dev.straggler.model.profile.ProfileFrame;
import dev.straggler.model.profile.TaskProfile;

/**
 * The communication volume of one call site in two processes, e.g. one rank at a training scale and at the checked
 * scale (Vrisha Fig. 4: call sites on one axis, volume on the other): bytes sent plus received and the share of the
 * process's whole volume.
 *
 * @param stack  the call site
 * @param calls  the MPI calls made there, joined with "/" (as {@link CallSiteProfile#calls()}, from either process)
 * @param first  the volume in the first process (0 when it never used the site)
 * @param second the volume in the second process
 * @param firstShare  its share of the first process's volume (0 to 1)
 * @param secondShare its share of the second process's volume
 */
public record CallSiteVolume(CallStack stack, String calls, long first, long second, double firstShare,
        double secondShare) {

    /**
     * Every call site of either process: the first process's sites in its order, then the second's other sites, each
     * with both volumes.
     */
    public static List<CallSiteVolume> compare(TaskProfile first, TaskProfile second) {
        Map<CallStack, String> calls = new LinkedHashMap<>();
        for (TaskProfile t : List.of(first, second)) {
            for (CallSiteProfile s : t.callSites()) {
                calls.putIfAbsent(s.stack(), s.calls());
            }
        }
        double a = first.volume();
        double b = second.volume();
        List<CallSiteVolume> out = new ArrayList<>();
        calls.forEach((stack, call) -> {
            CallSiteProfile x = first.callSite(stack);
            CallSiteProfile y = second.callSite(stack);
            long va = x == null ? 0 : x.volume();
            long vb = y == null ? 0 : y.volume();
            out.add(new CallSiteVolume(stack, call, va, vb, a > 0 ? va / a : 0, b > 0 ? vb / b : 0));
        });
        return out;
    }

    /**
     * The frame that names the site to a user: the innermost frame with a source line (the application's call of
     * MPI), else the innermost frame; {@code null} for an empty stack.
     */
    public ProfileFrame site() {
        return siteFrame(stack);
    }

    /**
     * The frame that names a call site to a user: the innermost frame with a source line, else the innermost frame;
     * {@code null} for an empty stack.
     */
    public static ProfileFrame siteFrame(CallStack stack) {
        for (ProfileFrame f : stack) {
            if (f.hasSourceLocation()) {
                return f;
            }
        }
        return stack.depth() > 0 ? stack.frame(0) : null;
    }
}
