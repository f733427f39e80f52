#!/usr/bin/env python3
"""Generates the PMPI wrappers (C) and Fortran entry points from mpi_calls.def.

usage: gen_wrappers.py mpi_calls.def OUT_wrappers.c OUT_calls.h

Every wrapper has the same shape: stg_begin() (stack capture, every recorder's begin hook; for a
communication call while a recorder asked for call descriptors, stg_enter(), the call's descriptor
stg_ev_t filled from its arguments (describe(), src/describe.c), stg_record()), the
wait information the call's class implies (the Markov recorder's call-class hooks, src/waits.c),
the PMPI call (or the MPI library's own Fortran binding), the descriptor's after-call fields
(request, new communicator, matched source and tag), the request/communicator bookkeeping after it,
stg_end() (every recorder's end hook). The C wrappers also describe the call's message
and call the recorders' message hooks around the PMPI call while a recorder asked for them
(stg_msg_hooks; the fault injector, src/fault.c). The per-call path is src/dispatch.c, the
interface src/recorder.h.
"""
import re
import sys


# The call classes that never wait for another task (nonblocking starts, tests, MPI_Start, MPI_Request_free,
# nonblocking collectives): stg_call_never_blocks (recorder.h)
NEVER_BLOCKS = ('p2p_start', 'test', 'start', 'req_free', 'icoll')


def parse(path):
    calls = []
    for lineno, line in enumerate(open(path), 1):
        line = line.split('#', 1)[0].strip()
        if not line:
            continue
        m = re.match(r'(\w+)\s+(\w+)\s*\((.*)\)\s*(.*)$', line)
        if not m:
            sys.exit(f"{path}:{lineno}: cannot parse: {line}")
        cls, name, params, roles = m.groups()
        plist = []
        for p in [p.strip() for p in params.split(',') if p.strip()]:
            pm = re.match(r'(.*?)(\w+)\s*(\[\])?$', p)
            if not pm:
                sys.exit(f"{path}:{lineno}: bad parameter {p}")
            ptype, pname, arr = pm.groups()
            plist.append((ptype.strip() + (' *' if arr else ''), pname, p))
        rd = {}
        for r in roles.split():
            k, v = r.split('=', 1)
            rd[k] = v
        calls.append(dict(cls=cls, name=name, params=plist, roles=rd, lineno=lineno))
    return calls


def c_hooks_before(c, fortran):
    """Code run before the real call; `P(name)` gives a C expression for parameter `name`."""
    cls, r = c['cls'], c['roles']
    out = []
    P, COMM, WIN, FILE = handles(fortran)
    if cls in ('send', 'recv', 'probe', 'sendrecv'):
        peers = r['peer'].split(',')
        tags, roles = p2p_parts(c, peers)
        out.append(f"int stg_peers[{len(peers)}] = {{ {', '.join('(int) ' + P(p) for p in peers)} }};")
        out.append(f"int stg_tags[{len(peers)}] = {{ {', '.join('(int) ' + P(t) for t in tags)} }};")
        out.append(f"static const int stg_roles[{len(peers)}] = {{ {', '.join(roles)} }};")
        out.append(f"const int64_t stg_bytes[{len(peers)}] = {{ {', '.join(p2p_bytes(c, peers, fortran))} }};")
        out.append(f"stg_wait_p2p({COMM(r['comm'])}, {len(peers)}, stg_peers, stg_tags, stg_roles, stg_bytes);")
    elif cls == 'coll':
        out.append(f"stg_wait_coll({COMM(r['comm'])}, {coll_bytes(c, fortran)}, {coll_root(c, fortran)});")
    elif cls in ('comm_create', 'win_create', 'file_open'):
        out.append(f"stg_wait_coll({COMM(r['comm'])}, -1, -1);")
    elif cls == 'win_coll':
        out.append(f"stg_wait_coll_win({WIN(r['win'])});")
    elif cls == 'file_coll':
        out.append(f"stg_wait_coll_file({FILE(r['file'])});")
    elif cls in ('win_free', 'file_close'):
        out.append(f"stg_wait_coll_{'win' if cls == 'win_free' else 'file'}(stg_freed);")
    elif cls in ('wait', 'test', 'req_free') and 'reqs' in r:
        cnt, arr = r['reqs'].split(':')
        n = '1' if cnt == '1' else f"(int) {P(cnt)}"
        # STG_BLOCK_ANY (2): one completed request ends the call; STG_BLOCK_ALL (1): all are needed
        blocking = 0 if cls != 'wait' else 2 if c['name'] in ('MPI_Waitany', 'MPI_Waitsome') else 1
        if fortran:
            out.append(f"stg_reqs_before_f(&stg_r, {n}, (MPI_Fint *) {arr}, {blocking});")
        else:
            out.append(f"stg_reqs_before(&stg_r, {n}, {arr}, {blocking});")
    elif cls == 'comm_free':
        out.append(freed_handle(c, fortran))
    elif cls == 'finalize':
        out.append("stg_wait_finalize();")
        out.append("stg_before_finalize(&stg_c);")
    return out


