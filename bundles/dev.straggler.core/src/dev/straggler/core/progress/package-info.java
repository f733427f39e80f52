/**
 * Progress analysis: the headless engine that builds dependence graphs over the Straggler model and
 * computes which program points make progress and which straggle. It depends only on the model, JGraphT
 * and EJML, never on SWT or the workbench, so it runs unchanged in the CLI, in tests and in the IDE.
 */
package dev.straggler.core.progress;
