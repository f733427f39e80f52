package dev.straggler.core.symbols;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.straggler.model.Frame;
import dev.straggler.model.Job;
import dev.straggler.model.State;
import dev.straggler.model.Task;
import dev.straggler.model.profile.CallSiteProfile;
import dev.straggler.model.profile.CallStack;
import dev.straggler.model.profile.Crash;
import dev.straggler.model.profile.ProfileFrame;
import dev.straggler.model.profile.RunProfile;
import dev.straggler.model.profile.TaskProfile;
import dev.straggler.model.traces.TraceFiles.FunctionAddress;

/**
 * Maps frames (module + offset) to function, file and line with binutils' {@code addr2line}: one
 * process per module, all modules at once, each distinct address looked up once however many tasks and
 * states share it.
 * Return addresses are looked up at offset − 1 (the call instruction), sampled program counters as
 * they are. The innermost entry of an inlining chain is taken (the line the task is on).
 */
public final class Addr2LineSymbolizer {

    private static final Pattern ADDRESS = Pattern.compile("^0x[0-9a-fA-F]+$");
    private static final Pattern LOCATION = Pattern.compile("^(.*):(\\d+|\\?)(?: \\(discriminator \\d+\\))?$");

    private final String tool;

    public Addr2LineSymbolizer() {
        this(System.getProperty("straggler.addr2line", "addr2line"));
    }

    public Addr2LineSymbolizer(String tool) {
        this.tool = tool;
    }

    /** Resolves every frame of the job; problems become warnings of the job. */
    public void symbolize(Job job) {
        List<Frame> all = new ArrayList<>();
        for (State s : job.getStates()) {
            all.addAll(s.getCallSite());
        }
        for (Task t : job.getTasks()) {
            all.addAll(t.getStack());
            t.getThreads().forEach(thread -> all.addAll(thread.getFrames()));
        }
        job.getWarnings().addAll(symbolize(all));
    }

