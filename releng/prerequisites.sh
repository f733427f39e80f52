#!/bin/sh
# Straggler's prerequisites: finds what this machine lacks to build Straggler (scope "build": ./straggler demo,
# ./mvnw package) or to build and run every test (scope "verify": ./mvnw verify; "ci": the same, for .ci/run), or to run
# the IDE (scope "ide": ./straggler ide), and
# installs it with apt-get:
#   - a person at the terminal is asked first (sudo when not root);
#   - without a terminal, it installs only when asked to (--yes or STRAGGLER_INSTALL=yes: .ci/run);
#   - otherwise (no terminal and not asked, not root and no sudo, no apt-get) it prints the one command to run.
# When nothing is missing it prints nothing and costs a few milliseconds (shell built-ins only).
#
#   releng/prerequisites.sh [--scope build|verify|ci|ide] [--yes] [--list]
#       --list   print the package list (package, check, scopes) and exit
#   exit 0: nothing missing (or installed now); 1: something is still missing (the message says what to run)
#
# STRAGGLER_PREREQUISITES=skip skips the check (a machine set up otherwise, e.g. a cluster with modules).
#
# THE package list: one line per Debian/Ubuntu package, the check that tells whether what it provides is there (a
# command on the PATH, a file, or "jdk": a JDK 21 or newer, as .mvn/jdk.sh looks for one), and the scopes that need it.
PACKAGES='
jdk              jdk                                                  build verify ci ide
openmpi-bin      cmd:mpirun                                           build verify ci
libopenmpi-dev   cmd:mpicc                                            build verify ci
gcc              cmd:gcc                                              build verify ci
g++              cmd:g++                                              build verify ci
make             cmd:make                                             build verify ci
cmake            cmd:cmake                                            build verify ci
pkg-config       cmd:pkg-config                                       build verify ci
python3          cmd:python3                                          build verify ci
libunwind-dev    file:/usr/include/libunwind.h:/usr/include/x86_64-linux-gnu/libunwind.h build verify ci
zlib1g-dev       file:/usr/include/zlib.h                             build verify ci
libzstd-dev      file:/usr/include/zstd.h                             build verify ci
binutils         cmd:addr2line                                        build verify ci
curl             cmd:curl                                             build verify ci
ca-certificates  file:/etc/ssl/certs/ca-certificates.crt              build verify ci
clangd           cmd:clangd                                           build verify ci
gdb              cmd:gdb                                              verify ci
mpich            cmd:mpiexec.mpich                                    verify ci
libmpich-dev     cmd:mpicc.mpich                                      verify ci
gfortran         cmd:gfortran                                         verify ci
clang            cmd:clang                                            verify ci
libclang-rt-14-dev file:/usr/lib/llvm-14/lib/clang/14.0.6/lib/linux/libclang_rt.xray-x86_64.a verify ci
libdw-dev        file:/usr/include/elfutils/libdw.h                   verify ci
libotf2-trace-dev cmd:otf2-config                                     verify ci
otf2-tools       cmd:otf2-print                                       verify ci
xvfb             cmd:xvfb-run                                         verify ci
xauth            cmd:xauth                                            verify ci
libgtk-3-0       file:/usr/lib/x86_64-linux-gnu/libgtk-3.so.0:/usr/lib64/libgtk-3.so.0:/usr/lib/libgtk-3.so.0 verify ci ide
libwebkit2gtk-4.1-0 file:/usr/lib/x86_64-linux-gnu/libwebkit2gtk-4.1.so.0:/usr/lib64/libwebkit2gtk-4.1.so.0:/usr/lib/x86_64-linux-gnu/libwebkit2gtk-4.0.so.37 verify ci ide
openssh-client   cmd:ssh                                              verify ci
openssh-server   file:/usr/sbin/sshd                                  verify ci
slurm-wlm        file:/usr/sbin/slurmctld:/usr/sbin/slurmd            verify ci
munge            file:/usr/sbin/munged                                verify ci
iproute2         file:/usr/sbin/ip:/sbin/ip:/usr/bin/ip:/bin/ip       verify ci
util-linux       file:/usr/bin/nsenter:/bin/nsenter                   verify ci
'
# JDK packages, the newest first: the first one apt knows is installed (Debian 12 has none of them: see the message)
JDK_PACKAGES='openjdk-25-jdk-headless openjdk-21-jdk-headless'
MIN_JAVA=21

# Tests (releng/prerequisites-test.sh) put file checks under a fake root and decide whether there is a terminal.
root=${STRAGGLER_PREREQ_ROOT:-}

scope=build
yes=${STRAGGLER_INSTALL:-}
[ "$yes" = yes ] || [ "$yes" = 1 ] || [ "$yes" = true ] && yes=yes
while [ $# -gt 0 ]; do
    case "$1" in
        --scope) scope=${2:-}; shift ;;
        --scope=*) scope=${1#--scope=} ;;
        --yes|-y) yes=yes ;;
        --list) printf '%s\n' "$PACKAGES" | while read -r p c s; do [ -n "$p" ] && printf '%-18s %-10s %s\n' "$p" "${c%%:*}" "$s"; done; exit 0 ;;
        *) echo "prerequisites: unknown argument '$1' (use --scope build|verify|ci|ide, --yes, --list)" >&2; exit 2 ;;
    esac
    shift
