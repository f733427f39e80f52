/**
 * Launching analysed programs under the Straggler native runtime: launch configuration attributes,
 * the launch delegate and the lookup of the platform-specific native libraries, which are contributed by
 * the {@code dev.straggler.runtime.<os>.<arch>} fragments of this bundle. No SWT or workbench code here.
 */
package dev.straggler.launch;
