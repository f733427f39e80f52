package dev.straggler.launch;

/** Identifiers shared by the launch machinery. */
public final class LaunchConstants {

    /** Symbolic name of this bundle (also the host of the native runtime fragments). */
    public static final String BUNDLE_ID = "dev.straggler.launch";

    /** Folder of the native runtime fragments that holds the {@code libstraggler*.so} files. */
    public static final String NATIVE_LIB_DIR = "lib";

    /** Launch configuration attribute: path of the program to run. */
    public static final String ATTR_PROGRAM = BUNDLE_ID + ".program";

    private LaunchConstants() {
    }
}
