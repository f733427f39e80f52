package dev.straggler.core.traces;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Which attributes of a trace's NLR make up the formal context (DiffTrace Table V, attributes {@code atr:freq}), and
 * of which NLR.
 * <p>
 * {@link Entries#SINGLE}: each distinct top-level NLR entry (a call, a return, or a loop identified by its body);
 * its frequency is how often the entry stands for an event sequence of the trace: 1 per occurrence of a call or
 * return, the iteration count per occurrence of a loop ({@code L1^16} counts 16). {@link Entries#DOUBLE}: each
 * distinct pair of consecutive top-level entries; its frequency is its number of occurrences.
 * <p>
 * The attribute is the pair (entry, f(frequency)): {@link Frequency#ACTUAL} keeps the frequency, {@link Frequency#LOG10}
 * keeps ⌊log10(frequency)⌋ (the decade: 1–9, 10–99, ...), {@link Frequency#NONE} drops it (attributes are the entries
 * alone, as in the paper's Table IV). Attributes are discrete, so two traces share {@code L1:16} only when both run
 * that loop 16 times.
 * <p>
 * {@code arguments}: the NLR's calls are MPI calls <em>with their arguments</em> as the recorder described them —
 * peers, tags, bytes ({@link dev.straggler.model.traces.FunctionTable#arguments(int)}): {@code MPI_Irecv(from 1,
 * tag 0, 64 B)} and {@code MPI_Irecv(from 1, tag 0, 128 B)} are different entries, so a wrong count, peer or tag
 * changes the attributes although the calls are the same. Without ({@code false}, the paper's attributes) calls are
 * compared by name. Labelled {@code .args} ({@code sing.actual.args}).
 */
public record AttributeMode(Entries entries, Frequency frequency, boolean arguments) {

    /** Single entries or consecutive pairs of entries. */
    public enum Entries {
        SINGLE("sing"), DOUBLE("doub");

        private final String label;

        Entries(String label) {
            this.label = label;
        }

        /** {@code sing} or {@code doub}, as in the paper's tables. */
        public String label() {
            return label;
        }
    }

    /** How an attribute's frequency counts. */
    public enum Frequency {
        ACTUAL("actual"), LOG10("log10"), NONE("nofreq");

        private final String label;

        Frequency(String label) {
            this.label = label;
        }

        /** {@code actual}, {@code log10} or {@code nofreq}. */
        public String label() {
            return label;
        }

        /** The value the attribute carries for frequency {@code f} ≥ 1 (-1 for {@link #NONE}). */
        public long apply(long f) {
            return switch (this) {
                case ACTUAL -> f;
                case LOG10 -> (long) Math.floor(Math.log10(f));
                case NONE -> -1;
            };
        }
    }

    public AttributeMode {
        if (entries == null || frequency == null) {
            throw new IllegalArgumentException("entries and frequency are required");
        }
    }

    /** The paper's mode: calls compared by name. */
    public AttributeMode(Entries entries, Frequency frequency) {
        this(entries, frequency, false);
    }

    /** All twelve modes: the paper's six (singles first), then the same six with call arguments. */
    public static List<AttributeMode> all() {
        List<AttributeMode> all = new ArrayList<>(paper());
        for (AttributeMode m : paper()) {
            all.add(new AttributeMode(m.entries, m.frequency, true));
        }
        return List.copyOf(all);
    }

    /** The paper's six modes (calls by name), singles first. */
    public static List<AttributeMode> paper() {
        List<AttributeMode> all = new ArrayList<>();
        for (Entries e : Entries.values()) {
            for (Frequency f : Frequency.values()) {
                all.add(new AttributeMode(e, f));
            }
        }
        return List.copyOf(all);
    }

    /** {@code sing.actual}, {@code doub.nofreq}, {@code sing.log10.args}, ... */
    public String label() {
        return entries.label() + "." + frequency.label() + (arguments ? ".args" : "");
    }

    /**
     * The mode written as {@link #label()} ({@code sing.log10}, {@code doub.actual.args}); {@code orig} and
     * {@code none} are accepted for {@code nofreq}.
     *
     * @throws IllegalArgumentException with a user-facing message
     */
    public static AttributeMode parse(String text) {
        String[] parts = text.strip().toLowerCase(Locale.ROOT).split("\\.");
        Entries e = null;
        Frequency f = null;
        boolean args = parts.length == 3 && (parts[2].equals("args") || parts[2].equals("arguments"));
        if (parts.length == 2 || args) {
            for (Entries x : Entries.values()) {
                if (x.label.equals(parts[0]) || x.name().toLowerCase(Locale.ROOT).equals(parts[0])) {
                    e = x;
                }
            }
            for (Frequency x : Frequency.values()) {
                if (x.label.equals(parts[1]) || x.name().toLowerCase(Locale.ROOT).equals(parts[1])) {
                    f = x;
                }
            }
            if (parts[1].equals("orig")) {
                f = Frequency.NONE;
            }
        }
        if (e == null || f == null) {
            throw new IllegalArgumentException("Unknown attributes '" + text
                    + "': write sing or doub, a dot, and actual, log10 or nofreq, and .args to compare MPI calls with"
                    + " their arguments (e.g. sing.log10, sing.actual.args).");
        }
        return new AttributeMode(e, f, args);
    }

    @Override
    public String toString() {
        return label();
    }
}
