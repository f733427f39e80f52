package dev.straggler.build;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** How a project is built: by {@code make}, or by CMake (configured into {@code build/}, then built there). */
public enum BuildSystem {
    MAKE("Make"), CMAKE("CMake");

    /** The makefile names GNU make reads, in its order. */
    public static final List<String> MAKEFILES = List.of("GNUmakefile", "makefile", "Makefile");
    public static final String CMAKE_LISTS = "CMakeLists.txt";
    /** CMake's build directory, relative to the project (where the editor looks for compile_commands.json too). */
    public static final String CMAKE_BUILD_DIR = "build";

    private final String label;

    BuildSystem(String label) {
        this.label = label;
    }

    /** "Make" or "CMake". */
    public String label() {
        return label;
    }

    /**
     * The build system of a folder: CMake when it has a {@value #CMAKE_LISTS} (a CMake project may carry a makefile of
     * convenience, never the other way round), else Make when it has a makefile, else none.
     */
    public static Optional<BuildSystem> of(Path folder) {
        if (Files.isRegularFile(folder.resolve(CMAKE_LISTS))) {
            return Optional.of(CMAKE);
        }
        return MAKEFILES.stream().anyMatch(m -> Files.isRegularFile(folder.resolve(m))) ? Optional.of(MAKE) : Optional.empty();
    }
}
