package dev.straggler.internal.launch.remote.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.straggler.internal.launch.remote.RemoteScript;
import dev.straggler.internal.launch.remote.SshCommands;
import dev.straggler.launch.LaunchException;
import dev.straggler.launch.remote.RemoteJob;
import dev.straggler.launch.remote.RemoteTarget;
import dev.straggler.launch.remote.SourcePathMap;
import dev.straggler.model.PdgAlgorithm;

/** The ssh and scp command lines and the remote script's paths (the real runs are RemoteDiagnosisTest's). */
class SshCommandsTest {

    @Test
    void userOptionsComeFirstAndScpGetsItsOwnFlags() throws LaunchException {
        SshCommands c = new SshCommands("me@login1", SshCommands.splitOptions("-p 2222 -i '/keys/my key' -J gw -l me -t"));
        List<String> ssh = c.ssh("echo hi");
        assertEquals(List.of("ssh", "-p", "2222", "-i", "/keys/my key", "-J", "gw", "-l", "me", "-t", "-T", "-o",
                "BatchMode=yes", "me@login1", "sh -c 'echo hi'"), ssh);
        assertEquals(List.of("scp", "-r", "-q", "-P", "2222", "-i", "/keys/my key", "-J", "gw", "-o", "User=me", "-o",
                "BatchMode=yes", "me@login1:proj/.straggler/r", "/local"), c.scpFrom("proj/.straggler/r", "/local"));
        assertEquals("ssh -p 2222 -i '/keys/my key' -J gw -l me -t me@login1 true", c.probe());
        assertThrows(LaunchException.class, () -> new SshCommands("-oProxyCommand=x", List.of()));
        assertThrows(LaunchException.class, () -> new SshCommands("host -p 22", List.of()));
        assertThrows(LaunchException.class, () -> SshCommands.splitOptions("-i 'unclosed"));
    }

    @Test
    void theRunDirectoryIsRelativeToTheRemoteHomeUnlessAbsolute() throws LaunchException {
        RemoteJob job = new RemoteJob("./app", List.of("a b"), 8, "srun", List.of("-p", "debug"), 30, PdgAlgorithm.DIST,
                true, Map.of("A", "x'y"));
        assertEquals(".straggler/run-1", script("~", job).remoteRunPath());
        assertEquals("proj/.straggler/run-1", script("~/proj", job).remoteRunPath());
        assertEquals("/scratch/me/.straggler/run-1", script("/scratch/me/", job).remoteRunPath());
        String s = script("~/proj", job).runScript();
        assertTrue(s.startsWith("cd 'proj' 2>/dev/null ||"), s);
        assertTrue(s.contains("export A='x'\\''y'"), s);
        assertTrue(s.contains("straggler diagnose --np 8 --launcher srun --launcher-args '-p debug' --timeout 30 --pdg dist"
                + " --in-situ --dump-dir .straggler/run-1 --save .straggler/run-1/diagnosis.straggler -- ./app 'a b'"), s);
        assertThrows(LaunchException.class, () -> new RemoteScript(target("~"), job, "bad name"));
    }

    @Test
    void sourcesAreMappedByWholePathComponents() {
        SourcePathMap m = new SourcePathMap("/home/me/proj/", "/Users/me/work/proj");
        assertEquals("/Users/me/work/proj/src/a.c", m.map("/home/me/proj/src/a.c"));
        assertEquals("/Users/me/work/proj", m.map("/home/me/proj"));
        assertEquals("/home/me/project2/a.c", m.map("/home/me/project2/a.c"));
        assertEquals("/usr/include/mpi.h", m.map("/usr/include/mpi.h"));
        assertEquals("/x/a.c", SourcePathMap.NONE.map("/x/a.c"));
        assertTrue(new SourcePathMap("/a", "/a").isEmpty());
    }

    static RemoteTarget target(String dir) {
        return new RemoteTarget("h", List.of(), dir, "straggler", false, List.of(), SourcePathMap.NONE);
    }

    static RemoteScript script(String dir, RemoteJob job) throws LaunchException {
        return new RemoteScript(target(dir), job, "run-1");
    }
}
