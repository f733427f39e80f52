/*
 * Message-level fault injection (STAT §5.1; src/fault.c, configured by STRAGGLER_FAULT, see
 * docs/dump-format.md "Environment"). The generated C wrappers describe the call's message and call
 * the two hooks around the real MPI call while a fault (or the profile) is configured.
 */
#ifndef STG_FAULT_H
#define STG_FAULT_H

#include "straggler.h"

enum { STG_MSG_SEND = 0, STG_MSG_RECV = 1 };

/* The message buffer of one call: what the application sends (before the call) or receives (after). */
typedef struct stg_msg {
    void *buf;
    int count;
    MPI_Datatype type;
    int dir;      /* STG_MSG_SEND or STG_MSG_RECV */
    int peer;     /* dest / source in comm; MPI_ANY_SOURCE when the call has none (collectives) */
    int tag;
    MPI_Comm comm;
} stg_msg_t;

extern int stg_fault_on; /* a fault or the profile is configured: the wrappers call the hooks */

/* m: the call's message, or NULL when the call has none */
void stg_fault_before(stg_call_t *c, const stg_msg_t *m);
void stg_fault_after(stg_call_t *c, const stg_msg_t *m, int ok);
void stg_fault_setup(void);  /* at MPI_Init, after the runtime's configuration */
void stg_fault_finish(void); /* at MPI_Finalize: writes the profile */

#endif
