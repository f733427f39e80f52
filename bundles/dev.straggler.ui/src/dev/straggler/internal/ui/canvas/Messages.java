package dev.straggler.internal.ui.canvas;

import org.eclipse.osgi.util.NLS;

/** The user-visible strings of this package, from messages.properties (the Platform's NLS bundles). */
final class Messages extends NLS {

    private static final String BUNDLE_NAME = "dev.straggler.internal.ui.canvas.messages";

    public static String Export_cannotWrite;
    public static String Export_dialogTitle;
    public static String Export_done;
    public static String Export_failed;
    public static String Export_label;
    public static String Export_notAGraph;
    public static String Export_notAGraphAs;
    public static String Export_nothing;
    public static String Export_title;
    public static String Export_tooLarge;
    public static String Export_tooltip;
    public static String Fit_label;
    public static String Fit_tooltip;
    public static String Format_dot;
    public static String Format_png;
    public static String Format_svg;
    public static String ZoomIn_label;
    public static String ZoomIn_tooltip;
    public static String ZoomOut_label;
    public static String ZoomOut_tooltip;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
