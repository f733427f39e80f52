/*
 * Message-level fault injection (STAT §5.1; src/fault.c, configured by STRAGGLER_FAULT, see
 * docs/dump-format.md "Environment"): a recorder (recorder.h) that asks for the message hooks around
 * the real MPI call of the C bindings while a fault (or the profile) is configured.
 */
#ifndef STG_FAULT_H
#define STG_FAULT_H

#include "recorder.h"

extern const stg_recorder_t stg_fault_recorder;

#endif
