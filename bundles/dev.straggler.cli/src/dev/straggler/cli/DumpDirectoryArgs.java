package dev.straggler.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.straggler.cli.Main.UsageException;
import dev.straggler.cli.Main.UserError;
import dev.straggler.core.progress.DumpAnalysis;
import dev.straggler.model.PdgAlgorithm;

/**
 * What the commands that read one run's dumps share ({@code queues}, {@code slice}; {@code analyze} the last two
 * helpers): the dump directory, {@code --json} and {@code --pdg}, a command's own options through {@link Extra}, and
 * the diagnosis they start from.
 */
final class DumpDirectoryArgs {

    /** A command's own options. */
    interface Extra {
        /**
         * Takes the option at {@code args[i]} (and its value): returns the index of the last argument it took, or -1
         * when {@code args[i]} is not one of its options.
         */
        int accept(String[] args, int i) throws UsageException;
    }

    /** The dump directory (an existing directory). */
    final Path dir;
    /** {@code --json}. */
    final boolean json;
    /** {@code --pdg} (default semi-dist). */
    final PdgAlgorithm algorithm;
    /** Whether {@code --pdg} was given (else the reduced file's algorithm is used when there is one). */
    final boolean pdgGiven;

    private DumpDirectoryArgs(Path dir, boolean json, PdgAlgorithm algorithm, boolean pdgGiven) {
        this.dir = dir;
        this.json = json;
        this.algorithm = algorithm;
        this.pdgGiven = pdgGiven;
    }

    /** Parses {@code command}'s arguments: exactly one directory, --json, --pdg, and what {@code extra} takes. */
    static DumpDirectoryArgs parse(String command, String[] args, Extra extra) throws UsageException, UserError {
        boolean json = false, pdgGiven = false;
        PdgAlgorithm alg = PdgAlgorithm.SEMI_DIST;
        List<String> positional = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
            case "--json" -> json = true;
            case "--pdg" -> {
                alg = pdg(Main.Options.value(args, ++i, a));
                pdgGiven = true;
            }
            default -> {
                int last = extra == null ? -1 : extra.accept(args, i);
                if (last >= i) {
                    i = last;
                } else if (a.startsWith("-")) {
                    throw new UsageException("unknown option " + a);
                } else {
                    positional.add(a);
                }
            }
            }
        }
        if (positional.size() != 1) {
            throw new UsageException(command + " needs exactly one dump directory");
        }
        Path dir = Path.of(positional.get(0));
        checkDirectory(dir);
        return new DumpDirectoryArgs(dir, json, alg, pdgGiven);
    }

    /** The algorithm {@code --pdg} names. */
    static PdgAlgorithm pdg(String v) throws UsageException {
        PdgAlgorithm alg = PdgAlgorithm.get(v);
        if (alg == null) {
            throw new UsageException("--pdg takes dist, semi-dist or loop-aware, not '" + v + "'");
        }
        return alg;
    }

    static void checkDirectory(Path dir) throws UserError {
        if (!Files.isDirectory(dir)) {
            throw new UserError(dir + " is not a directory: give a run's directory (straggler runs lists them)");
        }
    }

    /** Diagnoses the directory's dumps; the analysis's notes go to {@code err}. */
    DumpAnalysis.Result analyze(PrintStream err) throws UserError {
        return analyze(dir, algorithm, pdgGiven, err);
    }

    /** Diagnoses {@code dir}'s dumps with {@code algorithm}; the analysis's notes go to {@code err}. */
    static DumpAnalysis.Result analyze(Path dir, PdgAlgorithm algorithm, boolean pdgGiven, PrintStream err)
            throws UserError {
        DumpAnalysis.Result r;
        try {
            r = DumpAnalysis.analyze(dir, algorithm, pdgGiven);
        } catch (Exception e) {
            throw new UserError(e.getMessage());
        }
        r.notes().forEach(n -> err.println("straggler: " + n));
        return r;
    }
}
