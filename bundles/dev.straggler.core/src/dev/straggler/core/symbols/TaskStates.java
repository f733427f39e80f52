package dev.straggler.core.symbols;

import java.util.ArrayList;
import java.util.List;

import dev.straggler.model.Frame;
import dev.straggler.model.Module;
import dev.straggler.model.StragglerFactory;
import dev.straggler.model.dump.RunDirectory;

/**
 * How a task's state file ({@code rank-NNNNNN.state}, docs/dump-format.md "The run directory") reads to a user: its
 * last known state, the call site's frames symbolized with {@link Addr2LineSymbolizer} — what is left of a task that
 * died without a dump.
 */
public final class TaskStates {

    private TaskStates() {
    }

    /**
     * "last known state: computation after MPI_Barrier at main (app.c:64)"; "crashed (signal 11); in MPI_Recv at ..."
     * after a crash; "before MPI_Init" when the task had not reached it.
     */
    public static String lastState(RunDirectory.TaskState s) {
        String what = s.stateCall().isEmpty() ? "before MPI_Init"
                : (s.stateKind().equals("call") ? "in " : "computation after ") + s.stateCall();
        if (s.signal() > 0) {
            what = "crashed (signal " + s.signal() + "); " + what;
        }
        if (s.frames().isEmpty()) {
            return "last known state: " + what;
        }
        return "last known state: " + what + " at " + Frames.describe(Frames.userFrame(callSite(s)));
    }

    /** The frames of the task's call site, innermost first, symbolized. */
    public static List<Frame> callSite(RunDirectory.TaskState s) {
        List<Frame> frames = new ArrayList<>();
        for (RunDirectory.FrameRef ref : s.frames()) {
            Frame f = StragglerFactory.eINSTANCE.createFrame();
            Module m = StragglerFactory.eINSTANCE.createModule();
            m.setPath(ref.module());
            f.setModule(m);
            f.setOffset(ref.offset());
            f.setReturnAddress(true);
            frames.add(f);
        }
        new Addr2LineSymbolizer().symbolize(frames);
        return frames;
    }
}
