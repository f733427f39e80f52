#!/usr/bin/env bash
# A test cluster on one machine: a login node and N compute nodes (n1..nN), each a set of Linux namespaces (network,
# UTS, mount, IPC, PID) with its own address, hostname, /tmp, /dev/shm, /run, /etc/hosts, sshd, munged and slurmd
# (slurmctld on login), joined by veth pairs to a bridge in a "switch" namespace of its own. Nothing of it is visible
# in the machine's own namespaces: no address, no interface, no mount. Needs root, iproute2 and util-linux (unshare,
# nsenter, setpriv); Slurm, munge and OpenSSH's server as the other cluster tests do. See tests/cluster/README.md.
#
#   cluster.sh up [--nodes N] [--timeout S]         start a cluster in the background; prints STRAGGLER_CLUSTER=DIR
#   cluster.sh run [--nodes N] [--timeout S]        the same in the foreground, for tests: prints "ready DIR", keeps
#                                                   the cluster until its standard input ends or it gets a signal
#   cluster.sh down [DIR | --all] [--timeout S]     stop the cluster DIR (default: $STRAGGLER_CLUSTER, else those
#                                                   `up` started), then remove what crashed runs left behind; --all:
#                                                   every cluster of this machine, tests' running ones too
#   cluster.sh status                               the nodes: address, process, link; exit 1 when the cluster is down
#   cluster.sh exec [--timeout S] [--cwd D] NODE [--] CMD [ARG...]
#                                                   run CMD on NODE (in its namespaces), bounded (default 60 s: exit
#                                                   124 when stopped), with the cluster's environment
#   cluster.sh kill NODE [-SIGNAL] [NAME...]        signal (default KILL) the node's processes other than the
#                                                   fixture's (init, munged, sshd, slurmd, slurmctld): every one, or
#                                                   those whose command name is NAME; prints their PIDs on the node
#   cluster.sh crash NODE                           the node dies at once: every process, its /tmp, its link
#   cluster.sh link NODE down|up                    cut or restore the node's link at the switch
#   cluster.sh env                                  the environment exec gives commands (shell syntax)
#   cluster.sh check                                whether this machine can make the cluster (else exit 1, why)
#   cluster.sh leftovers                            what clusters that are not running left on this machine (exit 1
#                                                   when there is any)
#
# Every command but up/run/down acts on $STRAGGLER_CLUSTER, or --cluster DIR, or the only cluster running.
# Environment: STRAGGLER_CLUSTER_BASE (where run directories go, default /var/tmp: not /tmp, which is node-local),
# STRAGGLER_CLUSTER_SUBNET (the /24's first three octets, default 10.77.0).
set -u

SELF=$(readlink -f "$0")
BASE=${STRAGGLER_CLUSTER_BASE:-/var/tmp}
BASE=${BASE%/}
PREFIX=straggler-cluster-
SUBNET=${STRAGGLER_CLUSTER_SUBNET:-10.77.0}
LOGIN_IP_OCTET=10   # login: SUBNET.10, node k: SUBNET.(10+k)

say() { echo "cluster: $*" >&2; }
die() { say "$*"; exit 1; }
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }'; }

# the start time of a process (field 22 of /proc/PID/stat), or nothing: with the PID it names the process even after
# the PID is reused
starttime() {
    local s
    s=$(cat "/proc/$1/stat" 2>/dev/null) || return 0
    s=${s##*) }
    set -- $s
    echo "${20}"
}

# whether PID is a live process (not a zombie)
alive() {
    local s
    s=$(cat "/proc/$1/stat" 2>/dev/null) || return 1
    s=${s##*) }
    [ "${s%% *}" != Z ]
}

# whether the run directory $1's supervisor lives (its pid and start time, as it recorded them)
supervisor_alive() {
    local pid start
    [ -f "$1/supervisor" ] || return 1
    read -r pid start < "$1/supervisor" || return 1
    [ -n "$pid" ] && [ "$(starttime "$pid")" = "$start" ] && alive "$pid"
}

is_run_dir() {
    case "$1" in "$BASE/$PREFIX"??????) [ -d "$1" ] ;; *) return 1 ;; esac
}

# a run directory no one runs any more: its supervisor is dead (a directory younger than 60 s without one is a
# cluster still being made)
dead_run() {
    is_run_dir "$1" || return 1
    supervisor_alive "$1" && return 1
    if [ ! -f "$1/supervisor" ]; then
        local age=$(( $(date +%s) - $(stat -c %Y "$1" 2>/dev/null || echo 0) ))
        [ "$age" -ge 60 ] || return 1
    fi
    return 0
}

