package dev.straggler.model.dump;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceImpl;

/** Writes model instances as XMI text. */
public final class ModelDump {

    private ModelDump() {
    }

    /** Serialises a copy of {@code object} (and its contents) as XMI. */
    public static String toXmi(EObject object) throws IOException {
        XMIResourceImpl resource = new XMIResourceImpl(URI.createURI("straggler-dump.xmi"));
        resource.getContents().add(EcoreUtil.copy(object));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        resource.save(out, Map.of(XMLResource.OPTION_ENCODING, "UTF-8"));
        return out.toString(StandardCharsets.UTF_8);
    }
}
