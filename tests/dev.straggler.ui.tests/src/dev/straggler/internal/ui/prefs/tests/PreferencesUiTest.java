package dev.straggler.internal.ui.prefs.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.jface.preference.ColorFieldEditor;
import org.eclipse.jface.preference.FieldEditor;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.jface.preference.StringFieldEditor;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.osgi.service.prefs.BackingStoreException;

import dev.straggler.internal.ui.launch.MpiDiagnosisTabGroup;
import dev.straggler.internal.ui.prefs.StragglerPreferencePage;
import dev.straggler.internal.ui.prefs.UiPreferences;
import dev.straggler.ui.fixtures.Screens;
import dev.straggler.internal.ui.tests.UiTestSupport;
import dev.straggler.launch.ide.LaunchAttributes;
import dev.straggler.launch.ide.LaunchPreferences;

public class PreferencesUiTest {

    @AfterEach
    void clear() throws BackingStoreException {
        InstanceScope.INSTANCE.getNode(LaunchPreferences.QUALIFIER).clear();
        InstanceScope.INSTANCE.getNode(UiPreferences.QUALIFIER).clear();
    }

    private static FieldEditor field(StragglerPreferencePage page, String key) {
        return page.fieldEditors().stream().filter(f -> f.getPreferenceName().equals(key)).findFirst().orElseThrow();
    }

    /** Types {@code value} into the text of field {@code key} as a user would (the editor validates on key release). */
    private static void type(StragglerPreferencePage page, String key, String value) {
        org.eclipse.swt.widgets.Text t = ((StringFieldEditor) field(page, key)).getTextControl(page.getFieldEditorParentForTest());
        t.setFocus();
        t.setText(value);
        org.eclipse.swt.widgets.Event e = new org.eclipse.swt.widgets.Event();
        e.character = value.isEmpty() ? ' ' : value.charAt(value.length() - 1);
        t.notifyListeners(org.eclipse.swt.SWT.KeyUp, e);
        UiTestSupport.processEvents();
    }

    /** The page of the real Preferences dialog: typed values are stored, and a new configuration starts from them. */
    @Test
    void pageStoresDefaultsThatNewConfigurationsUse() throws Exception {
        Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        PreferenceDialog dialog = PreferencesUtil.createPreferenceDialogOn(shell, StragglerPreferencePage.ID,
                new String[] { StragglerPreferencePage.ID }, null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        try {
            UiTestSupport.processEvents();
            StragglerPreferencePage page = (StragglerPreferencePage) dialog.getSelectedPage();
            assertNotNull(page, "the Straggler page is selected");
            List<String> keys = page.fieldEditors().stream().map(FieldEditor::getPreferenceName).toList();
            assertEquals(List.of(LaunchPreferences.LAUNCHER, LaunchPreferences.RANKS, LaunchPreferences.TIMEOUT_SECONDS,
                    LaunchPreferences.ALGORITHM, LaunchPreferences.GDB_PATH, LaunchPreferences.RUNS_REMOVE,
                    LaunchPreferences.RUNS_KEEP, LaunchPreferences.RUNS_KEEP_DIAGNOSED, UiPreferences.LP_FILL,
                    UiPreferences.NODE_FILL),
                    keys);
            // shown with the built-in defaults
            assertEquals("mpirun", ((StringFieldEditor) field(page, LaunchPreferences.LAUNCHER)).getStringValue());
            assertEquals("4", ((StringFieldEditor) field(page, LaunchPreferences.RANKS)).getStringValue());
            Screens.shot(dialog.getShell(), "preferences");

            // an invalid value blocks OK with the field's message
            type(page, LaunchPreferences.RANKS, "0");
            UiTestSupport.processEvents();
            assertFalse(page.isValid(), "ranks 0 is refused");
            assertEquals("Ranks: a whole number from 1", page.getErrorMessage());

            type(page, LaunchPreferences.RANKS, "7");
            type(page, LaunchPreferences.LAUNCHER, "srun");
            type(page, LaunchPreferences.TIMEOUT_SECONDS, "12");
            ((ColorFieldEditor) field(page, UiPreferences.LP_FILL)).getColorSelector().setColorValue(new RGB(10, 200, 30));
            UiTestSupport.processEvents();
            assertTrue(page.isValid(), String.valueOf(page.getErrorMessage()));
            assertTrue(page.performOk());
        } finally {
            dialog.close();
        }
        assertEquals("srun", LaunchPreferences.launcher());
        assertEquals(7, LaunchPreferences.ranks());
        assertEquals(12, LaunchPreferences.timeoutSeconds());
        assertEquals(LaunchAttributes.DEFAULT_ALGORITHM, LaunchPreferences.algorithm());
        assertEquals(new RGB(10, 200, 30), UiPreferences.lpFill());
        assertEquals(UiPreferences.DEFAULT_NODE_FILL, UiPreferences.nodeFill());

        // the launch tabs' defaults (what Run Configurations > New gives) come from the preferences
        ILaunchManager lm = DebugPlugin.getDefault().getLaunchManager();
        ILaunchConfigurationWorkingCopy wc = lm.getLaunchConfigurationType(LaunchAttributes.TYPE_ID).newInstance(null,
                "prefs-defaults");
        MpiDiagnosisTabGroup group = new MpiDiagnosisTabGroup();
        group.createTabs(null, ILaunchManager.RUN_MODE);
        group.setDefaults(wc);
        assertEquals("srun", wc.getAttribute(LaunchAttributes.LAUNCHER, ""));
        assertEquals(7, wc.getAttribute(LaunchAttributes.RANKS, 0));
        assertEquals(12, wc.getAttribute(LaunchAttributes.TIMEOUT_SECONDS, -1));
        group.dispose();
    }

    /** A preference set by hand to a value the launch cannot use falls back to the built-in default. */
    @Test
    void invalidStoredValuesFallBack() {
        var node = InstanceScope.INSTANCE.getNode(LaunchPreferences.QUALIFIER);
        node.put(LaunchPreferences.ALGORITHM, "fastest");
        node.putInt(LaunchPreferences.RANKS, -3);
        node.put(LaunchPreferences.GDB_PATH, " ");
        assertEquals(LaunchAttributes.DEFAULT_ALGORITHM, LaunchPreferences.algorithm());
        assertEquals(LaunchAttributes.DEFAULT_RANKS, LaunchPreferences.ranks());
        assertEquals("gdb", LaunchPreferences.gdb());
    }
}
