package dev.straggler.core.traces;

/**
 * One entry of a nested loop representation: a call (or return) of a function, or a loop — a body from the
 * comparison's loop table repeated {@code count} times (DiffTrace Table III: {@code L0^2}).
 */
public sealed interface NlrEntry permits NlrEntry.Call, NlrEntry.Loop {

    /** A function call, or its return when {@code exit}; printed {@code name}, or {@code /name} for a return. */
    record Call(String function, boolean exit) implements NlrEntry {
        @Override
        public String toString() {
            return exit ? "/" + function : function;
        }
    }

    /** Loop body {@code id} repeated {@code count} times; printed {@code L<id>^<count>}. */
    record Loop(int id, int count) implements NlrEntry {
        /** {@code L<id>}, the body's name. */
        public String name() {
            return "L" + id;
        }

        @Override
        public String toString() {
            return "L" + id + "^" + count;
        }
    }
}
