/* CRC-32 (IEEE 802.3, reflected, as zlib's crc32): the END section's checksum. */
#ifndef STG_CRC32_H
#define STG_CRC32_H
#include <stddef.h>
#include <stdint.h>
uint32_t stg_crc32(uint32_t crc, const void *buf, size_t len);
#endif
