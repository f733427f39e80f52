package dev.straggler.launch;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Whether a program is an MPI program, from the shared libraries its ELF file needs ({@code DT_NEEDED}): a program
 * linked with no MPI library never calls the interposed MPI functions, so the runtime can neither detect its hang nor
 * dump it; the launch refuses it up front instead of waiting for dumps that never come.
 */
public final class MpiPrograms {

    private MpiPrograms() {
    }

    /**
     * Null when {@code executable} is linked with an MPI library (Open MPI or MPICH) or when it cannot tell (a script,
     * an unreadable or non-ELF file: the launcher may still start an MPI program through it); otherwise one sentence
     * saying why it is not an MPI program, naming the libraries it needs.
     */
    public static String notMpiReason(Path executable) {
        List<String> needed;
        try {
            needed = ElfInfo.neededLibraries(executable);
        } catch (IOException | RuntimeException e) {
            return null; // not an ELF64 file we can read: a wrapper script, say
        }
        if (ElfInfo.mpiOf(needed) != null) {
            return null;
        }
        return executable.getFileName() + " is not an MPI program: it is linked with no MPI library (it needs "
                + (needed.isEmpty() ? "no shared library at all" : String.join(", ", needed))
                + "), so Straggler could neither detect its hang nor dump it";
    }
}
