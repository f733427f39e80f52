package dev.straggler.launch;

import java.io.IOException;
import java.net.URL;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds the runtime library ({@code libstraggler*.so}) that matches an application's MPI: the one
 * given with {@code -Dstraggler.runtime} or {@code STRAGGLER_RUNTIME}, else the builds in the
 * runtime fragment ({@code dev.straggler.runtime.linux.x86_64/lib}), in
 * {@code -Dstraggler.runtime.dir}, or beside the installation.
 */
final class RuntimeLocator {

    private RuntimeLocator() {
    }

    static Path locate(Path application) throws LaunchException {
        String explicit = System.getProperty("straggler.runtime", System.getenv("STRAGGLER_RUNTIME"));
        if (explicit != null && !explicit.isBlank()) {
            Path p = Path.of(explicit);
            if (!Files.isRegularFile(p)) {
                throw new LaunchException("the runtime library " + p + " (from straggler.runtime/STRAGGLER_RUNTIME) does not exist");
            }
            return p.toAbsolutePath();
        }
        List<Path> libs = new ArrayList<>(OsgiRuntimeDirectory.libraries());
        for (Path dir : directories()) {
            try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir, "libstraggler*.so")) {
                ds.forEach(libs::add);
            } catch (IOException e) {
                // not there
            }
        }
        if (libs.isEmpty()) {
            throw new LaunchException("the Straggler runtime library (libstraggler.so) was not found; build it with "
                    + "'./mvnw -DskipTests package' (or 'cmake -S native-runtime -B build && cmake --build build') "
                    + "and set STRAGGLER_RUNTIME to build/libstraggler.so");
        }
        String appMpi;
        try {
            appMpi = ElfInfo.mpiOf(ElfInfo.neededLibraries(application));
        } catch (IOException e) {
            appMpi = null; // a script or a foreign file: take the default build
        }
        Path fallback = null;
        for (Path lib : libs) {
            String libMpi;
            try {
                libMpi = ElfInfo.mpiOf(ElfInfo.neededLibraries(lib));
            } catch (IOException e) {
                continue;
            }
            if (appMpi != null && appMpi.equals(libMpi)) {
                return lib.toAbsolutePath();
            }
            if (lib.getFileName().toString().equals("libstraggler.so")) {
                fallback = lib;
            }
        }
        if (appMpi != null) {
            throw new LaunchException(application + " is linked with " + appMpi + " but no runtime was built for it (found: "
                    + libs + "); rebuild the runtime against that MPI (cmake -DMPI_C_COMPILER=mpicc." + appMpi + ")");
        }
        return (fallback != null ? fallback : libs.get(0)).toAbsolutePath();
    }

    /** Every runtime library this locator would choose from (the explicit one first). */
    static List<Path> libraries() {
        List<Path> libs = new ArrayList<>();
        String explicit = System.getProperty("straggler.runtime", System.getenv("STRAGGLER_RUNTIME"));
        if (explicit != null && !explicit.isBlank()) {
            libs.add(Path.of(explicit));
        }
        libs.addAll(OsgiRuntimeDirectory.libraries());
        for (Path dir : directories()) {
            try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir, "libstraggler*.so")) {
                ds.forEach(libs::add);
            } catch (IOException e) {
                // not there
            }
        }
        return libs;
    }

    private static List<Path> directories() {
        List<Path> dirs = new ArrayList<>();
        String dir = System.getProperty("straggler.runtime.dir", System.getenv("STRAGGLER_RUNTIME_DIR"));
        if (dir != null && !dir.isBlank()) {
            dirs.add(Path.of(dir));
        }
        // plain class path inside an installation: .../plugins/dev.straggler.launch_*.jar beside the fragment
        try {
            URL where = RuntimeLocator.class.getProtectionDomain().getCodeSource().getLocation();
            Path plugins = Path.of(where.toURI()).getParent();
            try (DirectoryStream<Path> ds = Files.newDirectoryStream(plugins, "dev.straggler.runtime.linux.x86_64*")) {
                ds.forEach(p -> dirs.add(p.resolve("lib")));
            }
        } catch (Exception e) {
            // no code source
        }
        return dirs;
    }
}
