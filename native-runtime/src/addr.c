/*
 * Code addresses (addr.h): call stacks of MPI calls and their call-site key, the loaded modules.
 */
#define _GNU_SOURCE
#define UNW_LOCAL_ONLY
#include "addr.h"

#include <elf.h>
#include <libunwind.h>
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ------------------------------------------------------------------ call stacks */

static uintptr_t own_lo = 1, own_hi = 0; /* address range of this library's segments */

static int find_own(struct dl_phdr_info *info, size_t size, void *data)
{
    (void) size;
    uintptr_t probe = (uintptr_t) data;
    uintptr_t lo = UINTPTR_MAX, hi = 0;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        if (ph->p_type != PT_LOAD) {
            continue;
        }
        uintptr_t s = info->dlpi_addr + ph->p_vaddr, e = s + ph->p_memsz;
        if (s < lo) lo = s;
        if (e > hi) hi = e;
    }
    if (probe >= lo && probe < hi) {
        own_lo = lo;
        own_hi = hi;
        return 1;
    }
    return 0;
}

void stg_addr_init(void)
{
    dl_iterate_phdr(find_own, (void *) (uintptr_t) &stg_addr_init);
}

int stg_is_own(uintptr_t a)
{
    return a >= own_lo && a < own_hi;
}

int stg_capture(uintptr_t *out, int max)
{
    void *buf[STG_MAX_DEPTH + 16];
    int n = unw_backtrace(buf, max + 16 < STG_MAX_DEPTH + 16 ? max + 16 : STG_MAX_DEPTH + 16);
    int i = 0, k = 0;
    while (i < n && stg_is_own((uintptr_t) buf[i])) {
        i++;
    }
    for (; i < n && k < max; i++) {
        out[k++] = (uintptr_t) buf[i];
    }
    return k;
}

uint64_t stg_site_hash(int call, const uintptr_t *frames, int n)
{
    /* one multiply per frame (the hot path unwinds and hashes at every call), then one final mix so
     * that the low bits, which the hash table uses, depend on every bit */
    uint64_t h = 0x243f6a8885a308d3ull ^ (uint64_t) call;
    for (int i = 0; i < n; i++) {
        h = (h ^ frames[i]) * 0x9e3779b97f4a7c15ull;
    }
    return stg_hash64(h);
}

/* ------------------------------------------------------------------ modules */

static int collect_module(struct dl_phdr_info *info, size_t size, void *data)
{
    (void) size;
    stg_modules_t *ms = data;
    if (ms->n == ms->cap) {
        int nc = ms->cap ? ms->cap * 2 : 32;
        stg_module_t *nm = realloc(ms->m, (size_t) nc * sizeof *nm);
        if (!nm) {
            return 1;
        }
        ms->m = nm;
        ms->cap = nc;
    }
    stg_module_t *m = &ms->m[ms->n];
    memset(m, 0, sizeof *m);
    char exe[4096];
    const char *name = info->dlpi_name;
    if (!name || !*name) {
        ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
        exe[n > 0 ? n : 0] = 0;
        name = exe;
    }
    m->path = strdup(name);
    m->bias = info->dlpi_addr;
    m->lo = UINTPTR_MAX;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        if (ph->p_type == PT_LOAD) {
            uintptr_t s = info->dlpi_addr + ph->p_vaddr, e = s + ph->p_memsz;
            if (s < m->lo) m->lo = s;
            if (e > m->hi) m->hi = e;
        } else if (ph->p_type == PT_NOTE) {
            const unsigned char *p = (const unsigned char *) (info->dlpi_addr + ph->p_vaddr);
            const unsigned char *end = p + ph->p_memsz;
            while (p + sizeof(ElfW(Nhdr)) <= end) {
                const ElfW(Nhdr) *nh = (const ElfW(Nhdr) *) p;
                const unsigned char *desc = p + sizeof *nh + ((nh->n_namesz + 3) & ~3u);
                if (nh->n_type == NT_GNU_BUILD_ID && nh->n_namesz == 4 && memcmp(p + sizeof *nh, "GNU", 4) == 0) {
                    for (unsigned k = 0; k < nh->n_descsz && k * 2 + 2 < sizeof m->build_id; k++) {
                        snprintf(m->build_id + k * 2, 3, "%02x", desc[k]);
                    }
                }
                p = desc + ((nh->n_descsz + 3) & ~3u);
            }
        }
    }
    if (m->path && m->hi > m->lo) {
        ms->n++;
    } else {
        free(m->path);
    }
    return 0;
}

void stg_modules_collect(stg_modules_t *ms)
{
    dl_iterate_phdr(collect_module, ms);
}

void stg_modules_free(stg_modules_t *ms)
{
    for (int i = 0; i < ms->n; i++) {
        free(ms->m[i].path);
    }
    free(ms->m);
    memset(ms, 0, sizeof *ms);
}

const stg_module_t *stg_modules_find(const stg_modules_t *ms, uintptr_t a, int *index)
{
    for (int i = 0; i < ms->n; i++) {
        if (a >= ms->m[i].lo && a < ms->m[i].hi) {
            if (index) {
                *index = i;
            }
            return &ms->m[i];
        }
    }
    return NULL;
}

void stg_buf_frame(stg_buf_t *b, const stg_modules_t *ms, uintptr_t a)
{
    int i;
    const stg_module_t *m = stg_modules_find(ms, a, &i);
    stg_buf_u32(b, m ? (uint32_t) i : 0xFFFFFFFFu);
    stg_buf_u64(b, m ? a - m->bias : a);
}
