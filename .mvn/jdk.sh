# Sourced by ./mvnw and ./straggler: picks a JDK >= 21 (JAVA_HOME when good enough, else the
# newest one in the usual places) and exports JAVA_HOME; on failure prints how to fix it.
MIN_JAVA=21


# Major version of the java executable $1 ("1.8.0_x" -> 8, "21.0.2" -> 21, "25-ea" -> 25), or empty. Read from
# the JDK's release file (JAVA_VERSION="...") by the shell itself, which costs no JVM start and no process (every
# ./straggler command looks at each JDK installed when JAVA_HOME is not set); java -version only when there is none.
java_major() {
    [ -x "$1" ] || return 0
    release="${1%/bin/java}/release"
    v=
    if [ -f "$release" ]; then
        while IFS= read -r line || [ -n "$line" ]; do
            case "$line" in
                JAVA_VERSION=\"*) v=${line#JAVA_VERSION=\"}; v=${v%%\"*}; break ;;
            esac
        done <"$release"
    fi
    if [ -z "$v" ]; then
        v=$("$1" -version 2>&1 | sed -n 's/^[^"]* version "\([^"]*\)".*/\1/p' | head -n 1)
    fi
    case "$v" in
        1.*) v=${v#1.} ;;
    esac
    v=${v%%[!0-9]*}
    echo "$v"
}

# straggler_find_jdk [jre]: with "jre", a Java runtime without javac will do (the IDE's start). Looks in JAVA_HOME, then
# in the usual places (STRAGGLER_JVM_DIRS replaces them: tests) and the java on the PATH; names a too-old Java it saw.
straggler_find_jdk() {
need_javac=yes
[ "${1:-}" = jre ] && need_javac=
jdk_ok=
too_old=
if [ -n "${JAVA_HOME:-}" ]; then
    m=$(java_major "$JAVA_HOME/bin/java")
    if [ -n "$m" ] && [ "$m" -ge "$MIN_JAVA" ]; then
        jdk_ok=$JAVA_HOME
    elif [ -n "$m" ]; then
        too_old="Java $m in $JAVA_HOME (JAVA_HOME)"
    fi
fi
if [ -z "$jdk_ok" ]; then
    path_home=
    path_java=$(command -v java 2>/dev/null || true)
    if [ -n "$path_java" ]; then
        path_java=$(readlink -f "$path_java" 2>/dev/null || echo "$path_java")
        path_home=${path_java%/bin/java}
    fi
    best_major=0
    for r in ${STRAGGLER_JVM_DIRS:-/usr/lib/jvm /usr/java /opt/java} ${path_home:+"$path_home"}; do
        for d in "$r" "$r"/*; do
            [ -x "$d/bin/java" ] || continue
            [ -z "$need_javac" ] || [ -x "$d/bin/javac" ] || continue
            m=$(java_major "$d/bin/java")
            [ -n "$m" ] || continue
            if [ "$m" -ge "$MIN_JAVA" ] && [ "$m" -gt "$best_major" ]; then
                best_major=$m
                jdk_ok=$d
            elif [ "$m" -lt "$MIN_JAVA" ] && [ -z "$too_old" ]; then
                too_old="Java $m in $d"
            fi
        done
    done
fi
if [ -z "$jdk_ok" ]; then
    echo "Straggler needs Java $MIN_JAVA or newer${too_old:+, found only $too_old}. Install a JDK $MIN_JAVA+ (e.g. apt-get install openjdk-21-jdk, or Temurin 21+ from https://adoptium.net) or set JAVA_HOME to one." >&2
    return 1
fi
JAVA_HOME=$jdk_ok
export JAVA_HOME
}
