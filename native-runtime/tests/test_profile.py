#!/usr/bin/env python3
"""The communication profile recorder (src/profile.c; docs/dump-format.md "Communication profile"), with
real MPI jobs of profile_program.c on 4 ranks: off unless STRAGGLER_PROFILE=1; at MPI_Finalize every
rank's call sites (by stack: one function called from two lines is two sites) with their calls,
messages, bytes and ordinals, the lines their stacks map to, and the control features (numeric
arguments by position, STRAGGLER_CONTROL, bad entries ignored); at a crash the crashed rank's profile
up to the crash with the crash stack, and the job dies as it does without the runtime; at a hang every
rank's profile up to the hang; a truncated profile is rejected."""
from stgtest import *

PROG = f"{BIN}/tests/profile_program"
SRC_FILE = f"{SRC}/tests/profile_program.c"
NP = 4
problems = []


def expect(what, got, want):
    if got != want:
        problems.append(f"{what}: {got}, expected {want}")


def run(mode, extra_args=(), env=None, preload=True, timeout=120):
    d = tmpdir()
    e = {"STRAGGLER_DUMP_DIR": d, "STRAGGLER_PROFILE": "1", "STRAGGLER_TIMEOUT": "60"}
    e.update(env or {})
    rc, out, err = mpiexec(NP, [PROG, str(mode), *extra_args], env=e, preload=preload, timeout=timeout)
    profiles = {}
    for r in range(NP):
        path = f"{d}/profile-rank-{r:06d}.sprof"
        if os.path.exists(path):
            profiles[r] = read_dump(path)
            profiles[r]["path"] = path
    return d, rc, out, err, profiles


_lines = {}


def line(p, frame, return_address=True):
    """function:file:line of a frame, each (module, offset) looked up once"""
    m, off = frame
    key = (p["modules"][m]["path"] if m >= 0 else None, off, return_address)
    if key not in _lines:
        func, file, ln = symbolize(p, frame, return_address)
        _lines[key] = f"{func}:{file}:{ln}"
    return _lines[key]


def at(marker, func="main"):
    return f"{func}:profile_program.c:{marker_line(SRC_FILE, marker)}"


def sites_by_place(p):
    """{(call, line of frame 0, line of frame 1): site}"""
    out = {}
    for s in p["sites"]:
        key = (s["call"], line(p, s["frames"][0]), line(p, s["frames"][1]) if len(s["frames"]) > 1 else "")
        if key in out:
            problems.append(f"rank {p['rank']}: two sites at {key}")
        out[key] = s
    return out


def check_site(p, key, calls, ms, bs, mr, br, first, last):
    s = sites_by_place(p).get(key)
    if s is None:
        problems.append(f"rank {p['rank']}: no site {key}; sites: {sorted(sites_by_place(p))}")
        return
    got = (s["calls"], s["messages_sent"], s["bytes_sent"], s["messages_received"], s["bytes_received"], s["first"], s["last"])
    expect(f"rank {p['rank']} site {key[0]} at {key[1]} / {key[2]} (calls, msgs sent, bytes sent, msgs received, bytes received, first, last)",
           got, (calls, ms, bs, mr, br, first, last))


SENDRECV = ("MPI_Sendrecv", at("PROFILE-SENDRECV"), None)
NULL_A = ("MPI_Send", at("PROFILE-NULL", "send_to_null"), at("PROFILE-NULL-A"))
NULL_B = ("MPI_Send", at("PROFILE-NULL", "send_to_null"), at("PROFILE-NULL-B"))
IRECV = ("MPI_Irecv", at("PROFILE-IRECV"), None)
ISEND = ("MPI_Isend", at("PROFILE-ISEND"), None)
BCAST = ("MPI_Bcast", at("PROFILE-BCAST"), None)
ALLREDUCE = ("MPI_Allreduce", at("PROFILE-ALLREDUCE"), None)


