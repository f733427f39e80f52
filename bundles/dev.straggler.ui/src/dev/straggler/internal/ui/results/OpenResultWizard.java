package dev.straggler.internal.ui.results;

import java.nio.file.Path;

import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IImportWizard;
import org.eclipse.ui.IWorkbench;

import dev.straggler.launch.ide.OpenResults;

/** File > Import > Straggler > Straggler Result: a dump or run directory, or a .straggler file ({@link ResultOpener}). */
public class OpenResultWizard extends Wizard implements IImportWizard {

    /** Wizard id (plugin.xml). */
    public static final String ID = "dev.straggler.ui.importResult";

    private final ResultPage page = new ResultPage();
    private org.eclipse.core.runtime.jobs.Job started;

    public OpenResultWizard() {
        setWindowTitle(Messages.Import_windowTitle);
        setNeedsProgressMonitor(false);
    }

    @Override
    public void init(IWorkbench workbench, IStructuredSelection selection) {
        // nothing from the selection: results live outside the workspace
    }

    @Override
    public void addPages() {
        addPage(page);
    }

    @Override
    public boolean performFinish() {
        started = ResultOpener.open(Path.of(page.path.getText().strip()));
        return started != null;
    }

    /** For tests: the job the last Finish started. */
    public org.eclipse.core.runtime.jobs.Job started() {
        return started;
    }

    /** For tests: the page's path field and algorithm combo. */
    public Text pathField() {
        return page.path;
    }


    static final class ResultPage extends WizardPage {
        Text path;

        ResultPage() {
            super("result");
            setTitle(Messages.Import_title);
            setDescription(Messages.Import_description);
        }

        @Override
        public void createControl(Composite parent) {
            Composite c = new Composite(parent, SWT.NONE);
            c.setLayout(new GridLayout(4, false));
            new Label(c, SWT.NONE).setText(Messages.Import_result);
            path = new Text(c, SWT.BORDER);
            path.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
            path.setMessage(Messages.Import_resultHint);
            path.addModifyListener(e -> validate());
            Button dir = new Button(c, SWT.PUSH);
            dir.setText(Messages.Import_directory);
            dir.addListener(SWT.Selection, e -> {
                String d = new DirectoryDialog(getShell()).open();
                if (d != null) {
                    path.setText(d);
                }
            });
            Button file = new Button(c, SWT.PUSH);
            file.setText(Messages.Import_file);
            file.addListener(SWT.Selection, e -> {
                FileDialog fd = new FileDialog(getShell(), SWT.OPEN);
                fd.setFilterExtensions(new String[] { "*.straggler", "*" });
                String f = fd.open();
                if (f != null) {
                    path.setText(f);
                }
            });
            Label note = new Label(c, SWT.WRAP);
            note.setText(Messages.Import_note);
            GridData gn = new GridData(SWT.FILL, SWT.CENTER, true, false);
            gn.horizontalSpan = 4;
            gn.widthHint = 400;
            note.setLayoutData(gn);
            setControl(c);
            setPageComplete(false);
        }

        private void validate() {
            String t = path.getText().strip();
            String why = t.isEmpty() ? null : OpenResults.check(Path.of(t));
            setErrorMessage(why);
            setPageComplete(!t.isEmpty() && why == null);
        }
    }
}
