/**
 * Tests of {@code dev.straggler.internal.ui.launch}: the launch configuration tabs' behaviour in a real workbench
 * (fields, enablement, validation messages, what they write into the configuration).
 */
package dev.straggler.internal.ui.launch.tests;
