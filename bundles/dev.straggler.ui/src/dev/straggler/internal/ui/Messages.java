package dev.straggler.internal.ui;

import org.eclipse.osgi.util.NLS;

/** The user-visible strings of this package, from messages.properties (the Platform's NLS bundles). */
final class Messages extends NLS {

    private static final String BUNDLE_NAME = "dev.straggler.internal.ui.messages";

    public static String Slice_increment;
    public static String Slice_newestIncrement;
    public static String Slice_rank;
    public static String Slice_ranks;
    public static String Outcome_status;
    public static String Outcome_console;
    public static String Step_console;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