check_prerequisites() {
    [ "$(id -u)" = 0 ] || die "the cluster fixture makes namespaces, veths and mounts: run it as root (CI does)"
    local missing= c
    for c in ip tc unshare nsenter setpriv sshd ssh ssh-keygen munged slurmctld slurmd srun sinfo timeout; do
        command -v "$c" >/dev/null 2>&1 || PATH=$PATH:/usr/sbin:/sbin command -v "$c" >/dev/null 2>&1 \
            || missing="$missing $c"
    done
    [ -z "$missing" ] || die "missing:$missing (apt-get install iproute2 util-linux openssh-server openssh-client" \
        "munge slurm-wlm; releng/prerequisites.sh --scope verify installs them)"
    unshare --net --uts --mount --ipc --pid --fork true 2>/dev/null \
        || die "this machine does not let root make namespaces (unshare --net --uts --mount --ipc --pid failed):" \
            "a container without CAP_SYS_ADMIN? run the tests on a VM or with --privileged"
}

# ---- the run directory's files ------------------------------------------------------------------------------------

node_names() { # login n1 .. nN
    local n=$1 k
    echo login
    for k in $(seq 1 "$n"); do echo "n$k"; done
}

node_ip() {
    case "$1" in
        login) echo "$SUBNET.$LOGIN_IP_OCTET" ;;
        n*) echo "$SUBNET.$((LOGIN_IP_OCTET + ${1#n}))" ;;
    esac
}

write_files() { # DIR N
    local dir=$1 n=$2 node
    mkdir -p "$dir/ssh" "$dir/munge" "$dir/slurm/state" "$dir/log" "$dir/shared" || return 1
    chmod 755 "$dir" "$dir/ssh" "$dir/munge" "$dir/log" "$dir/shared"
    chmod 1777 "$dir/shared"
    ssh-keygen -q -t ed25519 -N '' -C "straggler-cluster root" -f "$dir/ssh/id_ed25519" || return 1
    {
        printf '127.0.0.1\tlocalhost\n::1\tlocalhost ip6-localhost ip6-loopback\n'
        for node in $(node_names "$n"); do printf '%s\t%s\n' "$(node_ip "$node")" "$node"; done
    } > "$dir/hosts"
    : > "$dir/ssh/known_hosts"
    for node in $(node_names "$n"); do
        mkdir -p "$dir/nodes/$node"
        ssh-keygen -q -t ed25519 -N '' -C "straggler-cluster $node" -f "$dir/ssh/host-$node" || return 1
        echo "$node,$(node_ip "$node") $(cut -d' ' -f1-2 "$dir/ssh/host-$node.pub")" >> "$dir/ssh/known_hosts"
    done
    echo "from=\"$SUBNET.0/24\",no-agent-forwarding,no-X11-forwarding $(cat "$dir/ssh/id_ed25519.pub")" \
        > "$dir/ssh/authorized_keys"
    local names
    names=$(node_names "$n" | tr '\n' ' ')
    # the client configuration: `ssh -F` it, or plain ssh inside the cluster (it is the nodes' /etc/ssh/ssh_config)
    cat > "$dir/ssh/config" <<EOF
# the test cluster's ssh client configuration (generated by tests/cluster/cluster.sh)
Host ${names}$SUBNET.*
    User root
    IdentityFile $dir/ssh/id_ed25519
    IdentitiesOnly yes
    UserKnownHostsFile $dir/ssh/known_hosts
    GlobalKnownHostsFile /dev/null
    StrictHostKeyChecking yes
    KexAlgorithms curve25519-sha256,curve25519-sha256@libssh.org
    ConnectTimeout 5
    ServerAliveInterval 5
    ServerAliveCountMax 3
Host *
    BatchMode yes
    LogLevel ERROR
EOF
    chmod 644 "$dir/ssh/config"
    local sftp=/usr/lib/openssh/sftp-server
    cat > "$dir/ssh/sshd_config" <<EOF
# the test cluster's sshd configuration (generated by tests/cluster/cluster.sh); each node adds -h and ListenAddress
Port 22
PidFile /run/sshd.pid
AuthorizedKeysFile $dir/ssh/authorized_keys
AllowUsers root@$SUBNET.0/24
PermitRootLogin prohibit-password
PubkeyAuthentication yes
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
X11Forwarding no
AllowAgentForwarding no
PrintMotd no
PrintLastLog no
MaxStartups 200
MaxSessions 200
LogLevel INFO
SetEnv $(cluster_env "$dir" | tr '\n' ' ')
Subsystem sftp $sftp
EOF
    head -c 1024 /dev/urandom > "$dir/munge/munge.key" && chmod 400 "$dir/munge/munge.key" || return 1
    : > "$dir/slurm/plugstack.conf"
    {
        cat <<EOF
# the test cluster's slurm.conf (generated by tests/cluster/cluster.sh)
ClusterName=straggler
SlurmctldHost=login($(node_ip login))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
StateSaveLocation=$dir/slurm/state
SlurmdSpoolDir=/tmp/slurmd
SlurmctldPidFile=/run/slurmctld.pid
SlurmdPidFile=/run/slurmd.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd-%n.log
PlugStackConfig=$dir/slurm/plugstack.conf
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SchedulerType=sched/builtin
MpiDefault=none
ReturnToService=2
SlurmdParameters=config_overrides
SlurmctldTimeout=30
SlurmdTimeout=15
InactiveLimit=0
KillWait=2
MinJobAge=60
TmpFS=/tmp
EOF
        for node in $(node_names "$n"); do
            [ "$node" = login ] || echo "NodeName=$node NodeAddr=$(node_ip "$node") CPUs=4 State=UNKNOWN"
        done
        echo "PartitionName=batch Nodes=n[1-$n] Default=YES MaxTime=INFINITE State=UP OverSubscribe=YES"
    } > "$dir/slurm/slurm.conf"
}

