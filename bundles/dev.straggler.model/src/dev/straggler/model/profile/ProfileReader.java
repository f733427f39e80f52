package dev.straggler.model.profile;

import java.nio.file.Path;

import dev.straggler.internal.model.profile.RunLoader;

/**
 * Reads the communication profiles the runtime writes (docs/dump-format.md "Communication profile"): one run is one
 * directory of {@code profile-rank-NNNNNN.sprof} files (the run's {@code STRAGGLER_DUMP_DIR}, profiled with
 * {@code STRAGGLER_PROFILE=1}). Frames come as module path + offset; symbolize them with
 * {@link RunProfile#mapFrames} (the core's symbolizer does). Every problem is a {@link ProfileException} with one
 * message for the user.
 *
 * <pre>{@code
 * RunProfile run = ProfileReader.read(Path.of("runs/np8"));
 * }</pre>
 */
public final class ProfileReader {

    private ProfileReader() {
    }

    /** Reads the run in {@code dir}, labelled with the directory's name. */
    public static RunProfile read(Path dir) throws ProfileException {
        Path name = dir.toAbsolutePath().normalize().getFileName();
        return read(dir, name == null ? dir.toString() : name.toString());
    }

    /** Reads the run in {@code dir}; {@code label} names it in messages and results. */
    public static RunProfile read(Path dir, String label) throws ProfileException {
        return RunLoader.read(dir, label);
    }

    /** True when {@code dir} holds at least one profile file. */
    public static boolean hasProfiles(Path dir) {
        return RunLoader.hasProfiles(dir);
    }
}
