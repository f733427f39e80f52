package dev.straggler.launch;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** The kind of launcher, which decides how the runtime's environment reaches every task. */
enum MpiFlavour {
    /** Open MPI's mpirun/mpiexec: {@code -x NAME=VALUE}. */
    OPEN_MPI,
    /** MPICH's Hydra mpiexec: {@code -genv NAME VALUE}. */
    MPICH,
    /** Slurm's srun: {@code --export=ALL,NAME=VALUE}. */
    SLURM;

    /** Asks the launcher what it is ({@code --version}). */
    static MpiFlavour detect(String launcher) throws LaunchException {
        if (launcher.endsWith("srun")) {
            return SLURM;
        }
        String out = run(List.of(launcher, "--version"));
        if (out.contains("Open MPI") || out.contains("OpenRTE")) {
            return OPEN_MPI;
        }
        if (out.contains("HYDRA") || out.contains("MPICH") || out.contains("Intel(R) MPI")) {
            return MPICH;
        }
        if (out.contains("slurm")) {
            return SLURM;
        }
        throw new LaunchException("cannot tell which MPI '" + launcher + "' belongs to (its --version says: "
                + out.strip().lines().findFirst().orElse("nothing") + "); Straggler supports Open MPI, MPICH and Slurm's srun");
    }

    static String run(List<String> command) throws LaunchException {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectInput(ProcessBuilder.Redirect.PIPE)
                    .start();
            p.getOutputStream().close();
            String out = new String(p.getInputStream().readAllBytes());
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
            return out;
        } catch (IOException e) {
            throw new LaunchException("cannot run '" + command.get(0) + "': " + e.getMessage()
                    + ". Install an MPI (e.g. apt-get install openmpi-bin libopenmpi-dev) or choose the launcher "
                    + "with --launcher mpirun|mpiexec|srun or a full path.", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LaunchException("interrupted while asking " + command.get(0) + " for its version", e);
        }
    }

    /** Arguments that pass {@code env} to every task. */
    List<String> environmentArguments(Map<String, String> env) {
        java.util.ArrayList<String> args = new java.util.ArrayList<>();
        switch (this) {
        case OPEN_MPI -> env.forEach((k, v) -> {
            args.add("-x");
            args.add(k + "=" + v);
        });
        case MPICH -> env.forEach((k, v) -> {
            args.add("-genv");
            args.add(k);
            args.add(v);
        });
        case SLURM -> {
            StringBuilder sb = new StringBuilder("--export=ALL");
            env.forEach((k, v) -> sb.append(',').append(k).append('=').append(v));
            args.add(sb.toString());
        }
        }
        return args;
    }
}
