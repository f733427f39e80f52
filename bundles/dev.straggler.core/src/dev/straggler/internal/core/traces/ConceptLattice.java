package dev.straggler.internal.core.traces;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * The concept lattice of a formal context (objects = traces, attributes = their {@code atr:freq} sets), built one
 * object at a time by Godin, Missaoui and Alaoui's incremental algorithm ("Incremental concept formation algorithms
 * based on Galois (concept) lattices", 1995; DiffTrace §III-B), and the Jaccard similarity matrix read from it.
 * <p>
 * {@link #add(int[])}: the bottom concept is first widened to hold the new object's attributes f(x); then the
 * existing concepts are visited by increasing intent size. A concept whose intent is contained in f(x) is
 * <em>modified</em> (x joins its extent); otherwise, if no concept visited so far has the intent
 * intent ∩ f(x), it is the <em>generator</em> of the new concept (extent ∪ {x}, intent ∩ f(x)), which becomes its
 * parent, and whose parents are the modified or new concepts with a smaller intent none of whose children lies
 * between them (a parent of the generator that is one of them loses that edge). The walk ends at the concept whose
 * intent is f(x), the object concept of x. Parents have smaller intents (more general), children larger.
 * <p>
 * {@link #jaccard()}: for traces g, h the <em>lowest common concept</em> is the smallest concept whose extent
 * contains both (the join of their object concepts). Its intent is exactly A<sub>g</sub> ∩ A<sub>h</sub>, so
 * J(g, h) = |int(join)| / (|A<sub>g</sub>| + |A<sub>h</sub>| − |int(join)|), with J = 1 when both attribute sets
 * are empty. It is found per object by walking up from its object concept, ancestors by decreasing intent size:
 * the first one holding h is the join.
 */
public final class ConceptLattice {

    /** A formal concept (extent, intent) and its covering edges. */
    public static final class Concept {
        int[] intent;
        final BitSet extent;
        final List<Concept> parents = new ArrayList<>(2);
        final List<Concept> children = new ArrayList<>(2);
        int mark;

        Concept(int[] intent, BitSet extent) {
            this.intent = intent;
            this.extent = extent;
        }

        /** The attributes, sorted. */
        public int[] intent() {
            return intent.clone();
        }

        /** The objects. */
        public BitSet extent() {
            return (BitSet) extent.clone();
        }

        /** The covering concepts above (smaller intents). */
        public List<Concept> parents() {
            return List.copyOf(parents);
        }

        /** The covering concepts below (larger intents). */
        public List<Concept> children() {
            return List.copyOf(children);
        }

        @Override
        public String toString() {
            return extent + " " + Arrays.toString(intent);
        }
    }

    private final List<Concept> concepts = new ArrayList<>();
    /** The concepts by intent size: Godin's buckets C[i], visited in increasing i. */
    private final List<List<Concept>> bySize = new ArrayList<>();
    private final List<Concept> objectConcepts = new ArrayList<>();
    private Concept bottom;
    private int markCounter;

    /** The number of objects added. */
    public int objects() {
        return objectConcepts.size();
    }

    /** The concepts (no particular order). */
    public List<Concept> concepts() {
        return List.copyOf(concepts);
    }

    /** The number of concepts. */
    public int size() {
        return concepts.size();
    }

    /** The object concept of object {@code g}: the concept whose intent is g's attributes. */
    public Concept objectConcept(int g) {
        return objectConcepts.get(g);
    }

    /**
     * Adds the next object (numbered from 0 in the order of addition) with attributes {@code f} (sorted, distinct)
     * and returns its number.
     */
    public int add(int[] f) {
        for (int i = 1; i < f.length; i++) {
            if (f[i] <= f[i - 1]) {
                throw new IllegalArgumentException("attributes must be sorted and distinct: " + Arrays.toString(f));
            }
        }
        int x = objectConcepts.size();
        if (bottom == null) {
            bottom = new Concept(f.clone(), new BitSet());
            addConcept(bottom);
        } else if (!subset(f, bottom.intent)) {
            int[] u = union(bottom.intent, f);
            if (bottom.extent.isEmpty()) {
                bySize.get(bottom.intent.length).remove(bottom);
                bottom.intent = u;
                bucket(bySize, bottom);
            } else {
                Concept b = new Concept(u, new BitSet());
                link(bottom, b);
                addConcept(b);
                bottom = b;
            }
        }
        List<List<Concept>> touched = new ArrayList<>(); // Godin's C': modified and new concepts by intent size
        int[] buffer = new int[f.length];
        // visit the concepts that existed before x by increasing intent size; new ones go to smaller buckets
        int sizes = bySize.size();
        for (int size = 0; size < sizes; size++) {
            List<Concept> bucket = bySize.get(size);
            for (int b = 0, end = bucket.size(); b < end; b++) {
                Concept h = bucket.get(b);
                if (subset(h.intent, f)) {
                    h.extent.set(x);
                    bucket(touched, h);
                    if (h.intent.length == f.length) {
                        objectConcepts.add(h);
                        return x;
                    }
                    continue;
                }
                int common = intersect(h.intent, f, buffer);
                if (find(touched, buffer, common) != null) {
                    continue;
                }
                int[] inter = Arrays.copyOf(buffer, common);
                BitSet extent = (BitSet) h.extent.clone();
                extent.set(x);
                Concept hn = new Concept(inter, extent);
                addConcept(hn);
                link(hn, h);
                for (int j = 0; j < Math.min(common, touched.size()); j++) {
                    for (Concept ha : touched.get(j)) {
                        if (!subset(ha.intent, inter)) {
                            continue;
                        }
                        boolean cover = true;
                        for (Concept hc : ha.children) {
                            if (subset(hc.intent, inter)) {
                                cover = false;
                                break;
                            }
                        }
                        if (cover) {
                            if (ha.children.contains(h)) {
                                unlink(ha, h);
                            }
                            link(ha, hn);
                        }
                    }
                }
                bucket(touched, hn);
                if (common == f.length) {
                    objectConcepts.add(hn);
                    return x;
                }
            }
        }
        throw new IllegalStateException("no object concept for " + Arrays.toString(f));
    }

    /** The Jaccard similarity matrix of the objects, read from the lattice (see the class comment). */
    public double[][] jaccard() {
        int n = objectConcepts.size();
        double[][] j = new double[n][n];
        List<Concept> ancestors = new ArrayList<>();
        BitSet remaining = new BitSet(n);
        for (int g = 0; g < n; g++) {
            Concept og = objectConcepts.get(g);
            int sizeG = og.intent.length;
            ancestors.clear();
            int mark = ++markCounter;
            og.mark = mark;
            ancestors.add(og);
            for (int i = 0; i < ancestors.size(); i++) {
                for (Concept p : ancestors.get(i).parents) {
                    if (p.mark != mark) {
                        p.mark = mark;
                        ancestors.add(p);
                    }
                }
            }
            ancestors.sort((a, b) -> Integer.compare(b.intent.length, a.intent.length));
            remaining.clear();
            remaining.set(g, n); // j[g][h] for h >= g, mirrored
            for (Concept c : ancestors) {
                int common = c.intent.length;
                BitSet ext = c.extent;
                for (int h = ext.nextSetBit(g); h >= 0; h = ext.nextSetBit(h + 1)) {
                    if (!remaining.get(h)) {
                        continue;
                    }
                    remaining.clear(h);
                    int union = sizeG + objectConcepts.get(h).intent.length - common;
                    double v = union == 0 ? 1.0 : (double) common / union;
                    j[g][h] = v;
                    j[h][g] = v;
                }
                if (remaining.isEmpty()) {
                    break;
                }
            }
        }
        return j;
    }

    /** The Jaccard similarity of two sorted attribute sets, computed directly (1 for two empty sets). */
    public static double jaccard(int[] a, int[] b) {
        int common = intersect(a, b).length;
        int union = a.length + b.length - common;
        return union == 0 ? 1.0 : (double) common / union;
    }

    private void addConcept(Concept c) {
        concepts.add(c);
        bucket(bySize, c);
    }

    private static void bucket(List<List<Concept>> buckets, Concept c) {
        int s = c.intent.length;
        while (buckets.size() <= s) {
            buckets.add(new ArrayList<>(2));
        }
        buckets.get(s).add(c);
    }

    /** The concept of {@code buckets} whose intent is {@code intent[0 .. length)}, or null. */
    private static Concept find(List<List<Concept>> buckets, int[] intent, int length) {
        if (length < buckets.size()) {
            for (Concept c : buckets.get(length)) {
                if (Arrays.equals(c.intent, 0, length, intent, 0, length)) {
                    return c;
                }
            }
        }
        return null;
    }

    private static void link(Concept parent, Concept child) {
        parent.children.add(child);
        child.parents.add(parent);
    }

    private static void unlink(Concept parent, Concept child) {
        parent.children.remove(child);
        child.parents.remove(parent);
    }

    /** Whether sorted {@code a} ⊆ sorted {@code b}. */
    static boolean subset(int[] a, int[] b) {
        if (a.length > b.length) {
            return false;
        }
        int i = 0, j = 0;
        while (i < a.length) {
            if (j == b.length || b.length - j < a.length - i) {
                return false;
            }
            int x = a[i], y = b[j];
            if (x == y) {
                i++;
                j++;
            } else if (x > y) {
                j++;
            } else {
                return false;
            }
        }
        return true;
    }

    /** Writes sorted {@code a} ∩ sorted {@code b} to {@code out} and returns its size. */
    static int intersect(int[] a, int[] b, int[] out) {
        int i = 0, j = 0, k = 0;
        while (i < a.length && j < b.length) {
            int x = a[i], y = b[j];
            if (x == y) {
                out[k++] = x;
                i++;
                j++;
            } else if (x < y) {
                i++;
            } else {
                j++;
            }
        }
        return k;
    }

    static int[] intersect(int[] a, int[] b) {
        int[] out = new int[Math.min(a.length, b.length)];
        int k = intersect(a, b, out);
        return k == out.length ? out : Arrays.copyOf(out, k);
    }

    static int[] union(int[] a, int[] b) {
        int[] out = new int[a.length + b.length];
        int i = 0, j = 0, k = 0;
        while (i < a.length || j < b.length) {
            if (j == b.length || (i < a.length && a[i] < b[j])) {
                out[k++] = a[i++];
            } else if (i == a.length || b[j] < a[i]) {
                out[k++] = b[j++];
            } else {
                out[k++] = a[i++];
                j++;
            }
        }
        return k == out.length ? out : Arrays.copyOf(out, k);
    }
}
