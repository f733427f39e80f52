/*
 * Code addresses (base layer): the call stack of an MPI call (libunwind's unw_backtrace, which caches
 * unwind information, without the runtime's own frames) and its hash, the call-site key; the loaded
 * modules (dl_iterate_phdr), to write an address as module + offset (docs/dump-format.md).
 */
#ifndef STG_ADDR_H
#define STG_ADDR_H

#include "base.h"
#include "buf.h"

void stg_addr_init(void);          /* finds this library's own address range (at MPI_Init) */
int stg_is_own(uintptr_t addr);    /* addr lies in this library */
int stg_capture(uintptr_t *out, int max); /* the caller's stack, innermost first, without the runtime's frames */
uint64_t stg_site_hash(int call, const uintptr_t *frames, int n); /* the call-site key of a call */

typedef struct stg_module {
    char *path;
    uintptr_t bias, lo, hi;
    char build_id[80];
} stg_module_t;
typedef struct stg_modules {
    stg_module_t *m;
    int n, cap;
} stg_modules_t;
void stg_modules_collect(stg_modules_t *ms);
void stg_modules_free(stg_modules_t *ms);
/* the module holding address a (its index in *index), or NULL */
const stg_module_t *stg_modules_find(const stg_modules_t *ms, uintptr_t a, int *index);
/* a frame as the dump format writes it: u32 module index (0xFFFFFFFF: none), u64 offset (or address) */
void stg_buf_frame(stg_buf_t *b, const stg_modules_t *ms, uintptr_t a);

#endif
