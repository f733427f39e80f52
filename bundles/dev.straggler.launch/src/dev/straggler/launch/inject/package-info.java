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
 * x86-64 and C. The sites ({@link dev.straggler.launch.inject.UserFunction}) come from the debug information
 * through gdb's Python API: functions with code of their own (gdb's {@code FILE:FUNCTION} breakpoints), the
 * inlined instances of functions in optimized builds ({@code DW_TAG_inlined_subroutine}: nothing else may be
 * left of them at -O2) and the MPI calls made by {@code main} itself (the only application code no function
 * site covers), both broken on at their address relocated through {@code &main}. gdb (with Python) must be
 * installed and allowed to attach (ptrace).
 */
package dev.straggler.launch.inject;
