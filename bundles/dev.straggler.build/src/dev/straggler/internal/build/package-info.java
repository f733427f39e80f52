/**
 * The builder of MPI C/C++ projects ({@link dev.straggler.internal.build.MpiBuilder}, the nature
 * {@link dev.straggler.internal.build.MpiNature}): one build runs make, or cmake's configure and build, as an external
 * process ({@link dev.straggler.internal.build.ProjectBuild}), writes its output to the contributed consoles
 * ({@link dev.straggler.internal.build.BuildConsoles}), turns its diagnostics into problem markers
 * ({@link dev.straggler.internal.build.BuildMarkers}), keeps the compilation database for clangd and records the
 * executable it built ({@link dev.straggler.build.Executables}). No SWT.
 */
package dev.straggler.internal.build;
