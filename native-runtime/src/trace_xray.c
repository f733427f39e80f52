/*
 * Function events of an XRay build (trace_xray.h): code compiled by clang with -fxray-instrument (what
 * `straggler instrument` adds) carries, at the entry and the exits of every function the compiler kept out of
 * line and found large enough (-fxray-instruction-threshold) or looping, a sled of no-ops that costs next to
 * nothing; XRay's runtime, linked into the executable, rewrites the sleds into calls of a handler when asked
 * (__xray_patch). Its entry points are hidden symbols of the executable, so the wrapper links a small bridge
 * into it (tools/straggler-xray.c) whose constructor hands them to straggler_xray_attach; with
 * STRAGGLER_TRACE=functions this installs the handler and patches the sleds, before main. Without the runtime,
 * or with another mode, the sleds stay no-ops.
 *
 * XRay numbers the functions 1..max; the handler gets the number and the kind of sled. The numbers' addresses
 * are read once, before patching, into a table (XRay's own lookup takes a lock per call); the events then take
 * the path of -finstrument-functions' (stg_trace_function), so a trace does not tell the two apart.
 */
#define _GNU_SOURCE
#include "trace_xray.h"
#include "trace_events.h"
#include "trace_thread.h"

#include <stdlib.h>

/* the kinds of sleds a handler is called from, and __xray_patch's success (clang's xray/xray_interface.h) */
enum { XRAY_ENTRY = 0, XRAY_EXIT = 1, XRAY_TAIL = 2, XRAY_LOG_ARGS_ENTRY = 3 };
enum { XRAY_PATCH_SUCCESS = 1 };

static uintptr_t *addrs; /* addrs[id]: the entry of XRay's function id (1..naddrs-1) */
static size_t naddrs;

static void handler(int32_t id, int kind)
{
    if ((uint32_t) id >= naddrs) {
        return;
    }
    if (kind == XRAY_ENTRY || kind == XRAY_LOG_ARGS_ENTRY) {
        stg_trace_function(addrs[id], 0);
    } else if (kind == XRAY_EXIT || kind == XRAY_TAIL) {
        stg_trace_function(addrs[id], 1);
    }
}

API int straggler_xray_attach(int (*set_handler)(void (*)(int32_t, int)), int (*patch)(void),
                              uintptr_t (*function_address)(int32_t), size_t (*max_function_id)(void))
{
    if (stg_trace_mode != MODE_FUNCTIONS || addrs || !set_handler || !patch || !function_address || !max_function_id) {
        return 0; /* not tracing functions, or attached already */
    }
    size_t n = max_function_id() + 1;
    uintptr_t *a = calloc(n, sizeof *a);
    if (!a) {
        return 0;
    }
    for (size_t id = 1; id < n; id++) {
        a[id] = function_address((int32_t) id);
    }
    addrs = a;
    naddrs = n;
    return set_handler(handler) && patch() == XRAY_PATCH_SUCCESS;
}
