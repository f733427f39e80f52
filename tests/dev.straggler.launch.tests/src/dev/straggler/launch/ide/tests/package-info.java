/** Tests of {@code dev.straggler.launch.ide}: what the IDE's launches do without the workbench. */
package dev.straggler.launch.ide.tests;
