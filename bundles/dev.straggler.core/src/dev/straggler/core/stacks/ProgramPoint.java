package dev.straggler.core.stacks;

import java.util.ArrayList;
import java.util.List;

/**
 * A frame's program point as STAT's temporal order sees it (SC'09 §3, Defs 3.2–3.4): the lexicographic tuple of line
 * offsets from the function down through the statements that enclose the frame's line, with a {@link Iter} token
 * after every enclosing loop (its iteration, filled with the loop's Loop Order Variable at run time) and a
 * {@link Branch} after every enclosing conditional (different branches of one conditional are incomparable).
 * Pure data: the source bundle builds it from the AST, the refinement compares it.
 *
 * @param function the function the point is in
 * @param elements the tuple, outermost first
 */
public record ProgramPoint(String function, List<Element> elements) {

    public ProgramPoint {
        elements = List.copyOf(elements);
    }

    /** One position of the tuple. */
    public sealed interface Element permits Offset, Branch, Iter {
    }

    /** A displacement in lines from the enclosing statement (or, first, the function's own line). */
    public record Offset(int value) implements Element {
        @Override
        public String toString() {
            return Integer.toString(value);
        }
    }

    /**
     * The branch of a conditional the point is in ({@code x^{∈S}} of Def 3.3): its line offset from the conditional and
     * which arm (0 = then / first case, 1 = else / second case, ...; {@link #HEAD} = the condition itself, before
     * every arm).
     */
    public record Branch(int offset, int arm) implements Element {
        public static final int HEAD = -1;

        @Override
        public String toString() {
            return "⊃" + (arm == HEAD ? "cond" : Integer.toString(offset));
        }
    }

    /**
     * The iteration of an enclosing loop ({@code $iter}): the loop's first line and its Loop Order Variable, {@code null}
     * when the analysis found none (⊥); {@code increasing} tells in which direction the variable progresses.
     */
    public record Iter(int loopLine, String variable, boolean increasing) implements Element {
        @Override
        public String toString() {
            return "$iter";
        }
    }

    /** The loop tokens, outermost first (the order of the iteration values the comparison takes). */
    public List<Iter> loops() {
        List<Iter> out = new ArrayList<>();
        for (Element e : elements) {
            if (e instanceof Iter i) {
                out.add(i);
            }
        }
        return out;
    }

    /** The paper's notation: {@code <1, 0, 3, 0, $iter, 10⊃0, 1>} (a branch token joins the conditional's offset). */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("<");
        for (int i = 0; i < elements.size(); i++) {
            Element e = elements.get(i);
            if (i > 0 && !(e instanceof Branch)) {
                b.append(", ");
            }
            b.append(e);
        }
        return b.append('>').toString();
    }

    /** How two points relate. */
    public enum Relation {
        BEFORE, AFTER, SAME, INCOMPARABLE;

        Relation reversed() {
            return this == BEFORE ? AFTER : this == AFTER ? BEFORE : this;
        }
    }

    /**
     * The outcome of a comparison, and the loop whose iteration values were missing but would have been needed (the
     * comparison then assumed both points in the same iteration), {@code null} when none was.
     */
    public record Comparison(Relation relation, Iter assumedSameIteration) {
    }

    /**
     * Def 3.4: the first position where the tuples differ decides; different arms of one conditional are incomparable;
     * at an {@link Iter} the iteration values decide (in the direction of the loop's variable), and where one of them is
     * unknown ({@code null}: no LOV, or the task could not be read) the comparison goes on as if they were equal and
     * says so. Points of different functions are incomparable.
     *
     * @param iterA the iteration values of {@code a}, one per {@link #loops()} entry (shorter or {@code null} entries:
     *              unknown)
     */
    public static Comparison compare(ProgramPoint a, List<Long> iterA, ProgramPoint b, List<Long> iterB) {
        if (!a.function.equals(b.function)) {
            return new Comparison(Relation.INCOMPARABLE, null);
        }
        Iter assumed = null;
        int loop = 0;
        int n = Math.min(a.elements.size(), b.elements.size());
        for (int i = 0; i < n; i++) {
            Element x = a.elements.get(i);
            Element y = b.elements.get(i);
            if (x instanceof Offset ox && y instanceof Offset oy) {
                if (ox.value != oy.value) {
                    return new Comparison(ox.value < oy.value ? Relation.BEFORE : Relation.AFTER, assumed);
                }
            } else if (x instanceof Branch bx && y instanceof Branch by) {
                if (bx.arm != by.arm) {
                    if (bx.arm == Branch.HEAD || by.arm == Branch.HEAD) {
                        return new Comparison(bx.arm == Branch.HEAD ? Relation.BEFORE : Relation.AFTER, assumed);
                    }
                    return new Comparison(Relation.INCOMPARABLE, assumed);
                }
            } else if (x instanceof Iter ix && y instanceof Iter iy) {
                Long vx = value(iterA, loop);
                Long vy = value(iterB, loop);
                loop++;
                if (vx == null || vy == null) {
                    if (assumed == null) {
                        assumed = ix;
                    }
                } else if (!vx.equals(vy)) {
                    boolean less = ix.increasing == vx < vy;
                    return new Comparison(less ? Relation.BEFORE : Relation.AFTER, assumed);
                }
            } else {
                return new Comparison(Relation.INCOMPARABLE, assumed);
            }
        }
        return new Comparison(Relation.SAME, assumed);
    }

    private static Long value(List<Long> values, int i) {
        return values == null || i >= values.size() ? null : values.get(i);
    }
}
