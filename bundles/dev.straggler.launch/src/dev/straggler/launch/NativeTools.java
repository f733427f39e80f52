package dev.straggler.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;

/**
 * The runtime's command-line tools (shipped with it in the runtime fragment's {@code lib/}): {@code straggler-trace},
 * which reads trace files and exports them to OTF2, and {@code straggler-instrument}, the compiler wrapper for
 * function tracing. Found beside the runtime libraries (the runtime fragment's {@code lib/},
 * {@code -Dstraggler.runtime.dir}, the directory of {@code -Dstraggler.runtime}), else on the {@code PATH};
 * {@code straggler-trace} first where {@code -Dstraggler.tracetool} or {@code STRAGGLER_TRACE_TOOL} says. A copy
 * of {@code straggler-trace} that lost its executable bit (unpacked from a bundle jar) is run from a private
 * executable copy; {@code straggler-instrument} is a shell script, run with {@code sh}.
 */
public final class NativeTools {

    private NativeTools() {
    }

    /** {@code straggler-trace}. */
    public static Path traceTool() throws LaunchException {
        String explicit = System.getProperty("straggler.tracetool", System.getenv("STRAGGLER_TRACE_TOOL"));
        List<Path> candidates = new ArrayList<>();
        if (explicit != null && !explicit.isBlank()) {
            Path p = Path.of(explicit);
            if (!Files.isRegularFile(p)) {
                throw new LaunchException("straggler-trace " + p + " (from straggler.tracetool/STRAGGLER_TRACE_TOOL) does not exist");
            }
            candidates.add(p);
        }
        candidates.addAll(shipped("straggler-trace"));
        for (Path c : candidates) {
            if (Files.isRegularFile(c)) {
                return executable(c);
            }
        }
        throw new LaunchException("straggler-trace (the runtime's trace tool) was not found beside the runtime library "
                + "or on the PATH; build the runtime ('./mvnw -DskipTests package', or 'cmake -S native-runtime -B build "
                + "&& cmake --build build') and set STRAGGLER_TRACE_TOOL to build/straggler-trace");
    }

    /**
     * {@code straggler-instrument} (native-runtime/tools), the compiler wrapper of {@code straggler instrument}, with
     * the XRay bridge it compiles into a link ({@code straggler-xray.c}) beside it.
     */
    public static Path instrumentWrapper() throws LaunchException {
        OsgiRuntimeDirectory.entries("straggler-xray.c"); // unpacked beside the wrapper if the fragment is a jar
        List<Path> candidates = new ArrayList<>(OsgiRuntimeDirectory.entries("straggler-instrument"));
        candidates.addAll(shipped("straggler-instrument"));
        for (Path c : candidates) {
            if (Files.isRegularFile(c) && Files.isRegularFile(c.resolveSibling("straggler-xray.c"))) {
                return c.toAbsolutePath();
            }
        }
        throw new LaunchException("straggler-instrument (the compiler wrapper for function tracing) and straggler-xray.c "
                + "were not found beside the runtime library or on the PATH; build the runtime ('./mvnw -DskipTests package') "
                + "or install it ('cmake --install build'), or run native-runtime/tools/straggler-instrument of a checkout");
    }

    /** Where the runtime's tool {@code name} may be: beside each runtime library, then in each directory of the PATH. */
    private static List<Path> shipped(String name) {
        List<Path> candidates = new ArrayList<>();
        for (Path lib : RuntimeLocator.libraries()) {
            candidates.add(lib.resolveSibling(name));
        }
        String path = System.getenv("PATH");
        if (path != null) {
            for (String d : path.split(":")) {
                if (!d.isEmpty()) {
                    candidates.add(Path.of(d, name));
                }
            }
        }
        return candidates;
    }

    private static Path executable(Path tool) throws LaunchException {
        if (Files.isExecutable(tool)) {
            return tool.toAbsolutePath();
        }
        try {
            Path dir = Files.createTempDirectory("straggler-tools");
            Path copy = Files.copy(tool, dir.resolve(tool.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            Files.setPosixFilePermissions(copy, PosixFilePermissions.fromString("rwx------"));
            copy.toFile().deleteOnExit();
            dir.toFile().deleteOnExit();
            return copy;
        } catch (IOException | UnsupportedOperationException e) {
            throw new LaunchException(tool + " is not executable and cannot be copied to an executable file ("
                    + e.getMessage() + "); run 'chmod +x " + tool + "'");
        }
    }
}
