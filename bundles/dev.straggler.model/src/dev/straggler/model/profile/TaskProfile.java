package dev.straggler.model.profile;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * One task's communication profile: its {@link ControlFeatures} and, per MPI call site, what it communicated there
 * ({@link CallSiteProfile}; at most one per stack, in the recorder's order), and when the profile was written
 * ({@link ProfileEnd}). The "observation" part of Vrisha (§4) is derived from the call sites. Immutable; build one with
 * {@link #builder(ControlFeatures)}.
 */
public final class TaskProfile {

    private final ControlFeatures control;
    private final List<CallSiteProfile> callSites;
    private final ProfileEnd end;
    private final Map<CallStack, CallSiteProfile> byStack;

    /**
     * A task's profile.
     *
     * @param control   the task's control features
     * @param callSites its call sites, each stack once (copied)
     * @param end       when the profile was written
     */
    public TaskProfile(ControlFeatures control, List<CallSiteProfile> callSites, ProfileEnd end) {
        if (control == null || end == null) {
            throw new IllegalArgumentException("a task profile needs its control features and how it ended");
        }
        LinkedHashMap<CallStack, CallSiteProfile> map = new LinkedHashMap<>();
        for (CallSiteProfile site : callSites) {
            if (map.put(site.stack(), site) != null) {
                throw new IllegalArgumentException("rank " + control.rank() + ": call site listed twice: "
                        + site.stack());
            }
        }
        this.control = control;
        this.callSites = List.copyOf(callSites);
        this.end = end;
        this.byStack = Collections.unmodifiableMap(map);
    }

    /** A builder for a task with these control features. */
    public static Builder builder(ControlFeatures control) {
        return new Builder(control);
    }

    /** The control features. */
    public ControlFeatures control() {
        return control;
    }

    /** The rank (of the control features). */
    public int rank() {
        return control.rank();
    }

    /** The call sites, in the recorder's order (unmodifiable). */
    public List<CallSiteProfile> callSites() {
        return callSites;
    }

    /** The profile of the call site with this stack, {@code null} when the task never used it. */
    public CallSiteProfile callSite(CallStack stack) {
        return byStack.get(stack);
    }

    /** When the profile was written. */
    public ProfileEnd end() {
        return end;
    }

    /** Bytes sent plus received over all call sites. */
    public long volume() {
        long v = 0;
        for (CallSiteProfile s : callSites) {
            v += s.volume();
        }
        return v;
    }

    /** This profile with every frame mapped (e.g. symbolized). */
    public TaskProfile mapFrames(UnaryOperator<ProfileFrame> f) {
        List<CallSiteProfile> sites = new ArrayList<>(callSites.size());
        for (CallSiteProfile s : callSites) {
            sites.add(s.mapFrames(f));
        }
        return new TaskProfile(control, sites, end);
    }

    @Override
    public String toString() {
        return "task " + control + " (" + callSites.size() + " call sites, " + end + ")";
    }

    /**
     * Builds a task profile call by call or site by site: traffic added twice for one stack and call is summed, and
     * the ordinals widen to cover both.
     */
    public static final class Builder {
        private final ControlFeatures control;
        private final LinkedHashMap<CallStack, Map<String, Traffic>> traffic = new LinkedHashMap<>();
        private final HashMap<CallStack, long[]> ordinals = new HashMap<>();
        private ProfileEnd end = ProfileEnd.FINALIZED;

        private Builder(ControlFeatures control) {
            this.control = control;
        }

        /** Adds traffic of call {@code call} at {@code stack}. */
        public Builder add(CallStack stack, String call, Traffic t) {
            traffic.computeIfAbsent(stack, s -> new LinkedHashMap<>()).merge(call, t, Traffic::plus);
            ordinals.putIfAbsent(stack, new long[] {CallSiteProfile.UNKNOWN_ORDINAL, CallSiteProfile.UNKNOWN_ORDINAL});
            return this;
        }

        /** Adds a call site's traffic and ordinals. */
        public Builder add(CallSiteProfile site) {
            site.byCall().forEach((call, t) -> add(site.stack(), call, t));
            widen(site.stack(), site.firstCall(), site.lastCall());
            return this;
        }

        /** Adds traffic of call {@code call} at {@code stack} with the ordinals of its first and last call. */
        public Builder add(CallStack stack, String call, Traffic t, long firstCall, long lastCall) {
            add(stack, call, t);
            widen(stack, firstCall, lastCall);
            return this;
        }

        private void widen(CallStack stack, long first, long last) {
            long[] o = ordinals.get(stack);
            if (first != CallSiteProfile.UNKNOWN_ORDINAL) {
                o[0] = o[0] == CallSiteProfile.UNKNOWN_ORDINAL ? first : Math.min(o[0], first);
            }
            if (last != CallSiteProfile.UNKNOWN_ORDINAL) {
                o[1] = Math.max(o[1], last);
            }
        }

        /** Sets when the profile was written (default {@link ProfileEnd#FINALIZED}). */
        public Builder end(ProfileEnd value) {
            this.end = value;
            return this;
        }

        /** The profile. */
        public TaskProfile build() {
            List<CallSiteProfile> sites = new ArrayList<>(traffic.size());
            traffic.forEach((stack, calls) -> {
                long[] o = ordinals.get(stack);
                sites.add(new CallSiteProfile(stack, calls, o[0], o[1]));
            });
            return new TaskProfile(control, sites, end);
        }
    }
}
