package dev.straggler.core.progress;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.straggler.core.symbols.Addr2LineSymbolizer;
import dev.straggler.internal.core.progress.Dependence;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Job;
import dev.straggler.model.PdgAlgorithm;
import dev.straggler.model.dump.ReducedDump;
import dev.straggler.model.dump.StragglerResources;

/**
 * A dump directory to a diagnosis, the same for the command line and the IDE: load the dumps,
 * symbolize their frames once per address, then take the PDG the runtime computed in situ when the
 * directory holds its reduced result ({@code reduced.sdump}), else compute it with the requested
 * algorithm from the per-task dumps.
 */
public final class DumpAnalysis {

    private DumpAnalysis() {
    }

    /**
     * @param reduced the in-situ result the diagnosis comes from, or null
     * @param notes what the user should know (e.g. that the requested algorithm did not apply)
     */
    public record Result(Job job, Diagnosis diagnosis, ReducedDump reduced, List<String> notes) {
    }

    /**
     * @param requested the algorithm for per-task dumps
     * @param explicit whether the user chose it (then an in-situ result of another algorithm is noted)
     * @throws IOException with a message for the user when the directory has no readable dump
     */
    public static Result analyze(Path dir, PdgAlgorithm requested, boolean explicit) throws IOException {
        Job job = StragglerResources.loadDumpDirectory(dir);
        new Addr2LineSymbolizer().symbolize(job);
        List<String> notes = new ArrayList<>();
        ReducedDump reduced = null;
        Path reducedFile = dir.resolve(ReducedDump.FILE_NAME);
        if (Files.isRegularFile(reducedFile)) {
            try {
                reduced = StragglerResources.readReduced(reducedFile);
            } catch (IOException e) {
                // the loader already fell back to the per-task dumps and warned
            }
        }
        if (reduced == null) {
            return new Result(job, ProgressAnalysis.diagnose(job, requested), null, notes);
        }
        // the runtime diagnosed in situ: the PDG comes from its reduced dependence matrix
        PdgAlgorithm alg = PdgAlgorithm.get(reduced.algorithmName());
        if (explicit && requested != alg) {
            notes.add(dir + " holds the in-situ " + alg.getLiteral() + " result: " + requested.getLiteral()
                    + " does not apply (copy the rank-*.sdump files of a run with --task-dumps to another directory"
                    + " to analyze them offline)");
        }
        Map<Long, Integer> index = new HashMap<>();
        for (int i = 0; i < reduced.states().size(); i++) {
            index.put(reduced.states().get(i).id(), i);
        }
        Map<Long, Dependence> cells = new HashMap<>();
        for (ReducedDump.Cell c : reduced.dependencies()) {
            Integer a = index.get(c.a()), b = index.get(c.b());
            if (a != null && b != null && c.code() > 0 && c.code() < 4) {
                cells.put((long) a << 32 | b, Dependence.values()[c.code()]);
            }
        }
        return new Result(job, ProgressAnalysis.diagnoseFromMatrix(job, alg, cells), reduced, notes);
    }
}
