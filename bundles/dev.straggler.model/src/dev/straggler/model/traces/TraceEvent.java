package dev.straggler.model.traces;

/**
 * One event of a trace, packed into an {@code int} so that a pass over a trace allocates nothing per event:
 * {@code function << 2 | kind}. The function is an id of the run's {@link FunctionTable} (0 ≤ id ≤
 * {@link #MAX_FUNCTION}).
 * <ul>
 * <li>{@link #ENTER}: a function was entered (e.g. {@code __cyg_profile_func_enter} of an
 * {@code -finstrument-functions} build).</li>
 * <li>{@link #EXIT}: a function returned ({@code __cyg_profile_func_exit}). A recorder that also records the
 * return of an MPI call writes an {@code EXIT} with the call's id.</li>
 * <li>{@link #MPI_CALL}: an MPI call, recorded once when it is entered (the runtime's wrapper); a call that never
 * returned (a hang) is therefore the trace's last MPI event.</li>
 * </ul>
 */
public final class TraceEvent {

    /** A function was entered. */
    public static final int ENTER = 0;
    /** A function returned. */
    public static final int EXIT = 1;
    /** An MPI call (one event, at its entry). */
    public static final int MPI_CALL = 2;

    /** The largest function id an event can carry. */
    public static final int MAX_FUNCTION = (1 << 29) - 1;

    private TraceEvent() {
    }

    /** The packed event {@code function << 2 | kind}. */
    public static int pack(int kind, int function) {
        if (kind < ENTER || kind > MPI_CALL) {
            throw new IllegalArgumentException("unknown event kind " + kind);
        }
        if (function < 0 || function > MAX_FUNCTION) {
            throw new IllegalArgumentException("function id out of range: " + function);
        }
        return function << 2 | kind;
    }

    /** The kind of a packed event: {@link #ENTER}, {@link #EXIT} or {@link #MPI_CALL}. */
    public static int kind(int event) {
        return event & 3;
    }

    /** The function id of a packed event. */
    public static int function(int event) {
        return event >>> 2;
    }

    /** {@code "enter"}, {@code "exit"} or {@code "mpi"}, for messages and printing. */
    public static String kindName(int kind) {
        return switch (kind) {
            case ENTER -> "enter";
            case EXIT -> "exit";
            case MPI_CALL -> "mpi";
            default -> "kind " + kind;
        };
    }
}
