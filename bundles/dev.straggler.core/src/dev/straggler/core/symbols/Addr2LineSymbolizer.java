package dev.straggler.core.symbols;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
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
 * process per module, each distinct address looked up once however many tasks and states share it.
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
        Map<String, List<Frame>> byModule = new LinkedHashMap<>();
        List<Frame> all = new ArrayList<>();
        for (State s : job.getStates()) {
            all.addAll(s.getCallSite());
        }
        for (Task t : job.getTasks()) {
            all.addAll(t.getStack());
            t.getThreads().forEach(thread -> all.addAll(thread.getFrames()));
        }
        for (Frame f : all) {
            if (f.getModule() != null && !f.isResolved()) {
                byModule.computeIfAbsent(f.getModule().getPath(), k -> new ArrayList<>()).add(f);
            }
        }
        List<String> missing = new ArrayList<>();
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
            Map<Long, String[]> found;
            try {
                found = run(module, addresses);
            } catch (IOException ex) {
                job.getWarnings().add("cannot symbolize frames: " + ex.getMessage()
                        + " (install binutils for addr2line, or set -Dstraggler.addr2line=PATH)");
                return;
            }
            for (Frame f : e.getValue()) {
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
            job.getWarnings().add("modules not found on this machine, their frames stay unresolved: " + missing
                    + " (analyze on a machine that has the application's binaries at the same paths)");
        }
    }

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
        Map<String, TreeSet<Long>> byModule = new LinkedHashMap<>();
        for (FunctionAddress f : functions) {
            byModule.computeIfAbsent(f.module(), k -> new TreeSet<>()).add(f.offset());
        }
        Map<FunctionAddress, String> names = new HashMap<>();
        for (Map.Entry<String, TreeSet<Long>> e : byModule.entrySet()) {
            Path module = Path.of(e.getKey());
            if (!Files.isReadable(module)) {
                continue;
            }
            try {
                run(module, e.getValue()).forEach((offset, r) -> {
                    if (r[0] != null) {
                        names.put(new FunctionAddress(e.getKey(), offset), r[0]);
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

    private Map<Long, String[]> run(Path module, TreeSet<Long> addresses) throws IOException {
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
        Map<Long, String[]> out = new HashMap<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            Long current = null;
            String function = null;
            while ((line = r.readLine()) != null) {
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
