package dev.straggler.core.traces;

/**
 * How hierarchical clustering measures the distance between two clusters (DiffTrace §III-C-1, SciPy's
 * {@code linkage} methods), as a Lance–Williams update of the distance d(i, x∪y) from the distances d(i, x),
 * d(i, y), d(x, y) and the sizes n<sub>i</sub>, n<sub>x</sub>, n<sub>y</sub>. Centroid, median and Ward update
 * squared Euclidean distances (the heights they report are the square roots), as SciPy does; they assume the
 * input distances are Euclidean, which they are here: traces are compared by the Euclidean distance between their
 * rows of a similarity matrix.
 */
public enum Linkage {
    /** min(d(i,x), d(i,y)). */
    SINGLE,
    /** max(d(i,x), d(i,y)). */
    COMPLETE,
    /** UPGMA: (n<sub>x</sub> d(i,x) + n<sub>y</sub> d(i,y)) / (n<sub>x</sub> + n<sub>y</sub>). */
    AVERAGE,
    /** WPGMA: (d(i,x) + d(i,y)) / 2. */
    WEIGHTED,
    /** UPGMC: distance between centroids; √((n<sub>x</sub>d²(i,x) + n<sub>y</sub>d²(i,y) − n<sub>x</sub>n<sub>y</sub>d²(x,y)/(n<sub>x</sub>+n<sub>y</sub>)) / (n<sub>x</sub>+n<sub>y</sub>)). */
    CENTROID,
    /** WPGMC: √(d²(i,x)/2 + d²(i,y)/2 − d²(x,y)/4). */
    MEDIAN,
    /** Ward's minimum variance: √(((n<sub>i</sub>+n<sub>x</sub>)d²(i,x) + (n<sub>i</sub>+n<sub>y</sub>)d²(i,y) − n<sub>i</sub>d²(x,y)) / (n<sub>i</sub>+n<sub>x</sub>+n<sub>y</sub>)). */
    WARD;

    /** SciPy's name of the method ({@code "single"}, ..., {@code "ward"}). */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The method named {@code text} (case-insensitive), or {@code null}. */
    public static Linkage of(String text) {
        for (Linkage l : values()) {
            if (l.name().equalsIgnoreCase(text)) {
                return l;
            }
        }
        return null;
    }
}
