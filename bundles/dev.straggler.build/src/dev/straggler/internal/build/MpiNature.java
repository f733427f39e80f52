package dev.straggler.internal.build;

import java.util.Arrays;

import org.eclipse.core.resources.ICommand;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IProjectNature;
import org.eclipse.core.runtime.CoreException;

import dev.straggler.build.MpiProjects;

/** The MPI C/C++ project nature: configuring it adds the builder, deconfiguring removes it. */
public final class MpiNature implements IProjectNature {

    private IProject project;

    @Override
    public void configure() throws CoreException {
        IProjectDescription d = project.getDescription();
        if (MpiProjects.addBuilder(d)) {
            project.setDescription(d, null);
        }
    }

    @Override
    public void deconfigure() throws CoreException {
        IProjectDescription d = project.getDescription();
        ICommand[] kept = Arrays.stream(d.getBuildSpec()).filter(c -> !MpiProjects.BUILDER_ID.equals(c.getBuilderName()))
                .toArray(ICommand[]::new);
        d.setBuildSpec(kept);
        project.setDescription(d, null);
    }

    @Override
    public IProject getProject() {
        return project;
    }

    @Override
    public void setProject(IProject project) {
        this.project = project;
    }
}
