package dev.straggler.internal.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.core.runtime.RegistryFactory;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/**
 * What of Straggler's IDE integration an Eclipse installation holds, read from its extension registry without starting
 * the workbench: the perspective, the views and the launch configuration type Straggler contributes, each with its
 * class loaded from its bundle (so a missing dependency shows). {@code straggler --version} run as the installation's
 * application ({@code -application dev.straggler.cli.app --version}) prints it: the check after installing from the
 * update site.
 */
final class IdeIntegration {

    private IdeIntegration() {
    }

    /** Prints one line per kind of contribution; returns false when the perspective or a view is missing or broken. */
    static boolean print(PrintStream out) {
        IExtensionRegistry registry = RegistryFactory.getRegistry();
        if (registry == null) {
            out.println("IDE integration: no extension registry (not run inside an Eclipse installation)");
            return false;
        }
        List<String> problems = new ArrayList<>();
        List<String> perspectives = names(registry, "org.eclipse.ui.perspectives", "perspective", "dev.straggler.ui", problems);
        List<String> views = names(registry, "org.eclipse.ui.views", "view", "dev.straggler.ui", problems);
        List<String> launchTypes = names(registry, "org.eclipse.debug.core.launchConfigurationTypes",
                "launchConfigurationType", "dev.straggler.launch.ide", problems);
        out.println("IDE integration: perspective " + join(perspectives) + "; views " + join(views)
                + "; launch configuration type " + join(launchTypes));
        problems.forEach(p -> out.println("IDE integration problem: " + p));
        return !perspectives.isEmpty() && !views.isEmpty() && problems.isEmpty();
    }

    private static String join(List<String> names) {
        return names.isEmpty() ? "(none)" : String.join(", ", names);
    }

    /** The names of the elements {@code element} of {@code point} that {@code bundle} contributes, classes checked. */
    private static List<String> names(IExtensionRegistry registry, String point, String element, String bundle,
            List<String> problems) {
        List<String> out = new ArrayList<>();
        for (IConfigurationElement e : registry.getConfigurationElementsFor(point)) {
            if (!e.getName().equals(element) || !bundle.equals(e.getContributor().getName())) {
                continue;
            }
            String name = e.getAttribute("name") + " (" + e.getAttribute("id") + ")";
            String cls = e.getAttribute("class") != null ? e.getAttribute("class") : e.getAttribute("delegate");
            if (cls != null) {
                Bundle b = bundleNamed(bundle);
                try {
                    if (b == null) {
                        throw new ClassNotFoundException("bundle " + bundle + " is not installed");
                    }
                    b.loadClass(cls);
                } catch (ClassNotFoundException | LinkageError ex) {
                    problems.add(name + ": cannot load " + cls + " (" + ex + ")");
                }
            }
            out.add(name);
        }
        return out;
    }

    private static Bundle bundleNamed(String symbolicName) {
        Bundle self = FrameworkUtil.getBundle(IdeIntegration.class);
        if (self == null || self.getBundleContext() == null) {
            return null;
        }
        for (Bundle b : self.getBundleContext().getBundles()) {
            if (symbolicName.equals(b.getSymbolicName())) {
                return b;
            }
        }
        return null;
    }
}
