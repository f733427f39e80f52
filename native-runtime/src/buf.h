/*
 * Byte buffers (base layer): a growable buffer that the dump files and the in-situ messages are built in
 * (little-endian values, length-prefixed strings, the tagged sections of docs/dump-format.md), and a
 * cursor that reads one back without ever reading past its end.
 */
#ifndef STG_BUF_H
#define STG_BUF_H

#include <stddef.h>
#include <stdint.h>

typedef struct stg_buf {
    unsigned char *p;
    size_t len, cap;
    int failed;        /* out of memory: later puts do nothing */
    uint32_t sections; /* sections ended so far (the END section's count) */
} stg_buf_t;

void stg_buf_put(stg_buf_t *b, const void *d, size_t n);
void stg_buf_u8(stg_buf_t *b, uint8_t v);
void stg_buf_u16(stg_buf_t *b, uint16_t v);
void stg_buf_u32(stg_buf_t *b, uint32_t v);
void stg_buf_i32(stg_buf_t *b, int32_t v);
void stg_buf_u64(stg_buf_t *b, uint64_t v);
void stg_buf_f64(stg_buf_t *b, double v);
void stg_buf_str(stg_buf_t *b, const char *s);
/* A tagged section of the dump format (tag, u32 flags 0, u64 length): begin returns the offset after its
 * header, end writes the length of what was put since and counts the section. */
size_t stg_buf_section_begin(stg_buf_t *b, const char tag[4]);
void stg_buf_section_end(stg_buf_t *b, size_t start);

/* A cursor over received bytes; `bad` is set (and reads return 0) once past the end. */
typedef struct stg_rd {
    const unsigned char *p;
    size_t len, off;
    int bad;
} stg_rd_t;

uint8_t stg_rd_u8(stg_rd_t *r);
uint16_t stg_rd_u16(stg_rd_t *r);
uint32_t stg_rd_u32(stg_rd_t *r);
int32_t stg_rd_i32(stg_rd_t *r);
uint64_t stg_rd_u64(stg_rd_t *r);
const unsigned char *stg_rd_bytes(stg_rd_t *r, size_t n);

#endif
