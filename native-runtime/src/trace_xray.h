/*
 * Function events of code built with clang's XRay (-fxray-instrument; trace_xray.c): the runtime's handler for
 * XRay's patched sleds. Recorder layer (recorder.h).
 */
#ifndef STG_TRACE_XRAY_H
#define STG_TRACE_XRAY_H

#include <stddef.h>
#include <stdint.h>

/* Called by the bridge that `straggler instrument` links into an XRay build (tools/straggler-xray.c), from its
 * constructor, with XRay's entry points (__xray_set_handler, __xray_patch, __xray_function_address,
 * __xray_max_function_id). With STRAGGLER_TRACE=functions: installs the handler that records the functions'
 * entries and exits (stg_trace_function) and patches the sleds. 1: patched; 0: nothing done (another mode, or
 * attached already) or XRay refused. Exported: the contract with the bridge. */
int straggler_xray_attach(int (*set_handler)(void (*)(int32_t, int)), int (*patch)(void),
                          uintptr_t (*function_address)(int32_t), size_t (*max_function_id)(void));

#endif
