#!/bin/sh
# Tests of releng/prerequisites.sh's decisions, without installing anything: the script runs with a PATH of fake
# commands only (id, sudo, apt-get, apt-cache that log what they were asked, and empty stand-ins for the commands it
# checks) and its file checks under a fake root. Run by the root pom's test phase (./mvnw verify), or by hand.
set -u
here=$(cd "$(dirname "$0")" && pwd)
script="$here/prerequisites.sh"
# shellcheck source=releng/test-harness.sh
. "$here/test-harness.sh"
harness_start prerequisites-test stg-prereq-test

# A machine with everything: fake commands for every cmd: check, every file: check's first file, a JDK 21.
setup() {
    rm -rf "$work/bin" "$work/root" "$work/log"
    mkdir -p "$work/bin" "$work/root"
    : > "$work/log"
    for c in mpirun mpicc gcc g++ make cmake pkg-config python3 addr2line curl clangd gdb mpiexec.mpich mpicc.mpich \
        gfortran clang otf2-config otf2-print xvfb-run xauth ssh; do
        printf '#!/bin/sh\nexit 0\n' > "$work/bin/$c"
    done
    for f in /usr/include/libunwind.h /usr/include/zlib.h /usr/include/zstd.h /etc/ssl/certs/ca-certificates.crt \
        /usr/include/elfutils/libdw.h /usr/lib/x86_64-linux-gnu/libgtk-3.so.0 \
        /usr/lib/x86_64-linux-gnu/libwebkit2gtk-4.1.so.0 /usr/sbin/sshd /usr/sbin/slurmctld \
        /usr/sbin/munged /usr/sbin/ip /usr/bin/nsenter \
        /usr/lib/llvm-14/lib/clang/14.0.6/lib/linux/libclang_rt.xray-x86_64.a; do
        mkdir -p "$work/root${f%/*}"
        : > "$work/root$f"
    done
    mkdir -p "$work/root/usr/lib/jvm/jdk-21/bin"
    printf 'IMPLEMENTOR="test"\nJAVA_VERSION="21.0.4"\n' > "$work/root/usr/lib/jvm/jdk-21/release"
    : > "$work/root/usr/lib/jvm/jdk-21/bin/javac"
    chmod +x "$work/root/usr/lib/jvm/jdk-21/bin/javac"
    cat > "$work/bin/id" <<'EOF'
#!/bin/sh
echo "${FAKE_UID:-0}"
EOF
    cat > "$work/bin/apt-get" <<EOF
#!/bin/sh
echo "apt-get \$*" >> "$work/log"
EOF
    cat > "$work/bin/apt-cache" <<'EOF'
#!/bin/sh
[ "$1" = show ] || exit 1
case " ${FAKE_APT_KNOWS:-} " in *" $2 "*) exit 0 ;; esac
exit 100
EOF
    cat > "$work/bin/sudo" <<EOF
