/*
 * The call-trace recorder (trace.c; DiffTrace §II's whole-program traces, ParLOT's per-thread compressed
 * call streams): every intercepted MPI call of every thread, with its descriptor (recorder.h, stg_ev_t),
 * and with STRAGGLER_TRACE=functions every function entry and exit of code built with
 * -finstrument-functions (the runtime provides __cyg_profile_func_enter/exit), one trace file per thread
 * of every task, compressed on the fly (repeats coded as copies of earlier events, then zstd), written
 * as the run goes, at exit, at a hang and at a crash (docs/dump-format.md "Trace files").
 * Recorder layer (recorder.h).
 */
#ifndef STG_TRACE_H
#define STG_TRACE_H

#include "recorder.h"

extern const stg_recorder_t stg_trace_recorder;

#endif
