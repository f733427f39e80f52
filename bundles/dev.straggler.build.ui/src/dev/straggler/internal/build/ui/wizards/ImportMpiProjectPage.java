package dev.straggler.internal.build.ui.wizards;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;

import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.jface.wizard.WizardPage;
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
        setTitle("Existing MPI Make/CMake Project");
        setDescription("A project over a folder with a Makefile or a CMakeLists.txt; the folder stays where it is.");
        setPageComplete(false);
    }

    @Override
    public void createControl(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        c.setLayout(new GridLayout(3, false));
        new Label(c, SWT.NONE).setText("&Folder:");
        folder = new Text(c, SWT.BORDER);
        folder.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        Button browse = new Button(c, SWT.PUSH);
        browse.setText("B&rowse...");
        browse.addListener(SWT.Selection, e -> {
            DirectoryDialog d = new DirectoryDialog(getShell());
            d.setMessage("The folder that holds the Makefile or CMakeLists.txt");
            d.setFilterPath(folder.getText());
            String chosen = d.open();
            if (chosen != null) {
                folder.setText(chosen);
            }
        });
        new Label(c, SWT.NONE).setText("Project &name:");
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
            error = "Choose the folder that holds the Makefile or CMakeLists.txt.";
        } else if (!Files.isDirectory(p.get())) {
            error = p.get() + " is not a folder.";
        } else {
            Optional<BuildSystem> bs = BuildSystem.of(p.get());
            if (bs.isEmpty()) {
                error = p.get() + " has no Makefile and no CMakeLists.txt: choose the folder that holds one, or create a"
                        + " new MPI C/C++ Project.";
            } else {
                found.setText("Built with " + bs.get().label() + (bs.get() == BuildSystem.CMAKE
                        ? " (configured and built in build/, which holds compile_commands.json)"
                        : " (compile_commands.json written from make's dry run)") + ".");
            }
        }
        if (error == null) {
            IStatus valid = ResourcesPlugin.getWorkspace().validateName(projectName(), IResource.PROJECT);
            if (!valid.isOK()) {
                error = valid.getMessage();
            } else if (ResourcesPlugin.getWorkspace().getRoot().getProject(projectName()).exists()) {
                error = "A project named " + projectName() + " exists already: choose another name.";
            }
        }
        setErrorMessage(error);
        setPageComplete(error == null);
        found.getParent().layout();
    }
}
