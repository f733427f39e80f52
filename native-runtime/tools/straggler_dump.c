/*
 * straggler-dump: validates dump files and communication profiles (docs/dump-format.md) and prints
 * them as JSON.
 *
 *   straggler-dump FILE...        one JSON object per file, one per line
 *   straggler-dump --check FILE   validate only; exit 0 if valid
 *
 * A second, independent reader of the format (the first is the Java one): the native tests use it
 * to check what the runtime wrote, and it is handy on a cluster without Java.
 */
#include "crc32.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct rd {
    const unsigned char *p;
    size_t len, off;
    int bad;
} rd_t;

static int need(rd_t *r, size_t n)
{
    if (r->bad || r->off + n > r->len) {
        r->bad = 1;
        return 0;
    }
    return 1;
}
static uint8_t u8(rd_t *r) { uint8_t v = 0; if (need(r, 1)) { v = r->p[r->off]; r->off += 1; } return v; }
static uint16_t u16(rd_t *r) { uint16_t v = 0; if (need(r, 2)) { memcpy(&v, r->p + r->off, 2); r->off += 2; } return v; }
static uint32_t u32(rd_t *r) { uint32_t v = 0; if (need(r, 4)) { memcpy(&v, r->p + r->off, 4); r->off += 4; } return v; }
static int32_t i32(rd_t *r) { return (int32_t) u32(r); }
static uint64_t u64(rd_t *r) { uint64_t v = 0; if (need(r, 8)) { memcpy(&v, r->p + r->off, 8); r->off += 8; } return v; }
static double f64(rd_t *r) { double v = 0; if (need(r, 8)) { memcpy(&v, r->p + r->off, 8); r->off += 8; } return v; }

static void jstr(rd_t *r)
{
    uint32_t n = u32(r);
    putchar('"');
    if (need(r, n)) {
        for (uint32_t i = 0; i < n; i++) {
            unsigned char c = r->p[r->off + i];
            if (c == '"' || c == '\\') printf("\\%c", c);
            else if (c < 0x20) printf("\\u%04x", c);
            else putchar(c);
        }
        r->off += n;
    }
    putchar('"');
}

static void frames(rd_t *r, unsigned depth)
{
    printf("[");
    for (unsigned d = 0; d < depth && !r->bad; d++) {
        uint32_t m = u32(r);
        uint64_t off = u64(r);
        printf("%s[%d,%llu]", d ? "," : "", m == 0xFFFFFFFFu ? -1 : (int) m, (unsigned long long) off);
    }
    printf("]");
}

/* Returns NULL if valid, else a message. */
static const char *validate(const unsigned char *p, size_t len, size_t *where)
{
    *where = 0;
    if (len < 24) {
        return "shorter than the 24-byte header: truncated (the task may have died while writing)";
    }
    if (memcmp(p, "STRGDUMP", 8) != 0 && memcmp(p, "STRGPROF", 8) != 0) {
        return "not a Straggler dump or profile (bad magic number)";
    }
    uint16_t major;
    memcpy(&major, p + 8, 2);
    if (major != 1) {
        return "unsupported format major version (this reader knows 1)";
    }
    size_t off = 24;
    while (off + 16 <= len) {
        uint64_t n;
        memcpy(&n, p + off + 8, 8);
        if (memcmp(p + off, "END ", 4) == 0) {
            if (off + 16 + 8 > len) {
                break;
            }
            uint32_t crc;
            memcpy(&crc, p + off + 16, 4);
            if (crc != stg_crc32(0, p, off)) {
                *where = off;
                return "checksum mismatch: the file is corrupt";
            }
            return NULL;
        }
        if (n > len - off - 16) {
            *where = off;
            return "a section runs past the end of the file: truncated";
        }
        off += 16 + n;
    }
    *where = off;
    return "no END section: truncated (the task may have died while writing)";
}