def key(p, k):
    """completes a key whose caller line is None with the site's own caller line"""
    if k[2] is not None:
        return k
    for s in sites_by_place(p):
        if s[0] == k[0] and s[1] == k[1]:
            return s
    return (k[0], k[1], "?")


def check_until_bcast(p):
    root = p["rank"] == 0
    check_site(p, key(p, SENDRECV), 10, 10, 8000, 10, 8000, 0, 9)
    check_site(p, NULL_A, 2, 0, 0, 0, 0, 10, 11)
    check_site(p, NULL_B, 1, 0, 0, 0, 0, 12, 12)
    check_site(p, key(p, IRECV), 1, 0, 0, 1, 64, 13, 13)
    check_site(p, key(p, ISEND), 1, 1, 64, 0, 0, 14, 14)
    check_site(p, key(p, BCAST), 2, 2 if root else 0, 40 if root else 0, 0 if root else 2, 0 if root else 40, 15, 16)


# ---- off by default
d, rc, out, err, profiles = run(0, env={"STRAGGLER_PROFILE": "0"})
if rc != 0:
    fail(f"profile_program exited {rc}: {err}")
expect("profiles written with STRAGGLER_PROFILE=0", sorted(profiles), [])
cleanup(d)

# ---- a complete run
d, rc, out, err, profiles = run(0, ["1e3", "abc", "-2.5", "7x"], env={"STRAGGLER_CONTROL": "n=1000,bad,rank=3,m=-0.5"})
if rc != 0:
    fail(f"profile_program exited {rc}: {err}")
expect("ranks with a profile", sorted(profiles), list(range(NP)))
if "ignoring 'bad' in STRAGGLER_CONTROL" not in err or "ignoring 'rank' in STRAGGLER_CONTROL" not in err:
    problems.append(f"no message about the bad STRAGGLER_CONTROL entries: {err}")
for r, p in profiles.items():
    expect(f"rank {r} kind/version/rank/size", (p["kind"], p["version"], p["rank"], p["size"]), ("profile", "1.0", r, NP))
    expect(f"rank {r} end (1 = MPI_Finalize)", p["profile"]["end"], 1)
    expect(f"rank {r} executable", os.path.realpath(p["profile"]["executable"]), os.path.realpath(PROG))
    expect(f"rank {r} argv", p["argv"][1:], ["0", "1e3", "abc", "-2.5", "7x"])
    expect(f"rank {r} numeric arguments", p["control"]["arguments"], {"1": 0, "2": 1000, "4": -2.5})
    expect(f"rank {r} named features", p["control"]["named"], {"n": 1000, "m": -0.5})
    expect(f"rank {r} profiled calls", p["profile"]["calls"], 18)
    expect(f"rank {r} sites", len(p["sites"]), 7)
    check_until_bcast(p)
    check_site(p, key(p, ALLREDUCE), 1, 1, 8, 1, 8, 17, 17)
    if "crash" in p:
        problems.append(f"rank {r}: a crash section in a complete run")
    exe = [m for m in p["modules"] if os.path.realpath(m["path"]) == os.path.realpath(PROG)]
    if not exe or not exe[0]["build_id"]:
        problems.append(f"rank {r}: the executable's module or its build id is missing: {exe}")
    # truncation is detected
    data = open(p["path"], "rb").read()
    cut = p["path"] + ".cut"
    open(cut, "wb").write(data[: len(data) - 5])
    c = subprocess.run([DUMPTOOL, "--check", cut], capture_output=True, text=True, timeout=30)
    if c.returncode == 0 or "truncated" not in c.stderr:
        problems.append(f"a truncated profile passed the check: {c.returncode} {c.stderr}")
cleanup(d)

# ---- a crash: the crashed rank's profile up to it, with its stack; the job dies as without the runtime
d0, rc0, _, _, _ = run(1, preload=False)
cleanup(d0)
d, rc, out, err, profiles = run(1)
expect("exit code of the crashing job (without the runtime: %d)" % rc0, rc, rc0)
if rc == 0:
    problems.append("the crashing job exited 0")
