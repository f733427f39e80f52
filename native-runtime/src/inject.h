/*
 * The debugger hold (inject.c; lifecycle layer): the fault injector (straggler inject) holds the tasks of
 * STRAGGLER_HOLD_RANKS in this library's constructor until gdb is attached, then redirects the application's
 * thread into straggler_inject_hold. No unit calls it: gdb does.
 */
#ifndef STG_INJECT_H
#define STG_INJECT_H

/* where gdb sends the suspended thread: sleeps forever (exported, as gdb finds it by name) */
void straggler_inject_hold(void);

#endif
