#!/usr/bin/env python3
"""Traces that a full file system cuts short (src/trace_file.c, the state file's trace_errno; issue 23), with real
mpirun/mpiexec on a small tmpfs mounted in a private mount namespace (unshare -m: it goes with the namespace; root):
  1. tests/trace_program fill: rank 0 fills the file system after MPI_Init, then every rank makes K calls of distinct
     sizes (a trace that does not compress to nothing): the job's exit code and output are those of a run without
     the runtime, and every rank's state file says trace_errno=28 (ENOSPC);
  2. the same job on the same small file system without the filler: complete traces, no trace_errno in any state
     file."""
import shlex

from stgtest import *

TOOL = os.environ["STG_TRACETOOL"]
NP = 2
K = 6000


def in_namespace(out, fill):
    """runs trace_program fill in a private mount namespace on a 4 MiB tmpfs at out/disk; the run directory is
    copied to out/run before the namespace (and its mount) goes; returns (exit code, stdout, stderr)"""
    disk = os.path.join(out, "disk")
    os.makedirs(disk)
    run = os.path.join(disk, "run")
    cmd, env = mpiexec_command(NP, [f"{BIN}/tests/trace_program", "fill", os.path.join(disk, "filler") if fill else "-",
                                    str(K)],
                               {"STRAGGLER_DUMP_DIR": run, "STRAGGLER_TRACE": "mpi", "STRAGGLER_TIMEOUT": "600"})
    script = (f"mount -t tmpfs -o size=4m tmpfs {shlex.quote(disk)} || exit 97\n"
              f"{shlex.join(cmd)} </dev/null\nrc=$?\n"
              f"cp -a {shlex.quote(run)} {shlex.quote(os.path.join(out, 'run'))}\nexit $rc\n")
    p = subprocess.run(["unshare", "-m", "--propagation", "private", "sh", "-c", script], capture_output=True,
                       text=True, timeout=180, env=env)
    if p.returncode == 97:
        fail(f"cannot mount a tmpfs in a private mount namespace (root needed): {p.stderr}")
    return p.returncode, p.stdout, p.stderr


def state(out, r):
    with open(os.path.join(out, "run", f"rank-{r:06d}.state")) as f:
        return dict(l.split("=", 1) for l in f.read().split("\n") if "=" in l)


if os.geteuid() != 0 or not shutil.which("unshare"):
    print("trace_full: skipped (needs root and unshare to mount a tmpfs)")
    sys.exit(0)

problems = []
rc0, out0, _ = mpiexec(NP, [f"{BIN}/tests/trace_program", "fill", "-", str(K)], preload=False)

# ---------------------------------------------------------------- 1. the file system fills
d = tmpdir()
rc, out, err = in_namespace(d, True)
if rc != rc0 or out != out0:
    problems.append(f"full: exit {rc}, output {out!r}; without the runtime {rc0}, {out0!r}: {err[-800:]}")
for r in range(NP):
    s = state(d, r)
    if s.get("trace_errno") != "28" or s.get("phase") != "exited":
        problems.append(f"full: rank {r}'s state file {s}")
cleanup(d)

# ---------------------------------------------------------------- 2. the same without the filler
d = tmpdir()
rc, out, err = in_namespace(d, False)
if rc != rc0:
    problems.append(f"room: exit {rc}: {err[-800:]}")
for r in range(NP):
    if "trace_errno" in state(d, r):
        problems.append(f"room: rank {r}'s state file {state(d, r)}")
p = subprocess.run([TOOL, "summary", "--json", os.path.join(d, "run")], capture_output=True, text=True, timeout=120)
traces = json.loads(p.stdout) if p.returncode == 0 else []
if sorted(t["rank"] for t in traces if t["thread"] == 0) != list(range(NP)) \
        or any(t["end"] != "end" for t in traces):
    problems.append(f"room: the traces {traces} {p.stderr}")
cleanup(d)

if problems:
    fail(f"{len(problems)} problem(s):\n  " + "\n  ".join(problems))
print(f"trace_full ({flavour()}): a full file system's write error is in every cut task's state file (trace_errno=28),"
      " none without it")