def c_hooks_after(c, fortran, ok):
    cls, r = c['cls'], c['roles']
    out = []
    P, COMM, WIN, FILE = handles(fortran)
    REQ = (lambda n: f"PMPI_Request_f2c(*(MPI_Fint *){n})") if fortran else (lambda n: f"*{n}")
    if cls == 'p2p_start':
        persistent = 1 if c['name'].endswith('_init') else 0
        if 'peer' in r and ',' not in r['peer'] and not persistent:  # MPI_Isend, MPI_Irecv, ...
            tags, roles = p2p_parts(c, [r['peer']])
            out.append(f"if ({ok}) stg_req_p2p1({COMM(r['comm'])}, (int) {P(r['peer'])}, (int) {P(tags[0])},"
                       f" {roles[0]}, {p2p_bytes(c, [r['peer']], fortran)[0]}, {REQ(r['req'])});")
        elif 'peer' in r:
            peers = r['peer'].split(',')
            tags, roles = p2p_parts(c, peers)
            out.append(f"if ({ok}) {{ int stg_peers[{len(peers)}] = {{ {', '.join('(int) ' + P(p) for p in peers)} }};"
                       f" int stg_tags[{len(peers)}] = {{ {', '.join('(int) ' + P(t) for t in tags)} }};"
                       f" stg_req_p2p({COMM(r['comm'])}, {len(peers)}, stg_peers, stg_tags, {roles[0]}, {persistent},"
                       f" {p2p_bytes(c, peers, fortran)[0]}, {REQ(r['req'])}); }}")
        else:
            out.append(f"if ({ok}) stg_req_p2p(MPI_COMM_NULL, 0, NULL, NULL, STG_ROLE_RECV, 0,"
                       f" {p2p_bytes(c, ['source'], fortran)[0]}, {REQ(r['req'])});")
    elif cls == 'start':
        cnt, arr = r['reqs'].split(':')
        n = '1' if cnt == '1' else f"(int) {P(cnt)}"
        if fortran:
            out.append(f"if ({ok}) stg_reqs_start_f({n}, (MPI_Fint *) {arr});")
        else:
            out.append(f"if ({ok}) stg_reqs_start({n}, {arr});")
    elif cls == 'icoll':
        out.append(f"if ({ok}) stg_req_coll({COMM(r['comm'])}, {coll_bytes(c, fortran)}, {coll_root(c, fortran)},"
                   f" {REQ(r['req'])});")
    elif cls in ('wait', 'test', 'req_free') and 'reqs' in r:
        cnt, arr = r['reqs'].split(':')
        n = '1' if cnt == '1' else f"(int) {P(cnt)}"
        if fortran:
            out.append(f"stg_reqs_after_f(&stg_r, {n}, (MPI_Fint *) {arr}, {1 if cls == 'req_free' else 0});")
        else:
            out.append(f"stg_reqs_after(&stg_r, {n}, {arr}, {1 if cls == 'req_free' else 0});")
    elif cls == 'comm_free':
        out.append(f"if ({ok}) stg_comm_forget(stg_freed);")
    elif cls == 'win_free':
        out.append(f"if ({ok}) stg_win_forget(stg_freed);")
    elif cls == 'file_close':
        out.append(f"if ({ok}) stg_file_forget(stg_freed);")
    elif cls == 'win_create':
        win = WIN(r['win']) if fortran else '*' + r['win']
        out.append(f"if ({ok}) stg_win_created({COMM(r['comm'])}, {win});")
    elif cls == 'file_open':
        fh = FILE(r['file']) if fortran else '*' + r['file']
        # a Fortran file name is not NUL-terminated: the file is named by its members only
        out.append(f"if ({ok}) stg_file_opened({COMM(r['comm'])}, {fh}, {'NULL' if fortran else r['name']});")
    elif cls == 'comm_create':
        # the new communicator's id (dump format 1.7, waits_comm.c): agreed by its members when the constructor is
        # collective over its parent (1); MPI_Intercomm_create's two sides have two parents (2);
        # MPI_Comm_create_group is collective over its group only (0: an id of the task's own)
        collective = {'MPI_Comm_create_group': 0, 'MPI_Intercomm_create': 2}.get(c['name'], 1)
        newcomm = COMM(r['newcomm']) if fortran else '*' + r['newcomm']
        out.append(f"if ({ok}) stg_comm_created({COMM(r['comm'])}, {newcomm}, {collective});")
    return out


