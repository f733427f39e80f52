/*
 * Straggler native runtime: what the generated wrappers (wrappers.c, from mpi_calls.def by
 * gen_wrappers.py) include, and the map of the runtime's layers (docs/architecture.md §4
 * "Runtime units"). A unit uses its own layer and the layers below, never one above
 * (tests/test_layers.py checks the includes and the symbols every object file uses):
 *
 *   wrappers   wrappers.c (generated): the MPI and Fortran entry points
 *   lifecycle  lifecycle.h: lifecycle.c (MPI_Init/MPI_Finalize), helper.c (hang detection, dump
 *              coordination), insitu.c + reduce.c (in-situ analysis), dump.c (per-task dump),
 *              job.c (job info, dump directory, control files), dispatch.c (the recorder table,
 *              recorders.def, and the per-call path through it), inject.c (debugger hold)
 *   recorders  recorder.h (the interface): markov.c + waits.c (markov.h: the Markov model and the
 *              wait information), sampler.c (sampler.h: stacks of every thread at a dump),
 *              fault.c (fault.h: message-level fault injection); a recorder never uses another
 *   base       base.h: base.c (task identity, STRAGGLER_* configuration, log, clocks, allocation,
 *              hashing, call names), htab.c (the hash table), buf.c (byte buffers), addr.c (call
 *              stacks, modules), crc32.c
 */
#ifndef STRAGGLER_H
#define STRAGGLER_H

#include "lifecycle.h"
#include "markov.h"

/* The library exports the MPI and Fortran entry points (and the debugger's straggler_inject_hold and
 * straggler_fault_loop); everything else is hidden (CMakeLists.txt), so the units call each other
 * directly, not through the PLT. */
#define STG_API __attribute__((visibility("default")))

#endif