# the environment of commands on the cluster (exec, and ssh sessions through sshd's SetEnv): one NAME=VALUE a line
cluster_env() {
    local dir=$1
    echo "STRAGGLER_CLUSTER=$dir"
    echo "SLURM_CONF=$dir/slurm/slurm.conf"
    # Open MPI: ssh with the cluster's client configuration, TCP over the cluster's network only
    echo "OMPI_MCA_plm_rsh_args=-F$dir/ssh/config"
    echo "OMPI_MCA_btl_tcp_if_include=$SUBNET.0/24"
    echo "OMPI_MCA_oob_tcp_if_include=$SUBNET.0/24"
    echo "OMPI_ALLOW_RUN_AS_ROOT=1"
    echo "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1"
}

# ---- inside a node ------------------------------------------------------------------------------------------------

# pid 1 of a node's PID namespace (or of the switch's): makes the node's own /proc, /tmp, /dev/shm, /run, /etc/hosts,
# hostname and loopback, waits for its veth (the supervisor plugs it in), starts the daemons and reaps orphans.
node_init() { # DIR NAME
    local dir=$1 name=$2 hostpid rest
    read -r hostpid rest < /proc/self/stat   # the machine's /proc still: our PID as the supervisor sees it
    # no IPv6 (no link-local traffic either): the cluster speaks IPv4 on its /24 only
    for f in /proc/sys/net/ipv6/conf/all/disable_ipv6 /proc/sys/net/ipv6/conf/default/disable_ipv6; do
        [ -w "$f" ] && echo 1 > "$f"
    done
    ip link set lo up || exit 1
    if [ "$name" = switch ]; then
        ip link add br0 type bridge && ip link set br0 up || exit 1
        echo "$hostpid" > "$dir/nodes/switch.pid"
        exec sleep infinity
    fi
    mount -t proc proc /proc \
        && mount -t tmpfs -o mode=1777 tmpfs /tmp \
        && mount -t tmpfs -o mode=1777 tmpfs /dev/shm \
        && mount -t tmpfs -o mode=755 tmpfs /run \
        && mkdir -p -m 755 /run/sshd /run/munge \
        && mount --bind "$dir/hosts" /etc/hosts \
        && { [ ! -e /etc/ssh/ssh_config ] || mount --bind "$dir/ssh/config" /etc/ssh/ssh_config; } \
        && hostname "$name" || exit 1
    echo "$hostpid" > "$dir/nodes/$name/pid"
    local tries=0
    until ip link show eth0 >/dev/null 2>&1; do
        tries=$((tries + 1))
        [ "$tries" -lt 600 ] || { echo "no eth0 after 30 s" >&2; exit 1; }
        sleep 0.05
    done
    ip addr add "$(node_ip "$name")/24" dev eth0 && ip link set eth0 up || exit 1
    local env
    env=$(cluster_env "$dir")
    local -a daemons=()
    env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin munged -F --key-file="$dir/munge/munge.key" \
        --socket=/run/munge/munge.socket.2 --pid-file=/run/munge/munged.pid --seed-file=/run/munge/munged.seed \
        --log-file="$dir/nodes/$name/munged.log" < /dev/null > "$dir/nodes/$name/munged.out" 2>&1 &
    daemons+=($!)
    /usr/sbin/sshd -D -e -f "$dir/ssh/sshd_config" -h "$dir/ssh/host-$name" -o "ListenAddress=$(node_ip "$name")" \
        < /dev/null > "$dir/nodes/$name/sshd.log" 2>&1 &
    daemons+=($!)
    if [ "$name" = login ]; then
        env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin $env slurmctld -D -i -f "$dir/slurm/slurm.conf" \
            < /dev/null > "$dir/nodes/$name/slurmctld.out" 2>&1 &
    else
        mkdir -p /tmp/slurmd
        env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin $env slurmd -D -f "$dir/slurm/slurm.conf" \
            < /dev/null > "$dir/nodes/$name/slurmd.out" 2>&1 &
    fi
    daemons+=($!)
    # pid 1 reaps every orphan of the node (bash waits for any child)
    sleep infinity &
    daemons+=($!)
    echo "${daemons[*]}" > /run/straggler-cluster-daemons
    echo "${daemons[*]}" > "$dir/nodes/$name/ready"
    while :; do wait; done
}