FREED = {'comm_free': ('MPI_Comm', 'comm', 'Comm'), 'win_free': ('MPI_Win', 'win', 'Win'),
         'file_close': ('MPI_File', 'file', 'File')}


def freed_handle(c, fortran):
    """A destructor's handle saved before the call (which sets it to the null handle): stg_freed."""
    ctype, role, f2c = FREED[c['cls']]
    h = c['roles'][role].lstrip('*')
    return f"{ctype} stg_freed = {f'PMPI_{f2c}_f2c(*(MPI_Fint *){h})' if fortran else '*' + h};"


def handles(fortran):
    """C expressions for a parameter named n: an integer (P), a communicator (COMM), a window (WIN), a file (FILE);
    a Fortran binding's arguments are MPI_Fint handles, converted."""
    if fortran:
        return (lambda n: f"(*(MPI_Fint *){n})", lambda n: f"PMPI_Comm_f2c(*(MPI_Fint *){n})",
                lambda n: f"PMPI_Win_f2c(*(MPI_Fint *){n})", lambda n: f"PMPI_File_f2c(*(MPI_Fint *){n})")
    return (lambda n: n,) * 4


def p2p_parts(c, peers):
    """The tag parameter and the role (STG_ROLE_*, src/markov.h) of each peer of a point-to-point call:
    a destination is sent to, a source received from (probed, for a probe)."""
    names = [p[1] for p in c['params']]
    tags, roles = [], []
    for p in peers:
        send = p == 'dest'
        tag = ('sendtag' if send else 'recvtag') if 'sendtag' in names else 'tag'
        if tag not in names:
            sys.exit(f"{c['name']}: no tag parameter for peer {p}")
        tags.append(tag)
        roles.append('STG_ROLE_SEND' if send else 'STG_ROLE_PROBE' if c['cls'] == 'probe' else 'STG_ROLE_RECV')
    return tags, roles


def size_expr(c, count, dtype, fortran):
    """The C expression of count x the size of dtype (parameters of c), in bytes (stg_msg_bytes, waits.h)."""
    if fortran:
        return f"stg_msg_bytes(*(MPI_Fint *){count}, PMPI_Type_f2c(*(MPI_Fint *){dtype}))"
    return f"stg_msg_bytes({count}, {dtype})"


def p2p_bytes(c, peers, fortran):
    """The size of each peer's part of a point-to-point call (dump format 1.5: the message sent, or the
    posted receive buffer; -1 for a probe)."""
    names = [p[1] for p in c['params']]
    first = lambda *ns: next((n for n in ns if n in names), None)
    out = []
    for p in peers:
        if c['cls'] == 'probe':
            out.append('-1')
            continue
        send = p == 'dest'
        count = first('sendcount', 'count') if send else first('recvcount', 'count')
        dtype = first('sendtype', 'datatype') if send else first('recvtype', 'datatype')
        out.append(size_expr(c, count, dtype, fortran) if count and dtype else '-1')
    return out


