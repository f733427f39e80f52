package dev.straggler.launch;

import java.net.URL;
import java.nio.file.Path;

import org.eclipse.core.runtime.FileLocator;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/** The runtime fragment's {@code lib/} directory when running inside OSGi (null otherwise). */
final class OsgiRuntimeDirectory {

    private OsgiRuntimeDirectory() {
    }

    static Path find() {
        try {
            Bundle b = FrameworkUtil.getBundle(OsgiRuntimeDirectory.class);
            if (b == null) {
                return null;
            }
            URL lib = b.getEntry("lib/");
            return lib == null ? null : Path.of(FileLocator.toFileURL(lib).toURI());
        } catch (Exception | LinkageError e) {
            return null;
        }
    }
}
