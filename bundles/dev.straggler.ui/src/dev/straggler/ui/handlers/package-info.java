/** Command handlers of the Straggler UI ("Diagnose Now" for a running job). */
package dev.straggler.ui.handlers;