def coll_bytes(c, fortran):
    """The task's own block of a collective (dump format 1.5): MPI_Bcast's buffer, a reduction's count, the
    gathers', allgathers' and alltoall's send count (the receive count when the send buffer is MPI_IN_PLACE),
    MPI_Scatter's receive count (the send count at an in-place root), 0 for a barrier, -1 without one count."""
    names = [p[1] for p in c['params']]
    family = (c['name'][5:] if c['cls'] == 'icoll' else c['name'][4:]).lower()
    buf = (lambda n: fortran_buf(fortran, n)) if fortran else (lambda n: n)
    if family == 'barrier':
        return '0'
    if family in ('alltoallv', 'alltoallw', 'reduce_scatter'):
        return '-1'
    if family.startswith('scatter'):
        own, alt, flag = ('recvcount', 'recvtype'), ('sendcount', 'sendtype'), 'recvbuf'
    elif 'sendcount' in names:
        own, alt, flag = ('sendcount', 'sendtype'), ('recvcount', 'recvtype'), 'sendbuf'
    elif family == 'reduce_scatter_block':
        return size_expr(c, 'recvcount', 'datatype', fortran)
    elif 'count' in names and 'datatype' in names:
        return size_expr(c, 'count', 'datatype', fortran)
    else:
        return '-1'
    if family == 'scatterv':
        alt = None  # the root's send counts differ by task
    elif alt[0] not in names:
        alt = None  # MPI_Gatherv/MPI_Allgatherv: the receive counts differ by task
    expr = size_expr(c, own[0], own[1], fortran)
    if alt is None:
        return f"({buf(flag)} == MPI_IN_PLACE ? -1 : {expr})"
    return f"({buf(flag)} == MPI_IN_PLACE ? {size_expr(c, alt[0], alt[1], fortran)} : {expr})"


def coll_root(c, fortran):
    """The root argument of a rooted collective (a rank of its communicator), -1 without one."""
    if 'root' not in [p[1] for p in c['params']]:
        return '-1'
    return "(int) (*(MPI_Fint *)root)" if fortran else "root"


def fortran_buf(fortran, n):
    """A choice buffer of a Fortran binding as a C address (MPI_IN_PLACE for the binding's own MPI_IN_PLACE): in an
    mpi_f08 entry point taking descriptors (stg_ts: the mpi_x_f08ts_ names, MPICH's here; gfortran's own descriptor,
    not a TS 29113 one, since those procedures are not BIND(C)), the descriptor's first field, its base address."""
    if fortran == 'f08':
        return f"stg_fortran_buf(stg_ts ? *(void *const *) {n} : {n})"
    return f"stg_fortran_buf({n})"


def message(c):
    """The message of a C call for the recorders' message hooks (src/recorder.h; the fault injector,
    src/fault.c): a stg_msg_t initializer, or None.
    Sends: the send buffer of blocking and nonblocking sends (not persistent ones). Receives: the
    receive buffer of blocking receives and of blocking collectives whose receive buffer is valid on
    every task when the call returns (not MPI_Gather/MPI_Reduce: root only; MPI_Exscan: undefined on 0)."""
    names = [p[1] for p in c['params']]
    has = lambda *ns: all(n in names for n in ns)
    if c['name'] in ('MPI_Gather', 'MPI_Reduce', 'MPI_Exscan'):
        return None
    if c['cls'] in ('send', 'p2p_start') and has('buf', 'count', 'datatype', 'dest', 'tag', 'comm') \
            and not c['name'].endswith('_init'):
        return "{ (void *) buf, count, datatype, STG_MSG_SEND, dest, tag, comm }"
    if c['cls'] not in ('recv', 'sendrecv', 'other', 'coll') or c['cls'] == 'other' and not has('message'):
        return None  # ('other': MPI_Mrecv; not MPI-IO's buffers, which are no messages)
    for b, n, t in (('recvbuf', 'recvcount', 'recvtype'), ('recvbuf', 'count', 'datatype'),
                    ('recvbuf', 'recvcount', 'datatype'), ('buffer', 'count', 'datatype'), ('buf', 'count', 'datatype')):
        if has(b, n, t):
            peer = 'source' if has('source') else 'MPI_ANY_SOURCE'
            tag = 'recvtag' if has('recvtag') else 'tag' if has('tag') else '0'
            comm = 'comm' if has('comm') else 'MPI_COMM_NULL'
            return f"{{ {b}, {n}, {t}, STG_MSG_RECV, {peer}, {tag}, {comm} }}"
    return None


