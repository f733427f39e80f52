/*
 * Straggler native runtime: what the generated wrappers (wrappers.c, from mpi_calls.def by
 * gen_wrappers.py) include, and the map of the runtime's layers (docs/architecture.md §4
 * "Runtime units"). A unit uses its own layer and the layers below, never one above; the units of the
 * lifecycle layer use only the units listed after them, and a recorder never uses another
 * (tests/test_layers.py checks the includes and the symbols every object file uses). Every unit has its
 * own header, named as the unit:
 *
 *   wrappers   wrappers.c (generated): the MPI and Fortran entry points
 *   lifecycle  inject.c (the debugger hold), lifecycle.c (MPI_Init/MPI_Finalize), crash.c (the crash
 *              handler), helper.c (hang detection, dump coordination, the state file), insitu.c (in-situ
 *              analysis over MPI: start-up, trigger, the diagnosis's phases) with insitu_reduced.c (the
 *              reduced file), insitu_pdg.c (Table 1 on a model) and insitu_local.c (what a task contributes),
 *              reduce.c (tables and their binomial-tree reductions), dump.c (the per-task dump), job.c (job
 *              info, run directory, control files), dispatch.c (the recorder table, recorders.def, and the
 *              per-call path through it), describe.c (call descriptors)
 *   recorders  recorder.h (the interface); each recorder's units use one another, never another recorder's:
 *              markov.c (the Markov model) with waits.c (the wait information: the call-class hooks),
 *              waits_comm.c (communicators), waits_req.c (pending requests), waits_chan.c (per-peer counts),
 *              waits_dump.c (WDET, the in-situ facts); sampler.c (stacks of every thread at a dump); fault.c
 *              (message-level fault injection); trace.c (per-thread call traces: configuration, hooks, crash
 *              handler) with trace_thread.c (the traced threads), trace_events.c (the events' dictionary and
 *              hooks), trace_xray.c (XRay's sleds), trace_lz.c (the LZ coder), trace_file.c (the files and
 *              their blocks); profile.c (the communication profile)
 *   base       base.c (task identity, STRAGGLER_* configuration, log, clocks, allocation, hashing, call
 *              names), htab.c (the hash table), buf.c (byte buffers), addr.c (call stacks, modules), sig.c (the
 *              one handler of the signals that end a task: the units' stages in order, the alternate stack), crc32.c
 */
#ifndef STRAGGLER_H
#define STRAGGLER_H

#include "describe.h"
#include "dispatch.h"
#include "insitu.h"
#include "lifecycle.h"
#include "waits.h"
#include "waits_comm.h"

/* The library exports the MPI and Fortran entry points (and the debugger's straggler_inject_hold and
 * straggler_fault_loop, the function-tracing hooks and straggler_xray_attach); everything else is hidden
 * (CMakeLists.txt), so the units call each other directly, not through the PLT. */
#define STG_API __attribute__((visibility("default")))

#endif
