/*
 * The helper thread (helper.c; lifecycle layer): hang detection, the trigger, dump coordination, `complete`, the
 * task's state file; a crash (crash.c) hands it the crash dump.
 */
#ifndef STG_HELPER_H
#define STG_HELPER_H

#include <signal.h>

void stg_helper_start(void);
void stg_helper_stop(void);
int stg_helper_alive(void);
void stg_helper_wake(void); /* async-signal-safe */
/* Rewrites the task's state file (phase: a new phase, or NULL: the same, at most once a second). */
void stg_state_update(const char *phase);
extern volatile sig_atomic_t stg_crash_requested; /* crash.c -> helper: write the crash dump */
extern volatile sig_atomic_t stg_crash_released;  /* helper -> crash.c: the crashed thread may die now */

#endif