def describe(c, fortran, ok):
    """The call descriptor (src/recorder.h, stg_ev_t; src/describe.c) of a communication call: (lines that
    fill stg_e from the arguments before the recorders' begin hooks, lines that complete it after the
    MPI library's call), or None for a call that communicates nothing (waits, tests, start, other)."""
    names = [p[1] for p in c['params']]
    has = lambda n: n in names
    first = lambda *ns: next((n for n in ns if has(n)), None)
    if fortran:
        INT = lambda n: f"(*(MPI_Fint *){n})"
        TYPE = lambda n: f"PMPI_Type_f2c(*(MPI_Fint *){n})"
        COMM = lambda n: f"PMPI_Comm_f2c(*(MPI_Fint *){n})"
        ARR = lambda n: f"(const int *) {n}"
        BUF = lambda n: fortran_buf(fortran, n)
        REQ = lambda n: f"PMPI_Request_f2c(*(MPI_Fint *){n})"
        STATUS = lambda n: f"stg_describe_status_{fortran}(&stg_e, (const MPI_Fint *) {n});"
        FLAG = lambda n: f"*(MPI_Fint *){n}"
    else:
        INT = TYPE = COMM = ARR = BUF = lambda n: n
        REQ = lambda n: f"*{n}"
        STATUS = lambda n: f"stg_describe_status(&stg_e, {n});"
        FLAG = lambda n: f"*{n}"
    opt = lambda f, n, dflt: f(n) if n else dflt
    cls, name, r = c['cls'], c['name'], c['roles']
    pre, post = None, []
    # MPI_Iprobe/MPI_Improbe are 'test' calls with a source, MPI_Mrecv an 'other' call with a matched message
    probe = cls == 'probe' or cls == 'test' and has('source')
    if cls in ('send', 'recv', 'sendrecv', 'p2p_start') or probe or cls == 'other' and has('message') and has('buf'):
        flags = []
        if has('dest'):
            flags.append('STG_EVF_SEND')
        if has('source') or has('message') and not probe:
            flags.append('STG_EVF_RECV')
        if has('message') and not has('source'):
            flags.append('STG_EVF_MESSAGE')
        if cls == 'p2p_start':
            flags.append('STG_EVF_PERSISTENT' if name.endswith('_init') else 'STG_EVF_NONBLOCKING')
        comm = opt(COMM, first('comm'), 'MPI_COMM_NULL')
        send = [opt(INT, first('dest'), 'MPI_PROC_NULL'), opt(INT, first('sendtag', 'tag'), '0'),
                opt(INT, first('sendcount', 'count') if has('dest') else None, '0'),
                opt(TYPE, first('sendtype', 'datatype') if has('dest') else None, 'MPI_DATATYPE_NULL')]
        recv = [opt(INT, first('source'), 'MPI_PROC_NULL'), opt(INT, first('recvtag', 'tag'), '0'),
                opt(INT, None if probe else first('recvcount', 'count'), '0'),
                opt(TYPE, None if probe else first('recvtype', 'datatype'), 'MPI_DATATYPE_NULL')]
        if not has('dest'):
            send = ['MPI_PROC_NULL', '0', '0', 'MPI_DATATYPE_NULL']
        kind = 'STG_EV_PROBE' if probe else 'STG_EV_P2P'
        pre = [f"stg_describe_p2p(&stg_e, {kind}, {' | '.join(flags) or '0'}, {comm}, {', '.join(send)}, "
               f"{', '.join(recv)});"]
        if 'req' in r:
            post.append(f"stg_e.request = {REQ(r['req'])};")
        if has('status') and cls != 'p2p_start':
            st = STATUS('status')
            post.append(f"if ({FLAG('flag')}) {st}" if has('flag') else st)
    elif cls in ('coll', 'icoll'):
        family = 'STG_COLL_' + (name[5:] if cls == 'icoll' else name[4:]).upper()
        args = [opt(COMM, r['comm'], 'MPI_COMM_NULL'), opt(INT, first('root'), '0'),
                opt(BUF, first('sendbuf', 'buffer'), 'NULL'), opt(INT, first('sendcount', 'count'), '0'),
                opt(ARR, first('sendcounts'), 'NULL'), opt(TYPE, first('sendtype', 'datatype'), 'MPI_DATATYPE_NULL'),
                first('sendtypes') or 'NULL', opt(BUF, first('recvbuf'), 'NULL'), opt(INT, first('recvcount'), '0'),
                opt(ARR, first('recvcounts'), 'NULL'), opt(TYPE, first('recvtype'), 'MPI_DATATYPE_NULL'),
                first('recvtypes') or 'NULL', '1' if fortran else '0']
        flags = 'STG_EVF_NONBLOCKING' if cls == 'icoll' else '0'
        pre = [f"stg_describe_coll(&stg_e, {family}, {flags}, {', '.join(args)});"]
        if 'req' in r:
            post.append(f"stg_e.request = {REQ(r['req'])};")
    elif cls == 'comm_create':
        pre = [f"stg_describe_comm(&stg_e, STG_EV_COMM_NEW, {COMM(r['comm'])});"]
        post.append(f"stg_e.newcomm = {COMM(r['newcomm']) if fortran else '*' + r['newcomm']};")
    elif cls == 'comm_free':
        pre = [f"stg_describe_comm(&stg_e, STG_EV_COMM_FREE, {COMM(r['comm'].lstrip('*'))});"
               if fortran else f"stg_describe_comm(&stg_e, STG_EV_COMM_FREE, {r['comm']});"]
    if pre is None:
        return None
    return pre, ([f"if (stg_c.ev && {ok}) {{ " + ' '.join(post) + " }"] if post else [])


