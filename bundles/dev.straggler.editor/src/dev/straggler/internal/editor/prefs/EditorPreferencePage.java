package dev.straggler.internal.editor.prefs;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

import org.eclipse.jface.preference.BooleanFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.FileFieldEditor;
import org.eclipse.jface.preference.StringFieldEditor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;

import dev.straggler.internal.editor.lsp.ClangdLocator;

/**
 * Window &gt; Preferences &gt; Straggler &gt; C/C++ Editor: clangd's path and arguments (clangd restarts when they
 * change), line numbers, semantic highlighting; and which clangd the editor finds now, or how to install one.
 */
public class EditorPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

    public static final String ID = "dev.straggler.editor.preferencePage";

    private Label found;

    public EditorPreferencePage() {
        super(GRID);
        setDescription("The C/C++ editor asks clangd (the C/C++ language server) for hover, go to definition,"
                + " references, the outline, problems and semantic colours; without it, it highlights by rules.");
    }

    @Override
    public void init(IWorkbench workbench) {
        setPreferenceStore(EditorPreferences.store());
    }

    @Override
    protected void createFieldEditors() {
        Composite p = getFieldEditorParent();
        FileFieldEditor path = new FileFieldEditor(EditorPreferences.CLANGD_PATH, "&clangd (empty: from the PATH):", true, p) {
            @Override
            protected boolean checkState() {
                boolean ok = super.checkState();
                showFound(getStringValue().trim());
                return ok;
            }
        };
        path.setEmptyStringAllowed(true);
        addField(path);
        StringFieldEditor args = new StringFieldEditor(EditorPreferences.CLANGD_ARGUMENTS, "clangd &arguments:", p);
        args.getTextControl(p).setToolTipText("Besides --compile-commands-dir, which the editor passes (e.g. --log=error"
                + " --background-index=false)");
        addField(args);
        found = new Label(p, SWT.WRAP);
        GridData gd = new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1);
        gd.widthHint = 400;
        found.setLayoutData(gd);
        addField(new BooleanFieldEditor(EditorPreferences.LINE_NUMBERS, "Show &line numbers", p));
        addField(new BooleanFieldEditor(EditorPreferences.SEMANTIC_HIGHLIGHTING,
                "&Semantic highlighting (clangd's colours for functions, variables, parameters, macros, types)", p));
        showFound(EditorPreferences.clangdPath());
    }

    /** The clangd that {@code configured} resolves to and its version, or why there is none and how to get one. */
    private void showFound(String configured) {
        if (found == null || found.isDisposed()) {
            return;
        }
        ClangdLocator.Found f = ClangdLocator.find(configured, System.getenv("PATH"));
        found.setText(f.executable() == null ? f.problem() + " " + ClangdLocator.HOW_TO_INSTALL
                : "Uses " + f.executable() + version(f.executable().toString()));
        found.getParent().layout(true, true);
    }

    private static String version(String clangd) {
        try {
            Process p = new ProcessBuilder(clangd, "--version").redirectErrorStream(true).start();
            p.getOutputStream().close();
            String out;
            try (InputStream in = p.getInputStream()) {
                out = new String(in.readNBytes(4096), StandardCharsets.UTF_8);
            }
            if (!p.waitFor(5, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return "";
            }
            String first = out.lines().findFirst().orElse("").strip();
            return first.isEmpty() ? "" : " (" + first + ")";
        } catch (IOException e) {
            return " (it does not run: " + e.getMessage() + ")";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }
}
