/**
 * The Equinox application {@code dev.straggler.cli.app} (plugin.xml), which runs {@link dev.straggler.cli.Main} inside
 * an Eclipse installation. Internal: nothing else uses it.
 */
package dev.straggler.internal.cli;
