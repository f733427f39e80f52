package dev.straggler.internal.launch.attach.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import dev.straggler.internal.launch.attach.PtraceDiagnosis;

/** {@link PtraceDiagnosis}: why the kernel refused gdb, with the fix. */
class PtraceDiagnosisTest {

    /** The refusal causes of another node name the node with the cause and the fix. */
    @Test
    void remoteRefusalCausesNameTheNode() {
        String scope = PtraceDiagnosis.refusalCause(new PtraceDiagnosis.Facts(4711, " on node-a", 0, "", 1, false, 1000,
                1000));
        assertTrue(scope.startsWith("cannot attach to process 4711 on node-a: /proc/sys/kernel/yama/ptrace_scope on"
                + " node-a is 1") && scope.contains("echo 0 | sudo tee"), scope);
        String user = PtraceDiagnosis.refusalCause(new PtraceDiagnosis.Facts(4711, " on node-a", 0, "", 0, false, 1000,
                1001));
        assertTrue(user.contains("process 4711 on node-a: it belongs to user 1000, gdb runs as user 1001"), user);
        assertEquals(null, PtraceDiagnosis.refusalCause(new PtraceDiagnosis.Facts(4711, " on node-a", 0, "", 1, true,
                1000, 0)));
        assertTrue(PtraceDiagnosis.generic(4711, " on node-a").contains("--cap-add=SYS_PTRACE"));
    }
}