static int dump_json(const char *path, int check_only)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "straggler-dump: cannot open %s: %s\n", path, strerror(errno));
        return 1;
    }
    fseek(f, 0, SEEK_END);
    long sz = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *p = malloc(sz > 0 ? (size_t) sz : 1);
    if (!p || fread(p, 1, (size_t) sz, f) != (size_t) sz) {
        fprintf(stderr, "straggler-dump: cannot read %s\n", path);
        fclose(f);
        free(p);
        return 1;
    }
    fclose(f);
    size_t where;
    const char *err = validate(p, (size_t) sz, &where);
    if (err) {
        fprintf(stderr, "straggler-dump: %s: %s (at byte %zu of %ld)\n", path, err, where, sz);
        free(p);
        return 2;
    }
    if (check_only) {
        free(p);
        return 0;
    }
    rd_t r = { p, (size_t) sz, 8, 0 };
    unsigned major = u16(&r), minor = u16(&r), rank = u32(&r), size = u32(&r);
    u32(&r);
    printf("{\"file\":\"%s\",\"kind\":\"%s\",\"version\":\"%u.%u\",\"rank\":%u,\"size\":%u", path,
           memcmp(p, "STRGPROF", 8) == 0 ? "profile" : "dump", major, minor, rank, size);
    while (!r.bad && r.off + 16 <= r.len) {
        char tag[5] = { 0 };
        memcpy(tag, r.p + r.off, 4);
        r.off += 8;
        uint64_t n = u64(&r);
        size_t end = r.off + n;
        if (!strcmp(tag, "END ")) {
            break;
        } else if (!strcmp(tag, "INFO")) {
            printf(",\"info\":{\"pid\":%u,\"host\":", u32(&r));
            jstr(&r);
            printf(",\"executable\":");
            jstr(&r);
            unsigned long long s0 = (unsigned long long) u64(&r), s1 = (unsigned long long) u64(&r);
            printf(",\"start_ns\":%llu,\"dump_ns\":%llu", s0, s1);
            unsigned reason = u32(&r);
            double to = f64(&r);
            unsigned inf = u32(&r);
            int tl = i32(&r);
            printf(",\"reason\":%u,\"timeout\":%g,\"inferred\":%u,\"thread_level\":%d,\"mpi\":", reason, to, inf, tl);
            jstr(&r);
            printf(",\"trigger_rank\":%d", i32(&r));
            printf(",\"signal\":%u}", r.off + 4 <= end ? u32(&r) : 0u); /* since 1.4 */
        } else if (!strcmp(tag, "MODS")) {
            unsigned m = u32(&r);
            printf(",\"modules\":[");
            for (unsigned i = 0; i < m && !r.bad; i++) {
                printf("%s{\"path\":", i ? "," : "");
                jstr(&r);
                printf(",\"bias\":%llu,\"build_id\":", (unsigned long long) u64(&r));
                jstr(&r);
                printf("}");
            }
            printf("]");
        } else if (!strcmp(tag, "STAT")) {
            unsigned m = u32(&r);
            printf(",\"states\":[");
            for (unsigned i = 0; i < m && !r.bad; i++) {
                unsigned id = u32(&r), kind = u8(&r);
                printf("%s{\"id\":%u,\"kind\":%u,\"call\":", i ? "," : "", id, kind);
                jstr(&r);
                printf(",\"frames\":");
                frames(&r, u16(&r));
                printf("}");
            }
            printf("]");
        } else if (!strcmp(tag, "EDGE")) {
            unsigned m = u32(&r);
            printf(",\"edges\":[");
            for (unsigned i = 0; i < m && !r.bad; i++) {
                unsigned a = u32(&r), b = u32(&r);
                unsigned long long c = (unsigned long long) u64(&r);
                double mean = f64(&r), m2 = f64(&r), mn = f64(&r), mx = f64(&r);
                printf("%s{\"from\":%u,\"to\":%u,\"count\":%llu,\"mean\":%g,\"m2\":%g,\"min\":%g,\"max\":%g}",
                       i ? "," : "", a, b, c, mean, m2, mn, mx);
            }
            printf("]");
        } else if (!strcmp(tag, "CURR")) {
            uint32_t st = u32(&r);
            unsigned in_mpi = u8(&r);
            double secs = f64(&r);
            unsigned wk = u8(&r);
            printf(",\"current\":{\"state\":%lld,\"in_mpi\":%u,\"seconds\":%g,\"wait\":%u,\"peers\":[",
                   st == 0xFFFFFFFFu ? -1LL : (long long) st, in_mpi, secs, wk);
            unsigned np = u32(&r);
            for (unsigned i = 0; i < np && !r.bad; i++) {
                printf("%s%d", i ? "," : "", i32(&r));
            }
            printf("],\"members\":[");
            unsigned nr = u32(&r);
            for (unsigned i = 0; i < nr && !r.bad; i++) {
                int first = i32(&r);
                unsigned cnt = u32(&r), stride = u32(&r);
                printf("%s[%d,%u,%u]", i ? "," : "", first, cnt, stride);
            }
            printf("]");
            if (r.off < end) { /* since 1.2 */
                printf(",\"wait_any\":%u,\"any_source\":[", u8(&r));
                unsigned na = u32(&r);
                for (unsigned i = 0; i < na && !r.bad; i++) {
                    int first = i32(&r);
                    unsigned cnt = u32(&r), stride = u32(&r);
                    printf("%s[%d,%u,%u]", i ? "," : "", first, cnt, stride);
                }
                printf("]");
            }
            printf("}");
        } else if (!strcmp(tag, "WDET")) { /* since 1.3 */
            printf(",\"finalized\":%u", u8(&r));
            for (int list = 0; list < 2 && !r.bad; list++) {
                unsigned n = u32(&r);
                printf(list ? ",\"pending\":[" : ",\"parts\":[");
                for (unsigned i = 0; i < n && !r.bad; i++) {
                    unsigned role = u8(&r), fl = u8(&r);
                    int peer = i32(&r), tg = i32(&r);
                    printf("%s{\"role\":%u,\"flags\":%u,\"peer\":%d,\"tag\":%d,\"comm\":", i ? "," : "", role, fl,
                           peer, tg);
                    jstr(&r);
                    printf(",\"comm_size\":%u}", u32(&r));
                }
                printf("]");
            }
            printf(",\"any_source_receives\":%llu,\"channels\":[", (unsigned long long) u64(&r));
            unsigned nc = u32(&r);
            for (unsigned i = 0; i < nc && !r.bad; i++) {
                int peer = i32(&r);
                unsigned long long sends = (unsigned long long) u64(&r), recvs = (unsigned long long) u64(&r);
                printf("%s{\"peer\":%d,\"sends\":%llu,\"receives\":%llu}", i ? "," : "", peer, sends, recvs);
            }
            printf("]");
            if (r.off + 4 <= end) { /* since 1.5: the parts' sizes and roots, the wait's then the pending ones */
                unsigned ns = u32(&r);
                printf(",\"sizes\":[");
                for (unsigned i = 0; i < ns && !r.bad; i++) {
                    long long bytes = (long long) u64(&r);
                    printf("%s{\"bytes\":%lld,\"root\":%d}", i ? "," : "", bytes, i32(&r));
                }
                printf("]");
            }
            if (r.off + 4 <= end) { /* since 1.7: the parts' ordinals and communicator ids, the counts by tag */
                unsigned ns = u32(&r);
                printf(",\"ordinals\":[");
                for (unsigned i = 0; i < ns && !r.bad; i++) {
                    unsigned long long seq = (unsigned long long) u64(&r), comm = (unsigned long long) u64(&r);
                    printf("%s{\"ordinal\":%llu,\"comm\":%llu}", i ? "," : "", seq, comm);
                }
                unsigned complete = u8(&r), nt = u32(&r);
                printf("],\"counts_complete\":%u,\"counts\":[", complete);
                for (unsigned i = 0; i < nt && !r.bad; i++) {
                    int peer = i32(&r), tg = i32(&r);
                    unsigned long long comm = (unsigned long long) u64(&r);
                    printf("%s{\"peer\":%d,\"tag\":%d,\"comm\":%llu,\"comm_name\":", i ? "," : "", peer, tg, comm);
                    jstr(&r);
                    unsigned size = u32(&r);
                    unsigned long long sends = (unsigned long long) u64(&r), recvs = (unsigned long long) u64(&r);
                    unsigned ss = u32(&r), rs = u32(&r);
                    printf(",\"comm_size\":%u,\"sends\":%llu,\"receives\":%llu,\"send_state\":%d,\"receive_state\":%d}",
                           size, sends, recvs, (int) ss, (int) rs);
                }
                printf("]");
            }
        } else if (!strcmp(tag, "THRD")) {
            unsigned m = u32(&r);
            printf(",\"threads\":[");
            for (unsigned i = 0; i < m && !r.bad; i++) {
                unsigned tid = u32(&r), fl = u8(&r);
                printf("%s{\"tid\":%u,\"flags\":%u,\"frames\":", i ? "," : "", tid, fl);
                frames(&r, u16(&r));
                printf("}");
            }
            printf("]");
        } else if (!strcmp(tag, "PINF")) { /* the communication profile's sections */
            unsigned endk = u32(&r), pid = u32(&r);
            printf(",\"profile\":{\"end\":%u,\"pid\":%u,\"host\":", endk, pid);
            jstr(&r);
            printf(",\"executable\":");
            jstr(&r);
            unsigned long long s0 = (unsigned long long) u64(&r), s1 = (unsigned long long) u64(&r);
            unsigned long long calls = (unsigned long long) u64(&r);
            printf(",\"start_ns\":%llu,\"written_ns\":%llu,\"calls\":%llu,\"depth\":%u}", s0, s1, calls, u16(&r));
        } else if (!strcmp(tag, "ARGV")) {
            unsigned m = u32(&r);
            printf(",\"argv\":[");
            for (unsigned i = 0; i < m && !r.bad; i++) {
                printf("%s", i ? "," : "");
                jstr(&r);
            }
            printf("]");
        } else if (!strcmp(tag, "CTRL")) {
            unsigned m = u32(&r);
            printf(",\"control\":{\"arguments\":{");
            for (unsigned i = 0; i < m && !r.bad; i++) {
                unsigned pos = u32(&r);
                printf("%s\"%u\":%.17g", i ? "," : "", pos, f64(&r));
            }
            printf("},\"named\":{");
            m = u32(&r);
            for (unsigned i = 0; i < m && !r.bad; i++) {
                printf("%s", i ? "," : "");
                jstr(&r);
                printf(":%.17g", f64(&r));
            }
            printf("}}");
        } else if (!strcmp(tag, "SITE")) {
            unsigned m = u32(&r);
            printf(",\"sites\":[");
            for (unsigned i = 0; i < m && !r.bad; i++) {
                printf("%s{\"call\":", i ? "," : "");
                jstr(&r);
                printf(",\"frames\":");
                frames(&r, u16(&r));
                unsigned long long v[7];
                for (int k = 0; k < 7; k++) {
                    v[k] = (unsigned long long) u64(&r);
                }
                printf(",\"calls\":%llu,\"messages_sent\":%llu,\"bytes_sent\":%llu,\"messages_received\":%llu,"
                       "\"bytes_received\":%llu,\"first\":%llu,\"last\":%llu}", v[0], v[1], v[2], v[3], v[4], v[5], v[6]);
            }
            printf("]");
        } else if (!strcmp(tag, "CRSH")) {
            int sig = i32(&r);
            printf(",\"crash\":{\"signal\":%d,\"reason\":", sig);
            jstr(&r);
            printf(",\"address\":%llu,\"frames\":", (unsigned long long) u64(&r));
            frames(&r, u16(&r));
            printf("}");
        } else if (!strcmp(tag, "TIME")) {
            unsigned long long n2 = (unsigned long long) u64(&r);
            double mean = f64(&r), m2 = f64(&r), mx = f64(&r);
            printf(",\"time\":{\"n\":%llu,\"mean\":%g,\"m2\":%g,\"max\":%g}", n2, mean, m2, mx);
        }
        r.off = end; /* unknown sections and trailing fields are skipped */
    }
    printf("}\n");
    free(p);
    return r.bad ? 2 : 0;
}

int main(int argc, char **argv)
{
    int check = 0, rc = 0, files = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--check")) {
            check = 1;
        } else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            printf("usage: straggler-dump [--check] FILE...\n");
            return 0;
        } else {
            files++;
            int r = dump_json(argv[i], check);
            if (r > rc) rc = r;
        }
    }
    if (!files) {
        fprintf(stderr, "usage: straggler-dump [--check] FILE...\n");
        return 1;
    }
    return rc;
}
