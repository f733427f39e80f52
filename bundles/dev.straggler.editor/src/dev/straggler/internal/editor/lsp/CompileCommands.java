package dev.straggler.internal.editor.lsp;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * Where clangd's compile commands come from: the one place that knows it. A project's own
 * {@value #FILE_NAME} is looked for in {@link #candidates(Path)} (its root, {@code build/}, the newest
 * {@code cmake-build-*}/); a project without one gets a minimal one generated in {@code .straggler/} for its C/C++ sources,
 * with the MPI compiler wrapper's include flags ({@link MpiFlags}), so that {@code mpi.h} resolves. clangd runs once
 * per workspace with one {@code --compile-commands-dir}: {@link #prepare} merges every project's entries into the
 * editor's state directory, rewritten only when they change (clangd rereads a changed database).
 * <p>
 * A builder that writes a project's compile_commands.json (from a Make or CMake build) either writes it to one of the
 * {@link #candidates(Path)} or adds its place there.
 */
public final class CompileCommands {

    public static final String FILE_NAME = "compile_commands.json";
    /** The project folder the generated database goes into (the launch bundle keeps its runs there too). */
    public static final String GENERATED_FOLDER = ".straggler";

    private static final Set<String> C_SOURCES = Set.of("c");
    private static final Set<String> CPP_SOURCES = Set.of("cc", "cpp", "cxx", "c++", "C");
    private static final Set<String> HEADERS = Set.of("h", "hh", "hpp", "hxx", "h++", "H");

    /** A project as the lookup sees it: its name, its directory, and (when it has no database) its C/C++ sources. */
    public record Project(String name, Path directory, List<Path> sources) {
    }

    /** The directory for {@code --compile-commands-dir}, one sentence per database generated now, and their files. */
    public record Prepared(Path directory, List<String> notes, List<Path> generated) {
    }

    private CompileCommands() {
    }

    /**
     * The places a project's own compilation database is looked for, in order: {@code DIR/compile_commands.json},
     * {@code DIR/build/compile_commands.json}, then {@code DIR/cmake-build-*}/compile_commands.json, the newest first.
     */
    public static List<Path> candidates(Path projectDir) {
        List<Path> c = new ArrayList<>();
        c.add(projectDir.resolve(FILE_NAME));
        c.add(projectDir.resolve("build").resolve(FILE_NAME));
        List<Path> cmake = new ArrayList<>();
        try (DirectoryStream<Path> dirs = Files.newDirectoryStream(projectDir, "cmake-build-*")) {
            for (Path d : dirs) {
                if (Files.isRegularFile(d.resolve(FILE_NAME))) {
                    cmake.add(d.resolve(FILE_NAME));
                }
            }
        } catch (IOException e) {
            // no such directory: no cmake-build-* either
        }
        cmake.sort(Comparator.comparing(CompileCommands::modified).reversed());
        c.addAll(cmake);
        return c;
    }

    /** The project's own database, if it has one. */
    public static Optional<Path> find(Path projectDir) {
        return candidates(projectDir).stream().filter(Files::isRegularFile).findFirst();
    }

    /** Where the database generated for a project without one goes. */
    public static Path generatedFile(Path projectDir) {
        return projectDir.resolve(GENERATED_FOLDER).resolve(FILE_NAME);
    }

    /** Whether the file name is a C or C++ source (a translation unit: not a header). */
    public static boolean isSource(String name) {
        String ext = extension(name);
        return C_SOURCES.contains(ext) || CPP_SOURCES.contains(ext);
    }

    /** Whether the file name is a C or C++ source or header. */
    public static boolean isCOrCpp(String name) {
        return isSource(name) || HEADERS.contains(extension(name));
    }

    /** LSP's language id: "c" for {@code .c} and {@code .h}, "cpp" for the C++ extensions ({@code .C} included). */
    public static String languageId(String name) {
        String ext = extension(name);
        return ext.equals("c") || ext.equals("h") ? "c" : "cpp";
    }

    private static String extension(String name) {
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(dot + 1);
    }

    /**
     * Writes the merged database into {@code stateDir} (and generates the ones projects lack), returning the directory
     * for clangd and what was generated now.
     */
    public static Prepared prepare(List<Project> projects, Path stateDir, MpiFlags.Flags mpi) throws IOException {
        JsonArray merged = new JsonArray();
        List<String> notes = new ArrayList<>();
        List<Path> written = new ArrayList<>();
        for (Project p : projects) {
            Optional<Path> own = find(p.directory());
            if (own.isPresent()) {
                try {
                    JsonElement e = JsonParser.parseString(Files.readString(own.get(), StandardCharsets.UTF_8));
                    if (e.isJsonArray()) {
                        merged.addAll(e.getAsJsonArray());
                        continue;
                    }
                    notes.add(own.get() + " is not a JSON array of compile commands: clangd does not use it.");
                } catch (IOException | JsonParseException e) {
                    notes.add("Cannot read " + own.get() + " (" + e.getMessage() + "): clangd does not use it.");
                }
                continue;
            }
            List<Path> sources = p.sources().stream().filter(s -> isSource(s.getFileName().toString())).toList();
            if (sources.isEmpty()) {
                continue;
            }
            JsonArray generated = generate(sources, mpi.flags());
            merged.addAll(generated);
            Path file = generatedFile(p.directory());
            if (writeIfChanged(file, generated)) {
                written.add(file);
                notes.add("Project " + p.name() + " has no " + FILE_NAME + " (looked in " + p.name() + "/, build/ and"
                        + " cmake-build-*/): generated " + p.name() + "/" + GENERATED_FOLDER + "/" + FILE_NAME + " for its "
                        + sources.size() + " C/C++ source" + (sources.size() == 1 ? "" : "s")
                        + (mpi.command() == null ? ", without MPI's include flags (no mpicc on the PATH: mpi.h may not resolve)."
                                : ", with the include flags of '" + mpi.command() + "'."));
            }
        }
        writeIfChanged(stateDir.resolve(FILE_NAME), merged);
        return new Prepared(stateDir, notes, written);
    }

    /** One entry per source: its directory, the file, {@code cc} or {@code c++} with the flags and {@code -c}. */
    static JsonArray generate(List<Path> sources, List<String> flags) {
        JsonArray a = new JsonArray();
        for (Path s : sources) {
            String name = s.getFileName().toString();
            JsonObject e = new JsonObject();
            e.addProperty("directory", s.toAbsolutePath().getParent().toString());
            e.addProperty("file", s.toAbsolutePath().toString());
            JsonArray args = new JsonArray();
            args.add(languageId(name).equals("c") ? "cc" : "c++");
            flags.forEach(args::add);
            args.add("-c");
            args.add(s.toAbsolutePath().toString());
            e.add("arguments", args);
            a.add(e);
        }
        return a;
    }

    private static boolean writeIfChanged(Path file, JsonArray entries) throws IOException {
        String text = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(entries) + "\n";
        if (Files.isRegularFile(file) && Files.readString(file, StandardCharsets.UTF_8).equals(text)) {
            return false;
        }
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return true;
    }

    private static FileTime modified(Path p) {
        try {
            return Files.getLastModifiedTime(p);
        } catch (IOException e) {
            return FileTime.fromMillis(0);
        }
    }

    /** The workspace's open projects; the sources only of those without their own database. */
    public static List<Project> workspaceProjects() {
        List<Project> out = new ArrayList<>();
        for (IProject p : ResourcesPlugin.getWorkspace().getRoot().getProjects()) {
            IPath loc = p.getLocation();
            if (!p.isOpen() || loc == null || p.getName().startsWith(".")) {
                continue; // closed, remote, or the hidden project of sources linked from outside the workspace
            }
            Path dir = loc.toPath();
            out.add(new Project(p.getName(), dir, find(dir).isPresent() ? List.of() : sources(p)));
        }
        return out;
    }

    private static List<Path> sources(IProject project) {
        List<Path> files = new ArrayList<>();
        try {
            project.accept(r -> {
                if (r.getType() == IResource.FILE) {
                    if (isSource(r.getName()) && r.getLocation() != null) {
                        files.add(r.getLocation().toPath());
                    }
                    return false;
                }
                return r.getType() == IResource.PROJECT || !(r.getName().startsWith(".") || r.isDerived());
            });
        } catch (CoreException e) {
            // a project that cannot be walked has no sources to generate for
        }
        return files;
    }
}
