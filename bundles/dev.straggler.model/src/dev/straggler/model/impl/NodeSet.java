package dev.straggler.model.impl;

import org.roaringbitmap.RoaringBitmap;

/** A compact set of node indices, backed by a {@link RoaringBitmap}. */
public final class NodeSet {

    private final RoaringBitmap bits = new RoaringBitmap();

    /** Adds a node index. */
    public void add(int node) {
        bits.add(node);
    }

    /** Whether the node index is in the set. */
    public boolean contains(int node) {
        return bits.contains(node);
    }

    /** Number of node indices in the set. */
    public int size() {
        return bits.getCardinality();
    }
}
