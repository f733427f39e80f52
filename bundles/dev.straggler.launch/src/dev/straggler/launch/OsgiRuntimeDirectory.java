package dev.straggler.launch;

import java.net.URL;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;

import org.eclipse.core.runtime.FileLocator;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/**
 * The runtime libraries and tools of the fragment {@code dev.straggler.runtime.linux.x86_64} when running
 * inside OSGi (empty otherwise). {@code findEntries} sees the host's attached fragments; {@code toFileURL}
 * extracts a file from a jar-shaped bundle if needed.
 */
final class OsgiRuntimeDirectory {

    private OsgiRuntimeDirectory() {
    }

    static List<Path> libraries() {
        return entries("libstraggler*.so");
    }

    /** The files of the fragment's {@code lib/} whose names match {@code pattern} ({@code *} a wildcard). */
    static List<Path> entries(String pattern) {
        List<Path> libs = new ArrayList<>();
        if (OsgiRuntimeDirectory.class.getClassLoader() == ClassLoader.getSystemClassLoader()) {
            return libs; // a plain class path (the command line): no OSGi class is loaded for nothing
        }
        try {
            Bundle b = FrameworkUtil.getBundle(OsgiRuntimeDirectory.class);
            if (b == null) {
                return libs;
            }
            Enumeration<URL> e = b.findEntries("lib", pattern, false);
            while (e != null && e.hasMoreElements()) {
                libs.add(Path.of(FileLocator.toFileURL(e.nextElement()).toURI()));
            }
        } catch (Exception | LinkageError e) {
            // not in OSGi, or the fragment is not there
        }
        return libs;
    }
}
