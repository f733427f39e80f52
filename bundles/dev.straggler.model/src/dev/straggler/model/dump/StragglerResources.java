package dev.straggler.model.dump;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.eclipse.emf.common.EMFPlugin;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceFactoryRegistryImpl;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceFactoryImpl;

import dev.straggler.internal.model.dump.DumpResource;
import dev.straggler.internal.model.dump.DumpResourceFactory;
import dev.straggler.internal.model.dump.JobLoader;
import dev.straggler.internal.model.dump.ReducedReader;
import dev.straggler.internal.model.dump.SafeXmiResourceFactory;
import dev.straggler.model.Job;
import dev.straggler.model.StragglerPackage;

/**
 * Loading and saving {@link Job}s, with or without OSGi: dump directories (read-only) and XMI files
 * ({@code *.straggler}). Every method registers what it needs in its own resource set, so nothing depends on the
 * Eclipse extension registry; {@link #registerGlobally()} also fills EMF's global registries for code that uses
 * its own resource sets outside OSGi.
 */
public final class StragglerResources {

    /** File extension of a Job saved as XMI. */
    public static final String XMI_EXTENSION = "straggler";

    private StragglerResources() {
    }

    /**
     * A resource set that knows the Straggler package, {@code *.sdump} and dump directories
     * ({@link DumpResourceFactory}), and {@code *.straggler} / {@code *.xmi} (XMI).
     */
    public static ResourceSet createResourceSet() {
        ResourceSetImpl resourceSet = new ResourceSetImpl();
        resourceSet.getPackageRegistry().put(StragglerPackage.eNS_URI, StragglerPackage.eINSTANCE);
        ResourceFactoryRegistryImpl registry = new ResourceFactoryRegistryImpl() {
            @Override
            public Resource.Factory getFactory(URI uri, String contentType) {
                Path path = DumpResource.localPath(uri);
                if (path != null && Files.isDirectory(path)) {
                    return DumpResourceFactory.INSTANCE;
                }
                return super.getFactory(uri, contentType);
            }

            @Override
            protected Resource.Factory delegatedGetFactory(URI uri, String contentTypeIdentifier) {
                return Resource.Factory.Registry.INSTANCE.getFactory(uri, contentTypeIdentifier);
            }
        };
        Map<String, Object> extensions = registry.getExtensionToFactoryMap();
        extensions.put(DumpResourceFactory.EXTENSION, DumpResourceFactory.INSTANCE);
        extensions.put(XMI_EXTENSION, SafeXmiResourceFactory.INSTANCE);
        extensions.put("xmi", SafeXmiResourceFactory.INSTANCE);
        resourceSet.setResourceFactoryRegistry(registry);
        return resourceSet;
    }

    /**
     * Outside OSGi: registers the Straggler package and the {@code sdump}/{@code straggler} factories in EMF's global
     * registries (in Eclipse, plugin.xml does it). Idempotent.
     */
    public static synchronized void registerGlobally() {
        EPackage.Registry.INSTANCE.put(StragglerPackage.eNS_URI, StragglerPackage.eINSTANCE);
        if (!EMFPlugin.IS_ECLIPSE_RUNNING) {
            Map<String, Object> extensions = Resource.Factory.Registry.INSTANCE.getExtensionToFactoryMap();
            extensions.putIfAbsent(DumpResourceFactory.EXTENSION, DumpResourceFactory.INSTANCE);
            extensions.putIfAbsent(XMI_EXTENSION, SafeXmiResourceFactory.INSTANCE);
        }
    }

    /** The file URI of a path (a directory URI ends with a slash). */
    public static URI fileUri(Path path) {
        Path absolute = path.toAbsolutePath().normalize();
        String text = absolute.toString();
        if (Files.isDirectory(absolute) && !text.endsWith("/")) {
            text += "/";
        }
        return URI.createFileURI(text);
    }

    /**
     * Loads a dump directory (or one {@code .sdump} file) into a Job held by a {@link DumpResource}.
     *
     * @throws IOException with a user-readable message when the directory does not exist or holds no readable dump
     */
    public static Job loadDumpDirectory(Path dir) throws IOException {
        Resource resource = createResourceSet().createResource(fileUri(dir));
        resource.load(Map.of());
        return (Job) resource.getContents().get(0);
    }

    /**
     * Saves {@code job} (with its diagnoses) as XMI to {@code file} (conventionally {@code *.straggler}). The job is
     * copied, so it stays in its own resource (e.g. the read-only dump resource).
     */
    public static void saveXmi(Job job, Path file) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Resource resource = new XMIResourceFactoryImpl().createResource(fileUri(file));
        resource.getContents().add(job.eResource() == null && job.eContainer() == null ? job : EcoreUtil.copy(job));
        try {
            resource.save(Map.of(XMLResource.OPTION_ENCODING, "UTF-8"));
        } finally {
            if (resource.getContents().get(0) == job) {
                resource.getContents().clear(); // leave the caller's object free of our resource
            }
        }
    }

    /**
     * Reads the in-situ analysis's reduced result ({@link ReducedDump#FILE_NAME} in a dump directory).
     *
     * @throws DumpFormatException when the file is missing, truncated or not a reduced result
     */
    public static ReducedDump readReduced(Path file) throws DumpFormatException {
        return ReducedReader.read(file);
    }

    /**
     * The {@code key=value} lines of a runtime's text file ({@code job.info}, {@code complete}); empty when it is
     * missing or unreadable.
     */
    public static Map<String, String> readJobInfo(Path file) {
        return JobLoader.readJobInfo(file);
    }

    /**
     * Loads a Job saved by {@link #saveXmi(Job, Path)}. The file is parsed without a document type (no external
     * entities, no DTD: {@link SafeXmiResourceFactory}).
     *
     * @throws IOException with one message naming the file and the problem when it is not a readable Straggler file
     */
    public static Job loadXmi(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new java.io.FileNotFoundException("no Straggler model file " + file);
        }
        ResourceSet resourceSet = createResourceSet();
        Resource resource = SafeXmiResourceFactory.INSTANCE.createResource(fileUri(file));
        resourceSet.getResources().add(resource);
        try {
            resource.load(Map.of());
        } catch (IOException | RuntimeException e) {
            Throwable cause = e;
            while (cause.getCause() != null && cause.getCause() != cause) {
                cause = cause.getCause();
            }
            String why = cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
            throw new IOException(file + " is not a readable Straggler file (" + why.strip()
                    + "): open a file saved by Straggler (File > Save, straggler diagnose --save)", e);
        }
        if (resource.getContents().isEmpty() || !(resource.getContents().get(0) instanceof Job job)) {
            throw new IOException(file + " does not hold a Straggler Job: it is not a file saved by Straggler");
        }
        return job;
    }
}
