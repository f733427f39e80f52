/* Byte buffers (buf.h). */
#include "buf.h"

#include <stdlib.h>
#include <string.h>

void stg_buf_put(stg_buf_t *b, const void *d, size_t n)
{
    if (b->failed || n == 0) {
        return;
    }
    if (b->len + n > b->cap) {
        size_t nc = b->cap ? b->cap * 2 : 4096;
        while (nc < b->len + n) {
            nc *= 2;
        }
        unsigned char *np = realloc(b->p, nc);
        if (!np) {
            b->failed = 1;
            return;
        }
        b->p = np;
        b->cap = nc;
    }
    memcpy(b->p + b->len, d, n);
    b->len += n;
}

void stg_buf_u8(stg_buf_t *b, uint8_t v) { stg_buf_put(b, &v, 1); }
void stg_buf_u16(stg_buf_t *b, uint16_t v) { stg_buf_put(b, &v, 2); }
void stg_buf_u32(stg_buf_t *b, uint32_t v) { stg_buf_put(b, &v, 4); }
void stg_buf_i32(stg_buf_t *b, int32_t v) { stg_buf_put(b, &v, 4); }
void stg_buf_u64(stg_buf_t *b, uint64_t v) { stg_buf_put(b, &v, 8); }
void stg_buf_f64(stg_buf_t *b, double v) { stg_buf_put(b, &v, 8); }
void stg_buf_str(stg_buf_t *b, const char *s)
{
    uint32_t n = s ? (uint32_t) strlen(s) : 0;
    stg_buf_u32(b, n);
    stg_buf_put(b, s, n);
}

size_t stg_buf_section_begin(stg_buf_t *b, const char tag[4])
{
    stg_buf_put(b, tag, 4);
    stg_buf_u32(b, 0);
    stg_buf_u64(b, 0);
    return b->len;
}

void stg_buf_section_end(stg_buf_t *b, size_t start)
{
    if (!b->failed) {
        uint64_t n = b->len - start;
        memcpy(b->p + start - 8, &n, 8);
    }
    b->sections++;
}

const unsigned char *stg_rd_bytes(stg_rd_t *r, size_t n)
{
    if (r->bad || n > r->len - r->off) {
        r->bad = 1;
        return NULL;
    }
    const unsigned char *p = r->p + r->off;
    r->off += n;
    return p;
}

#define RD(type, name)                                                                                         \
    type stg_rd_##name(stg_rd_t *r)                                                                            \
    {                                                                                                          \
        type v = 0;                                                                                            \
        const unsigned char *p = stg_rd_bytes(r, sizeof v);                                                    \
        if (p) memcpy(&v, p, sizeof v);                                                                        \
        return v;                                                                                              \
    }
RD(uint8_t, u8)
RD(uint16_t, u16)
RD(uint32_t, u32)
RD(int32_t, i32)
RD(uint64_t, u64)
