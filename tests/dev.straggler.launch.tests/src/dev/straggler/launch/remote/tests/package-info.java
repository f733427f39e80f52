/**
 * Tests of {@code dev.straggler.launch.remote}: remote runs for real against an OpenSSH server on localhost (and a
 * one-node Slurm cluster for batch runs), results fetched and mapped to the local sources.
 */
package dev.straggler.launch.remote.tests;
