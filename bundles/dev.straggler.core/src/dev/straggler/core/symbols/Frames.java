package dev.straggler.core.symbols;

import java.util.List;

import dev.straggler.model.Frame;
import dev.straggler.model.State;
import dev.straggler.model.StateKind;

/** How frames and states read to a user. */
public final class Frames {

    private Frames() {
    }

    /**
     * A frame in the user's code: resolved to a source file, and not in a system library (libc, the MPI
     * library) or the runtime itself, even when those carry line information.
     */
    public static boolean isUser(Frame f) {
        if (f.getFile() == null || f.getFile().isEmpty() || f.getLine() <= 0) {
            return false;
        }
        String m = f.getModule() == null ? "" : f.getModule().getPath();
        return !m.contains("libstraggler") && !isSystemLibrary(m);
    }

    private static boolean isSystemLibrary(String module) {
        return module.startsWith("/lib/") || module.startsWith("/lib64/") || module.startsWith("/usr/lib/")
                || module.startsWith("/usr/lib64/") || module.contains("/linux-vdso");
    }

    /** The innermost user frame, else the innermost frame, else null. */
    public static Frame userFrame(List<Frame> frames) {
        for (Frame f : frames) {
            if (isUser(f)) {
                return f;
            }
        }
        return frames.isEmpty() ? null : frames.get(0);
    }

    /** "function (file:line)", or the module and offset of an unresolved frame. */
    public static String describe(Frame f) {
        if (f == null) {
            return "an unknown location";
        }
        String fn = f.getFunction() == null || f.getFunction().isEmpty() ? "??" : f.getFunction();
        if (f.getFile() != null && !f.getFile().isEmpty()) {
            return fn + " (" + baseName(f.getFile()) + ":" + f.getLine() + ")";
        }
        String m = f.getModule() == null ? "?" : baseName(f.getModule().getPath());
        return fn + " (" + m + "+0x" + Long.toHexString(f.getOffset()) + ")";
    }

    /** "file:line" of a frame or "" */
    public static String location(Frame f) {
        return f == null || f.getFile() == null || f.getFile().isEmpty() ? "" : baseName(f.getFile()) + ":" + f.getLine();
    }

    /** A state as a node label: "MPI_Waitall ring.c:45" or "after MPI_Irecv ring.c:42 · in compute (ring.c:28)". */
    public static String stateLabel(State s, List<Frame> where) {
        Frame site = userFrame(s.getCallSite());
        String siteText = site == null ? "" : " " + location(site);
        if (s.getKind() == StateKind.COMMUNICATION) {
            return s.getCall() + siteText;
        }
        Frame at = userFrame(where);
        String label = "computation after " + s.getCall() + siteText;
        if (at != null && at != site && where != s.getCallSite()) {
            label += " · in " + describe(at);
        }
        return label;
    }

    public static String baseName(String path) {
        int i = path.lastIndexOf('/');
        return i >= 0 ? path.substring(i + 1) : path;
    }
}