p = profiles.get(2)
if p is None:
    problems.append(f"no profile of the crashed rank 2: {sorted(profiles)}; {err}")
else:
    expect("crashed rank's end (3 = crash)", p["profile"]["end"], 3)
    expect("crashed rank's profiled calls", p["profile"]["calls"], 17)
    check_until_bcast(p)
    if any(s["call"] == "MPI_Allreduce" for s in p["sites"]):
        problems.append("the crashed rank's profile has the MPI_Allreduce after the crash")
    c = p.get("crash")
    if not c:
        problems.append("no crash section")
    else:
        expect("crash signal", (c["signal"], c["reason"]), (11, "SIGSEGV"))
        expect("crash stack frame 0 (the faulting instruction)", line(p, c["frames"][0], return_address=False), at("PROFILE-CRASH"))
        libs = [m["path"] for m in p["modules"]]
        own = [f for f in c["frames"] if f[0] >= 0 and "libstraggler" in libs[f[0]]]
        expect("runtime frames in the crash stack", own, [])
for r in profiles:
    if r != 2:
        problems.append(f"rank {r} wrote a profile in a crashed run (killed, it should not): {profiles[r]['profile']}")
cleanup(d)

# ---- a hang: every rank's profile at the dump
d, rc, out, err, profiles = run(2, env={"STRAGGLER_TIMEOUT": "3"}, timeout=120)
expect("exit code after the hang's diagnosis", rc, EXIT_CODE)
expect("ranks with a profile after the hang", sorted(profiles), list(range(NP)))
for r, p in profiles.items():
    expect(f"rank {r} end (2 = hang)", p["profile"]["end"], 2)
    check_until_bcast(p)
    has_allreduce = any(s["call"] == "MPI_Allreduce" for s in p["sites"])
    expect(f"rank {r} is in (or past) the MPI_Allreduce", has_allreduce, r != 1)
cleanup(d)

# ---- a crash with the trace recorder on as well: the profile's handler runs first and hands the signal on
#      to the trace's, which flushes the traces and puts back the one before it; the job still dies as without
d, rc, out, err, profiles = run(1, env={"STRAGGLER_TRACE": "mpi"})
expect("exit code of the crashing job with traces (without the runtime: %d)" % rc0, rc, rc0)
p = profiles.get(2)
if p is None:
    problems.append(f"with traces: no profile of the crashed rank 2: {sorted(profiles)}; {err}")
else:
    expect("with traces: crashed rank's end (3 = crash)", p["profile"]["end"], 3)
    expect("with traces: crash frame 0", line(p, p["crash"]["frames"][0], return_address=False) if p.get("crash") else None,
           at("PROFILE-CRASH"))
if not any(f.startswith("trace-rank-000002-thread-") for f in os.listdir(d)):
    problems.append(f"with traces: no trace of the crashed rank 2: {sorted(os.listdir(d))}")
cleanup(d)

# ---- a hang diagnosed in situ without task dumps: the flush hook writes every rank's profile up to the hang
d, rc, out, err, profiles = run(2, env={"STRAGGLER_TIMEOUT": "3", "STRAGGLER_INSITU": "dist"}, timeout=120)
if os.path.exists(f"{d}/reduced.sdump"):  # else the MPI gave no MPI_THREAD_MULTIPLE: per-task dumps, checked above
    expect("in situ: per-task dumps", sorted(f for f in os.listdir(d) if f.endswith(".sdump") and f != "reduced.sdump"), [])
    expect("in situ: ranks with a profile after the hang", sorted(profiles), list(range(NP)))
    for r, p in profiles.items():
        expect(f"in situ: rank {r} end (2 = hang)", p["profile"]["end"], 2)
        check_until_bcast(p)
else:
    print("note: no in-situ analysis with this MPI (no MPI_THREAD_MULTIPLE); the flush hook not exercised")
cleanup(d)

if problems:
    fail("\n  ".join([""] + problems))
print("OK: profiles at MPI_Finalize, crash (also with traces) and hang (also in situ without task dumps)")
