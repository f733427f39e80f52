/**
 * Tests of the command line ({@code dev.straggler.cli.Main}) end to end: the examples diagnosed with real mpirun
 * jobs, in situ, fault-injection campaigns, slices, stacks from dumps and from running jobs (locally and through a
 * remote shell). Headless (tycho-surefire, no workbench).
 */
package dev.straggler.cli.tests;
