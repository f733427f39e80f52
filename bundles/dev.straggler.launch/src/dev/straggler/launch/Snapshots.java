package dev.straggler.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Snapshots of a running job (docs/dump-format.md, "Snapshots"): the launcher writes the run directory's
 * {@code snapshot} request ({@code id=N}); every task dumps into {@code snapshot-N/} and the job goes on. Unlike the
 * {@code diagnose-now} request, nothing ends the job.
 */
public final class Snapshots {

    /** How long a snapshot's tasks get to write their dumps before the snapshot is taken as it is. */
    public static final long WAIT_MILLIS = 15_000;

    private static final Pattern DIR = Pattern.compile("snapshot-(\\d+)");
    private static final Pattern DUMP = Pattern.compile("rank-\\d+\\.sdump");

    private Snapshots() {
    }

    /**
     * Asks the job writing {@code runDirectory} for a snapshot, numbered after every earlier one; returns the
     * directory its dumps will be in.
     */
    public static Path request(Path runDirectory) throws IOException {
        long id = 1;
        try (var files = Files.list(runDirectory)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Matcher m = DIR.matcher(p.getFileName().toString());
                if (m.matches()) {
                    id = Math.max(id, Long.parseLong(m.group(1)) + 1);
                }
            }
        }
        Path tmp = runDirectory.resolve(".snapshot.request.tmp");
        Files.writeString(tmp, "id=" + id + "\n");
        Files.move(tmp, runDirectory.resolve("snapshot"), StandardCopyOption.ATOMIC_MOVE,
                StandardCopyOption.REPLACE_EXISTING);
        Path dir = runDirectory.resolve("snapshot-" + id);
        Files.createDirectories(dir); // the tasks make it too; a second request before any dump gets the next number
        return dir;
    }

    /** The number of task dumps in {@code snapshot} so far. */
    public static int dumps(Path snapshot) {
        try (var files = Files.list(snapshot)) {
            return (int) files.filter(p -> DUMP.matcher(p.getFileName().toString()).matches()).count();
        } catch (IOException e) {
            return 0;
        }
    }

    /**
     * Waits until {@code snapshot} holds {@code ranks} dumps, {@link #WAIT_MILLIS} passed, or {@code running} says the
     * job ended; returns the number of dumps there.
     */
    public static int await(Path snapshot, int ranks, BooleanSupplier running) throws InterruptedException {
        long deadline = System.currentTimeMillis() + WAIT_MILLIS;
        int have = dumps(snapshot);
        while (have < ranks && System.currentTimeMillis() < deadline && running.getAsBoolean()) {
            Thread.sleep(100);
            have = dumps(snapshot);
        }
        if (have < ranks) {
            Thread.sleep(300); // a task that was writing as the job ended
            have = dumps(snapshot);
        }
        return have;
    }
}
