package dev.straggler.releng.codegen;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.emf.codegen.ecore.generator.Generator;
import org.eclipse.emf.codegen.ecore.generator.GeneratorAdapterFactory;
import org.eclipse.emf.codegen.ecore.genmodel.GenModel;
import org.eclipse.emf.codegen.ecore.genmodel.GenModelPackage;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenBaseGeneratorAdapter;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenModelGeneratorAdapterFactory;
import org.eclipse.emf.common.util.BasicMonitor;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.ecore.plugin.EcorePlugin;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.URIConverter;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.xmi.impl.EcoreResourceFactoryImpl;

/**
 * Regenerates the EMF model code of bundles/dev.straggler.model from model/straggler.genmodel with the EMF
 * generator, standalone (no running Eclipse). Argument: the model bundle directory.
 */
public final class GenerateModel {

    private static final String BUNDLE = "dev.straggler.model";

    private GenerateModel() {
    }

    public static void main(String[] args) throws Exception {
        Path bundleDir = Path.of(args.length > 0 ? args[0] : "../../bundles/" + BUNDLE).toAbsolutePath().normalize();
        Path genmodelFile = bundleDir.resolve("model/straggler.genmodel");
        if (!Files.isRegularFile(genmodelFile)) {
            throw new IllegalArgumentException("no genmodel at " + genmodelFile);
        }

        // platform:/plugin/... for the EMF bundles on the class path (Ecore.genmodel, emf-merge.xml)
        URIConverter.URI_MAP.putAll(EcorePlugin.computePlatformURIMap(true));
        // platform:/resource/dev.straggler.model/ -> the bundle directory (modelDirectory="/dev.straggler.model/src")
        EcorePlugin.getPlatformResourceMap().put(BUNDLE, URI.createFileURI(bundleDir + "/"));

        ResourceSet resourceSet = new ResourceSetImpl();
        resourceSet.getResourceFactoryRegistry().getExtensionToFactoryMap().put("ecore", new EcoreResourceFactoryImpl());
        resourceSet.getResourceFactoryRegistry().getExtensionToFactoryMap().put("genmodel", new EcoreResourceFactoryImpl());
        resourceSet.getPackageRegistry().put(EcorePackage.eNS_URI, EcorePackage.eINSTANCE);
        resourceSet.getPackageRegistry().put(GenModelPackage.eNS_URI, GenModelPackage.eINSTANCE);
        resourceSet.getURIConverter().getURIMap().putAll(URIConverter.URI_MAP);

        URI genmodelUri = URI.createPlatformResourceURI("/" + BUNDLE + "/model/straggler.genmodel", true);
        Resource resource = resourceSet.getResource(genmodelUri, true);
        GenModel genModel = (GenModel) resource.getContents().get(0);
        genModel.reconcile();
        genModel.setCanGenerate(true);
        genModel.setValidateModel(false);

        Diagnostic diagnostic = genModel.diagnose();
        if (diagnostic.getSeverity() == Diagnostic.ERROR) {
            throw new IllegalStateException("genmodel is not valid: " + diagnostic);
        }

        GeneratorAdapterFactory.Descriptor.Registry.INSTANCE.addDescriptor(GenModelPackage.eNS_URI,
                GenModelGeneratorAdapterFactory.DESCRIPTOR);
        Generator generator = new Generator();
        generator.setInput(genModel);
        Diagnostic result = generator.generate(genModel, GenBaseGeneratorAdapter.MODEL_PROJECT_TYPE,
                new BasicMonitor.Printing(System.out));
        System.out.println("EMF generator: " + severity(result.getSeverity()) + " " + result.getMessage());
        for (Diagnostic child : result.getChildren()) {
            System.out.println("  " + severity(child.getSeverity()) + " " + child.getMessage());
        }
        if (result.getSeverity() == Diagnostic.ERROR) {
            System.exit(1);
        }
    }

    private static String severity(int severity) {
        return switch (severity) {
            case Diagnostic.OK -> "OK";
            case Diagnostic.INFO -> "INFO";
            case Diagnostic.WARNING -> "WARNING";
            case Diagnostic.ERROR -> "ERROR";
            default -> "CANCEL";
        };
    }
}
