package dev.straggler.core.symbols.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.straggler.core.symbols.Addr2LineSymbolizer;
import dev.straggler.model.Frame;
import dev.straggler.model.Module;
import dev.straggler.model.StragglerFactory;

/**
 * A prepared addr2line (kept running, its debug information read: the CLI's warm-up) names frames exactly as a
 * fresh one does, in batches longer than one pipe-full, and is not used once its module's file changed.
 */
class Addr2LineSymbolizerTest {

    private Path dir;

    @BeforeEach
    void makeDir() throws IOException {
        dir = Files.createTempDirectory("straggler-addr2line-");
    }

    @AfterEach
    void removeDir() throws IOException {
        try (var files = Files.list(dir)) {
            for (Path f : files.toList()) {
                Files.delete(f);
            }
        }
        Files.delete(dir);
    }

    /** a program with a function of many lines ("big"), compiled -g -O0; 0 lines of padding or more */
    private Path compile(String name, int padding) throws IOException, InterruptedException {
        StringBuilder c = new StringBuilder("volatile long x;\n");
        for (int i = 0; i < padding; i++) {
            c.append("__attribute__((noinline)) void pad").append(i).append("(void) { x += ").append(i).append("; }\n");
        }
        c.append("__attribute__((noinline)) void big(void)\n{\n");
        for (int i = 0; i < 120; i++) {
            c.append("    x = x * 3 + ").append(i).append(";\n");
        }
        c.append("}\nint main(void) { big(); return 0; }\n");
        Path src = dir.resolve(name + ".c");
        Files.writeString(src, c);
        Path exe = dir.resolve(name);
        assertNotNull(run(List.of("cc", "-g", "-O0", "-o", exe.toString(), src.toString())),
                "cc -g -O0 failed, or no C compiler: install gcc");
        return exe;
    }

    private static String run(List<String> cmd) throws IOException, InterruptedException {
        Process p;
        try {
            p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        } catch (IOException e) {
            return null;
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), String.join(" ", cmd));
        return p.exitValue() == 0 ? out : null;
    }

    /** the address of a function of the program (nm) */
    private static long address(Path exe, String function) throws IOException, InterruptedException {
        String nm = run(List.of("nm", exe.toString()));
        assertNotNull(nm, "nm failed, or not installed: install binutils");
        for (String line : nm.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f.length == 3 && f[2].equals(function)) {
                return Long.parseUnsignedLong(f[0], 16);
            }
        }
        throw new AssertionError(function + " not in nm's output: " + nm);
    }

    /** 200 frames in big(), 5 bytes apart: more than three of the prepared process's batches */
    private static List<Frame> frames(Path exe, long big) {
        Module m = StragglerFactory.eINSTANCE.createModule();
        m.setPath(exe.toString());
        List<Frame> frames = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            Frame f = StragglerFactory.eINSTANCE.createFrame();
            f.setModule(m);
            f.setOffset(big + 8 + 5L * i);
            frames.add(f);
        }
        return frames;
    }

    private static List<String> names(List<Frame> frames) {
        List<String> out = new ArrayList<>();
        for (Frame f : frames) {
            out.add(f.getFunction() + " " + (f.getFile() == null ? null : Path.of(f.getFile()).getFileName()) + ":"
                    + f.getLine());
        }
        return out;
    }

    /** addr2line behind a script that counts its starts (one line per start in DIR/starts) */
    private String countingTool() throws IOException {
        Path script = dir.resolve("addr2line-counted");
        Files.writeString(script, "#!/bin/sh\necho start >> '" + dir.resolve("starts") + "'\nexec addr2line \"$@\"\n");
        script.toFile().setExecutable(true);
        return script.toString();
    }

    private long starts() throws IOException {
        Path f = dir.resolve("starts");
        return Files.exists(f) ? Files.readAllLines(f).size() : 0;
    }

    @Test
    void preparedNamesAsFreshOnes() throws Exception {
        Path exe = compile("prog", 0);
        long big = address(exe, "big");
        List<Frame> cold = frames(exe, big);
        assertTrue(new Addr2LineSymbolizer().symbolize(cold).isEmpty());
        List<String> expected = names(cold);
        // every frame in big(), on one of its lines (4 to 123 of prog.c), the lines ascending with the address
        int last = 0;
        for (Frame f : cold) {
            assertEquals("big", f.getFunction());
            assertEquals("prog.c", Path.of(f.getFile()).getFileName().toString());
            assertTrue(f.getLine() >= 3 && f.getLine() <= 124 && f.getLine() >= last, names(List.of(f)).toString());
            last = f.getLine();
        }
        assertTrue(last > 40, "the frames span big()'s lines: " + last);

        Addr2LineSymbolizer prepared = new Addr2LineSymbolizer(countingTool());
        prepared.prepare(Map.of(exe, address(exe, "main")));
        assertEquals(1, starts());
        for (int round = 0; round < 2; round++) { // the prepared process, both times
            List<Frame> warm = frames(exe, big);
            assertTrue(prepared.symbolize(warm).isEmpty());
            assertEquals(expected, names(warm));
            assertEquals(1, starts());
        }
    }

    @Test
    void aChangedModuleIsReadAgain() throws Exception {
        Path exe = compile("prog", 0);
        Addr2LineSymbolizer symbolizer = new Addr2LineSymbolizer(countingTool());
        symbolizer.prepare(Map.of(exe, address(exe, "main")));
        assertEquals(1, starts());
        // the same path rebuilt with 30 functions before big(): big() moves
        Path other = compile("other", 30);
        Files.copy(other, exe, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        long big = address(exe, "big");
        List<Frame> frames = frames(exe, big);
        assertTrue(symbolizer.symbolize(frames).isEmpty());
        assertEquals(2, starts()); // a fresh addr2line for the new file
        Map<String, Integer> functions = new HashMap<>();
        frames.forEach(f -> functions.merge(String.valueOf(f.getFunction()), 1, Integer::sum));
        assertEquals(Map.of("big", 200), functions);
        assertTrue(frames.get(0).getFile().endsWith("other.c"), frames.get(0).getFile());
    }
}
