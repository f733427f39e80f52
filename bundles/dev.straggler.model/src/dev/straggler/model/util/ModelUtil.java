package dev.straggler.model.util;

import org.eclipse.emf.ecore.EObject;

/** Static helpers for model instances. */
public final class ModelUtil {

    private ModelUtil() {
    }

    /** The root container of {@code object} (the object itself if it has no container). */
    public static EObject root(EObject object) {
        EObject current = object;
        while (current.eContainer() != null) {
            current = current.eContainer();
        }
        return current;
    }
}
