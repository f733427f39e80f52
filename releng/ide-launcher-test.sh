#!/bin/sh
# Tests of the IDE's start (issue 24): the product's straggler-ide (features/dev.straggler.platform.feature/rootfiles)
# and ./straggler ide find Java 21+ the way .mvn/jdk.sh does, refuse an older Java with a message that names the fix,
# and install a desktop entry. No workbench is started: fake Java installations (a release file and a bin/java) and
# straggler-ide --dry-run, which prints the command it would run. Run by the root pom's test phase, or by hand.
set -u
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/.." && pwd)
# shellcheck source=releng/test-harness.sh
. "$here/test-harness.sh"
harness_start ide-launcher-test stg-ide-test

# fake_java DIR VERSION [jdk]: a Java installation whose release file says VERSION (a JDK when "jdk": with javac)
fake_java() {
    mkdir -p "$1/bin"
    printf 'IMPLEMENTOR="test"\nJAVA_VERSION="%s"\n' "$2" > "$1/release"
    printf '#!/bin/sh\necho "fake java $*"\n' > "$1/bin/java"
    chmod +x "$1/bin/java"
    if [ "${3:-}" = jdk ]; then
        printf '#!/bin/sh\nexit 0\n' > "$1/bin/javac"
        chmod +x "$1/bin/javac"
    fi
}

# an unpacked product: the start script, its JDK finder, a launcher jar
product="$work/product"
mkdir -p "$product/plugins"
cp "$repo/features/dev.straggler.platform.feature/rootfiles/straggler-ide" "$repo/.mvn/jdk.sh" "$product/"
: > "$product/plugins/org.eclipse.equinox.launcher_1.8.0.jar"
fake_java "$work/jvm/java-17" 17.0.9 jdk
fake_java "$work/old-path/jre17" 17.0.9
mkdir -p "$work/bin"
ln -s "$work/old-path/jre17/bin/java" "$work/bin/java"
for c in sh cat mkdir chmod ls head readlink dirname sed; do
    ln -s "$(command -v "$c")" "$work/bin/$c"
done

# run ENV... -- COMMAND...: runs with only the fake Javas (and the basic commands) in sight; sets out, rc
run() {
    envs=
    while [ "$1" != -- ]; do
        envs="$envs $1"
        shift
    done
    shift
    # shellcheck disable=SC2086 # the assignments are words
    out=$(env -i HOME="$work/home" PATH="$work/bin" STRAGGLER_JVM_DIRS="$work/jvm" $envs "$@" 2>&1)
    rc=$?
    tests=$((tests + 1))
}

# 1. only Java 17 (a JDK in the usual place, a JRE on the PATH, JAVA_HOME): refused, the message names the fix
run -- "$product/straggler-ide" --dry-run
expect_rc 1 "only Java 17"
expect_out "Straggler needs Java 21 or newer, found only Java 17 in $work/jvm/java-17" "only Java 17"
expect_out "apt-get install openjdk-21-jdk" "only Java 17: the fix"
run JAVA_HOME="$work/jvm/java-17" -- "$product/straggler-ide" --dry-run
expect_rc 1 "JAVA_HOME is Java 17"
expect_out "found only Java 17 in $work/jvm/java-17 (JAVA_HOME)" "JAVA_HOME is Java 17"

# 2. a Java 21 runtime (no javac) next to it: the IDE takes it, whatever JAVA_HOME says; the newest of several
fake_java "$work/jvm/jre-21" 21.0.4
run JAVA_HOME="$work/jvm/java-17" -- "$product/straggler-ide" --dry-run
expect_rc 0 "a Java 21 runtime"
expect_out "$work/jvm/jre-21/bin/java -Dosgi.requiredJavaVersion=21 -Xmx1g -jar $product/plugins/org.eclipse.equinox.launcher_1.8.0.jar -data $work/home/straggler-workspace" "a Java 21 runtime"
fake_java "$work/jvm/jdk-25" 25 jdk
run -- "$product/straggler-ide" --dry-run -data /tmp/ws -clean
expect_rc 0 "the newest"
expect_out "$work/jvm/jdk-25/bin/java -Dosgi.requiredJavaVersion=21 -Xmx1g -jar $product/plugins/org.eclipse.equinox.launcher_1.8.0.jar -data /tmp/ws -clean" "the newest, the given workspace"
run STRAGGLER_WORKSPACE=/tmp/other -- "$product/straggler-ide" --dry-run
expect_out "-data /tmp/other" "STRAGGLER_WORKSPACE"

# 3. a Java 21 on the PATH only (e.g. SDKMAN!, a tarball): found through the PATH's java
rm -rf "$work/jvm/jre-21" "$work/jvm/jdk-25"
fake_java "$work/sdk/jdk-21" 21.0.1 jdk
ln -sf "$work/sdk/jdk-21/bin/java" "$work/bin/java"
run -- "$product/straggler-ide" --dry-run
expect_rc 0 "Java 21 on the PATH"
expect_out "$work/sdk/jdk-21/bin/java -Dosgi" "Java 21 on the PATH"

# 4. a product without its plugins: says to unpack all of it
mkdir -p "$work/half"
cp "$product/straggler-ide" "$product/jdk.sh" "$work/half/"
run -- "$work/half/straggler-ide" --dry-run
expect_rc 1 "no launcher jar"
expect_out "unpack the whole product archive" "no launcher jar"

# 5. the desktop entry: the menu's Straggler IDE starts this product's script, with its icon
run XDG_DATA_HOME="$work/share" -- "$product/straggler-ide" --install-desktop-entry
expect_rc 0 "desktop entry"
entry="$work/share/applications/straggler-ide.desktop"
if [ -f "$entry" ]; then
    grep -qxF "Exec=\"$product/straggler-ide\"" "$entry" || fail "desktop entry: Exec: $(cat "$entry")"
    grep -qxF "Icon=$product/straggler-ide.png" "$entry" || fail "desktop entry: Icon: $(cat "$entry")"
    grep -qxF "Name=Straggler IDE" "$entry" || fail "desktop entry: Name: $(cat "$entry")"
else
    fail "desktop entry: no $entry; output: $out"
fi

# 6. ./straggler ide with only Java 17: refused before anything is built or started, the same message
ln -sf "$work/old-path/jre17/bin/java" "$work/bin/java"
run STRAGGLER_PREREQUISITES=skip -- sh "$repo/straggler" ide --dry-run
expect_rc 1 "./straggler ide with Java 17"
expect_out "Straggler needs Java 21 or newer, found only Java 17" "./straggler ide with Java 17"

harness_end "straggler-ide and ./straggler ide"
