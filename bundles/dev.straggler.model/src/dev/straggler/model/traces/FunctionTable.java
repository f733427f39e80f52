package dev.straggler.model.traces;

/**
 * The functions of one run: ids {@code 0 .. size()-1}, each with its name, shared by every trace of the run. Ids
 * are the recorder's (e.g. interned per module and offset); two runs number their functions independently, so the
 * analyses pair the functions of two runs by name. A name is the symbol when the function was symbolized (MPI calls
 * by their C name, {@code MPI_Send}), otherwise the recorder's stand-in (e.g. {@code libfoo.so+0x1a2b}); names need
 * not be unique (an MPI call made with different arguments has one id per description: {@link #arguments(int)}).
 */
public interface FunctionTable {

    /** The number of functions (ids run from 0 to {@code size() - 1}). */
    int size();

    /** The name of function {@code id}. */
    String name(int id);

    /**
     * The arguments function {@code id} was called with, as text, or {@code null} when the table does not tell them
     * apart. A recorder that describes MPI calls (peers, tags, bytes: docs/dump-format.md "Trace files") gives each
     * distinct description of a call its own id, all with the call's name: e.g. two ids named {@code MPI_Send}, with
     * arguments {@code to 3, tag 0, 16 B} and {@code to 4, tag 0, 16 B}. Analyses that compare by name see one
     * function; those that compare calls with their arguments see two.
     */
    default String arguments(int id) {
        return null;
    }
}
