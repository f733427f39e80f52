package dev.straggler.internal.build.ui.wizards;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;

import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

import dev.straggler.build.BuildSystem;

/** The folder to import (it must hold a Makefile or a CMakeLists.txt) and the project's name (the folder's, by default). */
public final class ImportMpiProjectPage extends WizardPage {

    private Text folder;
    private Text name;
    private Label found;
    /** Whether the name follows the folder (until the user types one). */
    private boolean nameFromFolder = true;

    public ImportMpiProjectPage() {
        super("importMpiProject");
        setTitle(Messages.ImportPage_title);
        setDescription(Messages.ImportPage_description);
        setPageComplete(false);
    }

    @Override
    public void createControl(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        c.setLayout(new GridLayout(3, false));
        new Label(c, SWT.NONE).setText(Messages.ImportPage_folder);
        folder = new Text(c, SWT.BORDER);
        folder.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        Button browse = new Button(c, SWT.PUSH);
        browse.setText(Messages.ImportPage_browse);
        browse.addListener(SWT.Selection, e -> {
            DirectoryDialog d = new DirectoryDialog(getShell());
            d.setMessage(Messages.ImportPage_browseMessage);
            d.setFilterPath(folder.getText());
            String chosen = d.open();
            if (chosen != null) {
                folder.setText(chosen);
            }
        });
        new Label(c, SWT.NONE).setText(Messages.ImportPage_name);
        name = new Text(c, SWT.BORDER);
        name.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        found = new Label(c, SWT.WRAP);
        found.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1));
        folder.addModifyListener(e -> {
            if (nameFromFolder) {
                Optional<Path> p = path();
                name.setText(p.map(x -> x.getFileName() == null ? "" : x.getFileName().toString()).orElse(""));
                nameFromFolder = true;
            }
            validate();
        });
        name.addModifyListener(e -> {
            nameFromFolder = false;
            validate();
        });
        setControl(c);
    }

    /** Fills in the folder (and so the name), as a user would type it. */
    public void setFolder(Path dir) {
        folder.setText(dir.toString());
    }

    public void setProjectName(String n) {
        name.setText(n);
    }

    public Path folder() {
        return path().orElseThrow();
    }

    public String projectName() {
        return name.getText().trim();
    }

    private Optional<Path> path() {
        try {
            String s = folder.getText().trim();
            return s.isEmpty() ? Optional.empty() : Optional.of(Path.of(s).toAbsolutePath().normalize());
        } catch (InvalidPathException e) {
            return Optional.empty();
        }
    }

    private void validate() {
        found.setText("");
        Optional<Path> p = path();
        String error = null;
        if (p.isEmpty()) {
            error = Messages.ImportPage_noFolder;
        } else if (!Files.isDirectory(p.get())) {
            error = NLS.bind(Messages.ImportPage_notAFolder, p.get());
        } else {
            Optional<BuildSystem> bs = BuildSystem.of(p.get());
            if (bs.isEmpty()) {
                error = NLS.bind(Messages.ImportPage_noBuildFile, p.get());
            } else {
                found.setText(bs.get() == BuildSystem.CMAKE ? Messages.ImportPage_foundCMake : Messages.ImportPage_foundMake);
            }
        }
        if (error == null) {
            IStatus valid = ResourcesPlugin.getWorkspace().validateName(projectName(), IResource.PROJECT);
            if (!valid.isOK()) {
                error = valid.getMessage();
            } else if (ResourcesPlugin.getWorkspace().getRoot().getProject(projectName()).exists()) {
                error = NLS.bind(Messages.ImportPage_exists, projectName());
            }
        }
        setErrorMessage(error);
        setPageComplete(error == null);
        found.getParent().layout();
    }
}