# runs inside a node: signals its processes but init, the fixture's daemons and this shell
node_kill() { # SIGNAL [NAME...]
    local sig=$1 p comm keep
    shift
    keep=" 1 $$ $(cat /run/straggler-cluster-daemons 2>/dev/null) "
    for p in /proc/[0-9]*; do
        p=${p#/proc/}
        case "$keep" in *" $p "*) continue ;; esac
        if [ $# -gt 0 ]; then
            { read -r comm < "/proc/$p/comm"; } 2>/dev/null || continue
            case " $* " in *" $comm "*) ;; *) continue ;; esac
        fi
        kill -s "$sig" "$p" 2>/dev/null && echo "$p"
    done
}

# ---- the supervisor -----------------------------------------------------------------------------------------------

# holders: the processes that hold the namespaces (unshare --kill-child: pid 1 of the node dies with it, and the kernel
# then kills every process of the node); they die with the supervisor (setpriv --pdeathsig), so a supervisor killed
# outright takes the cluster with it
HOLDERS=()
SLEEPER=
TORN=
DIR=

start_holder() { # NAME
    local name=$1 ns="--net --pid"
    [ "$name" = switch ] || ns="--net --uts --mount --ipc --pid"
    setpriv --pdeathsig KILL -- unshare $ns --kill-child -- "$SELF" node-init "$DIR" "$name" \
        < /dev/null > "$DIR/nodes/$name.init.log" 2>&1 &
    HOLDERS+=($!)
}

