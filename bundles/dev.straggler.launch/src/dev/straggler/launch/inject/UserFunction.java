package dev.straggler.launch.inject;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A place of the application where faults are injected: the entry of a function with debug information,
 * an inlined instance of one (a {@code DW_TAG_inlined_subroutine} of an optimized build: gdb breaks on
 * it), or a call of an MPI function made by {@code main} itself (code no function site covers).
 *
 * @param file the source file as the debug information names it
 * @param name the function (for a call site: the function the call is in, i.e. main)
 * @param line the line of the site (first line of the function's code, or of the call)
 * @param kind what the site is
 * @param address the site's address in the executable as linked (inlined instances and calls; 0 for
 *            functions, which gdb finds by name)
 * @param anchor the address of {@code main} as linked: gdb relocates the site through {@code &main}
 *            (position-independent executables load anywhere)
 * @param call the MPI function called at a call site, otherwise ""
 */
public record UserFunction(String file, String name, int line, Kind kind, long address, long anchor, String call) {

    /** What a site is. */
    public enum Kind {
        /** The entry of a function with code of its own. */
        FUNCTION,
        /** An inlined instance of a function (its first instruction). */
        INLINED,
        /** A call of an MPI function (the call instruction). */
        MPI_CALL
    }

    /** A function site, found by gdb by its name. */
    public UserFunction(String file, String name) {
        this(file, name, 0, Kind.FUNCTION, 0, 0, "");
    }

    /**
     * gdb's location of the site: {@code FILE:NAME} for a function (static functions of the same name in
     * other files stay apart), the relocated address for an inlined instance or a call.
     */
    public String location() {
        if (kind == Kind.FUNCTION) {
            return file + ":" + name;
        }
        long delta = address - anchor;
        return String.format(Locale.ROOT, "*((char *) &main %s 0x%x)", delta < 0 ? "-" : "+", Math.abs(delta));
    }

    /** "name (file.c)", "name (file.c:12, inlined)", "MPI_Send call (file.c:30)" */
    @Override
    public String toString() {
        return switch (kind) {
            case FUNCTION -> name + " (" + baseName(file) + ")";
            case INLINED -> name + " (" + baseName(file) + ":" + line + ", inlined)";
            case MPI_CALL -> call + " call in " + name + " (" + baseName(file) + ":" + line + ")";
        };
    }

    static String baseName(String path) {
        int i = path.lastIndexOf('/');
        return i >= 0 ? path.substring(i + 1) : path;
    }

    /** The sites of an executable: what {@link #of} found and, when it found none, why. */
    public record Sites(List<UserFunction> sites, String whyNone) {
    }

    /** MPI calls that are no place to suspend a task: before MPI_Init and in MPI_Finalize nothing is detected. */
    private static final Set<String> NOT_INJECTED = Set.of("MPI_Init", "MPI_Init_thread", "MPI_Finalize", "PMPI_Init",
            "PMPI_Init_thread", "PMPI_Finalize");

    /**
     * The injection sites of {@code executable}, from its debug information (gdb, on the file only, so
     * no shared library's): every function except {@code main} and those of system headers, every
     * inlined instance of such a function (an optimized build often has no function of its own left
     * besides main), and the calls of MPI functions (other than MPI_Init and MPI_Finalize) that
     * {@code main}'s own code makes. Throws, saying why, when there is none.
     */
    public static List<UserFunction> of(Path executable, Gdb gdb) throws IOException {
        Sites s = find(executable, gdb);
        if (s.sites().isEmpty()) {
            throw new IOException(s.whyNone());
        }
        return s.sites();
    }

    /** {@link #of} without throwing. */
    public static Sites find(Path executable, Gdb gdb) throws IOException {
        Path script = Files.createTempFile("straggler-sites", ".py");
        String out;
        try {
            Files.writeString(script, SITES_SCRIPT, StandardCharsets.UTF_8);
            out = gdb.batch(List.of("-x", script.toString()), executable.toString());
        } finally {
            Files.deleteIfExists(script);
        }
        Set<UserFunction> sites = new LinkedHashSet<>();
        long anchor = -1;
        boolean debugInfo = false;
        for (String line : out.split("\n")) {
            String[] f = line.split("\t", -1);
            if (f[0].equals("STRAGGLER-ANCHOR") && f.length == 2) {
                anchor = Long.decode(f[1]);
            } else if (f[0].equals("STRAGGLER-DEBUG") && f.length == 2) {
                debugInfo = f[1].equals("yes");
            } else if (f[0].equals("STRAGGLER-SITE") && f.length == 7) {
                String kind = f[1], name = f[2], file = f[3], call = f[6];
                int ln = Integer.parseInt(f[4]);
                long address = Long.decode(f[5]);
                switch (kind) {
                    case "function" -> sites.add(new UserFunction(file, name));
                    case "inlined" -> sites.add(new UserFunction(file, name, ln, Kind.INLINED, address, 0, ""));
                    case "call" -> {
                        if (name.equals("main") && !NOT_INJECTED.contains(call)) {
                            sites.add(new UserFunction(file, name, ln, Kind.MPI_CALL, address, 0, call));
                        }
                    }
                    default -> {
                        // a kind of a newer script
                    }
                }
            }
        }
        if (out.contains("Python scripting is not supported")) {
            throw new IOException("gdb has no Python support, which finding the injection sites needs; install Debian's gdb");
        }
        List<UserFunction> list = new ArrayList<>();
        for (UserFunction u : sites) {
            list.add(u.kind == Kind.FUNCTION || anchor < 0 ? u
                    : new UserFunction(u.file, u.name, u.line, u.kind, u.address, anchor, u.call));
        }
        if (anchor < 0) {
            list.removeIf(u -> u.kind != Kind.FUNCTION);
        }
        String why = "";
        if (list.isEmpty()) {
            why = !debugInfo
                    ? "no debug information in " + executable + ": build it with -g (optimized builds are fine: -O2 -g)"
                    : executable + " has debug information but no place to inject a fault: no function besides main with"
                            + " code of its own or inlined, and main calls no MPI function between MPI_Init and MPI_Finalize"
                            + " (the functions of system headers are left out)";
        }
        return new Sites(List.copyOf(list), why);
    }

