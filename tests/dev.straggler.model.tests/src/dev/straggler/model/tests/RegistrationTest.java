package dev.straggler.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.emf.common.EMFPlugin;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceFactoryImpl;
import org.junit.jupiter.api.Test;

import dev.straggler.internal.model.dump.DumpResourceFactory;
import dev.straggler.model.StragglerPackage;
import dev.straggler.model.dump.StragglerResources;

/** plugin.xml registrations (in OSGi) and {@link StragglerResources#registerGlobally()} (standalone). */
class RegistrationTest {

    @Test
    void packageAndFactoriesAreRegistered() {
        if (!EMFPlugin.IS_ECLIPSE_RUNNING) {
            StragglerResources.registerGlobally();
        }
        assertSame(StragglerPackage.eINSTANCE, EPackage.Registry.INSTANCE.getEPackage("http://straggler.dev/model/1.0"));
        assertEquals("straggler", StragglerPackage.eINSTANCE.getNsPrefix());
        Resource.Factory sdump = Resource.Factory.Registry.INSTANCE.getFactory(URI.createFileURI("/tmp/rank-000000.sdump"));
        assertTrue(sdump instanceof DumpResourceFactory, String.valueOf(sdump));
        Resource.Factory xmi = Resource.Factory.Registry.INSTANCE.getFactory(URI.createFileURI("/tmp/job.straggler"));
        assertTrue(xmi instanceof XMIResourceFactoryImpl, String.valueOf(xmi));
    }

    @Test
    void literalsOfTheEnums() {
        assertEquals("semi-dist", dev.straggler.model.PdgAlgorithm.SEMI_DIST.getLiteral());
        assertEquals("loop-aware", dev.straggler.model.PdgAlgorithm.LOOP_AWARE.getLiteral());
        assertEquals(4, dev.straggler.model.DumpReason.EXIT.getValue());
        assertEquals(StragglerPackage.eINSTANCE.getState_Key(), StragglerPackage.eINSTANCE.getState().getEIDAttribute());
    }
}
