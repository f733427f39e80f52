/*
 * The bridge `straggler instrument` links into an XRay build (tools/straggler-instrument; docs/benchmarks.md,
 * "Function tracing: the methods"): XRay's runtime, linked statically into the executable, keeps its entry points
 * hidden, so a preloaded library cannot look them up. This constructor, run before the executable's others, hands
 * them to the Straggler runtime if it is loaded (straggler_xray_attach, src/trace_xray.h), which patches the sleds
 * when STRAGGLER_TRACE=functions. Without the runtime it does nothing and the sleds stay no-ops.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>

/* XRay's entry points (clang's xray/xray_interface.h; the enums are passed as int) */
int __xray_set_handler(void (*entry)(int32_t, int));
int __xray_patch(void);
uintptr_t __xray_function_address(int32_t id);
size_t __xray_max_function_id(void);

typedef int (*attach_fn)(int (*)(void (*)(int32_t, int)), int (*)(void), uintptr_t (*)(int32_t), size_t (*)(void));

__attribute__((constructor(101), visibility("hidden"))) void straggler_xray_bridge(void)
{
    attach_fn attach = (attach_fn) dlsym(RTLD_DEFAULT, "straggler_xray_attach");
    if (attach) {
        attach(__xray_set_handler, __xray_patch, __xray_function_address, __xray_max_function_id);
    }
}
