package dev.straggler.internal.model.dump;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.impl.ResourceImpl;

import dev.straggler.model.Job;
import dev.straggler.model.dump.DumpFile;
import dev.straggler.model.dump.StragglerResources;

/**
 * A read-only resource holding the {@link Job} of a dump directory or of one {@code .sdump} file. File URIs are
 * read with {@link JobLoader} (a directory: {@link JobLoader#load(Path)}, a file: {@link JobLoader#loadFile(Path)});
 * other URIs of a single {@code .sdump} file are read through the resource set's URI converter. Saving is
 * unsupported: save the Job as XMI ({@link StragglerResources#saveXmi(Job, Path)}).
 */
public class DumpResource extends ResourceImpl {

    /** Creates a resource for {@code uri}. */
    public DumpResource(URI uri) {
        super(uri);
    }

    /** The loaded job, or null before loading. */
    public Job getJob() {
        return getContents().isEmpty() ? null : (Job) getContents().get(0);
    }

    @Override
    public void load(Map<?, ?> options) throws IOException {
        if (isLoaded) {
            return;
        }
        Path path = localPath(getURI());
        if (path == null) {
            super.load(options); // a stream: doLoad
            return;
        }
        Notification notification = setLoaded(true);
        isLoading = true;
        try {
            getErrors().clear();
            getWarnings().clear();
            Job job = Files.isDirectory(path) ? JobLoader.load(path) : JobLoader.loadFile(path);
            getContents().add(job);
        } catch (IOException | RuntimeException e) {
            getContents().clear();
            Notification unloaded = setLoaded(false);
            if (unloaded != null) {
                eNotify(unloaded);
            }
            throw e;
        } finally {
            isLoading = false;
            if (notification != null && isLoaded) {
                eNotify(notification);
            }
            setModified(false);
        }
    }

    @Override
    protected void doLoad(InputStream inputStream, Map<?, ?> options) throws IOException {
        String name = getURI().lastSegment() == null ? getURI().toString() : URI.decode(getURI().lastSegment());
        DumpFile dump = DumpReader.read(inputStream.readAllBytes(), name);
        getContents().add(JobLoader.fromDumps(java.util.List.of(dump), Map.of()));
    }

    @Override
    public void save(Map<?, ?> options) throws IOException {
        throw unsupported();
    }

    @Override
    protected void doSave(OutputStream outputStream, Map<?, ?> options) throws IOException {
        throw unsupported();
    }

    private UnsupportedOperationException unsupported() {
        return new UnsupportedOperationException("cannot save " + getURI()
                + ": dumps are written by the native runtime only; save the Job as XMI instead"
                + " (StragglerResources.saveXmi, or a resource whose URI ends in ." + StragglerResources.XMI_EXTENSION
                + ")");
    }

    /** The local file system path of a file URI (with or without a trailing slash), else null. */
    public static Path localPath(URI uri) {
        if (uri == null || !uri.isFile()) {
            return null;
        }
        String file = uri.toFileString();
        if (file == null) {
            return null;
        }
        return Path.of(file);
    }
}
