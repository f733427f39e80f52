package dev.straggler.launch.inject;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The processes of a job's tasks on this machine: descendants of the launcher that run the
 * application, with their rank from the environment the launcher gave them
 * ({@code OMPI_COMM_WORLD_RANK}, {@code PMIX_RANK}, {@code PMI_RANK}, {@code SLURM_PROCID}).
 */
final class RankProcesses {

    private static final String[] RANK_VARIABLES = { "OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK", "SLURM_PROCID" };

    private RankProcesses() {
    }

    /** Rank → pid of the tasks of {@code launcher} running {@code executable}, as far as they exist now. */
    static Map<Integer, Long> find(Process launcher, Path executable) {
        Path exe = real(executable);
        Map<Integer, Long> ranks = new HashMap<>();
        launcher.descendants().forEach(h -> {
            try {
                Path proc = Path.of("/proc", Long.toString(h.pid()));
                if (!exe.equals(real(Files.readSymbolicLink(proc.resolve("exe"))))) {
                    return;
                }
                rankOf(Files.readAllBytes(proc.resolve("environ"))).ifPresent(r -> ranks.put(r, h.pid()));
            } catch (IOException | RuntimeException e) {
                // gone, or not ours to read
            }
        });
        return ranks;
    }

    static Optional<Integer> rankOf(byte[] environ) {
        Map<String, String> env = new HashMap<>();
        for (String kv : new String(environ, StandardCharsets.UTF_8).split("\0")) {
            int eq = kv.indexOf('=');
            if (eq > 0) {
                env.put(kv.substring(0, eq), kv.substring(eq + 1));
            }
        }
        for (String v : RANK_VARIABLES) {
            String s = env.get(v);
            if (s != null) {
                try {
                    return Optional.of(Integer.parseInt(s.trim()));
                } catch (NumberFormatException e) {
                    // next
                }
            }
        }
        return Optional.empty();
    }

    private static Path real(Path p) {
        try {
            return p.toRealPath();
        } catch (IOException e) {
            return p.toAbsolutePath().normalize();
        }
    }
}
