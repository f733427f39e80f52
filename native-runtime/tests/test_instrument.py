#!/usr/bin/env python3
"""The compiler wrapper `straggler instrument` (tools/straggler-instrument, issue 26), with real builds and real
mpirun, traces read back with straggler-trace:
  1. an XRay build (the default method, clang), compiled and linked in two steps through the MPI compiler wrapper:
     with STRAGGLER_TRACE=functions every rank's trace holds step's entries and exits, balanced, each around its
     MPI_Allreduce; with STRAGGLER_TRACE=mpi only MPI calls; without the runtime the same output as a plain build;
  2. the same program built in one command with --method hooks (-finstrument-functions): function events too; and
     its Fortran twin (instrument_program.f90) through mpif90 (the default method there: hooks), when the MPI has
     one beside mpicc;
  3. a plain build (no wrapper) under STRAGGLER_TRACE=functions: a trace of MPI calls only;
  3b. step in a shared library built through the wrapper (its object compiled -fPIC, then linked -shared: clang's
     hooks after inlining, no XRay sleds, one note on stderr), main an XRay build linking it: step traced as in 1;
  4. the wrapper passes what builds nothing through unchanged (--version), and a bad option or a missing compiler
     gets one message and exit 2 / 127."""
import shutil

from stgtest import *

TOOL = os.environ["STG_TRACETOOL"]
MPICC = os.environ["STG_MPICC"]
WRAPPER = os.path.join(SRC, "tools", "straggler-instrument")
PROG = os.path.join(SRC, "tests", "instrument_program.c")
N, ITERS = 2, 5


def sh(*cmd, check=True):
    p = subprocess.run(list(cmd), capture_output=True, text=True, timeout=300)
    if check and p.returncode != 0:
        fail(f"{' '.join(cmd)} exited {p.returncode}: {p.stdout}{p.stderr}")
    return p


def traced(binary, mode):
    """(output, {rank: summary}, {rank: [event lines]}) of a run with the runtime and STRAGGLER_TRACE=mode"""
    d = tmpdir()
    rc, out, err = mpiexec(N, [binary, str(ITERS)], {"STRAGGLER_DUMP_DIR": d, "STRAGGLER_TRACE": mode})
    if rc != 0:
        fail(f"{binary} with STRAGGLER_TRACE={mode} exited {rc}: {out} {err}")
    s = {t["rank"]: t for t in json.loads(sh(TOOL, "summary", "--json", d).stdout) if t["thread"] == 0}
    evs = {r: [l for l in sh(TOOL, "print", "--symbols", "--rank", str(r), d).stdout.splitlines() if not l.startswith("#")]
           for r in range(N)}
    cleanup(d)
    return out, s, evs


def check_functions(what, s, evs, step="step"):
    """every rank: ITERS x (enter step, MPI_Allreduce, MPI_Allreduce done, exit step), nothing unbalanced"""
    for r in range(N):
        if sorted(s) != list(range(N)) or not s[r]["distinctFunctions"]:
            fail(f"{what}: rank {r} has no function events: {s.get(r)}")
        fn = [l for l in evs[r] if l.split()[0] in ("enter", "exit")]
        steps = [l for l in fn if l.split()[1:2] == [step]]
        if steps != [f"enter {step}", f"exit {step}"] * ITERS:
            fail(f"{what}: rank {r}'s entries and exits of step: {steps}")
        depth, inside = 0, 0
        for l in evs[r]:
            w = l.split()
            if w[:2] == ["enter", step]:
                depth += 1
            elif w[:2] == ["exit", step]:
                depth -= 1
            elif w[0] == "MPI_Allreduce" and depth == 1:
                inside += 1
        if inside != 2 * ITERS:  # the call and its "done"
            fail(f"{what}: rank {r}: {inside} MPI_Allreduce events inside step, expected {2 * ITERS}: {evs[r]}")


work = tempfile.mkdtemp(prefix="stg-instrument-")
plain, xray, hooks = f"{work}/plain", f"{work}/xray", f"{work}/hooks"
sh(MPICC, "-O2", "-g", "-o", plain, PROG)
rc0, out0, err0 = mpiexec(N, [plain, str(ITERS)], preload=False)
if rc0 != 0 or not out0.startswith("total"):
    fail(f"plain build exited {rc0}: {out0} {err0}")

# ---------------------------------------------------------------- 1. XRay, compile and link apart
if not shutil.which("clang") and not shutil.which("clang-14"):
    fail("clang is not installed: apt-get install clang libclang-rt-14-dev (releng/prerequisites.sh --scope verify)")
sh("sh", WRAPPER, MPICC, "-O2", "-g", "-c", "-o", f"{work}/xray.o", PROG)
if "xray_instr_map" not in sh("readelf", "-S", f"{work}/xray.o").stdout:
    fail("the wrapper's compile made no XRay sleds (no xray_instr_map section in the object)")
sh("sh", WRAPPER, MPICC, "-O2", "-g", "-o", xray, f"{work}/xray.o")
rc, out, err = mpiexec(N, [xray, str(ITERS)], preload=False)
if (rc, out) != (rc0, out0):
    fail(f"XRay build without the runtime: rc={rc} out={out!r}, the plain build's rc={rc0} out={out0!r}: {err}")
