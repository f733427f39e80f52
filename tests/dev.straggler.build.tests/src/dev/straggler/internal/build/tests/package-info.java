/**
 * Tests of the MPI project builder: the diagnostics parser on real compiler, linker, make and CMake output; the
 * compilation database of make's dry run on real makefiles (checked with clangd); real builds of real projects in the
 * workspace (Make and CMake, markers, clean, cancel, import); the wizards and the build console in the workbench.
 */
package dev.straggler.internal.build.tests;
