/**
 * Small helpers the other bundles share and that belong to no analysis: {@link
 * dev.straggler.internal.core.util.ShellWords} (command lines split as a shell splits them). Internal: friends are the
 * source and launch bundles and the core tests.
 */
package dev.straggler.internal.core.util;
