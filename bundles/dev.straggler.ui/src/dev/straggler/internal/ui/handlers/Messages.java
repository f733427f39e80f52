package dev.straggler.internal.ui.handlers;

import org.eclipse.osgi.util.NLS;

/** The user-visible strings of this package, from messages.properties (the Platform's NLS bundles). */
final class Messages extends NLS {

    private static final String BUNDLE_NAME = "dev.straggler.internal.ui.handlers.messages";

    public static String DiagnoseNow_title;
    public static String OpenRun_title;
    public static String OpenRun_message;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
