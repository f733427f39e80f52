package dev.straggler.internal.runtime.linux.x86_64;

/** Describes the native libraries shipped by this fragment. */
final class NativeRuntime {

    /** Platform of this fragment, as {@code os.arch} in OSGi terms. */
    public static final String PLATFORM = "linux.x86_64";

    /** Fragment-relative folder holding the shared libraries. */
    public static final String LIB_DIR = "lib";

    private NativeRuntime() {
    }
}
