/**
 * The compilation database ({@code compile_commands.json}) of a Make project, for clangd: the compiler invocations of
 * {@code make --dry-run --always-make} ({@link dev.straggler.internal.build.compiledb.MakeDryRun}), split as a shell
 * would ({@link dev.straggler.internal.build.compiledb.ShellWords}), with the include flags of MPI compiler wrappers
 * made explicit ({@link dev.straggler.internal.build.compiledb.WrapperFlags}). No Eclipse resources and no SWT.
 */
package dev.straggler.internal.build.compiledb;
