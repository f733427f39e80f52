# shellcheck shell=sh
# The harness of the shell tests of releng/ (sourced by prerequisites-test.sh and ide-launcher-test.sh): a work folder
# removed at exit, the count of runs and failures, checks of the last run's exit status ($rc) and output ($out), and
# the summary. A test's own run function sets out and rc and counts the run (tests=$((tests + 1))).

# harness_start NAME TMPNAME: $work, a fresh folder (removed at exit); the counts at 0; NAME heads the summary
harness_start() {
    harness_name=$1
    work=$(mktemp -d "${TMPDIR:-/tmp}/$2.XXXXXX")
    trap 'rm -rf "$work"' EXIT
    failures=0
    tests=0
}

fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}

expect_rc() { [ "$rc" -eq "$1" ] || fail "$2: exit $rc, expected $1; output: $out"; }
expect_out() { case "$out" in *"$1"*) ;; *) fail "$2: output lacks '$1': $out" ;; esac; }

# harness_end WHAT: the summary (the runs of WHAT); exit 1 when one failed
harness_end() {
    if [ "$failures" -gt 0 ]; then
        echo "$harness_name: $failures of $tests runs failed" >&2
        exit 1
    fi
    echo "$harness_name: $tests runs of $1, all as expected"
}
