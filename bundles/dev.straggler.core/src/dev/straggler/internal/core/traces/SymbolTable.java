package dev.straggler.internal.core.traces;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.straggler.model.traces.FunctionTable;

/**
 * Function names of the runs being compared, interned once: runs number their functions independently, so the
 * analysis pairs them by name. NLR symbols are {@code 2 * nameId} for a call and {@code 2 * nameId + 1} for a
 * return.
 */
public final class SymbolTable {

    private final List<String> names = new ArrayList<>();
    private final Map<String, Integer> ids = new HashMap<>();

    /** The id of {@code name}, interned on first use. */
    public int intern(String name) {
        Integer id = ids.get(name);
        if (id == null) {
            id = names.size();
            names.add(name);
            ids.put(name, id);
        }
        return id;
    }

    /** The name of id {@code id}. */
    public String name(int id) {
        return names.get(id);
    }

    /** The number of names. */
    public int size() {
        return names.size();
    }

    /** For a run's function table: its function id → name id. */
    public int[] map(FunctionTable functions) {
        int[] map = new int[functions.size()];
        for (int f = 0; f < map.length; f++) {
            map[f] = intern(functions.name(f));
        }
        return map;
    }

    /** The symbol of a call of name {@code nameId}. */
    public static int call(int nameId) {
        return nameId << 1;
    }

    /** The symbol of a return from name {@code nameId}. */
    public static int exit(int nameId) {
        return nameId << 1 | 1;
    }

    /** The name id of {@code symbol}. */
    public static int nameOf(int symbol) {
        return symbol >>> 1;
    }

    /** Whether {@code symbol} is a return. */
    public static boolean isExit(int symbol) {
        return (symbol & 1) != 0;
    }
}
