/**
 * Headless tests of the Straggler core bundle, run by tycho-surefire in an OSGi runtime without the
 * workbench (no display needed). They also check that the third-party libraries wire up under OSGi.
 */
package dev.straggler.core.stacks.tests;
