/**
 * Headless tests of the Straggler command-line interface, run by tycho-surefire in an OSGi runtime
 * without the workbench (no display needed).
 */
package dev.straggler.cli.tests;
