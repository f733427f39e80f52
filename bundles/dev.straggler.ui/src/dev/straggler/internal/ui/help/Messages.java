package dev.straggler.internal.ui.help;

import org.eclipse.osgi.util.NLS;

/** The user-visible strings of this package, from messages.properties (the Platform's NLS bundles). */
final class Messages extends NLS {

    private static final String BUNDLE_NAME = "dev.straggler.internal.ui.help.messages";

    public static String Open_error;
    public static String Page_error;
    public static String Guide_back;
    public static String Guide_cannotOpen;
    public static String Guide_contents;
    public static String Guide_forward;
    public static String Guide_noBrowser;
    public static String Guide_noWindow;
    public static String Guide_title;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
