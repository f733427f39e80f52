/** Command handlers of the Straggler UI ("Diagnose Now" for a running job; Next, Previous and Clear Slice). */
package dev.straggler.internal.ui.handlers;