def init_call(c):
    """MPI_Init / MPI_Init_thread go through the runtime, which may ask for MPI_THREAD_MULTIPLE
    (in-situ analysis, src/insitu.c)."""
    if c['name'] == 'MPI_Init_thread':
        return "stg_insitu_init_mpi(argc, argv, required, provided)"
    return "stg_insitu_init_mpi(argc, argv, -1, NULL)"


def call_body(c, idx, fortran, real_call, ok):
    """A wrapper's lines from its stg_call_t to the MPI library's call and back to stg_end(); the C
    bindings also describe the call's message for the message hooks."""
    lines = ["stg_call_t stg_c;"]
    if c['cls'] in ('wait', 'test', 'req_free') and 'reqs' in c['roles']:
        lines.append("stg_reqs_t stg_r;")
    if not fortran and c['cls'] in NEVER_BLOCKS:
        lines += quick_call(c, idx, real_call, ok)
    desc = describe(c, fortran, ok)
    if desc:
        lines.append("stg_ev_t stg_e;")
        lines += ["if (stg_ev_hooks) {",
                  f"    if (stg_enter(&stg_c, {idx})) {{"]
        lines += ["        " + d for d in desc[0]]
        lines += ["        stg_c.ev = &stg_e;",
                  "        stg_record(&stg_c);",
                  "    }",
                  "} else {",
                  f"    stg_begin(&stg_c, {idx});",
                  "}"]
    else:
        lines.append(f"stg_begin(&stg_c, {idx});")
    before = c_hooks_before(c, fortran)
    if c['cls'] in ('win_free', 'file_close'):
        lines.append(freed_handle(c, fortran))
    if c['cls'] == 'comm_free':
        lines += before
    elif before:
        lines += ["if (stg_c.active) {"] + ["    " + b for b in before] + ["}"]
    msg_hooks = not fortran and c['cls'] != 'finalize'
    msg = message(c) if msg_hooks else None
    if msg:
        lines.append(f"stg_msg_t stg_m = {msg};")
    if msg_hooks:
        lines.append(f"if (stg_msg_hooks) stg_before(&stg_c, {'&stg_m' if msg else 'NULL'});")
    lines.append(real_call)
    if desc:
        lines += desc[1]
    if c['cls'] == 'finalize':
        lines.append("stg_after_finalize(&stg_c);")
    else:
        after = c_hooks_after(c, fortran, ok)
        if after:
            lines += ["if (stg_c.active) {"] + ["    " + a for a in after] + ["}"]
        if msg_hooks:
            lines.append(f"if (stg_msg_hooks) stg_after(&stg_c, {'&stg_m' if msg else 'NULL'}, {ok});")
        lines.append("stg_end(&stg_c);")
    return ["    " + line for line in lines]


