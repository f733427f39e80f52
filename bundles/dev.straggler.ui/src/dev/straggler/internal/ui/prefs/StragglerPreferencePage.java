package dev.straggler.internal.ui.prefs;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.BooleanFieldEditor;
import org.eclipse.jface.preference.ColorFieldEditor;
import org.eclipse.jface.preference.ComboFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.FileFieldEditor;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.preference.IntegerFieldEditor;
import org.eclipse.jface.preference.PreferenceConverter;
import org.eclipse.jface.preference.StringFieldEditor;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;
import org.eclipse.ui.preferences.ScopedPreferenceStore;

import dev.straggler.launch.RunRetention;
import dev.straggler.launch.ide.LaunchAttributes;
import dev.straggler.launch.ide.LaunchPreferences;

/**
 * Window &gt; Preferences &gt; Straggler. Launch defaults and gdb go to the launch bundle's node (read by
 * {@link LaunchPreferences}, so new launch configurations start from them); the colours to the UI's node
 * ({@link UiPreferences}), read by the graph view when it draws.
 */
public class StragglerPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

    /** Page id (plugin.xml). */
    public static final String ID = "dev.straggler.ui.preferencePage";

    private ScopedPreferenceStore launchStore;
    private ScopedPreferenceStore uiStore;

    public StragglerPreferencePage() {
        super(GRID);
        setDescription(Messages.Page_description);
    }

    @Override
    public void init(IWorkbench workbench) {
        launchStore = new ScopedPreferenceStore(InstanceScope.INSTANCE, LaunchPreferences.QUALIFIER);
        launchStore.setDefault(LaunchPreferences.LAUNCHER, LaunchAttributes.DEFAULT_LAUNCHER);
        launchStore.setDefault(LaunchPreferences.RANKS, LaunchAttributes.DEFAULT_RANKS);
        launchStore.setDefault(LaunchPreferences.TIMEOUT_SECONDS, LaunchAttributes.DEFAULT_TIMEOUT_SECONDS);
        launchStore.setDefault(LaunchPreferences.ALGORITHM, LaunchAttributes.DEFAULT_ALGORITHM);
        launchStore.setDefault(LaunchPreferences.GDB_PATH, "");
        launchStore.setDefault(LaunchPreferences.RUNS_REMOVE, true);
        launchStore.setDefault(LaunchPreferences.RUNS_KEEP, RunRetention.DEFAULT_KEEP);
        launchStore.setDefault(LaunchPreferences.RUNS_KEEP_DIAGNOSED, true);
        uiStore = new ScopedPreferenceStore(InstanceScope.INSTANCE, UiPreferences.QUALIFIER);
        PreferenceConverter.setDefault(uiStore, UiPreferences.LP_FILL, UiPreferences.DEFAULT_LP_FILL);
        PreferenceConverter.setDefault(uiStore, UiPreferences.NODE_FILL, UiPreferences.DEFAULT_NODE_FILL);
        setPreferenceStore(launchStore);
    }

    @Override
    protected IPreferenceStore doGetPreferenceStore() {
        return launchStore;
    }

    @Override
    protected void createFieldEditors() {
        Composite p = getFieldEditorParent();
        StringFieldEditor launcher = new StringFieldEditor(LaunchPreferences.LAUNCHER, Messages.Launcher_label, p);
        launcher.setEmptyStringAllowed(false);
        launcher.setErrorMessage(Messages.Launcher_error);
        launcher.getTextControl(p).setToolTipText(Messages.Launcher_tooltip);
        addField(launcher);
        IntegerFieldEditor ranks = new IntegerFieldEditor(LaunchPreferences.RANKS, Messages.Ranks_label, p);
        ranks.setValidRange(1, 1_000_000);
        ranks.setErrorMessage(Messages.Ranks_error);
        addField(ranks);
        IntegerFieldEditor timeout = new IntegerFieldEditor(LaunchPreferences.TIMEOUT_SECONDS,
                Messages.Timeout_label, p);
        timeout.setValidRange(0, 86_400);
        timeout.setErrorMessage(Messages.Timeout_error);
        addField(timeout);
        String[][] algorithms = new String[LaunchAttributes.ALGORITHMS.length][];
        for (int i = 0; i < algorithms.length; i++) {
            algorithms[i] = new String[] { LaunchAttributes.ALGORITHMS[i], LaunchAttributes.ALGORITHMS[i] };
        }
        addField(new ComboFieldEditor(LaunchPreferences.ALGORITHM, Messages.Algorithm_label, algorithms, p));
        FileFieldEditor gdb = new FileFieldEditor(LaunchPreferences.GDB_PATH, Messages.Gdb_label, true,
                FileFieldEditor.VALIDATE_ON_KEY_STROKE, p);
        gdb.setEmptyStringAllowed(true);
        gdb.setErrorMessage(Messages.Gdb_error);
        addField(gdb);
        addField(new BooleanFieldEditor(LaunchPreferences.RUNS_REMOVE, Messages.RunsRemove_label, p));
        IntegerFieldEditor keep = new IntegerFieldEditor(LaunchPreferences.RUNS_KEEP, Messages.RunsKeep_label, p);
        keep.setValidRange(0, 1_000_000);
        keep.setErrorMessage(Messages.RunsKeep_error);
        addField(keep);
        addField(new BooleanFieldEditor(LaunchPreferences.RUNS_KEEP_DIAGNOSED, Messages.RunsKeepDiagnosed_label, p));
        addColour(new ColorFieldEditor(UiPreferences.LP_FILL, Messages.LpFill_label, p));
        addColour(new ColorFieldEditor(UiPreferences.NODE_FILL, Messages.NodeFill_label, p));
    }

    private void addColour(ColorFieldEditor editor) {
        addField(editor);
        editor.setPreferenceStore(uiStore); // after addField, which gives every editor the page's store
    }

    @Override
    protected void initialize() {
        super.initialize(); // loads every editor from the page's store ...
        for (var e : fields()) {
            if (e instanceof ColorFieldEditor c) { // ... then the colours from theirs
                c.setPreferenceStore(uiStore);
                c.load();
            }
        }
    }

    private java.util.List<org.eclipse.jface.preference.FieldEditor> fields() {
        return editors;
    }

    private final java.util.List<org.eclipse.jface.preference.FieldEditor> editors = new java.util.ArrayList<>();

    @Override
    protected void addField(org.eclipse.jface.preference.FieldEditor editor) {
        editors.add(editor);
        super.addField(editor);
    }

    @Override
    public boolean performOk() {
        boolean ok = super.performOk();
        try {
            launchStore.save();
            uiStore.save();
        } catch (java.io.IOException e) {
            setErrorMessage(NLS.bind(Messages.Save_error, e.getMessage()));
            return false;
        }
        return ok;
    }

    /** For tests: the parent of the field editors' controls. */
    public Composite getFieldEditorParentForTest() {
        return getFieldEditorParent();
    }

    /** For tests: the field editors in page order. */
    public java.util.List<org.eclipse.jface.preference.FieldEditor> fieldEditors() {
        return java.util.List.copyOf(editors);
    }
}