teardown() {
    [ -n "$TORN" ] && return
    TORN=1
    local t0 pid deadline stuck=
    t0=$(now)
    [ -n "$SLEEPER" ] && kill -KILL "$SLEEPER" 2>/dev/null
    local -a pids=("${HOLDERS[@]}")
    for f in "$DIR"/nodes/*/pid "$DIR"/nodes/switch.pid; do
        [ -f "$f" ] && pids+=("$(cat "$f")")
    done
    exec 3>&2 2>/dev/null   # not bash's "Killed" for every holder
    for pid in "${pids[@]}"; do kill -KILL "$pid" 2>/dev/null; done
    deadline=$(( $(date +%s) + 30 ))
    for pid in "${pids[@]}"; do
        while alive "$pid"; do
            [ "$(date +%s)" -lt "$deadline" ] || { stuck="$stuck $pid"; break; }
            sleep 0.02
        done
    done
    [ -n "$stuck" ] || wait
    exec 2>&3 3>&-
    [ -z "$stuck" ] || say "processes that did not end after SIGKILL:$stuck"
    is_run_dir "$DIR" && rm -rf "$DIR"
    say "down in $(elapsed "$t0") s"
}

wait_until() { # DEADLINE WHAT COMMAND...
    local deadline=$1 what=$2
    shift 2
    until "$@"; do
        if [ "$(date +%s)" -ge "$deadline" ]; then
            say "timed out waiting for $what"
            return 1
        fi
        for pid in "${HOLDERS[@]}"; do
            alive "$pid" || { say "a node's init ended while waiting for $what"; return 1; }
        done
        sleep 0.05
    done
}

node_pid() { cat "$DIR/nodes/$1/pid" 2>/dev/null; }
in_node() { # NODE CMD...: bounded, quiet
    local node=$1
    shift
    timeout -k 2 15 nsenter --target "$(node_pid "$node")" --net --uts --mount --ipc --pid --wdns=/ -- \
        env $(cluster_env "$DIR") "$@"
}

all_idle() { # N
    local out
    out=$(in_node login sinfo -h -N -o '%N %T' 2>/dev/null) || return 1
    [ "$(echo "$out" | grep -c ' idle$')" = "$1" ]
}

ssh_all() { # from login to every node at once
    local node ok=0 pids=()
    for node in $(node_names "$N"); do
        in_node login ssh -F "$DIR/ssh/config" "$node" hostname > "$DIR/nodes/$node/ssh-check" 2>&1 &
        pids+=($!)
    done
    wait "${pids[@]}"
    for node in $(node_names "$N"); do
        [ "$(cat "$DIR/nodes/$node/ssh-check")" = "$node" ] || ok=1
    done
    return $ok
}

failure_report() {
    local f
    for f in "$DIR"/nodes/*.init.log "$DIR"/nodes/*/*.log "$DIR"/nodes/*/*.out "$DIR"/log/*.log; do
        [ -s "$f" ] || continue
        echo "--- ${f#"$DIR"/}" >&2
        tail -n 8 "$f" >&2
    done
}

supervise() { # DIR N TIMEOUT MODE(run|detached)
    DIR=$1 N=$2
    local timeout=$3 mode=$4 node deadline t0
    t0=$(now)
    echo "$$ $(starttime $$)" > "$DIR/supervisor"
    echo "$mode" > "$DIR/mode"
    trap teardown EXIT
    trap 'exit 143' TERM
    trap 'exit 130' INT
    trap 'exit 129' HUP
    deadline=$(( $(date +%s) + timeout ))
    write_files "$DIR" "$N" || { say "cannot write the cluster's files in $DIR"; exit 1; }
    start_holder switch
    wait_until "$deadline" "the switch" test -s "$DIR/nodes/switch.pid" || { failure_report; exit 1; }
    local sw
    sw=$(cat "$DIR/nodes/switch.pid")
    for node in $(node_names "$N"); do start_holder "$node"; done
    for node in $(node_names "$N"); do
        wait_until "$deadline" "node $node's namespaces" test -s "$DIR/nodes/$node/pid" || { failure_report; exit 1; }
        # the veth pair is made in the two namespaces at once: it never exists in the machine's own
        ip link add eth0 netns "$(node_pid "$node")" type veth peer name "$node" netns "$sw" \
            && nsenter --target "$sw" --net ip link set "$node" master br0 up \
            || { say "cannot plug $node into the switch"; exit 1; }
    done
    for node in $(node_names "$N"); do
        wait_until "$deadline" "node $node's daemons" test -s "$DIR/nodes/$node/ready" || { failure_report; exit 1; }
    done
    say "daemons started after $(elapsed "$t0") s"
    wait_until "$deadline" "ssh from login to every node" ssh_all || { failure_report; exit 1; }
    say "ssh answers after $(elapsed "$t0") s"
    wait_until "$deadline" "Slurm: $N idle nodes" all_idle "$N" || { failure_report; exit 1; }
    {
        echo "nodes $(node_names "$N" | tr '\n' ' ')"
        for node in $(node_names "$N"); do
            echo "ns $node $(readlink /proc/"$(node_pid "$node")"/ns/{net,uts,mnt,ipc,pid} | tr '\n' ' ')"
        done
        echo "ns switch $(readlink /proc/"$sw"/ns/{net,pid} | tr '\n' ' ')"
    } >> "$DIR/state"
    echo "$(elapsed "$t0")" > "$DIR/up-seconds"
    say "up in $(elapsed "$t0") s: login and n1..n$N in $DIR"
    : > "$DIR/ready"
    if [ "$mode" = run ]; then
        echo "ready $DIR"
        while read -r _; do :; done   # until the test's end of input (the test JVM ended or closed it)
    else
        sleep infinity &
        SLEEPER=$!
        wait $!
    fi
    exit 0
}

# ---- the commands -------------------------------------------------------------------------------------------------

parse_up() {
    NODES=4 UP_TIMEOUT=90
    while [ $# -gt 0 ]; do
        case "$1" in
            --nodes) NODES=${2:-}; shift ;;
            --timeout) UP_TIMEOUT=${2:-}; shift ;;
            *) die "up: unknown argument '$1' (--nodes N, --timeout SECONDS)" ;;
        esac
        shift
    done
    case "$NODES" in ''|*[!0-9]*) die "--nodes takes a number from 1 to 32" ;; esac
    [ "$NODES" -ge 1 ] && [ "$NODES" -le 32 ] || die "--nodes takes a number from 1 to 32"
    case "$UP_TIMEOUT" in ''|*[!0-9]*|0) die "--timeout takes a positive number of seconds" ;; esac
    case "$BASE" in /tmp|/tmp/*|/run|/run/*|/dev/shm|/dev/shm/*)
        die "STRAGGLER_CLUSTER_BASE=$BASE is node-local inside the cluster: choose a directory elsewhere (/var/tmp)" ;;
    esac
    check_prerequisites
    mkdir -p "$BASE" && RUN_DIR=$(mktemp -d "$BASE/${PREFIX}XXXXXX") || die "cannot make a directory in $BASE"
    chmod 755 "$RUN_DIR"
}

cmd_up() {
    parse_up "$@"
    echo "$$ $(starttime $$)" > "$RUN_DIR/supervisor"   # until the supervisor writes its own
    # the supervisor outlives this command: none of the caller's open files goes with it (a lock taken with
    # `flock LOCK cluster.sh up` would be held until `down`, not for the start only)
    (
        for fd in /proc/$BASHPID/fd/*; do
            fd=${fd##*/}
            [ "$fd" -gt 2 ] 2>/dev/null && eval "exec $fd>&-"
        done
        exec setsid "$SELF" supervise "$RUN_DIR" "$NODES" "$UP_TIMEOUT" detached < /dev/null > "$RUN_DIR.log" 2>&1
    ) &
    local sup=$! deadline=$(( $(date +%s) + UP_TIMEOUT + 35 ))
    while [ ! -e "$RUN_DIR/ready" ]; do
        if ! alive "$sup" || [ "$(date +%s)" -ge "$deadline" ]; then
            kill -TERM "$sup" 2>/dev/null
            while alive "$sup" && [ "$(date +%s)" -lt "$deadline" ]; do sleep 0.1; done
            cat "$RUN_DIR.log" >&2
            rm -f "$RUN_DIR.log"
            die "the cluster did not come up"
        fi
        sleep 0.05
    done
    rm -f "$RUN_DIR.log"   # the supervisor goes on writing to it, unlinked
    echo "up_seconds=$(cat "$RUN_DIR/up-seconds")"
    echo "STRAGGLER_CLUSTER=$RUN_DIR"
}