done
case "$scope" in
    build|verify|ci|ide) ;;
    *) echo "prerequisites: unknown scope '$scope' (build, verify, ci or ide)" >&2; exit 2 ;;
esac
[ "${STRAGGLER_PREREQUISITES:-}" = skip ] && exit 0

# a file of a colon-separated list exists (under the fake root in tests)
has_file() {
    rest=$1
    while [ -n "$rest" ]; do
        f=${rest%%:*}
        [ -e "$root$f" ] && return 0
        case "$rest" in *:*) rest=${rest#*:} ;; *) rest= ;; esac
    done
    return 1
}

# the major version in a JDK's release file (JAVA_VERSION="21.0.2"), or nothing
jdk_major() {
    [ -f "$1/release" ] && [ -x "$1/bin/javac" ] || return 0
    while IFS= read -r line; do
        case "$line" in
            JAVA_VERSION=*)
                v=${line#JAVA_VERSION=}; v=${v#\"}; v=${v%\"}
                case "$v" in 1.*) v=${v#1.} ;; esac
                echo "${v%%[!0-9]*}"
                return 0 ;;
        esac
    done < "$1/release"
}

has_jdk() {
    for d in ${JAVA_HOME:+"$JAVA_HOME"} "$root"/usr/lib/jvm/* "$root"/usr/java/* "$root"/opt/java "$root"/opt/java/*; do
        m=$(jdk_major "$d")
        [ -n "$m" ] && [ "$m" -ge "$MIN_JAVA" ] && return 0
    done
    return 1
}

missing=
missing_jdk=
still=0
list=$PACKAGES
while [ -n "$list" ]; do
    line=${list%%
*}
    case "$list" in *"
"*) list=${list#*
} ;; *) list= ;; esac
    set -- $line
    [ $# -ge 3 ] || continue
    pkg=$1 check=$2
    shift 2
    case " $* " in *" $scope "*) ;; *) continue ;; esac
    case "$check" in
        jdk) has_jdk || missing_jdk=yes ;;
        cmd:*) command -v "${check#cmd:}" >/dev/null 2>&1 || missing="$missing $pkg" ;;
        file:*) has_file "${check#file:}" || missing="$missing $pkg" ;;
    esac
done
missing=${missing# }

[ -z "$missing" ] && [ -z "$missing_jdk" ] && exit 0

# --- something is missing ------------------------------------------------------------------------------------------
say() { echo "straggler: $*" >&2; }

if ! command -v apt-get >/dev/null 2>&1; then
    say "missing for '$scope' (Debian/Ubuntu package names):${missing:+ $missing}${missing_jdk:+ a JDK $MIN_JAVA or newer}"
    say "this machine has no apt-get: install their equivalents with your package manager"
    exit 1
fi

if [ -n "$missing_jdk" ]; then
    jdk=
    for p in $JDK_PACKAGES; do
        if apt-cache show "$p" >/dev/null 2>&1; then
            jdk=$p
            break
        fi
    done
    if [ -n "$jdk" ]; then
        missing="${missing:+$missing }$jdk"
    else
        say "no JDK $MIN_JAVA or newer here, and none in this system's apt sources (Debian 12 packages only JDK 17):"
        say "install Temurin $MIN_JAVA or newer (https://adoptium.net/installation/linux/) or another JDK, or set JAVA_HOME to one"
        [ -z "$missing" ] && exit 1
        still=1 # the others are installed below; the JDK stays missing
    fi
fi

uid=$(id -u)
if [ "$uid" -eq 0 ]; then
    sudo=
elif command -v sudo >/dev/null 2>&1; then
    sudo="sudo "
else
    say "missing for '$scope': $missing"
    say "to install them, run as root:  apt-get install -y $missing"
    exit 1
fi
install="${sudo}apt-get install -y $missing"

if [ -n "${STRAGGLER_PREREQ_TTY:-}" ]; then
    tty=$STRAGGLER_PREREQ_TTY
elif [ -t 0 ] && [ -t 2 ]; then
    tty=1
else
    tty=0
fi

if [ "$tty" = 1 ] && [ "$yes" != yes ]; then
    printf 'straggler: missing for %s: %s\nInstall them now (%s)? [Y/n] ' "$scope" "$missing" "$install" >&2
    read -r answer || answer=n
    case "$answer" in
        ''|y|Y|yes|Yes|YES) ;;
        *) say "not installed; to install them later:  $install"; exit 1 ;;
    esac
elif [ "$yes" != yes ]; then
    say "missing for '$scope': $missing"
    say "install them with:  $install   (or run with STRAGGLER_INSTALL=yes to let Straggler do it)"
    exit 1
elif [ -n "$sudo" ] && ! sudo -n true >/dev/null 2>&1; then
    say "missing for '$scope': $missing; sudo needs a password and there is no terminal to ask for it"
    say "install them with:  $install"
    exit 1
fi

say "installing:$( [ -n "$missing" ] && printf ' %s' "$missing")"
export DEBIAN_FRONTEND=noninteractive
# the package lists of a fresh machine are empty: read them first
${sudo}apt-get update -qq >&2 || { say "apt-get update failed; install them yourself:  $install"; exit 1; }
# shellcheck disable=SC2086
${sudo}apt-get install -y -qq --no-install-recommends $missing >&2 || { say "apt-get install failed; run:  $install"; exit 1; }
exit $still
