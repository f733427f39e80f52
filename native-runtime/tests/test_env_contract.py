#!/usr/bin/env python3
"""The runtime's environment contract (src/env.def, docs/dump-format.md "Environment"): the checked-in Java
constants (dev.straggler.launch.RuntimeEnvironment) and the document's table are what src/gen_env.py makes from
env.def, every STRAGGLER_* variable a C or Fortran source of native-runtime names is in env.def, and the runtime
reads each through its generated reader. Then the check itself, on copies: it must fail for a Java file or a table
that differs, a source naming a variable env.def does not have, and a runtime source calling getenv for one.

usage: test_env_contract.py NATIVE_RUNTIME_DIR (the repository's native-runtime: ../bundles and ../docs beside it)
"""
import os
import shutil
import subprocess
import sys
import tempfile

JAVA = "bundles/dev.straggler.launch/src/dev/straggler/launch/RuntimeEnvironment.java"
DOC = "docs/dump-format.md"
SOURCES = ["src", "tools", "tests", "bench", "examples", "campaign"]


def check(native, java, doc, sources):
    cmd = [sys.executable, os.path.join(native, "src", "gen_env.py"), os.path.join(native, "src", "env.def"), "--check",
           "--java", java, "--doc", doc, "--sources", *sources]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=60)


def main():
    native = os.path.abspath(sys.argv[1])
    repo = os.path.dirname(native)
    java, doc = os.path.join(repo, JAVA), os.path.join(repo, DOC)
    for f in (java, doc):
        if not os.path.exists(f):
            sys.exit(f"FAIL: {f} is missing (the test runs in the repository: native-runtime with bundles/ and docs/)")
    sources = [os.path.join(native, d) for d in SOURCES]
    p = check(native, java, doc, sources)
    print(p.stdout + p.stderr, end="")
    if p.returncode != 0:
        sys.exit("FAIL: the environment contract is broken (above)")

    # the check fails where it must
    with tempfile.TemporaryDirectory(prefix="stg-env-") as tmp:
        tj, td = os.path.join(tmp, "RuntimeEnvironment.java"), os.path.join(tmp, "dump-format.md")
        cases = []
        shutil.copy(java, tj)
        with open(tj, "a") as f:
            f.write("// edited by hand\n")
        cases.append(("an edited Java file", [tj, doc, sources], "RuntimeEnvironment.java is not what env.def makes"))
        text = open(doc).read()
        with open(td, "w") as f:
            f.write(text.replace("`STRAGGLER_TIMEOUT` |", "`STRAGGLER_TIMEOUT` | edited |", 1))
        cases.append(("an edited table", [java, td, sources], "the env.def table of"))
        csrc = os.path.join(tmp, "reader.c")
        with open(csrc, "w") as f:
            f.write('#include <stdlib.h>\nint reads(void) { return getenv("STRAGGLER_NOT_IN_THE_LIST") != NULL; }\n')
        cases.append(("a source naming an unlisted variable", [java, doc, sources + [tmp]],
                      "names STRAGGLER_NOT_IN_THE_LIST, which is not in env.def"))
        # a runtime source (env.def's directory) that reads a listed variable itself
        src = os.path.join(tmp, "native", "src")
        shutil.copytree(os.path.join(native, "src"), src)
        with open(os.path.join(src, "base.c"), "a") as f:
            f.write('int stg_reads_itself(void) { return getenv("STRAGGLER_TIMEOUT") != NULL; }\n')
        cmd = [sys.executable, os.path.join(src, "gen_env.py"), os.path.join(src, "env.def"), "--check", "--java", java,
               "--doc", doc, "--sources", src]
        q = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
        if q.returncode == 0 or "reads STRAGGLER_TIMEOUT with getenv" not in q.stdout:
            sys.exit(f"FAIL: the check let a runtime source call getenv for STRAGGLER_TIMEOUT:\n{q.stdout}{q.stderr}")
        for what, (j, d, s), expect in cases:
            q = check(native, j, d, s)
            if q.returncode == 0 or expect not in q.stdout:
                sys.exit(f"FAIL: the check let {what} pass:\n{q.stdout}{q.stderr}")
    print("env_contract ok: and the check fails for an edited Java file, an edited table, an unlisted variable and a "
          "runtime getenv")


if __name__ == "__main__":
    main()