    /**
     * The gdb Python script behind {@link #find}: prints the sites of the executable gdb loaded (tab-separated) and
     * whether it has debug information at all.
     */
    static final String SITES_SCRIPT = """
# Straggler: the injection sites of the executable gdb loaded (FaultInjector / UserFunction.of).
# One line per site: STRAGGLER-SITE<TAB>kind<TAB>function<TAB>file<TAB>line<TAB>address<TAB>call
#   kind: function (a function with code of its own), inlined (an inlined instance: a block of a
#   function inside another one, DW_TAG_inlined_subroutine), call (a call of an MPI function from the
#   application's code; function = the innermost function the call is in).
# Addresses are the executable's own (link-time); FaultInjector relocates them through &main.
import re
import gdb

CALL = re.compile(r"\\b(?:call|jmp)[a-z]*\\s.*<(P?MPI_[A-Za-z0-9_]+)(?:@[A-Za-z.]+)?>\\s*$")
DECL = re.compile(r"^\\d+:\\s+(.*?)([A-Za-z_][A-Za-z0-9_]*)\\s*\\(.*\\);\\s*$")


def system(path):
    return path is None or path.startswith("/usr/") or path.startswith("/lib")


def emit(kind, name, path, line, address, call=""):
    print("STRAGGLER-SITE\\t%s\\t%s\\t%s\\t%d\\t0x%x\\t%s" % (kind, name, path, line, address, call))


def concrete_functions():
    out = gdb.execute("info functions", to_string=True)
    path, found = None, []
    for line in out.split("\\n"):
        if line.startswith("File ") and line.endswith(":"):
            path = line[5:-1]
            continue
        if line.startswith("Non-debugging symbols"):
            break
        m = DECL.match(line)
        if path is not None and m:
            found.append((path, m.group(2)))
    blocks = {}
    for path, name in found:
        syms = []
        g = gdb.lookup_global_symbol(name)
        if g is not None:
            syms.append(g)
        try:
            syms.extend(gdb.lookup_static_symbols(name))
        except Exception:
            s = gdb.lookup_static_symbol(name)
            if s is not None:
                syms.append(s)
        for s in syms:
            if s.symtab is None or s.symtab.filename != path or not s.is_function:
                continue
            try:
                start = int(s.value().address)
            except Exception:
                continue
            b = gdb.block_for_pc(start)
            while b is not None and b.function is None:
                b = b.superblock
            if b is not None and b.start not in blocks:
                blocks[b.start] = (b, s)
    return [blocks[k] for k in sorted(blocks)]


def main():
    arch = gdb.selected_inferior().architecture()
    seen = set()
    for block, sym in concrete_functions():
        path = sym.symtab.filename
        if system(path):
            continue
        if sym.name != "main":
            emit("function", sym.name, path, sym.line, block.start)
        pc = block.start
        for insn in arch.disassemble(block.start, block.end - 1):
            pc = insn["addr"]
            chain = []
            b = gdb.block_for_pc(pc)
            while b is not None and not b.is_static and not b.is_global:
                if b.function is not None:
                    chain.append(b)
                b = b.superblock
            for fb in chain[:-1]:  # the inlined instances around pc (the last one is the concrete function)
                if fb.start in seen:
                    continue
                seen.add(fb.start)
                f = fb.function
                sal = gdb.find_pc_line(fb.start)  # the inlined body's own file and line (the symbol has the call's)
                fpath = sal.symtab.filename if sal.symtab is not None else None
                if not system(fpath) and f.name != "main":
                    emit("inlined", f.name, fpath, sal.line, fb.start)
            m = CALL.search(insn["asm"])
            if m and chain:
                inner = chain[0].function
                sal = gdb.find_pc_line(pc)
                cpath = sal.symtab.filename if sal.symtab is not None else path
                emit("call", inner.name, cpath, sal.line, pc, m.group(1))


try:
    print("STRAGGLER-ANCHOR\\t0x%x" % int(gdb.parse_and_eval("(long) &main")))
except gdb.error:
    pass
print("STRAGGLER-DEBUG\\t%s" % ("yes" if "\\nFile " in gdb.execute("info functions", to_string=True) else "no"))
main()
""";
}