cmd_run() {
    parse_up "$@"
    supervise "$RUN_DIR" "$NODES" "$UP_TIMEOUT" run
}

# stops one run: its supervisor (which tears the cluster down), else what is left of it
stop_run() { # DIR TIMEOUT
    local dir=$1 timeout=$2 pid start deadline
    deadline=$(( $(date +%s) + timeout ))
    if supervisor_alive "$dir"; then
        read -r pid start < "$dir/supervisor"
        kill -TERM "$pid" 2>/dev/null
        while alive "$pid" && [ "$(date +%s)" -lt "$deadline" ]; do sleep 0.05; done
        alive "$pid" && { say "the supervisor of $dir did not end: killing it"; kill -KILL "$pid" 2>/dev/null; }
    fi
    kill_leftover_processes "$dir"
    is_run_dir "$dir" && rm -rf "$dir"
    rm -f "$dir.log"
}

# the processes whose command line names a run directory that no one runs (or DIR): holders, nodes' init, daemons
leftover_processes() { # [DIR]
    local p run self_chain=" $$ $PPID " pp
    pp=$PPID
    while [ "$pp" -gt 1 ] 2>/dev/null; do
        pp=$(awk '/^PPid:/ { print $2 }' "/proc/$pp/status" 2>/dev/null) || break
        self_chain="$self_chain$pp "
    done
    local line
    # one grep over every process's command line: "/proc/PID/cmdline:RUN_DIR" per mention
    while IFS= read -r line; do
        p=${line#/proc/}
        p=${p%%/*}
        run=${line#*:}
        case "$self_chain" in *" $p "*) continue ;; esac
        if [ -n "${1:-}" ]; then
            [ "$run" = "$1" ] || continue
        elif [ -d "$run" ] && ! dead_run "$run"; then
            continue
        fi
        echo "$p"
    done < <(grep -a -o -s -E "$BASE/$PREFIX[A-Za-z0-9]{6}" /proc/[0-9]*/cmdline | sort -u)
}

kill_leftover_processes() { # [DIR]
    local p
    for p in $(leftover_processes "${1:-}"); do kill -KILL "$p" 2>/dev/null; done
}

cmd_down() {
    local target= all= timeout=30 d
    while [ $# -gt 0 ]; do
        case "$1" in
            --all) all=1 ;;
            --timeout) timeout=${2:-}; shift ;;
            -*) die "down: unknown option '$1' (DIR, --all, --timeout SECONDS)" ;;
            *) target=$1 ;;
        esac
        shift
    done
    [ -n "$target" ] || [ -n "$all" ] || target=${STRAGGLER_CLUSTER:-}
    local t0
    t0=$(now)
    if [ -n "$target" ]; then
        target=$(readlink -m "$target")
        case "$target" in "$BASE/$PREFIX"??????) ;; *) die "down: $target is not a cluster's directory" ;; esac
        stop_run "$target" "$timeout"
    fi
    for d in "$BASE/$PREFIX"??????; do
        [ -d "$d" ] || continue
        if [ -n "$all" ] || dead_run "$d" || { [ -z "$target" ] && [ "$(cat "$d/mode" 2>/dev/null)" = detached ]; }; then
            say "removing $d"
            stop_run "$d" "$timeout"
        fi
    done
    kill_leftover_processes
    rm -f $(for d in "$BASE/$PREFIX"??????.log; do [ -e "$d" ] && [ ! -d "${d%.log}" ] && echo "$d"; done)
    say "down: done in $(elapsed "$t0") s"
}

