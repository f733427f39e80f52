package dev.straggler.internal.build.ui.wizards;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.dialogs.WizardNewProjectCreationPage;

import dev.straggler.build.BuildSystem;
import dev.straggler.build.MpiProjects;

/**
 * The new MPI project's page: the platform's name and location, then how it is built (Make or CMake) and its MPI
 * compiler wrapper (mpicc for C, mpicxx for C++).
 */
public final class NewMpiProjectPage extends WizardNewProjectCreationPage {

    private Button make;
    private Button cmake;
    private Combo compiler;

    public NewMpiProjectPage() {
        super("newMpiProject");
        setTitle(Messages.NewPage_title);
        setDescription(Messages.NewPage_description);
    }

    @Override
    public void createControl(Composite parent) {
        super.createControl(parent);
        Composite top = (Composite) getControl();
        Group g = new Group(top, SWT.NONE);
        g.setText(Messages.NewPage_build);
        g.setLayout(new GridLayout(3, false));
        g.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        new Label(g, SWT.NONE).setText(Messages.NewPage_buildSystem);
        make = new Button(g, SWT.RADIO);
        make.setText(Messages.NewPage_make);
        make.setSelection(true);
        cmake = new Button(g, SWT.RADIO);
        cmake.setText(Messages.NewPage_cmake);
        new Label(g, SWT.NONE).setText(Messages.NewPage_compiler);
        compiler = new Combo(g, SWT.DROP_DOWN);
        MpiProjects.COMPILERS.forEach(compiler::add);
        compiler.select(0);
        compiler.setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false));
        Label hint = new Label(g, SWT.WRAP);
        hint.setText(Messages.NewPage_compilerHint);
        compiler.addModifyListener(e -> setPageComplete(validatePage()));
    }

    @Override
    protected boolean validatePage() {
        if (!super.validatePage()) {
            return false;
        }
        if (compiler != null && compiler.getText().isBlank()) {
            setErrorMessage(Messages.NewPage_noCompiler);
            return false;
        }
        Path dir = getLocationPath().toPath().resolve(useDefaults() ? getProjectName() : "");
        if (compiler != null && Files.exists(dir.resolve(MpiProjects.mainSource(compiler.getText())))) {
            setErrorMessage(NLS.bind(Messages.NewPage_mainExists, dir));
            return false;
        }
        return true;
    }

    /** The build system chosen. */
    public BuildSystem buildSystem() {
        return cmake.getSelection() ? BuildSystem.CMAKE : BuildSystem.MAKE;
    }

    /** The compiler wrapper chosen. */
    public String compiler() {
        return compiler.getText().trim();
    }

    /** Chooses the build system and the compiler (as a user would click them). */
    public void choose(BuildSystem bs, String wrapper) {
        make.setSelection(bs == BuildSystem.MAKE);
        cmake.setSelection(bs == BuildSystem.CMAKE);
        compiler.setText(wrapper);
    }

    /** What the page's choices make. */
    public MpiProjects.NewProject spec() {
        Path location = useDefaults() ? null : getLocationPath().toPath();
        return new MpiProjects.NewProject(getProjectName(), location, buildSystem(), compiler());
    }
}
