package dev.straggler.launch.ide;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;

import org.eclipse.core.resources.IMarker;
import org.eclipse.debug.core.ILaunch;

import dev.straggler.core.report.RunNotes;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Job;

/**
 * One diagnosed job, as published by {@link Topics#DIAGNOSIS}.
 *
 * @param launch the launch that ran the job (null when the dumps were diagnosed without a launch)
 * @param configurationName the launch configuration's name ("" without one)
 * @param job the loaded and symbolized dumps
 * @param diagnosis the progress-dependence diagnosis of {@code job}
 * @param dumpDirectory where the dumps are (for a result opened from a .straggler file, that file)
 * @param markers the least-progressed markers created for it
 * @param inSitu whether the job ran the analysis itself (the diagnosis comes from its reduced.sdump)
 * @param notes what the run's files add to its dumps ({@link RunNotes}): a task that crashed, tasks that died
 *            without a dump, nodes that could not be read, i.e. that the diagnosis is of a partial job; empty when
 *            the dumps tell everything
 */
public record DiagnosisResult(ILaunch launch, String configurationName, Job job, Diagnosis diagnosis, Path dumpDirectory,
        List<IMarker> markers, boolean inSitu, List<String> notes) {

    public DiagnosisResult {
        markers = List.copyOf(markers);
        notes = List.copyOf(notes);
    }

    /**
     * A result with the run's notes read from {@code job}'s run directory ({@link RunNotes#of}: reads files, so not
     * on the UI thread).
     */
    public DiagnosisResult(ILaunch launch, String configurationName, Job job, Diagnosis diagnosis, Path dumpDirectory,
            List<IMarker> markers, boolean inSitu) {
        this(launch, configurationName, job, diagnosis, dumpDirectory, markers, inSitu, RunNotes.of(job));
    }

    /** A result of an offline analysis, with the run's notes ({@link RunNotes#of}: reads files). */
    public DiagnosisResult(ILaunch launch, String configurationName, Job job, Diagnosis diagnosis, Path dumpDirectory,
            List<IMarker> markers) {
        this(launch, configurationName, job, diagnosis, dumpDirectory, markers, false);
    }

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    /**
     * The run as the views' headers name it: the launch configuration (or, without one, the dump directory) and the
     * time its dumps were complete (local time), e.g. "ring \u00b7 2026-11-23 21:50:03" (a snapshot's: "ring \u00b7
     * snapshot-1 \u00b7 ..."), so a view never shows an older run's result without saying which.
     */
    public String runLabel() {
        String name = configurationName != null && !configurationName.isBlank() ? configurationName
                : dumpDirectory != null && dumpDirectory.getFileName() != null ? dumpDirectory.getFileName().toString() : "run";
        if (dumpDirectory == null) {
            return name;
        }
        if (dumpDirectory.getFileName() != null && dumpDirectory.getFileName().toString().startsWith("snapshot-")
                && !name.equals(dumpDirectory.getFileName().toString())) {
            name += " \u00b7 " + dumpDirectory.getFileName(); // a snapshot of a running job (Diagnose Now), no hang
        }
        try {
            Path complete = dumpDirectory.resolve("complete");
            Path stamp = Files.exists(complete) ? complete : dumpDirectory;
            return name + " \u00b7 " + TIME.format(Files.getLastModifiedTime(stamp).toInstant().atZone(ZoneId.systemDefault()));
        } catch (IOException e) {
            return name; // the dumps were moved: the name alone
        }
    }
}