def quick_call(c, idx, real_call, ok):
    """A call that never waits, while only the Markov recorder records calls (stg_quick_calls, dispatch.h):
    the MPI library's call comes first, the call's stack and state after it (its handles are saved before it),
    so that the runtime's work does not delay the message (a receive is posted, a send leaves, before it)."""
    before = c_hooks_before(c, False)
    after = c_hooks_after(c, False, ok)
    lines = ["if (stg_quick_calls) {",
             f"    if (stg_enter(&stg_c, {idx})) {{"]
    lines += ["        " + b for b in before]
    lines += ["        " + real_call,
              "        stg_quick_record(&stg_c);"]
    lines += ["        " + a for a in after]
    lines += ["        stg_quick_end();",
              "        return stg_rc;",
              "    }",
              "    " + real_call,
              "    stg_end(&stg_c);",
              "    return stg_rc;",
              "}"]
    return lines


def gen_c(c, idx):
    name, params = c['name'], c['params']
    decl = ', '.join(p[2] for p in params) or 'void'
    args = ', '.join(p[1] for p in params)
    lines = [f"STG_API int {name}({decl})", "{"]
    if c['cls'] == 'init':
        lines += [f"    if (stg_nested()) return P{name}({args});",
                  "    stg_before_init();",
                  f"    stg_init_hold();",
                  f"    int stg_rc = {init_call(c)};",
                  f"    stg_init_release();",
                  f"    if (stg_rc == MPI_SUCCESS) stg_after_init({idx}); else stg_init_failed();",
                  f"    return stg_rc;", "}"]
        return lines
    if c['cls'] == 'type_free':  # not recorded: the datatype sizes remembered are forgotten (waits.c)
        return lines + ["    stg_types_forget();", f"    return P{name}({args});", "}"]
    lines += call_body(c, idx, False, f"int stg_rc = P{name}({args});", 'stg_rc == MPI_SUCCESS')
    lines += ["    return stg_rc;", "}"]
    return lines


def fortran_params(c):
    if c['cls'] == 'init':
        return ['required', 'provided'] if c['name'] == 'MPI_Init_thread' else []
    return [p[1] for p in c['params']]


def has_choice_buffer(c):
    """Whether call c has a choice buffer (void * in C; not MPI_Win_allocate's baseptr, a TYPE(C_PTR) in mpi_f08)."""
    return any(p[0].endswith('void *') and p[1] != 'baseptr' for p in c['params'])


