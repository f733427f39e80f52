package dev.straggler.launch;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import dev.straggler.model.dump.StragglerResources;

/**
 * Keeps the MPI library's abort notice out of the user's way when Straggler ended the job (issue 14: "a successful
 * diagnosis looks like a crash"). The launcher's standard error passes through line by line; a notice of an
 * {@code MPI_ABORT} — Open MPI's framed banner ("MPI_ABORT was invoked on rank R ... with errorcode C", between lines of
 * dashes) and its aggregated "more processes have sent help message ... mpi-abort" lines, or MPICH's "application
 * called MPI_Abort(..., C)" lines — is taken out, but only when the runtime's {@code complete} file in the run
 * directory says it aborted the job ({@code action=abort}) with that code: an application's own {@code MPI_Abort} and
 * every other error stay as the library printed them. Open MPI 4.1 sometimes fails to print its banner and prints
 * "ORTE_ERROR_LOG: ... in file .../show_help.c at line N" instead (seen with and without Straggler, more often under
 * load); after Straggler's abort that line is taken out as well: it carries no code to match, and it stands for the
 * notice the library could not print. Nothing is lost: the notices are appended to {@code
 * launcher-notices.txt} in the run directory, and the run's outcome says that Straggler ended the job and where the
 * notice is (the IDE's console: a plain line, not an error stream; the command line: one line on its standard error,
 * {@link #kept()}). It also notes the nodes the launcher lost during the job ({@link NodeDumps#noteLauncherLine}).
 * Shared by the IDE's console ({@link #filtered}) and the command line's relay of the launcher's
 * standard error ({@link #copy}).
 */
public final class AbortNoticeFilter {

    /** The file in the run directory that keeps the notices taken out of the console. */
    public static final String NOTICES = "launcher-notices.txt";

    private static final Pattern DASHES = Pattern.compile("^-{20,}\\s*$");
    private static final Pattern OPEN_MPI = Pattern.compile("MPI_ABORT was invoked on rank \\d+ in communicator .*");
    private static final Pattern ERRORCODE = Pattern.compile("with errorcode (\\d+)");
    private static final Pattern AGGREGATE = Pattern.compile(
            "^\\[[^\\]]+\\] (\\d+ more process(es)? ha(ve|s) sent help message help-mpi-api\\.txt / mpi-abort"
                    + "|Set MCA parameter \"orte_base_help_aggregate\" to 0 to see all help / error messages)\\s*$");
    private static final Pattern MPICH = Pattern.compile("application called MPI_Abort\\([^,]*, (\\d+)\\)");
    private static final Pattern BROKEN_HELP = Pattern.compile("ORTE_ERROR_LOG: .* in file \\S*show_help\\.c at line \\d+");

    private final Path runDirectory;
    private boolean said;
    private volatile boolean kept;

    /** @param runDirectory the run's dump directory, where {@code complete} appears */
    public AbortNoticeFilter(Path runDirectory) {
        this.runDirectory = runDirectory;
    }

    /** Whether a notice was taken out of the stream and kept in {@link #NOTICES} in the run directory. */
    public boolean kept() {
        return kept;
    }

    /** Whether the runtime aborted the job with {@code code} (its {@code complete} file says so). */
    boolean stragglerAborted(int code) {
        Map<String, String> c = complete();
        return "abort".equals(c.get("action")) && String.valueOf(code).equals(c.getOrDefault("exit_code", "").strip());
    }

    /** Whether the runtime aborted the job, with whatever code. */
    private boolean stragglerAborted() {
        return "abort".equals(complete().get("action"));
    }

    private Map<String, String> complete() {
        Path complete = runDirectory.resolve("complete");
        return Files.isRegularFile(complete) ? StragglerResources.readJobInfo(complete) : Map.of();
    }

