package dev.straggler.internal.core.traces;

import java.util.HashMap;
import java.util.Map;

/** Dense ids for attributes (single or pair, entry key, frequency value), shared by the traces of a comparison. */
public final class AttributeInterner {

    private record Key(boolean pair, long key, long value) {
    }

    private final Map<Key, Integer> ids = new HashMap<>();

    /** The id of the attribute. */
    public int intern(boolean pair, long key, long value) {
        return ids.computeIfAbsent(new Key(pair, key, value), k -> ids.size());
    }

    /** The number of attributes. */
    public int size() {
        return ids.size();
    }
}
