package dev.straggler.internal.ui.prefs;

import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.preferences.IPreferencesService;
import org.eclipse.jface.resource.StringConverter;
import org.eclipse.swt.graphics.RGB;

/** The UI's own preferences (node dev.straggler.ui): the PDG's fill colours. */
public final class UiPreferences {

    /** Preference node (the UI bundle's id). */
    public static final String QUALIFIER = "dev.straggler.ui";
    /** Fill of least-progressed task groups, "r,g,b". */
    public static final String LP_FILL = "pdg.lpFill";
    /** Fill of the other task groups, "r,g,b". */
    public static final String NODE_FILL = "pdg.nodeFill";

    public static final RGB DEFAULT_LP_FILL = new RGB(244, 162, 97);
    public static final RGB DEFAULT_NODE_FILL = new RGB(226, 236, 250);

    private UiPreferences() {
    }

    public static RGB lpFill() {
        return colour(LP_FILL, DEFAULT_LP_FILL);
    }

    public static RGB nodeFill() {
        return colour(NODE_FILL, DEFAULT_NODE_FILL);
    }

    private static RGB colour(String key, RGB def) {
        IPreferencesService s = Platform.getPreferencesService();
        String v = s == null ? null : s.getString(QUALIFIER, key, null, null);
        return v == null || v.isBlank() ? def : StringConverter.asRGB(v, def);
    }
}
