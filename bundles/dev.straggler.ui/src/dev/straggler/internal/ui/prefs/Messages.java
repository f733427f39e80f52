package dev.straggler.internal.ui.prefs;

import org.eclipse.osgi.util.NLS;

/** The user-visible strings of this package, from messages.properties (the Platform's NLS bundles). */
final class Messages extends NLS {

    private static final String BUNDLE_NAME = "dev.straggler.internal.ui.prefs.messages";

    public static String Page_description;
    public static String Launcher_label;
    public static String Launcher_error;
    public static String Launcher_tooltip;
    public static String Ranks_label;
    public static String Ranks_error;
    public static String Timeout_label;
    public static String Timeout_error;
    public static String Algorithm_label;
    public static String Gdb_label;
    public static String Gdb_error;
    public static String LpFill_label;
    public static String NodeFill_label;
    public static String Save_error;
    public static String RunsRemove_label;
    public static String RunsKeep_label;
    public static String RunsKeep_error;
    public static String RunsKeepDiagnosed_label;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
