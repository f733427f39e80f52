/**
 * The Straggler command-line interface. {@link dev.straggler.cli.Main} runs with a plain Java class path
 * (no OSGi) and writes its results as text or JSON; {@link dev.straggler.cli.CliApplication} exposes the
 * same entry point as the Equinox application {@code dev.straggler.cli.app} for use inside an Eclipse
 * installation.
 */
package dev.straggler.cli;