#!/bin/sh
if [ "\$1" = -n ]; then exit \${FAKE_SUDO_N:-0}; fi
echo "sudo \$*" >> "$work/log"
exec "\$@"
EOF
    chmod +x "$work/bin"/*
}

# run_script STDIN ARGS...: runs the script in the fake machine; sets out, rc
run_script() {
    input=$1
    shift
    out=$(printf '%s' "$input" | env -i PATH="$work/bin" STRAGGLER_PREREQ_ROOT="$work/root" \
        STRAGGLER_PREREQ_TTY="${TTY:-0}" FAKE_UID="${FAKE_UID:-0}" FAKE_SUDO_N="${FAKE_SUDO_N:-0}" \
        FAKE_APT_KNOWS="${FAKE_APT_KNOWS:-}" ${STRAGGLER_INSTALL:+STRAGGLER_INSTALL=$STRAGGLER_INSTALL} \
        ${SKIP:+STRAGGLER_PREREQUISITES=$SKIP} /bin/sh "$script" "$@" 2>&1)
    rc=$?
    tests=$((tests + 1))
}

expect_log() { grep -qxF "$1" "$work/log" || fail "$2: no '$1' in the calls: $(cat "$work/log")"; }
expect_no_calls() { [ ! -s "$work/log" ] || fail "$1: apt-get/sudo called: $(cat "$work/log")"; }

# 1. nothing missing: silent, nothing called
setup
run_script "" --scope ci
expect_rc 0 "nothing missing"
[ -z "$out" ] || fail "nothing missing: printed '$out'"
expect_no_calls "nothing missing"

# 2. missing, no terminal, not asked to install (root): the one command, nothing installed
setup
rm "$work/bin/cmake" "$work/root/usr/include/zstd.h"
run_script "" --scope build
expect_rc 1 "no terminal"
expect_out "install them with:  apt-get install -y cmake libzstd-dev" "no terminal"
expect_no_calls "no terminal"

# 3. the same with --yes (CI), and with STRAGGLER_INSTALL=yes: update, then install exactly what is missing
run_script "" --scope build --yes
expect_rc 0 "--yes"
expect_log "apt-get update -qq" "--yes"
expect_log "apt-get install -y -qq --no-install-recommends cmake libzstd-dev" "--yes"
: > "$work/log"
STRAGGLER_INSTALL=yes run_script "" --scope build
expect_rc 0 "STRAGGLER_INSTALL=yes"
expect_log "apt-get install -y -qq --no-install-recommends cmake libzstd-dev" "STRAGGLER_INSTALL=yes"

# 4. the scope decides: Slurm, munge, sshd and the namespace tools of the test cluster are for the tests only
setup
rm "$work/root/usr/sbin/slurmctld" "$work/root/usr/sbin/munged" "$work/root/usr/sbin/sshd" "$work/root/usr/sbin/ip"
run_script "" --scope build
expect_rc 0 "build scope without the test daemons"
run_script "" --scope verify
expect_rc 1 "verify scope without the test daemons"
expect_out "apt-get install -y openssh-server slurm-wlm munge iproute2" "verify scope"

# 4b. the IDE's scope: the browser engine of the help view (WebKitGTK), not needed to build; the test daemons are not
setup
rm "$work/root/usr/lib/x86_64-linux-gnu/libwebkit2gtk-4.1.so.0" "$work/root/usr/sbin/slurmctld"
run_script "" --scope build
expect_rc 0 "build scope without WebKitGTK"
run_script "" --scope ide
expect_rc 1 "ide scope without WebKitGTK"
expect_out "apt-get install -y libwebkit2gtk-4.1-0" "ide scope"

# 5. a person at the terminal, not root, sudo there: asked first; yes installs with sudo, no installs nothing
setup
rm "$work/bin/gdb"
TTY=1 FAKE_UID=1000 run_script "y
" --scope verify
expect_rc 0 "asked, yes"
expect_out "Install them now (sudo apt-get install -y gdb)? [Y/n]" "asked"
expect_log "sudo apt-get install -y -qq --no-install-recommends gdb" "asked, yes"
: > "$work/log"
TTY=1 FAKE_UID=1000 run_script "n
" --scope verify
expect_rc 1 "asked, no"
expect_out "not installed; to install them later:  sudo apt-get install -y gdb" "asked, no"
expect_no_calls "asked, no"
: > "$work/log"
TTY=1 FAKE_UID=1000 run_script "
" --scope verify
expect_rc 0 "asked, Enter means yes"
expect_log "sudo apt-get install -y -qq --no-install-recommends gdb" "asked, Enter"

# 6. not root and no sudo: the command to run as root
setup
rm "$work/bin/gdb" "$work/bin/sudo"
TTY=1 FAKE_UID=1000 run_script "y
" --scope verify
expect_rc 1 "no sudo"
expect_out "to install them, run as root:  apt-get install -y gdb" "no sudo"
expect_no_calls "no sudo"

# 7. CI as a user whose sudo wants a password: no prompt without a terminal, the command instead
setup
rm "$work/bin/gdb"
FAKE_UID=1000 FAKE_SUDO_N=1 run_script "" --scope ci --yes
expect_rc 1 "sudo with a password, no terminal"
expect_out "sudo needs a password" "sudo with a password"
expect_no_calls "sudo with a password"

# 8. no JDK 21: the newest JDK package apt knows; none known (Debian 12): where to get one
setup
rm -r "$work/root/usr/lib/jvm/jdk-21"
mkdir -p "$work/root/usr/lib/jvm/java-17/bin"
printf 'JAVA_VERSION="17.0.9"\n' > "$work/root/usr/lib/jvm/java-17/release"
: > "$work/root/usr/lib/jvm/java-17/bin/javac"
chmod +x "$work/root/usr/lib/jvm/java-17/bin/javac"
FAKE_APT_KNOWS="openjdk-17-jdk-headless openjdk-21-jdk-headless" run_script "" --scope build
expect_rc 1 "JDK 17 only"
expect_out "apt-get install -y openjdk-21-jdk-headless" "JDK 17 only"
FAKE_APT_KNOWS="openjdk-17-jdk-headless" run_script "" --scope build
expect_rc 1 "no JDK 21 package"
expect_out "install Temurin 21 or newer" "no JDK 21 package"
rm "$work/bin/gdb"
FAKE_APT_KNOWS="openjdk-17-jdk-headless" run_script "" --scope verify --yes
expect_rc 1 "no JDK 21 package, the rest installed"
expect_log "apt-get install -y -qq --no-install-recommends gdb" "no JDK 21 package, the rest installed"

# 9. no apt-get: the missing packages by their Debian names; STRAGGLER_PREREQUISITES=skip: nothing checked
setup
rm "$work/bin/apt-get" "$work/bin/mpicc"
run_script "" --scope build
expect_rc 1 "no apt-get"
expect_out "has no apt-get" "no apt-get"
expect_out "libopenmpi-dev" "no apt-get"
SKIP=skip run_script "" --scope build
expect_rc 0 "skip"

harness_end releng/prerequisites.sh