    /**
     * Resolves the given frames (one addr2line per module, the modules at once); returns what went wrong, for
     * the user.
     */
    public List<String> symbolize(Collection<Frame> frames) {
        Map<String, List<Frame>> byModule = new LinkedHashMap<>();
        for (Frame f : frames) {
            if (f.getModule() != null && !f.isResolved()) {
                byModule.computeIfAbsent(f.getModule().getPath(), k -> new ArrayList<>()).add(f);
            }
        }
        List<String> missing = new ArrayList<>();
        Map<String, CompletableFuture<Map<Long, String[]>>> running = new LinkedHashMap<>();
        for (Map.Entry<String, List<Frame>> e : byModule.entrySet()) {
            Path module = Path.of(e.getKey());
            if (!Files.isReadable(module)) {
                missing.add(e.getKey());
                continue;
            }
            TreeSet<Long> addresses = new TreeSet<>();
            for (Frame f : e.getValue()) {
                addresses.add(lookupAddress(f));
            }
            // the modules' addr2line processes run side by side: reading a large module's debug information
            // is what they spend their time on
            running.put(e.getKey(), CompletableFuture.supplyAsync(() -> {
                try {
                    return run(module, addresses);
                } catch (IOException ex) {
                    throw new UncheckedIOException(ex);
                }
            }, POOL));
        }
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, CompletableFuture<Map<Long, String[]>>> e : running.entrySet()) {
            Map<Long, String[]> found;
            try {
                found = e.getValue().join();
            } catch (CompletionException ex) {
                Throwable cause = ex.getCause() instanceof UncheckedIOException u ? u.getCause() : ex.getCause();
                problems.add("cannot symbolize frames: " + cause.getMessage()
                        + " (install binutils for addr2line, or set -Dstraggler.addr2line=PATH)");
                return problems;
            }
            for (Frame f : byModule.get(e.getKey())) {
                String[] r = found.get(lookupAddress(f));
                if (r != null) {
                    f.setFunction(r[0]);
                    f.setFile(r[1]);
                    f.setLine(Integer.parseInt(r[2]));
                }
                f.setResolved(true);
            }
        }
        if (!missing.isEmpty()) {
            problems.add("modules not found on this machine, their frames stay unresolved: " + missing
                    + " (analyze on a machine that has the application's binaries at the same paths)");
        }
        return problems;
    }

    /** Threads for the addr2line processes (daemons: they never keep a JVM alive). */
    private static final Executor POOL = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "addr2line");
        t.setDaemon(true);
        return t;
    });

    /**
     * A communication profile with every frame symbolized (the call sites' frames are return addresses, looked up at
     * offset − 1; the crash stack's innermost frame is the faulting instruction, looked up as is). Frames of modules
     * that are not on this machine stay as they are, and {@code warnings} (may be null) gets one line about them.
     */
    public RunProfile symbolize(RunProfile run, List<String> warnings) {
        Map<String, TreeSet<Long>> lookups = new LinkedHashMap<>();
        for (TaskProfile t : run.tasks()) {
            for (CallSiteProfile s : t.callSites()) {
                for (ProfileFrame f : s.stack()) {
                    want(lookups, f, true);
                }
            }
        }
        Crash crash = run.crash();
        if (crash != null) {
            for (int i = 0; i < crash.stack().depth(); i++) {
                want(lookups, crash.stack().frame(i), i > 0);
            }
        }
        Map<String, Map<Long, String[]>> found = new HashMap<>();
        List<String> missing = new ArrayList<>();
        for (Map.Entry<String, TreeSet<Long>> e : lookups.entrySet()) {
            Path module = Path.of(e.getKey());
            if (!Files.isReadable(module)) {
                missing.add(e.getKey());
                continue;
            }
            try {
                found.put(e.getKey(), run(module, e.getValue()));
            } catch (IOException ex) {
                if (warnings != null) {
                    warnings.add("cannot symbolize frames: " + ex.getMessage()
                            + " (install binutils for addr2line, or set -Dstraggler.addr2line=PATH)");
                }
                return run;
            }
        }
        if (!missing.isEmpty() && warnings != null) {
            warnings.add("modules not found on this machine, their frames stay unresolved: " + missing
                    + " (check on a machine that has the application's binaries at the same paths)");
        }
        RunProfile mapped = run.mapFrames(f -> symbols(found, f, true));
        if (crash == null) {
            return mapped;
        }
        List<ProfileFrame> frames = new ArrayList<>();
        for (int i = 0; i < crash.stack().depth(); i++) {
            frames.add(symbols(found, crash.stack().frame(i), i > 0));
        }
        return new RunProfile(mapped.label(), mapped.program(), mapped.arguments(), mapped.size(), mapped.tasks(),
                new Crash(crash.rank(), crash.reason(), CallStack.of(frames)));
    }

    private static long lookupAddress(ProfileFrame f, boolean returnAddress) {
        return returnAddress && f.offset() > 0 ? f.offset() - 1 : f.offset();
    }

    private static void want(Map<String, TreeSet<Long>> lookups, ProfileFrame f, boolean returnAddress) {
        if (f.module() != null && f.function() == null) {
            lookups.computeIfAbsent(f.module(), k -> new TreeSet<>()).add(lookupAddress(f, returnAddress));
        }
    }

    private static ProfileFrame symbols(Map<String, Map<Long, String[]>> found, ProfileFrame f,
            boolean returnAddress) {
        Map<Long, String[]> m = f.module() == null ? null : found.get(f.module());
        String[] r = m == null ? null : m.get(lookupAddress(f, returnAddress));
        return r == null ? f : f.withSymbols(r[0], r[1], Integer.parseInt(r[2]));
    }

    /**
     * The names of traced functions (entry addresses as module + offset, looked up as they are), one addr2line per
     * module: a {@link dev.straggler.model.traces.TraceFiles.FunctionNamer} ({@code symbolizer::functionNames}). Functions of modules that
     * are not on this machine, or that addr2line cannot name, are left out (they keep their stand-in names).
     */
    public Map<FunctionAddress, String> functionNames(Collection<FunctionAddress> functions) {
        Map<FunctionAddress, String> names = new HashMap<>();
        functionSources(functions).forEach((f, s) -> names.put(f, s.name()));
        return names;
    }

    /** Where a traced function is defined: its name, and its source file and line (null and 0 when unknown). */
    public record FunctionSource(String name, String file, int line) {
    }

    /**
     * As {@link #functionNames}, with each function's source file and line as addr2line gives them for its entry
     * address (the line of its opening; e.g. for a view that opens a traced function's source).
     */
    public Map<FunctionAddress, FunctionSource> functionSources(Collection<FunctionAddress> functions) {
        Map<String, TreeSet<Long>> byModule = new LinkedHashMap<>();
        for (FunctionAddress f : functions) {
            byModule.computeIfAbsent(f.module(), k -> new TreeSet<>()).add(f.offset());
        }
        Map<FunctionAddress, FunctionSource> names = new HashMap<>();
        for (Map.Entry<String, TreeSet<Long>> e : byModule.entrySet()) {
            Path module = Path.of(e.getKey());
            if (!Files.isReadable(module)) {
                continue;
            }
            try {
                run(module, e.getValue()).forEach((offset, r) -> {
                    if (r[0] != null) {
                        int line;
                        try {
                            line = Integer.parseInt(r[2]);
                        } catch (NumberFormatException ex) {
                            line = 0;
                        }
                        names.put(new FunctionAddress(e.getKey(), offset), new FunctionSource(r[0], r[1], line));
                    }
                });
            } catch (IOException ex) {
                return names; /* no addr2line: stand-in names */
            }
        }
        return names;
    }

    private static long lookupAddress(Frame f) {
        return f.isReturnAddress() && f.getOffset() > 0 ? f.getOffset() - 1 : f.getOffset();
    }

    /**
     * Starts an addr2line for each module (not yet started, readable) and has it read the module's debug
     * information by looking up one address in it (probe: an offset in its code, e.g. its executable mapping's
     * file offset): the first lookup in a module is what costs (0.13 s for Debian's libc.so.6 with its debug
     * file), the later ones are a fraction of a millisecond. {@link #symbolize} then uses these processes, once
     * per module at a time, unless the module's file changed since. For a diagnosis that is about to come (the
     * command line starts it while the job runs, on the modules the tasks mapped); at most {@value #MAX_WARM}
     * processes, which end with the JVM (their input closes).
     */
    public void prepare(Map<Path, Long> modules) {
        for (Map.Entry<Path, Long> e : modules.entrySet()) {
            String key = warmKey(e.getKey());
            if (WARM.size() >= MAX_WARM || WARM.containsKey(key) || !Files.isReadable(e.getKey())) {
                continue;
            }
            try {
                Warm w = new Warm(tool, e.getKey());
                w.lookup(List.of(e.getValue()));
                if (WARM.putIfAbsent(key, w) != null) {
                    w.close();
                }
            } catch (IOException ex) {
                return; // no addr2line: the diagnosis will say so
            }
        }
    }

    /**
     * A prepared process's key: the module's real path. A task's {@code /proc/PID/maps} names the files the links
     * lead to, its dump the paths the dynamic linker was given (Debian's {@code /lib/x86_64-linux-gnu/libc.so.6} is
     * {@code /usr/lib/x86_64-linux-gnu/libc.so.6}).
     */
    private static String warmKey(Path module) {
        try {
            return module.toRealPath().toString();
        } catch (IOException | RuntimeException e) {
            return module.toString();
        }
    }

    private static final int MAX_WARM = 32;
    private static final Map<String, Warm> WARM = new ConcurrentHashMap<>();
    /** Looked up after each batch: its echo ends the batch's output (addr2line prints "??" and "??:0" for it). */
    private static final String SENTINEL = "0xffffffffffffffff";
    /** Addresses per batch: their output stays below a pipe's buffer (the writer never blocks on the reader). */
    private static final int BATCH = 64;

    /** An addr2line reading addresses from its standard input, kept running (prepare). */
    private static final class Warm {
        private final Process p;
        private final Path module;
        private final long size;
        private final long modified;
        private final Writer w;
        private final BufferedReader r;

        Warm(String tool, Path module) throws IOException {
            this.module = module;
            this.size = Files.size(module);
            this.modified = Files.getLastModifiedTime(module).toMillis();
            p = new ProcessBuilder(tool, "-e", module.toString(), "-f", "-C", "-i", "-a")
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            w = new OutputStreamWriter(p.getOutputStream(), StandardCharsets.US_ASCII);
            r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        }

        /** the module's file is the one this process read */
        boolean current() {
            try {
                return Files.size(module) == size && Files.getLastModifiedTime(module).toMillis() == modified;
            } catch (IOException e) {
                return false;
            }
        }

        Map<Long, String[]> lookup(Collection<Long> addresses) throws IOException {
            Parser parser = new Parser();
            List<Long> all = new ArrayList<>(addresses);
            for (int i = 0; i < all.size(); i += BATCH) {
                for (long a : all.subList(i, Math.min(all.size(), i + BATCH))) {
                    w.write("0x" + Long.toHexString(a) + "\n");
                }
                w.write(SENTINEL + "\n");
                w.flush();
                String line;
                while (true) {
                    line = r.readLine();
                    if (line == null) {
                        throw new IOException("addr2line ended");
                    }
                    if (line.equals(SENTINEL)) {
                        r.readLine(); // its "??"
                        r.readLine(); // and "??:0"
                        break;
                    }
                    parser.accept(line);
                }
            }
            return parser.out;
        }

        void close() {
            p.destroy();
        }
    }

    /** addr2line -f -C -i -a's output, line by line: address, then function and location pairs (inlining chain). */
    private static final class Parser {
        final Map<Long, String[]> out = new HashMap<>();
        private Long current;
        private String function;

        void accept(String line) {
            if (ADDRESS.matcher(line).matches()) {
                current = Long.parseUnsignedLong(line.substring(2), 16);
                function = null;
            } else if (current != null && function == null) {
                function = line;
            } else if (current != null) {
                if (!out.containsKey(current)) { // innermost entry of an inlining chain
                    Matcher m = LOCATION.matcher(line);
                    String file = m.matches() ? m.group(1) : "??";
                    String ln = m.matches() ? m.group(2) : "?";
                    out.put(current, new String[] { "??".equals(function) ? null : function,
                            "??".equals(file) ? null : file, "?".equals(ln) ? "0" : ln });
                }
                function = null;
            }
        }
    }

    private Map<Long, String[]> run(Path module, TreeSet<Long> addresses) throws IOException {
        String key = warmKey(module);
        Warm warm = WARM.remove(key);
        if (warm != null) {
            if (warm.current()) {
                try {
                    Map<Long, String[]> out = warm.lookup(addresses);
                    if (WARM.putIfAbsent(key, warm) != null) {
                        warm.close();
                    }
                    return out;
                } catch (IOException ex) {
                    // a fresh process below
                }
            }
            warm.close();
        }
        Process p = new ProcessBuilder(tool, "-e", module.toString(), "-f", "-C", "-i", "-a").redirectErrorStream(false)
                .start();
        Thread feeder = new Thread(() -> {
            try (Writer w = new OutputStreamWriter(p.getOutputStream(), StandardCharsets.US_ASCII)) {
                for (long a : addresses) {
                    w.write("0x" + Long.toHexString(a) + "\n");
                }
            } catch (IOException ignored) {
                // the reader reports
            }
        }, "addr2line-feeder");
        feeder.start();
        Parser parser = new Parser();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                parser.accept(line);
            }
        }
        Map<Long, String[]> out = parser.out;
        try {
            if (!p.waitFor(60, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
            feeder.join(10_000);
        } catch (InterruptedException ex) {
            Thread.currentThread().interrupt();
        }
        return out;
    }
}
