package dev.straggler.core.traces.tests;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * {@code assertThrows} without JUnit's {@code org.junit.jupiter.api.function} package, which this test bundle does
 * not import.
 */
public final class Expect {

    private Expect() {
    }

    /** Runs {@code code} and returns what it threw, which must be a {@code type}; fails when it returns normally. */
    public static <T extends Throwable> T thrown(Class<T> type, Runnable code) {
        try {
            code.run();
        } catch (Throwable t) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
            fail("expected " + type.getSimpleName() + " but got " + t, t);
        }
        return fail("expected " + type.getSimpleName() + ", nothing was thrown");
    }
}
