"""Shared helpers of the native tests: run a real MPI job with the runtime preloaded (bounded by a
timeout), read dumps with straggler-dump, and map frames to source lines with addr2line."""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

LIB = os.environ["STG_LIB"]
DUMPTOOL = os.environ["STG_DUMPTOOL"]
MPIEXEC = os.environ["STG_MPIEXEC"]
BIN = os.environ["STG_BIN"]
SRC = os.environ["STG_SRC"]
EXIT_CODE = 86


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def flavour():
    out = subprocess.run([MPIEXEC, "--version"], capture_output=True, text=True, timeout=30)
    text = out.stdout + out.stderr
    return "openmpi" if "Open MPI" in text or "OpenRTE" in text else "mpich"


def mpiexec_command(np, argv, env=None, preload=True):
    """(command, environment) that run argv on np ranks with the runtime preloaded (env: the tasks' variables)"""
    env = dict(env or {})
    cmd = [MPIEXEC, "-np", str(np)]
    full_env = dict(os.environ)
    if flavour() == "openmpi":
        cmd.append("--oversubscribe")
        full_env.update(OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
        if preload:
            env["LD_PRELOAD"] = LIB
        for k, v in env.items():
            cmd += ["-x", f"{k}={v}"]
    else:
        if preload:
            env["LD_PRELOAD"] = LIB
        for k, v in env.items():
            cmd += ["-genv", k, v]
    return cmd + list(argv), full_env


def mpiexec(np, argv, env=None, preload=True, timeout=120, check_timeout=True):
    """Runs argv on np ranks; returns (exit code, stdout, stderr)."""
    cmd, full_env = mpiexec_command(np, argv, env, preload)
    try:
        p = subprocess.run(cmd, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=timeout,
                           env=full_env)
    except subprocess.TimeoutExpired as e:
        if check_timeout:
            fail(f"job did not finish within {timeout}s: {' '.join(cmd)}\n{e.stdout}\n{e.stderr}")
        raise
    return p.returncode, p.stdout, p.stderr


def read_dump(path):
    p = subprocess.run([DUMPTOOL, path], capture_output=True, text=True, timeout=30)
    if p.returncode != 0:
        fail(f"straggler-dump {path}: {p.stderr}")
    return json.loads(p.stdout)


def symbolize(dump, frame, return_address=True):
    """(function, file basename, line) of one frame [module index, offset]."""
    m, off = frame
    if m < 0:
        return ("??", "??", 0)
    path = dump["modules"][m]["path"]
    addr = off - 1 if return_address and off > 0 else off
    p = subprocess.run(["addr2line", "-f", "-C", "-e", path, hex(addr)], capture_output=True, text=True,
                       timeout=30)
    lines = p.stdout.strip().split("\n")
    func = lines[0] if lines else "??"
    loc = lines[1] if len(lines) > 1 else "??:0"
    file, _, line = loc.partition(":")
    line = re.match(r"\d+", line)
    return (func, os.path.basename(file), int(line.group(0)) if line else 0)


def marker_line(path, marker):
    for i, l in enumerate(open(path), 1):
        if marker in l:
            return i
    fail(f"no marker {marker} in {path}")


def tmpdir():
    d = tempfile.mkdtemp(prefix="stg-test-")
    return d


def cleanup(d):
    shutil.rmtree(d, ignore_errors=True)
