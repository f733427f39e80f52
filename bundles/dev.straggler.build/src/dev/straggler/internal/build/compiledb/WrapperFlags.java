package dev.straggler.internal.build.compiledb;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import dev.straggler.internal.build.process.ExternalCommand;

/**
 * The flags an MPI compiler wrapper adds when it compiles, which clangd cannot know (it does not run {@code mpicc}):
 * Open MPI's {@code --showme:compile}, else the preprocessor flags ({@code -I}, {@code -isystem}, {@code -D}) of MPICH's
 * {@code -show}. Each wrapper is asked once per instance.
 */
public final class WrapperFlags {

    /** The MPI compiler wrappers: mpicc, mpicxx, mpic++, mpiCC, mpiicc, mpif90 ..., with suffixes such as .openmpi. */
    private static final Pattern WRAPPER = Pattern.compile("^mpi(?:i?cc|i?cxx|c\\+\\+|CC|icpc|icx|icpx|fort|f77|f90|f08)(?:[.-].*)?$");
    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    private final Path directory;
    private final Map<String, List<String>> asked = new HashMap<>();

    /** Asks wrappers from {@code directory} (a relative wrapper path resolves there). */
    public WrapperFlags(Path directory) {
        this.directory = directory;
    }

    /** Whether the command name (a path or a name) is an MPI compiler wrapper. */
    public static boolean isWrapper(String command) {
        return WRAPPER.matcher(Path.of(command).getFileName().toString()).matches();
    }

    /** The wrapper's compile flags (empty when it is no wrapper or does not answer). */
    public List<String> of(String command) {
        if (!isWrapper(command)) {
            return List.of();
        }
        return asked.computeIfAbsent(command, this::ask);
    }

    private List<String> ask(String command) {
        String showme = new ExternalCommand(List.of(command, "--showme:compile"), directory, Map.of()).output(TIMEOUT);
        if (showme != null && !showme.isBlank()) {
            return ShellWords.split(showme.trim());
        }
        String show = new ExternalCommand(List.of(command, "-show"), directory, Map.of()).output(TIMEOUT);
        return show == null ? List.of() : preprocessorFlags(ShellWords.split(show.trim()));
    }

    /** The -I, -isystem and -D flags among {@code words} (joined or with their value apart). */
    static List<String> preprocessorFlags(List<String> words) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            boolean apart = w.equals("-I") || w.equals("-D") || w.equals("-isystem");
            if (apart && i + 1 < words.size()) {
                out.add(w);
                out.add(words.get(++i));
            } else if (w.length() > 2 && (w.startsWith("-I") || w.startsWith("-D"))) {
                out.add(w);
            }
        }
        return out;
    }
}