out, s, evs = traced(xray, "functions")
if out != out0:
    fail(f"XRay build traced: output {out!r}, the plain build's {out0!r}")
check_functions("XRay build", s, evs)
_, s, evs = traced(xray, "mpi")
if any(s[r]["distinctFunctions"] for r in s) or any(l.startswith(("enter", "exit")) for r in evs for l in evs[r]):
    fail(f"XRay build with STRAGGLER_TRACE=mpi recorded function events: {s}")

# ---------------------------------------------------------------- 2. GCC's hooks, one command
sh("sh", WRAPPER, "--method", "hooks", MPICC, "-O2", "-g", "-o", hooks, PROG)
_, s, evs = traced(hooks, "functions")
check_functions("-finstrument-functions build", s, evs)
def fortran_twin(mpicc):
    """The Fortran wrapper of mpicc's own MPI: mpicc.mpich -> mpif90.mpich. A bare mpicc is followed through its
    links (Debian's alternatives) to the first name with the MPI's suffix, so that a bare mpif90 whose alternative
    points to another MPI is never taken."""
    path = mpicc
    for _ in range(8):
        name = os.path.basename(path)
        if name.startswith("mpicc.") or not os.path.islink(path):
            break
        path = os.path.join(os.path.dirname(path), os.readlink(path))
    name = os.path.basename(path)
    suffix = name[len("mpicc"):] if name.startswith("mpicc.") else ""
    return os.path.join(os.path.dirname(mpicc), "mpif90" + suffix)


mpif90 = fortran_twin(MPICC)
if os.access(mpif90, os.X_OK) and sh(mpif90, "--version", check=False).returncode == 0:
    fortran = f"{work}/fortran"
    sh("sh", WRAPPER, mpif90, "-O2", "-g", "-o", fortran, PROG[:-2] + ".f90")
    out, s, evs = traced(fortran, "functions")
    if out != out0:
        fail(f"Fortran build traced: output {out!r}, the C build's {out0!r}")
    check_functions("Fortran build (mpif90, hooks)", s, evs, "__instrumented_MOD_step")
else:
    print(f"no Fortran compiler ({mpif90}): the Fortran build is not checked")

# ---------------------------------------------------------------- 3. an uninstrumented build: MPI only
_, s, evs = traced(plain, "functions")
if any(s[r]["distinctFunctions"] or l.startswith(("enter", "exit")) for r in s for l in evs[r]) \
        or not all(evs[r].count("MPI_Allreduce done") == ITERS for r in evs):
    fail(f"plain build with STRAGGLER_TRACE=functions: expected MPI events only: {s} {evs}")

# ---------------------------------------------------------------- 3b. a shared library built through the wrapper
lib = f"{work}/libstep.so"
sh("sh", WRAPPER, MPICC, "-O2", "-g", "-fPIC", "-DSTEP_ONLY", "-c", "-o", f"{work}/step.o", PROG)
sections = sh("readelf", "-S", f"{work}/step.o").stdout
if "xray_instr_map" in sections:
    fail("the wrapper compiled -fPIC code (for a shared library) with XRay sleds, which clang 14's XRay never patches")
p = sh("sh", WRAPPER, MPICC, "-shared", "-o", lib, f"{work}/step.o")
notes = [l for l in p.stderr.splitlines() if "shared library" in l]
if len(notes) != 1 or "libstep.so" not in notes[0] or "-finstrument-functions-after-inlining" not in notes[0]:
    fail(f"the -shared link should say once how the library is instrumented: {p.stderr!r}")
dso = f"{work}/dso"
sh("sh", WRAPPER, MPICC, "-O2", "-g", "-DMAIN_ONLY", "-o", dso, PROG, f"-L{work}", "-lstep", f"-Wl,-rpath,{work}")
out, s, evs = traced(dso, "functions")
if out != out0:
    fail(f"program with step in a shared library, traced: output {out!r}, the plain build's {out0!r}")
check_functions("step in a shared library", s, evs)

# ---------------------------------------------------------------- 4. pass-through and bad input
if sh("sh", WRAPPER, MPICC, "--version").stdout != sh(MPICC, "--version").stdout:
    fail("straggler instrument mpicc --version differs from mpicc --version")
for argv, code, words in ((["--method", "pin", MPICC, PROG], 2, "auto, xray or hooks"),
                          (["--bogus", MPICC, PROG], 2, "unknown option --bogus"),
                          (["no-such-compiler-xyz", "-c", PROG], 127, "not found")):
    p = sh("sh", WRAPPER, *argv, check=False)
    if p.returncode != code or words not in p.stderr:
        fail(f"straggler instrument {' '.join(argv)}: exit {p.returncode}, {p.stderr!r}; expected {code} and '{words}'")

shutil.rmtree(work, ignore_errors=True)
print("instrument: XRay (two steps), hooks (C, and Fortran when there is mpif90), plain builds and a shared library "
      "traced as expected; pass-through and bad input checked")