cmd_leftovers() {
    local found=0 d p
    for d in "$BASE/$PREFIX"*; do
        [ -e "$d" ] || continue
        case "$d" in
            *.log) [ -d "${d%.log}" ] && ! dead_run "${d%.log}" && continue ;;
            *) [ -d "$d" ] && ! dead_run "$d" && continue ;;
        esac
        echo "file $d"
        found=1
    done
    for p in $(leftover_processes); do
        echo "process $p $( { tr '\0' ' ' < "/proc/$p/cmdline"; } 2>/dev/null)"
        found=1
    done
    if grep -q "$BASE/$PREFIX" /proc/self/mountinfo; then
        grep "$BASE/$PREFIX" /proc/self/mountinfo | sed 's/^/mount /'
        found=1
    fi
    if ip -o addr show 2>/dev/null | grep -q " $SUBNET\."; then
        ip -o addr show | grep " $SUBNET\." | sed 's/^/address /'
        found=1
    fi
    return $((found))
}

# the cluster commands act on: --cluster DIR, $STRAGGLER_CLUSTER, or the only one running
resolve_cluster() {
    if [ -z "$CLUSTER" ]; then
        local d live=()
        for d in "$BASE/$PREFIX"??????; do
            [ -d "$d" ] && supervisor_alive "$d" && [ -e "$d/ready" ] && live+=("$d")
        done
        [ ${#live[@]} -eq 1 ] || {
            [ ${#live[@]} -eq 0 ] && die "no cluster is running: tests/cluster/cluster.sh up"
            die "${#live[@]} clusters are running (${live[*]}): name one with --cluster DIR or STRAGGLER_CLUSTER"
        }
        CLUSTER=${live[0]}
    fi
    CLUSTER=$(readlink -m "$CLUSTER")
    is_run_dir "$CLUSTER" && [ -e "$CLUSTER/ready" ] || die "$CLUSTER is not a running cluster (tests/cluster/cluster.sh up)"
    DIR=$CLUSTER
}

# the node's init, or an error naming what is wrong
node_target() { # NODE
    [ -d "$DIR/nodes/$1" ] || die "no node '$1' in this cluster (nodes: $(cd "$DIR/nodes" && ls -d */ | tr -d / | tr '\n' ' '))"
    local pid
    pid=$(node_pid "$1")
    alive "$pid" || die "node $1 is down (crashed or the cluster is stopping)"
    echo "$pid"
}

cmd_exec() {
    local timeout=60 cwd=
    while [ $# -gt 0 ]; do
        case "$1" in
            --timeout) timeout=${2:-}; shift ;;
            --cwd) cwd=${2:-}; shift ;;
            --) shift; break ;;
            -*) die "exec: unknown option '$1' (--timeout SECONDS, --cwd DIR)" ;;
            *) break ;;
        esac
        shift
    done
    case "$timeout" in ''|*[!0-9]*|0) die "exec: --timeout takes a positive number of seconds" ;; esac
    [ $# -ge 1 ] || die "exec: which node? (exec NODE CMD...)"
    local node=$1
    shift
    [ "${1:-}" = -- ] && shift
    [ $# -ge 1 ] || die "exec: no command to run on $node"
    resolve_cluster
    local pid
    pid=$(node_target "$node") || exit 1
    if [ -z "$cwd" ]; then
        case "$PWD" in /tmp|/tmp/*|/run|/run/*|/dev/shm|/dev/shm/*) cwd=/ ;; *) cwd=$PWD ;; esac
    fi
    unset $(compgen -e | grep '^SLURM_') HOSTNAME
    local line
    while IFS= read -r line; do export "$line"; done < <(cluster_env "$DIR")
    export HOSTNAME=$node
    exec timeout -k 5 "$timeout" nsenter --target "$pid" --net --uts --mount --ipc --pid --wdns="$cwd" -- "$@"
}

cmd_kill() {
    [ $# -ge 1 ] || die "kill: which node? (kill NODE [-SIGNAL] [NAME...])"
    local node=$1 sig=KILL
    shift
    case "${1:-}" in -?*) sig=${1#-}; sig=${sig#SIG}; shift ;; esac
    resolve_cluster
    local pid
    pid=$(node_target "$node") || exit 1
    timeout -k 2 15 nsenter --target "$pid" --net --uts --mount --ipc --pid --wdns=/ -- \
        "$SELF" node-kill "$sig" "$@"
}

cmd_crash() {
    [ $# -eq 1 ] || die "crash: crash NODE"
    resolve_cluster
    local pid deadline
    pid=$(node_target "$1") || exit 1
    # a crashed machine stops answering at once, but the kernel frees a namespace's network only some time after its
    # last process ended (a work queue): until then its address answers (ssh refused: no sshd). So first nothing
    # reaches the node any more (its side of the switch drops all it would be sent), while what it sends still goes
    # out: the FINs of its connections as its processes end, which the launcher reads as the node gone down
    timeout 5 nsenter --target "$(cat "$DIR/nodes/switch.pid")" --net tc qdisc replace dev "$1" root blackhole \
        || die "cannot cut the switch's traffic to $1 (tc qdisc ... blackhole)"
    kill -KILL "$pid"
    deadline=$(( $(date +%s) + 15 ))
    while alive "$pid"; do
        [ "$(date +%s)" -lt "$deadline" ] || die "node $1 did not end"
        sleep 0.02
    done
    # then its link goes (the status reads link none): its namespace itself lingers while the sockets its processes
    # left try to close (their peers' answers are dropped), but nothing reaches it
    timeout 5 nsenter --target "$(cat "$DIR/nodes/switch.pid")" --net ip link del "$1" 2>/dev/null
    while timeout 5 nsenter --target "$(cat "$DIR/nodes/switch.pid")" --net ip link show "$1" > /dev/null 2>&1; do
        [ "$(date +%s)" -lt "$deadline" ] || die "node $1's link did not go"
        sleep 0.02
    done
    echo "$1" >> "$DIR/crashed"
}

cmd_link() {
    [ $# -eq 2 ] && { [ "$2" = up ] || [ "$2" = down ]; } || die "link: link NODE down|up"
    resolve_cluster
    node_target "$1" > /dev/null || exit 1
    timeout 10 nsenter --target "$(cat "$DIR/nodes/switch.pid")" --net ip link set "$1" "$2"
}

cmd_status() {
    resolve_cluster
    local node pid state link sw
    sw=$(cat "$DIR/nodes/switch.pid")
    echo "cluster $DIR (up in $(cat "$DIR/up-seconds") s)"
    for node in $(awk '$1 == "nodes" { $1 = ""; print }' "$DIR/state"); do
        pid=$(node_pid "$node")
        if alive "$pid"; then
            state=up
            link=$(timeout 5 nsenter --target "$sw" --net ip -o link show "$node" 2>/dev/null \
                | sed -n 's/.*<\([^>]*\)>.*/\1/p' | grep -q '\bUP\b' && echo up || echo down)
        else
            state=down link=none
        fi
        printf '%-6s %-12s pid %-8s %-5s link %s\n' "$node" "$(node_ip "$node")" "$pid" "$state" "$link"
    done
}

CLUSTER=${STRAGGLER_CLUSTER:-}
if [ "${1:-}" = --cluster ]; then
    CLUSTER=${2:-}
    shift 2
fi
command=${1:-}
[ $# -gt 0 ] && shift
case "$command" in
    up) cmd_up "$@" ;;
    run) cmd_run "$@" ;;
    down) cmd_down "$@" ;;
    status) cmd_status ;;
    exec) cmd_exec "$@" ;;
    kill) cmd_kill "$@" ;;
    crash) cmd_crash "$@" ;;
    link) cmd_link "$@" ;;
    env) resolve_cluster; cluster_env "$DIR" | sed "s/=\(.*\)/='\1'/; s/^/export /" ;;
    leftovers) cmd_leftovers ;;
    check) check_prerequisites; echo "cluster: this machine can make the test cluster" ;;
    supervise) supervise "$@" ;;
    node-init) node_init "$@" ;;
    node-kill) node_kill "$@" ;;
    ''|-h|--help) sed -n '2,/^set -u/p' "$SELF" | sed '$d; s/^# \{0,1\}//' ;;
    *) die "unknown command '$command' (up, run, down, status, exec, kill, crash, link, env, leftovers; --help)" ;;
esac
