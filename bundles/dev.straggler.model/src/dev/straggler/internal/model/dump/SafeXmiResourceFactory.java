package dev.straggler.internal.model.dump;

import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceFactoryImpl;

/**
 * XMI resources ({@code *.straggler}) that are read without a document type: a file with a {@code DOCTYPE} (the only
 * way to declare an external entity, XXE) is rejected by the parser before any entity is resolved, and external DTDs
 * and entities are switched off as well. Straggler never writes a DOCTYPE, so no file it saved is refused.
 */
public class SafeXmiResourceFactory extends XMIResourceFactoryImpl {

    /** SAX parser features set on every load (EMF's {@link XMLResource#OPTION_PARSER_FEATURES}). */
    public static final Map<String, Boolean> PARSER_FEATURES = Map.of(
            "http://apache.org/xml/features/disallow-doctype-decl", Boolean.TRUE,
            "http://xml.org/sax/features/external-general-entities", Boolean.FALSE,
            "http://xml.org/sax/features/external-parameter-entities", Boolean.FALSE,
            "http://apache.org/xml/features/nonvalidating/load-external-dtd", Boolean.FALSE);

    /** A shared instance (the factory has no state). */
    public static final SafeXmiResourceFactory INSTANCE = new SafeXmiResourceFactory();

    @Override
    public Resource createResource(URI uri) {
        XMLResource resource = (XMLResource) super.createResource(uri);
        resource.getDefaultLoadOptions().put(XMLResource.OPTION_PARSER_FEATURES, PARSER_FEATURES);
        return resource;
    }
}
