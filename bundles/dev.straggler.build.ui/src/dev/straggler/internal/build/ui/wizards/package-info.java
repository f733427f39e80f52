/**
 * The wizards of MPI C/C++ projects: File > New > Project... > Straggler > MPI C/C++ Project
 * ({@link dev.straggler.internal.build.ui.wizards.NewMpiProjectWizard}) and File > Import... > Straggler > Existing MPI
 * Make/CMake Project ({@link dev.straggler.internal.build.ui.wizards.ImportMpiProjectWizard}); they gather the choices,
 * {@link dev.straggler.build.MpiProjects} makes the project.
 */
package dev.straggler.internal.build.ui.wizards;
