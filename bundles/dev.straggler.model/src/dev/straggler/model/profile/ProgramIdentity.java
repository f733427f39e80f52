package dev.straggler.model.profile;

/**
 * Which program a run ran: the executable's path and, when the runtime could read it, its GNU build id. Call sites
 * are identified by module offsets, so runs can only be compared when they ran the same build.
 *
 * @param executable the executable's path (as the runtime saw it, {@code /proc/self/exe})
 * @param buildId    the executable's GNU build id in hexadecimal, {@code null} when it has none
 */
public record ProgramIdentity(String executable, String buildId) {

    /** Checks the path. */
    public ProgramIdentity {
        if (executable == null || executable.isEmpty()) {
            throw new IllegalArgumentException("a program needs its executable's path");
        }
        buildId = buildId == null || buildId.isEmpty() ? null : buildId;
    }

    /**
     * True when both identify the same build: equal build ids when both have one (a program rebuilt in place has a
     * new one), else equal paths.
     */
    public boolean sameProgram(ProgramIdentity other) {
        if (buildId != null && other.buildId != null) {
            return buildId.equals(other.buildId);
        }
        return executable.equals(other.executable);
    }

    /** {@code /path/app (build id 1a2b...)} or the path. */
    public String describe() {
        return buildId == null ? executable : executable + " (build id " + buildId + ")";
    }
}
