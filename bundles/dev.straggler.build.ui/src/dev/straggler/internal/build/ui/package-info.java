/**
 * The build's console: the "Straggler Build" console of each project
 * ({@link dev.straggler.internal.build.ui.BuildConsole}), contributed to the builder's
 * {@code dev.straggler.build.buildConsoles}. No build logic here.
 */
package dev.straggler.internal.build.ui;
