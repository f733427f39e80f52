package dev.straggler.internal.model.dump;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;

import dev.straggler.model.dump.StragglerResources;

/**
 * Creates {@link DumpResource}s: read-only resources whose single root is the {@link dev.straggler.model.Job} of a
 * dump directory (a file URI of a directory) or of a single {@code .sdump} file. Registered for the file extension
 * {@code sdump} (plugin.xml, {@link StragglerResources#createResourceSet()}); a directory URI has no extension, so
 * use {@link StragglerResources#createResourceSet()} (which maps directories to this factory) or
 * {@link #createResource(URI)} directly.
 */
public class DumpResourceFactory implements Resource.Factory {

    /** The file extension of a task's dump. */
    public static final String EXTENSION = "sdump";

    /** A shared instance (the factory has no state). */
    public static final DumpResourceFactory INSTANCE = new DumpResourceFactory();

    /** Creates a factory (public for the extension registry). */
    public DumpResourceFactory() {
    }

    @Override
    public Resource createResource(URI uri) {
        return new DumpResource(uri);
    }
}
