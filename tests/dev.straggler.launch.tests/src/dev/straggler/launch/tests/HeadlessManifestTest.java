package dev.straggler.launch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.osgi.framework.Bundle;
import org.osgi.framework.Constants;
import org.osgi.framework.FrameworkUtil;

import dev.straggler.launch.JobRunner;

/**
 * The launch bundle {@code dev.straggler.launch} stays headless (DESIGN.md §2: launching for the command line, which
 * runs it on a plain class path, and for the IDE's launch bundle {@code dev.straggler.launch.ide}): its MANIFEST.MF
 * neither requires nor imports the debug platform, the workspace, the workbench or SWT. Read from the bundle as the
 * test runtime installed it.
 */
class HeadlessManifestTest {

    /** What the headless bundle must not depend on: these bundles or packages and everything below them. */
    static final List<String> FORBIDDEN = List.of("org.eclipse.debug", "org.eclipse.core.resources", "org.eclipse.ui",
            "org.eclipse.swt", "org.eclipse.jface", "org.eclipse.e4.ui");

    @Test
    void launchBundleRequiresAndImportsNothingOfTheIde() {
        Bundle launch = FrameworkUtil.getBundle(JobRunner.class);
        assertNotNull(launch, "dev.straggler.launch is not an OSGi bundle in the test runtime");
        assertEquals("dev.straggler.launch", launch.getSymbolicName());
        assertTrue(launch.getHeaders("").get(Constants.REQUIRE_BUNDLE).contains("dev.straggler.core"),
                "the bundle's own Require-Bundle is read");
        List<String> found = new ArrayList<>();
        for (String header : List.of(Constants.REQUIRE_BUNDLE, Constants.IMPORT_PACKAGE,
                Constants.DYNAMICIMPORT_PACKAGE)) {
            found.addAll(forbidden(header, launch.getHeaders("").get(header)));
        }
        assertTrue(found.isEmpty(), "dev.straggler.launch must stay headless (the IDE's part belongs in"
                + " dev.straggler.launch.ide), but its MANIFEST.MF has " + found);
    }

    /** The check itself sees a dependency on the IDE, however the header writes it. */
    @Test
    void checkFindsIdeDependencies() {
        assertEquals(List.of("Require-Bundle: org.eclipse.debug.core", "Require-Bundle: org.eclipse.ui"),
                forbidden("Require-Bundle", "dev.straggler.core;bundle-version=\"[0.2.0,1.0.0)\",org.eclipse.debug.core,"
                        + " org.eclipse.core.runtime, org.eclipse.ui;resolution:=optional"));
        assertEquals(List.of("Import-Package: org.eclipse.core.resources", "Import-Package: org.eclipse.swt.widgets"),
                forbidden("Import-Package", "org.eclipse.core.resources;version=\"[3.0,4)\",org.osgi.framework,"
                        + "org.eclipse.swt.widgets,org.eclipse.uitest"));
        assertEquals(List.of(), forbidden("Import-Package", null));
    }

    /** The names in the manifest header {@code value} (clauses separated by commas outside quotes) that are forbidden. */
    static List<String> forbidden(String header, String value) {
        List<String> out = new ArrayList<>();
        if (value == null) {
            return out;
        }
        for (String clause : value.split(",(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)")) {
            String name = clause.split(";", 2)[0].strip();
            for (String f : FORBIDDEN) {
                if (name.equals(f) || name.startsWith(f + ".")) {
                    out.add(header + ": " + name);
                }
            }
        }
        return out;
    }
}
