package dev.straggler.core.traces;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Which events of a trace the analysis keeps (DiffTrace §II-A, Table I): a set of {@link FilterKind}s and custom
 * regular expressions. A function call is kept when it is matched by at least one keeping kind or custom expression
 * (by all of them together: a function matched by two filters is still one event), or by everything when there is
 * none, and not removed by {@link FilterKind#PLT}; a return is kept when its function is and
 * {@link FilterKind#RETURNS} is absent. Immutable; equal filters have equal {@link #label()}s.
 */
public final class TraceFilter {

    private static final Map<FilterKind, Pattern> PATTERNS = new EnumMap<>(FilterKind.class);

    static {
        for (FilterKind k : FilterKind.values()) {
            if (k.pattern() != null) {
                PATTERNS.put(k, Pattern.compile(k.pattern()));
            }
        }
    }

    private final Set<FilterKind> kinds;
    private final List<String> custom;
    private final List<Pattern> customPatterns;
    private final List<Pattern> keeping;

    private TraceFilter(Set<FilterKind> kinds, List<String> custom) {
        this.kinds = Collections.unmodifiableSet(kinds.isEmpty() ? EnumSet.noneOf(FilterKind.class) : EnumSet.copyOf(kinds));
        this.custom = List.copyOf(custom);
        this.customPatterns = new ArrayList<>();
        for (String c : custom) {
            customPatterns.add(Pattern.compile(c));
        }
        List<Pattern> keep = new ArrayList<>();
        for (FilterKind k : this.kinds) {
            if (!k.removes()) {
                keep.add(PATTERNS.get(k));
            }
        }
        keep.addAll(customPatterns);
        this.keeping = List.copyOf(keep);
    }

    /** The filter of {@code kinds} (none: keep everything). */
    public static TraceFilter of(FilterKind... kinds) {
        Set<FilterKind> set = EnumSet.noneOf(FilterKind.class);
        Collections.addAll(set, kinds);
        return new TraceFilter(set, List.of());
    }

    /** The paper's case-study filter: returns removed, MPI calls kept. */
    public static TraceFilter mpi() {
        return of(FilterKind.RETURNS, FilterKind.MPI_ALL);
    }

    /**
     * This filter with the custom expression {@code regex} added (searched in function names).
     *
     * @throws IllegalArgumentException with a user-facing message when {@code regex} is not a regular expression
     */
    public TraceFilter withCustom(String regex) {
        try {
            Pattern.compile(regex);
        } catch (PatternSyntaxException e) {
            throw new IllegalArgumentException("The custom filter '" + regex + "' is not a regular expression ("
                    + e.getDescription() + "): write it in Java's regular-expression syntax.", e);
        }
        List<String> c = new ArrayList<>(custom);
        if (!c.contains(regex)) {
            c.add(regex);
        }
        return new TraceFilter(kinds, c);
    }

    /**
     * The filter written as labels or kind names separated by {@code ,} or {@code +} (e.g. {@code ret,mpi} or
     * {@code RETURNS+MPI_ALL}); a token {@code custom:REGEX} takes the rest of the text as a custom expression.
     *
     * @throws IllegalArgumentException with a user-facing message naming the unknown token
     */
    public static TraceFilter parse(String spec) {
        Set<FilterKind> set = EnumSet.noneOf(FilterKind.class);
        String regex = null;
        String rest = spec.strip();
        while (!rest.isEmpty()) {
            if (rest.startsWith("custom:")) {
                regex = rest.substring("custom:".length());
                break;
            }
            int end = 0;
            while (end < rest.length() && rest.charAt(end) != ',' && rest.charAt(end) != '+') {
                end++;
            }
            String token = rest.substring(0, end).strip();
            rest = end < rest.length() ? rest.substring(end + 1).strip() : "";
            if (token.isEmpty()) {
                continue;
            }
            FilterKind k = FilterKind.of(token);
            if (k == null) {
                StringBuilder known = new StringBuilder();
                for (FilterKind f : FilterKind.values()) {
                    known.append(known.isEmpty() ? "" : ", ").append(f.label());
                }
                throw new IllegalArgumentException("Unknown filter '" + token + "': use " + known
                        + " or custom:REGEX, separated by commas.");
            }
            set.add(k);
        }
        TraceFilter f = new TraceFilter(set, List.of());
        return regex == null ? f : f.withCustom(regex);
    }

    /** The predefined kinds of this filter. */
    public Set<FilterKind> kinds() {
        return kinds;
    }

    /** The custom expressions, in the order they were added. */
    public List<String> customPatterns() {
        return custom;
    }

    /** Whether return events are kept. */
    public boolean keepsReturns() {
        return !kinds.contains(FilterKind.RETURNS);
    }

    /** Whether calls of (and, with {@link #keepsReturns()}, returns from) function {@code name} are kept. */
    public boolean keeps(String name) {
        if (kinds.contains(FilterKind.PLT) && PATTERNS.get(FilterKind.PLT).matcher(name).find()) {
            return false;
        }
        if (keeping.isEmpty()) {
            return true;
        }
        for (Pattern p : keeping) {
            if (p.matcher(name).find()) {
                return true;
            }
        }
        return false;
    }

    /**
     * A short name in the spirit of the paper's tables: the kinds' labels in declaration order, then {@code cust}
     * per custom expression, joined by dots ({@code ret.mpi}, {@code ret.plt.mem.cust}); {@code none} for the
     * empty filter.
     */
    public String label() {
        StringBuilder b = new StringBuilder();
        for (FilterKind k : kinds) {
            b.append(b.isEmpty() ? "" : ".").append(k.label());
        }
        for (int i = 0; i < custom.size(); i++) {
            b.append(b.isEmpty() ? "" : ".").append("cust");
        }
        return b.isEmpty() ? "none" : b.toString();
    }

    /** The label, and the custom expressions in brackets. */
    @Override
    public String toString() {
        return custom.isEmpty() ? label() : label() + custom;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TraceFilter f && f.kinds.equals(kinds) && f.custom.equals(custom);
    }

    @Override
    public int hashCode() {
        return Objects.hash(kinds, custom);
    }
}
