/**
 * MPI C/C++ projects built by Make or CMake, without CDT: their ids ({@link dev.straggler.build.MpiProjects}: nature,
 * builder, marker type, the project properties the build leaves, such as the executable it built, found by
 * {@link dev.straggler.build.Executables}, which Run As uses as well), creating a new
 * project from a template or over an existing folder, which build system a folder uses
 * ({@link dev.straggler.build.BuildSystem}), and where a build's output goes
 * ({@link dev.straggler.build.BuildConsoleFactory}, contributed by the UI). No SWT here.
 */
package dev.straggler.build;
