#!/usr/bin/env python3
"""Regenerates corpus/ from seeds/ (real files: a task's dump and the reduced file of the deadlock example, in dump
format 1.2 and in 1.5 (the -1.5 seeds, with WDET, CHAN and WDET's sizes and roots; they sort first, so the fuzz tests
mutate them), a run saved as XMI by the IDE): truncated copies and bit-flipped copies, the dumps' END CRC recomputed in half of them so
that the damage reaches the payload parsers. Fixed random seed: the corpus is reproducible.
Run: python3 tests/dev.straggler.model.tests/fuzz/make-corpus.py"""
import os, random, struct, zlib
HERE = os.path.dirname(os.path.abspath(__file__))
SEEDS, OUT = os.path.join(HERE, 'seeds'), os.path.join(HERE, 'corpus')

def fix_dump_crc(b):
    """Recomputes the END section's CRC-32 and section count of a STRGDUMP file (when its sections still walk)."""
    pos, n = 24, 0
    while pos + 16 <= len(b):
        tag, length = b[pos:pos + 4], struct.unpack_from('<q', b, pos + 8)[0]
        if tag == b'END ':
            if length >= 8 and pos + 24 <= len(b):
                struct.pack_into('<II', b, pos + 16, zlib.crc32(bytes(b[:pos])) & 0xffffffff, n)
            return b
        if length < 0 or pos + 16 + length > len(b):
            return b
        pos, n = pos + 16 + length, n + 1
    return b

def main():
    rnd = random.Random(15)
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        os.remove(os.path.join(OUT, f))
    for seed in sorted(os.listdir(SEEDS)):
        data = open(os.path.join(SEEDS, seed), 'rb').read()
        stem, ext = seed.rsplit('.', 1)
        dump = ext == 'sdump'
        cuts = sorted({0, 1, 7, 8, 23, 24, 39, 40, len(data) // 3, len(data) // 2, len(data) - 9, len(data) - 1})
        if not dump:
            cuts = sorted({0, 1, 38, len(data) // 2, len(data) - 1})
        for cut in cuts:
            open(os.path.join(OUT, f'{stem}-cut{cut}.{ext}'), 'wb').write(data[:cut])
        for i in range(10 if dump else 3):
            b = bytearray(data)
            for _ in range(rnd.randint(1, 4)):
                at = rnd.randrange(len(b))
                b[at] ^= 1 << rnd.randrange(8)
            fixed = dump and i % 2 == 0
            if fixed:
                fix_dump_crc(b)
            open(os.path.join(OUT, f'{stem}-flip{i}{"-crc" if fixed else ""}.{ext}'), 'wb').write(b)

if __name__ == '__main__':
    main()
