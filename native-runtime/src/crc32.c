/* CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320), table-driven. */
#include "crc32.h"

uint32_t stg_crc32(uint32_t crc, const void *buf, size_t len)
{
    static uint32_t table[256];
    static int ready;
    if (!ready) {
        for (uint32_t i = 0; i < 256; i++) {
            uint32_t c = i;
            for (int k = 0; k < 8; k++) {
                c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
            }
            table[i] = c;
        }
        ready = 1;
    }
    const unsigned char *p = buf;
    crc = ~crc;
    while (len--) {
        crc = table[(crc ^ *p++) & 0xFF] ^ (crc >> 8);
    }
    return ~crc;
}
