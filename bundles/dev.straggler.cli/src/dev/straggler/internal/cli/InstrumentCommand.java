package dev.straggler.internal.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.straggler.launch.LaunchException;
import dev.straggler.launch.NativeTools;

/**
 * {@code straggler instrument [--method ...] [--threshold N] COMPILER ARGS}: compiles and links through the compiler
 * wrapper for function tracing that ships with the runtime ({@code straggler-instrument}, found by
 * {@link NativeTools#instrumentWrapper()}), which takes every argument and prints its own messages. The checkout's
 * {@code ./straggler} script runs the wrapper itself, without a JVM; this command is how an installed product reaches
 * it, and {@code --path} prints where it is (for {@code CC="sh PATH mpicc"}, no JVM per compile).
 */
final class InstrumentCommand implements Command {

    @Override
    public String name() {
        return "instrument";
    }

    @Override
    public String usage() {
        return """
                  straggler instrument [--method auto|xray|hooks] [--threshold N] COMPILER ARGS
                      compile and link through COMPILER for trace --functions (XRay for C and C++, hooks for
                      Fortran and shared libraries); --path prints the wrapper's path for CC="sh PATH mpicc"
                """;
    }

    @Override
    public int run(Args a, PrintStream out, PrintStream err) throws LaunchException {
        List<String> cmd = new ArrayList<>(List.of("sh", NativeTools.instrumentWrapper().toString()));
        while (a.next()) {
            cmd.add(a.current()); // the wrapper's and the compiler's arguments, as given
        }
        try {
            Process p = new ProcessBuilder(cmd).redirectInput(ProcessBuilder.Redirect.INHERIT).start();
            Thread copyOut = Thread.ofPlatform().daemon().start(() -> copy(p.getInputStream(), out));
            copy(p.getErrorStream(), err);
            int exit = p.waitFor();
            copyOut.join();
            return exit;
        } catch (IOException e) {
            throw new LaunchException("cannot run " + cmd.get(1) + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LaunchException("interrupted while " + Path.of(cmd.get(1)).getFileName() + " ran");
        }
    }

    /** The wrapper's output to ours (the compiler's messages, -E's text); what cannot be read is dropped. */
    private static void copy(InputStream in, OutputStream to) {
        try (in) {
            in.transferTo(to);
            to.flush();
        } catch (IOException e) {
            // the wrapper ended or closed its end
        }
    }
}
