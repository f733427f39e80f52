/**
 * The fault-injection campaign (issue 3 §3, after AutomaDeD §5.2): profile an application once,
 * then run it N times, each time suspending one randomly chosen task at the entry of a randomly
 * chosen user function at a random occurrence it does reach, let the runtime detect the hang and
 * dump, diagnose the dumps with every algorithm asked for, and score them
 * ({@link dev.straggler.core.inject.CampaignScore}).
 *
 * <p>The mechanism is gdb (no PIN here). The runtime holds the chosen task in its constructor until
 * a debugger is attached ({@code STRAGGLER_HOLD_RANKS}), so breakpoints are set before the first
 * user call. The profile counts the calls of every user function per task with breakpoints that
 * never stop (an ignore count), between MPI_Init and MPI_Finalize. An injection breaks at the k-th
 * entry of the function, turns the stop into a call of the runtime's {@code straggler_inject_hold}
 * (a pause() loop; the return address is the breakpoint's pc) and detaches: only the application's
 * thread is suspended, the runtime's helper thread times out like the others' and dumps, and the
 * task's sampled stack runs through the injected function. See {@code native-runtime/src/inject.c}.
 * x86-64 and C user functions (gdb's {@code FILE:FUNCTION} breakpoints); gdb must be installed
 * and allowed to attach (ptrace).
 */
package dev.straggler.launch.inject;
