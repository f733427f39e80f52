/**
 * The Equinox application {@code dev.straggler.cli.app} (plugin.xml), which runs {@link dev.straggler.cli.Main} inside
 * an Eclipse installation, and with {@code --version} reports the installation's IDE integration (perspective, views,
 * launch configuration type) from its extension registry. Internal: nothing else uses it.
 */
package dev.straggler.internal.cli;
