/**
 * Tests of {@code dev.straggler.launch.ide}, the IDE's part of launching: the ids a workspace saved (launch
 * configuration type, marker type, preference node, state location) still resolve, and the topics the IDE publishes
 * on behave as subscribers expect. Headless (tycho-surefire with a workspace, no workbench).
 */
package dev.straggler.launch.ide.tests;
