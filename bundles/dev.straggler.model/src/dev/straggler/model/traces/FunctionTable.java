package dev.straggler.model.traces;

/**
 * The functions of one run: ids {@code 0 .. size()-1}, each with its name, shared by every trace of the run. Ids
 * are the recorder's (e.g. interned per module and offset); two runs number their functions independently, so the
 * analyses pair the functions of two runs by name. A name is the symbol when the function was symbolized (MPI calls
 * by their C name, {@code MPI_Send}), otherwise the recorder's stand-in (e.g. {@code libfoo.so+0x1a2b}); names need
 * not be unique.
 */
public interface FunctionTable {

    /** The number of functions (ids run from 0 to {@code size() - 1}). */
    int size();

    /** The name of function {@code id}. */
    String name(int id);
}
