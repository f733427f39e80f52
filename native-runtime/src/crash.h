/*
 * The crash handler (crash.c; lifecycle layer): the crashing thread's stack, the helper's crash dump, then the
 * task dies as it would have.
 */
#ifndef STG_CRASH_H
#define STG_CRASH_H

void stg_crash_install(void);   /* at MPI_Init */
void stg_crash_uninstall(void); /* at MPI_Finalize */

#endif
