#!/bin/sh
# After the p2 director installed dev.straggler.feature into the bare platform (pom.xml): start the installation
# headless with Straggler's own application and check that it reports the IDE integration from the installation's
# extension registry — the perspective, the views and the launch configuration type, each class loaded from its
# bundle — and that the installation's p2 profile has the feature as a root; then, with a display, start the
# installation's workbench, open the Straggler perspective and show its views.
set -u
eclipse=$1
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
launcher=$(ls "$eclipse"/plugins/org.eclipse.equinox.launcher_*.jar 2>/dev/null | head -n 1)
[ -n "$launcher" ] || { echo "install test: no equinox launcher in $eclipse/plugins" >&2; exit 1; }
out=$(timeout 300 "$java" -jar "$launcher" -nosplash -data "$eclipse/../install-test-workspace" \
    -application dev.straggler.cli.app --version 2>&1)
rc=$?
echo "$out"
fail=0
expect() {
    case "$out" in
        *"$1"*) ;;
        *) echo "install test: FAILED: the installed product does not report '$1'" >&2; fail=1 ;;
    esac
}
[ "$rc" -eq 0 ] || { echo "install test: FAILED: the installed product's straggler --version exited $rc" >&2; fail=1; }
expect "straggler 0.2.0"
expect "perspective Straggler (dev.straggler.ui.perspective)"
expect "Progress Dependence Graph (dev.straggler.ui.pdgView)"
expect "Prefix Tree (dev.straggler.ui.prefixTreeView)"
expect "launch configuration type MPI Application with Diagnosis (dev.straggler.launch.mpiDiagnosis)"
case "$out" in *"IDE integration problem"*) echo "install test: FAILED: a contribution cannot be loaded" >&2; fail=1 ;; esac
profile=$(ls "$eclipse"/p2/org.eclipse.equinox.p2.engine/profileRegistry/*.profile/*.profile* 2>/dev/null | tail -n 1)
if [ -z "$profile" ] || ! (case "$profile" in *.gz) gzip -dc "$profile" ;; *) cat "$profile" ;; esac) | grep -q "dev.straggler.feature.feature.group"; then
    echo "install test: FAILED: the p2 profile of $eclipse does not hold dev.straggler.feature.feature.group" >&2
    fail=1
fi

# The installation's workbench itself (a display is needed: ./mvnw runs under xvfb-run when there is none): Straggler's
# application dev.straggler.ui.installcheck starts it with the Straggler perspective, shows every Straggler view and
# closes it again.
if [ -n "${DISPLAY:-}" ]; then
    wb=$(timeout 300 "$java" -jar "$launcher" -nosplash -data "$eclipse/../install-check-workbench" \
        -application dev.straggler.ui.installcheck 2>&1)
    wbrc=$?
    echo "$wb" | grep '^workbench: '
    [ "$wbrc" -eq 0 ] || { echo "$wb" | grep -v '^workbench: ' | tail -n 20 >&2; echo "install test: FAILED: the installed workbench check exited $wbrc" >&2; fail=1; }
    case "$wb" in *"workbench: perspective Straggler (dev.straggler.ui.perspective) open"*) ;;
        *) echo "install test: FAILED: the installed workbench did not open the Straggler perspective" >&2; fail=1 ;; esac
    case "$wb" in *"workbench: Project Explorer (org.eclipse.ui.navigator.ProjectExplorer) shown"*) ;;
        *) echo "install test: FAILED: the installed workbench did not show the Project Explorer in the Straggler perspective" >&2; fail=1 ;; esac
    for v in dev.straggler.ui.pdgView dev.straggler.ui.prefixTreeView; do
        case "$wb" in *"($v) shown"*) ;; *) echo "install test: FAILED: the installed workbench did not show $v" >&2; fail=1 ;; esac
    done
    workbench=" (workbench started: perspective open, views shown)"
else
    echo "install test: no display: the installed workbench is not started (run ./mvnw, which uses xvfb-run, or set DISPLAY)"
    workbench=" (registry only: no display)"
fi

[ "$fail" -eq 0 ] && echo "install test: Straggler installed from the update site into the bare platform: perspective, views and launch type found$workbench"
exit "$fail"
