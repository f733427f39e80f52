/**
 * Command handlers of the Straggler UI: "Diagnose Now" for a running job, "Open Straggler Run" for a run diagnosed
 * elsewhere (e.g. headless in an sbatch job), and Next, Previous and Clear Slice for the progressive slice
 * (AutomaDeD §4.4.2).
 */
package dev.straggler.internal.ui.handlers;
