package dev.straggler.internal.editor.prefs;

import java.util.List;

import org.eclipse.core.runtime.preferences.AbstractPreferenceInitializer;
import org.eclipse.core.runtime.preferences.DefaultScope;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.ui.preferences.ScopedPreferenceStore;
import org.eclipse.ui.texteditor.AbstractDecoratedTextEditorPreferenceConstants;

/**
 * The C/C++ editor's preferences (node {@value #QUALIFIER}): where clangd is and what it is started with, line numbers,
 * semantic highlighting. The editor's preference store puts this node before the text editors' own, so its
 * {@link #LINE_NUMBERS} (the text editors' key) wins in this editor only.
 */
public final class EditorPreferences {

    /** The preference node. */
    public static final String QUALIFIER = "dev.straggler.editor";
    /** clangd's path; empty: {@code clangd} (or {@code clangd-NN}) from the PATH. */
    public static final String CLANGD_PATH = "clangdPath";
    /** clangd's arguments, split at spaces (besides {@code --compile-commands-dir}, which the editor adds). */
    public static final String CLANGD_ARGUMENTS = "clangdArguments";
    /** Line numbers in the C/C++ editor (on by default; the text editors' key, so the editor's ruler follows it). */
    public static final String LINE_NUMBERS = AbstractDecoratedTextEditorPreferenceConstants.EDITOR_LINE_NUMBER_RULER;
    /** Colours from clangd's semantic tokens over the rule-based highlighting. */
    public static final String SEMANTIC_HIGHLIGHTING = "semanticHighlighting";

    /** clangd's default arguments: errors only in its log. */
    public static final String DEFAULT_ARGUMENTS = "--log=error";

    private static ScopedPreferenceStore store;

    private EditorPreferences() {
    }

    static void initializeDefaults() {
        IEclipsePreferences d = DefaultScope.INSTANCE.getNode(QUALIFIER);
        d.put(CLANGD_PATH, "");
        d.put(CLANGD_ARGUMENTS, DEFAULT_ARGUMENTS);
        d.putBoolean(LINE_NUMBERS, true);
        d.putBoolean(SEMANTIC_HIGHLIGHTING, true);
    }

    /** The node as a preference store (instance scope over the defaults). */
    public static synchronized IPreferenceStore store() {
        if (store == null) {
            store = new ScopedPreferenceStore(InstanceScope.INSTANCE, QUALIFIER);
        }
        return store;
    }

    /** The configured clangd path, trimmed ("" when it is to be found on the PATH). */
    public static String clangdPath() {
        return store().getString(CLANGD_PATH).trim();
    }

    /** The configured arguments, split at white space. */
    public static List<String> clangdArguments() {
        String a = store().getString(CLANGD_ARGUMENTS).trim();
        return a.isEmpty() ? List.of() : List.of(a.split("\\s+"));
    }

    /** The defaults (extension point org.eclipse.core.runtime.preferences). */
    public static final class Initializer extends AbstractPreferenceInitializer {
        @Override
        public void initializeDefaultPreferences() {
            initializeDefaults();
        }
    }
}
