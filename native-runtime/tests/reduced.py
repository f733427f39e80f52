"""Reader of reduced.sdump (docs/dump-format.md, "The reduced file"), for the native tests of the
in-situ analysis: a third, independent reader of the format (next to the Java one)."""
import struct
import zlib

ALGORITHMS = {1: "dist", 2: "semi-dist"}


class Reader:
    def __init__(self, data):
        self.d, self.o = data, 0

    def take(self, fmt):
        v = struct.unpack_from("<" + fmt, self.d, self.o)
        self.o += struct.calcsize("<" + fmt)
        return v if len(v) > 1 else v[0]

    def str(self):
        n = self.take("I")
        s = self.d[self.o:self.o + n].decode("utf-8", "replace")
        self.o += n
        return s

    def frames(self):
        return [self.take("IQ") for _ in range(self.take("H"))]

    def ranges(self):
        out = []
        for _ in range(self.take("I")):
            first, count, stride = self.take("iII")
            out += [first + i * stride for i in range(count)]
        return out


def read(path):
    data = open(path, "rb").read()
    if data[:8] != b"STRGDUMP":
        raise ValueError(f"{path}: bad magic")
    major, minor, rank, size = struct.unpack_from("<HHII", data, 8)
    pos, sections, out = 24, [], {"major": major, "minor": minor, "size": size}
    while True:
        tag, _, length = struct.unpack_from("<4sIQ", data, pos)
        tag = tag.decode()
        if tag == "END ":
            crc, count = struct.unpack_from("<II", data, pos + 16)
            if zlib.crc32(data[:pos]) & 0xFFFFFFFF != crc:
                raise ValueError(f"{path}: bad CRC")
            if count != len(sections):
                raise ValueError(f"{path}: END counts {count} sections, file has {len(sections)}")
            break
        sections.append((tag, data[pos + 16:pos + 16 + length]))
        pos += 16 + length
    for tag, payload in sections:
        r = Reader(payload)
        if tag == "RINF":
            out["algorithm"] = ALGORITHMS[r.take("I")]
            out["tasks"] = r.take("I")
            out["trigger_rank"] = r.take("i")
            out["reason"] = r.take("I")
            out["expiry_ns"], out["written_ns"] = r.take("QQ")
            out["timeout"] = r.take("d")
            out["inferred"] = r.take("I")
            out["total"] = r.take("d")
            out["phases"] = {}
            for _ in range(r.take("I")):
                name = r.str()
                out["phases"][name] = r.take("d")
            out["thread_level"] = r.take("i")
            out["mpi"] = r.str()
        elif tag == "MODS":
            out["modules"] = []
            for _ in range(r.take("I")):
                path = r.str()
                r.take("Q")
                r.str()
                out["modules"].append(path)
        elif tag == "STAT":
            out["states"] = []
            for _ in range(r.take("I")):
                sid, kind = r.take("IB")
                out["states"].append({"id": sid, "kind": kind, "call": r.str(), "frames": r.frames()})
        elif tag == "OCCU":
            out["occupancy"] = {}
            for _ in range(r.take("I")):
                sid = r.take("I")
                out["occupancy"][sid] = r.ranges()
        elif tag == "SMPL":
            out["samples"] = []
            for _ in range(r.take("I")):
                sid, rank, flags = r.take("IiB")
                out["samples"].append({"state": sid, "rank": rank, "flags": flags, "frames": r.frames()})
        elif tag == "WAIT":
            out["waits"] = []
            for _ in range(r.take("I")):
                kind = r.take("B")
                peers = [r.take("i") for _ in range(r.take("I"))]
                members = r.ranges()
                out["waits"].append({"kind": kind, "peers": peers, "members": members, "ranks": r.ranges(),
                                     "wait_any": 0, "any_source": []})
        elif tag == "WANY":  # since 1.2, one entry per WAIT entry (WAIT comes first)
            for w in out["waits"][:r.take("I")]:
                w["wait_any"] = r.take("B")
                w["any_source"] = r.ranges()
        elif tag == "WDET":  # since 1.3, one entry per WAIT entry; since 1.5 the parts' sizes and roots after them
            n = r.take("I")
            out["wait_details"] = []
            for w in out["waits"][:n]:
                finalized = r.take("B")
                parts = []
                for _ in range(r.take("I")):
                    role, flags, peer, tag_ = r.take("BBii")
                    comm = r.str()
                    parts.append({"role": role, "flags": flags, "peer": peer, "tag": tag_, "comm": comm,
                                  "comm_size": r.take("I"), "bytes": None, "root": None})
                out["wait_details"].append({"ranks": w["ranks"], "finalized": finalized, "parts": parts})
            if r.o < len(r.d):
                for e in out["wait_details"]:
                    for p in e["parts"]:
                        p["bytes"], p["root"] = r.take("qi")
        elif tag == "DEPS":
            out["deps"] = [r.take("IIB") for _ in range(r.take("I"))]
        elif tag == "MEDG":
            out["edges"] = []
            for _ in range(r.take("I")):
                a, b, total = r.take("IIQ")
                counts = {}
                for _ in range(r.take("I")):
                    c = r.take("Q")
                    counts[c] = r.ranges()
                out["edges"].append({"from": a, "to": b, "total": total, "counts": counts})
    return out


def state_key(modules, state):
    """The key the Java side unifies states by (JobLoader.stateKey, without percent-encoding)."""
    parts = [("?" if m == 0xFFFFFFFF or m < 0 else modules[m]) + "+" + hex(off) for m, off in state["frames"]]
    return ("P" if state["kind"] == 1 else "C") + "|" + state["call"] + "|" + "/".join(parts)
