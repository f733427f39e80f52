package dev.straggler.internal.build.compiledb;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import dev.straggler.internal.build.process.ExternalCommand;

/**
 * A Make project's compilation database from what {@code make --dry-run --always-make} would run: every compiler
 * invocation make's rules make, whether or not its target is up to date, none of them run. Chosen over a recording
 * compiler wrapper (CC=recorder) because that sees only the files a build recompiles (an incremental build would
 * lose the others' commands) and misses rules that name their compiler outright ({@code mpicc -c ...} instead of
 * {@code $(CC)}), which MPI makefiles often do. The dry run's limits: commands run by scripts that the makefile calls
 * are not seen, and recipes that differ under {@code -n} (make runs lines with {@code $(MAKE)} even then, so
 * recursive makefiles work).
 * <p>
 * Each compiler command yields one entry per source it compiles, with the directory the command runs in (make's
 * {@code -w} directories, and a {@code cd DIR &&} before it), the absolute file, and the arguments: an MPI wrapper's
 * hidden include flags ({@link WrapperFlags}) follow its name. A compile-and-link command ({@code mpicc -o p a.c b.c})
 * becomes one {@code -c} command per source, without the output and the objects.
 */
public final class MakeDryRun {

    /** One compile command: as clangd reads it. */
    public record Entry(Path directory, Path file, List<String> arguments) {
    }

    /** The entries, and what make said on its error stream (why it failed, when it did). */
    public record Result(List<Entry> entries, ExternalCommand.Result make, List<String> errors) {
    }

    /** Compilers by their names: gcc, cc, clang, c++, g++, icx, the MPI wrappers, ...; with prefixes and suffixes. */
    private static final Pattern COMPILER = Pattern.compile(
            "^(?:[\\w.]+-)*(?:cc|gcc|c\\+\\+|g\\+\\+|clang|clang\\+\\+|icc|icpc|icx|icpx|nvc|nvc\\+\\+|"
                    + "mpicc|mpicxx|mpic\\+\\+|mpiCC|mpiicc|mpiicpc|mpiicx|mpiicpx)(?:-[\\d.]+)?(?:\\.\\w+)?$");
    /** Wrappers that run the compiler after them. */
    private static final Set<String> LAUNCHERS = Set.of("ccache", "distcc", "sccache", "env", "nice", "time");
    private static final Set<String> SOURCE_EXTENSIONS = Set.of("c", "cc", "cpp", "cxx", "c++", "C", "i", "ii");
    /** Options whose value is the next word. */
    private static final Set<String> WITH_VALUE = Set.of("-o", "-I", "-D", "-U", "-x", "-L", "-l", "-include", "-imacros",
            "-isystem", "-iquote", "-idirafter", "-MF", "-MT", "-MQ", "-Xlinker", "-Xpreprocessor", "-Xassembler");
    private static final Pattern MAKE_DIR = Pattern.compile(
            "^g?make(?:\\[\\d+\\])?: (Entering|Leaving) directory [`'\"](.*)['\"]$");
    private static final Pattern ASSIGNMENT = Pattern.compile("^[A-Za-z_][A-Za-z0-9_]*=.*");

    private MakeDryRun() {
    }

    /** The make command line of the dry run: {@code make} with {@code args}, then {@code -n -B -w -k}. */
    public static List<String> command(List<String> make) {
        List<String> c = new ArrayList<>(make);
        c.addAll(List.of("--dry-run", "--always-make", "--print-directory", "--keep-going"));
        return c;
    }

    /** Runs the dry run of {@code make} (its command and arguments) in {@code directory} and parses it. */
    public static Result run(List<String> make, Path directory, Duration timeout, BooleanSupplier cancelled)
            throws IOException, InterruptedException {
        List<String> out = new ArrayList<>();
        List<String> err = new ArrayList<>();
        ExternalCommand dry = new ExternalCommand(command(make), directory, Map.of());
        ExternalCommand.Result r = dry.run(timeout, cancelled, line -> {
            synchronized (out) {
                out.add(line);
            }
        }, line -> {
            synchronized (err) {
                err.add(line);
            }
        });
        return new Result(parse(out, directory, new WrapperFlags(directory)), r, err);
    }