    /**
     * Copies {@code in} to {@code out} line by line with the notices taken out (class comment), until {@code in} ends.
     * The lines of a framed block are held until its closing line of dashes (at most 40 lines), then written or taken.
     */
    public void copy(InputStream in, OutputStream out, Charset cs) throws IOException {
        BufferedReader r = new BufferedReader(new InputStreamReader(in, cs));
        NodeDumps.newLauncherRecord(runDirectory); // a new job's launcher: what an earlier one lost is not this one's
        List<String> held = new ArrayList<>();
        String line;
        while ((line = r.readLine()) != null) {
            NodeDumps.noteLauncherLine(runDirectory, line); // a node the launcher lost: evidence for a later gather
            if (!held.isEmpty()) {
                held.add(line);
                if (DASHES.matcher(line).matches() || held.size() >= 40) {
                    flushBlock(held, out, cs);
                    held.clear();
                }
                continue;
            }
            if (DASHES.matcher(line).matches()) {
                held.add(line);
                continue;
            }
            var m = MPICH.matcher(line);
            if (m.find() && stragglerAborted(Integer.parseInt(m.group(1)))) {
                take(List.of(line), out, cs);
                continue;
            }
            if (BROKEN_HELP.matcher(line).find() && stragglerAborted()) {
                take(List.of(line), out, cs);
                continue;
            }
            if (said && AGGREGATE.matcher(line).matches()) {
                keep(List.of(line));
                continue;
            }
            write(out, line, cs);
        }
        for (String h : held) {
            write(out, h, cs);
        }
        out.flush();
    }

    private void flushBlock(List<String> block, OutputStream out, Charset cs) throws IOException {
        String text = String.join("\n", block);
        var code = ERRORCODE.matcher(text);
        if (OPEN_MPI.matcher(text).find() && code.find() && stragglerAborted(Integer.parseInt(code.group(1)))) {
            take(block, out, cs);
        } else {
            for (String l : block) {
                write(out, l, cs);
            }
        }
    }

    private void take(List<String> lines, OutputStream out, Charset cs) throws IOException {
        said = true;
        if (!keep(lines)) {
            for (String l : lines) { // not kept (the run directory is not writable): shown, nothing lost
                write(out, l, cs);
            }
        }
    }

    private boolean keep(List<String> lines) {
        try {
            Files.writeString(runDirectory.resolve(NOTICES), String.join("\n", lines) + "\n", StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
            kept = true;
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static void write(OutputStream out, String line, Charset cs) throws IOException {
        out.write((line + "\n").getBytes(cs));
        out.flush();
    }

    /**
     * {@code process} with its standard error passed through a filter of the notices of {@code runDirectory}'s job, for
     * the console: everything else (waiting, exit code, destroy, the standard output) is the process's own.
     */
    public static Process filtered(Process process, Path runDirectory) {
        return new Process() {
            private final InputStream err = pipe(process.getErrorStream(), runDirectory);

            @Override
            public OutputStream getOutputStream() {
                return process.getOutputStream();
            }

            @Override
            public InputStream getInputStream() {
                return process.getInputStream();
            }

            @Override
            public InputStream getErrorStream() {
                return err;
            }

            @Override
            public int waitFor() throws InterruptedException {
                return process.waitFor();
            }

            @Override
            public boolean waitFor(long timeout, java.util.concurrent.TimeUnit unit) throws InterruptedException {
                return process.waitFor(timeout, unit);
            }

            @Override
            public int exitValue() {
                return process.exitValue();
            }

            @Override
            public void destroy() {
                process.destroy();
            }

            @Override
            public Process destroyForcibly() {
                process.destroyForcibly();
                return this;
            }

            @Override
            public boolean isAlive() {
                return process.isAlive();
            }

            @Override
            public long pid() {
                return process.pid();
            }

            @Override
            public ProcessHandle toHandle() {
                return process.toHandle();
            }
        };
    }

    private static InputStream pipe(InputStream source, Path runDirectory) {
        try {
            PipedInputStream in = new PipedInputStream(1 << 16);
            PipedOutputStream out = new PipedOutputStream(in);
            Thread t = new Thread(() -> {
                try (source; out) {
                    new AbortNoticeFilter(runDirectory).copy(source, out, Charset.defaultCharset());
                } catch (IOException e) {
                    // the console stopped reading or the launcher ended: nothing more to pass on
                }
            }, "Straggler launcher stderr");
            t.setDaemon(true);
            t.start();
            return in;
        } catch (IOException e) {
            return source; // cannot happen with a fresh pipe: the unfiltered stream
        }
    }
}
