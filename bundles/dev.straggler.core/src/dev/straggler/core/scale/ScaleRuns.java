package dev.straggler.core.scale;

import java.nio.file.Path;
import java.util.List;

import dev.straggler.core.symbols.Addr2LineSymbolizer;
import dev.straggler.model.profile.ProfileException;
import dev.straggler.model.profile.ProfileReader;
import dev.straggler.model.profile.RunProfile;

/**
 * The runs a scale model is trained on and checks, as the runtime's communication profile wrote them (a run's
 * directory of {@code profile-rank-NNNNNN.sprof} files, {@code STRAGGLER_PROFILE=1}): read with
 * {@link ProfileReader} and symbolized with addr2line, so that divergence points read as function, file and line.
 * What the command line and the IDE load runs with.
 */
public final class ScaleRuns {

    private ScaleRuns() {
    }

    /**
     * Reads and symbolizes the run in {@code dir}; {@code label} names it in results and messages ({@code null}: the
     * directory's name). Frames of modules that are not on this machine stay unsymbolized and {@code warnings} (may
     * be null) says so.
     */
    public static RunProfile read(Path dir, String label, List<String> warnings) throws ScaleModelException {
        RunProfile run;
        try {
            run = label == null ? ProfileReader.read(dir) : ProfileReader.read(dir, label);
        } catch (ProfileException e) {
            throw new ScaleModelException(e.getMessage(), e);
        }
        return new Addr2LineSymbolizer().symbolize(run, warnings);
    }
}
