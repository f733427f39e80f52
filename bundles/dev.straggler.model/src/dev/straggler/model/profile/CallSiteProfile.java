package dev.straggler.model.profile;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

/**
 * One task's communication at one MPI call site: the site's {@link CallStack}, what was communicated there per kind of
 * MPI call ({@code "MPI_Send"}, {@code "MPI_Allgather"}, ...: one site usually has one kind, a site inside a wrapper
 * function of the application may have several), and when the task used the site, as ordinals of the task's MPI
 * calls (0 = the first call the runtime recorded): the first and the last call made there. The ordinals place a
 * crash relative to the sites (Vrisha §5.4.2); {@link #UNKNOWN_ORDINAL} when the recorder did not count.
 */
public final class CallSiteProfile {

    /** Ordinal value when the recorder did not count calls. */
    public static final long UNKNOWN_ORDINAL = -1;

    private final CallStack stack;
    private final Map<String, Traffic> byCall;
    private final long firstCall;
    private final long lastCall;
    private final Traffic total;

    /**
     * A call site's profile.
     *
     * @param stack     the call site
     * @param byCall    traffic per MPI call name (copied; at least one entry)
     * @param firstCall the ordinal of the task's first call at this site, or {@link #UNKNOWN_ORDINAL}
     * @param lastCall  the ordinal of the task's last call at this site, or {@link #UNKNOWN_ORDINAL}
     */
    public CallSiteProfile(CallStack stack, Map<String, Traffic> byCall, long firstCall, long lastCall) {
        if (stack == null) {
            throw new IllegalArgumentException("a call site needs its stack");
        }
        if (byCall == null || byCall.isEmpty()) {
            throw new IllegalArgumentException("a call site needs the traffic of at least one MPI call");
        }
        if (firstCall < UNKNOWN_ORDINAL || lastCall < UNKNOWN_ORDINAL
                || (firstCall != UNKNOWN_ORDINAL && lastCall != UNKNOWN_ORDINAL && lastCall < firstCall)) {
            throw new IllegalArgumentException("call ordinals out of order: first " + firstCall + ", last " + lastCall);
        }
        this.stack = stack;
        TreeMap<String, Traffic> copy = new TreeMap<>();
        Traffic sum = Traffic.NONE;
        for (Map.Entry<String, Traffic> e : byCall.entrySet()) {
            if (e.getKey() == null || e.getKey().isEmpty() || e.getValue() == null) {
                throw new IllegalArgumentException("an MPI call name and its traffic must be given");
            }
            copy.put(e.getKey(), e.getValue());
            sum = sum.plus(e.getValue());
        }
        this.byCall = Collections.unmodifiableMap(copy);
        this.firstCall = firstCall;
        this.lastCall = lastCall;
        this.total = sum;
    }

    /** A call site with one kind of MPI call and no ordinals. */
    public static CallSiteProfile of(CallStack stack, String call, Traffic traffic) {
        return new CallSiteProfile(stack, Map.of(call, traffic), UNKNOWN_ORDINAL, UNKNOWN_ORDINAL);
    }

    /** The call site's stack. */
    public CallStack stack() {
        return stack;
    }

    /** Traffic per MPI call name, sorted by name (unmodifiable). */
    public Map<String, Traffic> byCall() {
        return byCall;
    }

    /** The traffic of all calls at this site. */
    public Traffic total() {
        return total;
    }

    /** Bytes sent plus received at this site. */
    public long volume() {
        return total.volume();
    }

    /** Ordinal of the task's first MPI call at this site, {@link #UNKNOWN_ORDINAL} when not recorded. */
    public long firstCall() {
        return firstCall;
    }

    /** Ordinal of the task's last MPI call at this site, {@link #UNKNOWN_ORDINAL} when not recorded. */
    public long lastCall() {
        return lastCall;
    }

    /** The MPI call names, joined with "/" ({@code "MPI_Send"}, {@code "MPI_Irecv/MPI_Isend"}). */
    public String calls() {
        return String.join("/", byCall.keySet());
    }

    /** This profile with its stack's frames mapped (e.g. symbolized). */
    public CallSiteProfile mapFrames(UnaryOperator<ProfileFrame> f) {
        return new CallSiteProfile(stack.map(f), byCall, firstCall, lastCall);
    }

    @Override
    public String toString() {
        return calls() + " " + total + " at " + stack;
    }
}