def gen_fortran(c, idx, binding):
    """The Fortran entry points of call c forwarding to the MPI library's own binding: binding 'f', mpif.h and the
    mpi module (mpi_x_, mpi_x__, mpi_x, MPI_X); 'f08', the mpi_f08 module (Open MPI's mpi_x_f08_, choice buffers as
    addresses; mpi_x_f08ts_ for a call with a choice buffer (MPICH's here), as descriptors whose first field is the
    base address (stg_ts), else mpi_x_f08_). Arguments come by reference (mpi_f08's handles are structs of one INTEGER); mpi_f08's ierror is
    OPTIONAL (NULL when absent): the entry point passes one of its own then, which the library fills alike."""
    name = c['name']
    fp = fortran_params(c)
    # a character argument's length comes after the others, hidden (gfortran: size_t), and is passed on
    lens = [f"stg_len_{p[1]}" for p in c['params'] if 'char' in p[0] and c['cls'] != 'init']
    proto = ', '.join(['void *'] * len(fp) + ['MPI_Fint *'] + ['size_t'] * len(lens))
    sig = ', '.join([f"void *{p}" for p in fp] + ['MPI_Fint *ierr'] + [f"size_t {n}" for n in lens])
    args = ', '.join(fp + ['ierr'] + lens)
    f08 = binding == 'f08'
    helper = f"stg_f08_{name}" if f08 else f"stg_fortran_{name}"
    lines = [] if f08 else [f"typedef void (*stg_f_{name}_t)({proto});"]
    lines += [f"static void {helper}(const char *stg_sym, void **stg_cache, {'int stg_ts, ' if f08 else ''}{sig})",
              "{",
              f"    stg_f_{name}_t stg_real = (stg_f_{name}_t) stg_fortran_symbol(stg_sym, stg_cache);"]
    if f08:
        lines += ["    MPI_Fint stg_ierr = MPI_SUCCESS;",
                  "    if (!ierr) ierr = &stg_ierr;"]
    if c['cls'] == 'init':
        lines += ["    if (stg_nested()) { stg_real(" + args + "); return; }",
                  "    stg_before_init();",
                  "    stg_init_hold();",
                  f"    stg_real({args});",
                  "    stg_init_release();",
                  f"    if (*ierr == MPI_SUCCESS) stg_after_init({idx}); else stg_init_failed();", "}"]
    elif c['cls'] == 'type_free':
        lines += ["    stg_types_forget();", f"    stg_real({args});", "}"]
    else:
        lines += call_body(c, idx, binding, f"stg_real({args});", "*ierr == MPI_SUCCESS")
        lines.append("}")
    low = name.lower()
    if f08:
        entries = [(low + '_f08_', '0, ')] + ([(low + '_f08ts_', '1, ')] if has_choice_buffer(c) else [])
    else:
        entries = [(sym, '') for sym in (low + '_', low + '__', low, name.upper())]
    for sym, ts in entries:
        lines.append(f"STG_API void {sym}({sig}) {{ static void *c; {helper}(\"{sym}\", &c, {ts}{args}); }}")
    return lines


def main():
    spec, out_c, out_h = sys.argv[1:4]
    calls = parse(spec)
    with open(out_h, 'w') as h:
        h.write("/* generated by gen_wrappers.py from mpi_calls.def: do not edit */\n")
        h.write("#ifndef STG_CALLS_H\n#define STG_CALLS_H\n")
        h.write(f"#define STG_NCALLS {len(calls)}\n")
        h.write("static const char *const stg_call_names[STG_NCALLS] = {\n")
        h.write(''.join(f'    "{c["name"]}",\n' for c in calls))
        h.write("};\n")
        h.write("/* 1: the call never waits for another task (stg_call_never_blocks, base.h) */\n")
        h.write("static const unsigned char stg_call_never_blocks_table[STG_NCALLS] = {\n")
        h.write(''.join(f"    {1 if c['cls'] in NEVER_BLOCKS else 0}, /* {c['name']} */\n" for c in calls))
        h.write("};\n#endif\n")
    with open(out_c, 'w') as o:
        o.write("/* generated by gen_wrappers.py from mpi_calls.def: do not edit */\n")
        o.write('#include "straggler.h"\n\n')

        for i, c in enumerate(calls):
            o.write('\n'.join(gen_c(c, i)) + '\n\n')
        o.write("#ifdef STG_FORTRAN\n")
        for binding in ('f', 'f08'):
            for i, c in enumerate(calls):
                o.write('\n'.join(gen_fortran(c, i, binding)) + '\n\n')
        o.write("#endif\n")


if __name__ == '__main__':
    main()
