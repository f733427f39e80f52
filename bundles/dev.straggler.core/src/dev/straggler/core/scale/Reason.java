package dev.straggler.core.scale;

/**
 * Why a process is flagged ({@link ProcessScore#reasons()}): its score, or one of the call-site rules that look at
 * what the score can miss (Vrisha §5.5: the kernel CCA ignores an observation that does not vary with the controls,
 * such as a volume that is the same at every scale).
 */
public enum Reason {
    /** Its abnormality is above the model's threshold (Vrisha §5.3). */
    ABNORMALITY("abnormality"),
    /** It used a call site no training run had (up to recursion depth). */
    NEW_CALL_SITE("new call site"),
    /**
     * It did not use a call site that every training run had and that its position in the rank order used in every
     * training run; or no process of the run used a call site every training run had.
     */
    MISSING_CALL_SITE("missing call site"),
    /** Its bytes sent or received at a call site are outside the range the training runs predict at its scale. */
    VOLUME("volume");

    private final String label;

    Reason(String label) {
        this.label = label;
    }

    /** The reason in words: {@code "new call site"}. */
    public String label() {
        return label;
    }
}