    /** The entries of a dry run's output, make having started in {@code directory}; one per file, the last one kept. */
    public static List<Entry> parse(List<String> lines, Path directory, WrapperFlags wrappers) {
        Map<Path, Entry> entries = new LinkedHashMap<>();
        Deque<Path> dirs = new ArrayDeque<>();
        dirs.push(directory.toAbsolutePath().normalize());
        StringBuilder continued = new StringBuilder();
        for (String raw : lines) {
            if (raw.endsWith("\\")) {
                continued.append(raw, 0, raw.length() - 1).append(' ');
                continue;
            }
            String line = continued.append(raw).toString();
            continued.setLength(0);
            Matcher m = MAKE_DIR.matcher(line);
            if (m.matches()) {
                if (m.group(1).equals("Entering")) {
                    dirs.push(dirs.peek().resolve(m.group(2)).normalize());
                } else if (dirs.size() > 1) {
                    dirs.pop();
                }
                continue;
            }
            Path cwd = dirs.peek();
            for (List<String> words : ShellWords.commands(ShellWords.split(line))) {
                if (words.size() == 2 && words.get(0).equals("cd")) {
                    cwd = cwd.resolve(words.get(1)).normalize();
                    continue;
                }
                for (Entry e : entries(words, cwd, wrappers)) {
                    entries.remove(e.file());
                    entries.put(e.file(), e);
                }
            }
        }
        return List.copyOf(entries.values());
    }

    /** The entries of one simple command: none when it is not a compiler's, or compiles no source. */
    static List<Entry> entries(List<String> command, Path cwd, WrapperFlags wrappers) {
        int first = 0;
        while (first < command.size() && (ASSIGNMENT.matcher(command.get(first)).matches()
                || LAUNCHERS.contains(Path.of(command.get(first)).getFileName().toString()))) {
            first++;
        }
        if (first >= command.size() || !COMPILER.matcher(Path.of(command.get(first)).getFileName().toString()).matches()) {
            return List.of();
        }
        List<String> args = command.subList(first, command.size());
        List<Integer> sources = new ArrayList<>();
        boolean compileOnly = false;
        for (int i = 1; i < args.size(); i++) {
            String a = args.get(i);
            if (WITH_VALUE.contains(a)) {
                i++;
            } else if (a.equals("-c")) {
                compileOnly = true;
            } else if (!a.startsWith("-") && SOURCE_EXTENSIONS.contains(extension(a))) {
                sources.add(i);
            }
        }
        List<String> hidden = wrappers.of(args.get(0));
        List<Entry> out = new ArrayList<>();
        for (int s : sources) {
            List<String> a = new ArrayList<>();
            a.add(args.get(0));
            a.addAll(hidden);
            if (compileOnly && sources.size() == 1) {
                a.addAll(args.subList(1, args.size()));
            } else {
                for (int i = 1; i < args.size(); i++) {
                    String w = args.get(i);
                    if (w.equals("-o")) {
                        i++;
                    } else if (WITH_VALUE.contains(w)) {
                        a.add(w);
                        a.add(args.get(++i));
                    } else if (!sources.contains(i) && !w.equals("-c") && !isObject(w)) {
                        a.add(w);
                    }
                }
                a.add("-c");
                a.add(args.get(s));
            }
            out.add(new Entry(cwd, cwd.resolve(args.get(s)).normalize(), List.copyOf(a)));
        }
        return out;
    }

    private static boolean isObject(String w) {
        String ext = extension(w);
        return !w.startsWith("-") && (ext.equals("o") || ext.equals("a") || ext.equals("so") || w.contains(".so."));
    }

    private static String extension(String name) {
        int dot = name.lastIndexOf('.');
        return dot < 0 || name.lastIndexOf('/') > dot ? "" : name.substring(dot + 1);
    }

    /** The entries as compile_commands.json has them: directory, file, arguments. */
    public static String toJson(List<Entry> entries) {
        JsonArray a = new JsonArray();
        for (Entry e : entries) {
            JsonObject o = new JsonObject();
            o.addProperty("directory", e.directory().toString());
            o.addProperty("file", e.file().toString());
            JsonArray args = new JsonArray();
            e.arguments().forEach(args::add);
            o.add("arguments", args);
            a.add(o);
        }
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(a) + "\n";
    }

    /** Writes the entries to {@code file} unless it holds them already (clangd rereads a changed file); true if written. */
    public static boolean write(Path file, List<Entry> entries) throws IOException {
        String text = toJson(entries);
        if (Files.isRegularFile(file) && Files.readString(file, StandardCharsets.UTF_8).equals(text)) {
            return false;
        }
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return true;
    }
}
