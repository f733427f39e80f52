package dev.straggler.internal.model.profile;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.straggler.internal.model.profile.ProfileFile.FrameRef;
import dev.straggler.internal.model.profile.ProfileFile.Module;
import dev.straggler.internal.model.profile.ProfileFile.Site;
import dev.straggler.model.profile.CallStack;
import dev.straggler.model.profile.ControlFeatures;
import dev.straggler.model.profile.Crash;
import dev.straggler.model.profile.ProfileEnd;
import dev.straggler.model.profile.ProfileException;
import dev.straggler.model.profile.ProfileFrame;
import dev.straggler.model.profile.ProgramIdentity;
import dev.straggler.model.profile.RunProfile;
import dev.straggler.model.profile.TaskProfile;
import dev.straggler.model.profile.Traffic;

/**
 * A run's profile directory ({@code profile-rank-NNNNNN.sprof} files of one job, {@code job.info}) as a
 * {@link RunProfile}: every file read, its call sites merged by stack (a site's MPI calls become one
 * {@code CallSiteProfile} with a traffic entry per call), frames as module path + offset (unsymbolized), the crash of
 * the first task that crashed. Files of another run (a different number of tasks or another program) are refused with
 * one message.
 */
public final class RunLoader {

    private static final Pattern NAME = Pattern.compile("profile-rank-(\\d{6,})\\.sprof");

    private RunLoader() {
    }

    /** True when {@code dir} holds at least one profile file. */
    public static boolean hasProfiles(Path dir) {
        try {
            return !files(dir).isEmpty();
        } catch (ProfileException e) {
            return false;
        }
    }

    private static Map<Integer, Path> files(Path dir) throws ProfileException {
        TreeMap<Integer, Path> out = new TreeMap<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir)) {
            for (Path p : ds) {
                Matcher m = NAME.matcher(p.getFileName().toString());
                if (m.matches()) {
                    out.put(Integer.parseInt(m.group(1)), p);
                }
            }
        } catch (NoSuchFileException e) {
            throw new ProfileException(dir + " does not exist: give the directory a profiled run wrote"
                    + " (STRAGGLER_DUMP_DIR of a run with STRAGGLER_PROFILE=1)", e);
        } catch (IOException | NumberFormatException e) {
            throw new ProfileException(dir + " cannot be read (" + e.getMessage() + "): check that it is a directory"
                    + " and its permissions", e);
        }
        return out;
    }

    /** Reads the run in {@code dir}, named {@code label} in messages. */
    public static RunProfile read(Path dir, String label) throws ProfileException {
        Map<Integer, Path> paths = files(dir);
        if (paths.isEmpty()) {
            throw new ProfileException("Run " + label + " (" + dir + ") has no communication profile"
                    + " (profile-rank-*.sprof): run the program with the runtime and STRAGGLER_PROFILE=1 (straggler"
                    + " scale train/check do), with STRAGGLER_DUMP_DIR set to this directory; a task writes its"
                    + " profile at MPI_Finalize, at a hang or when it crashes");
        }
        List<ProfileFile> files = new ArrayList<>();
        for (Map.Entry<Integer, Path> e : paths.entrySet()) {
            byte[] bytes;
            try {
                bytes = Files.readAllBytes(e.getValue());
            } catch (IOException ex) {
                throw new ProfileException(e.getValue() + " cannot be read (" + ex.getMessage() + ")", ex);
            }
            ProfileFile f = ProfileFileReader.read(bytes, e.getValue().toString());
            if (f.rank() != e.getKey()) {
                throw new ProfileException(e.getValue() + " holds the profile of rank " + f.rank()
                        + ": the file was renamed; give each rank's file its own name back");
            }
            files.add(f);
        }
        ProfileFile first = files.get(0);
        int size = first.size();
        Integer jobSize = jobSize(dir);
        for (ProfileFile f : files) {
            if (f.size() != size || (jobSize != null && f.size() != jobSize)) {
                throw new ProfileException("Run " + label + " (" + dir + ") mixes profiles of runs of "
                        + (jobSize != null && jobSize != f.size() ? jobSize + " (job.info) and " + f.size()
                                : size + " and " + f.size())
                        + " tasks (" + f.fileName() + "): give every run its own directory (STRAGGLER_DUMP_DIR)");
            }
            if (!f.executable().equals(first.executable())) {
                throw new ProfileException("Run " + label + " (" + dir + ") mixes profiles of " + first.executable()
                        + " and " + f.executable() + ": give every run its own directory (STRAGGLER_DUMP_DIR)");
            }
        }
        String buildId = buildId(first);
        ProgramIdentity program = new ProgramIdentity(first.executable(), buildId);
        List<TaskProfile> tasks = new ArrayList<>();
        Crash crash = null;
        long crashTime = Long.MAX_VALUE;
        for (ProfileFile f : files) {
            if (!java.util.Objects.equals(buildId(f), buildId)) {
                throw new ProfileException("Run " + label + " (" + dir + ") mixes profiles of two builds of "
                        + first.executable() + " (" + f.fileName() + "): the program was rebuilt while it ran, or the"
                        + " directory holds two runs; run it again in a directory of its own");
            }
            tasks.add(task(f, label));
            if (f.crash() != null && Long.compareUnsigned(f.writtenNs(), crashTime) < 0) {
                crashTime = f.writtenNs();
                crash = new Crash(f.rank(), f.crash().reason(), stack(f, f.crash().frames()));
            }
        }
        List<String> arguments = first.argv().size() > 1 ? first.argv().subList(1, first.argv().size()) : List.of();
        try {
            return new RunProfile(label, program, arguments, size, tasks, crash);
        } catch (IllegalArgumentException e) {
            throw new ProfileException("Run " + label + " (" + dir + ") is inconsistent: " + e.getMessage(), e);
        }
    }

    private static Integer jobSize(Path dir) {
        Path info = dir.resolve("job.info");
        try {
            for (String line : Files.readAllLines(info)) {
                if (line.startsWith("np=")) {
                    return Integer.parseInt(line.substring(3).trim());
                }
            }
        } catch (IOException | NumberFormatException e) {
            // no job.info (copied profiles): the files' own sizes decide
        }
        return null;
    }

    /** The build id of the file's executable module, {@code null} when none. */
    private static String buildId(ProfileFile f) {
        for (Module m : f.modules()) {
            if (m.path().equals(f.executable())) {
                return m.buildId().isEmpty() ? null : m.buildId();
            }
        }
        return null;
    }

    private static TaskProfile task(ProfileFile f, String label) throws ProfileException {
        ControlFeatures control;
        try {
            control = new ControlFeatures(f.rank(), f.size(), f.arguments(), f.named());
        } catch (IllegalArgumentException e) {
            throw new ProfileException(f.fileName() + " has control features the scale analysis cannot use ("
                    + e.getMessage() + "): fix STRAGGLER_CONTROL of run " + label, e);
        }
        TaskProfile.Builder b = TaskProfile.builder(control);
        for (Site s : f.sites()) {
            b.add(stack(f, s.frames()), s.call(), new Traffic(s.calls(), s.messagesSent(), s.bytesSent(),
                    s.messagesReceived(), s.bytesReceived()), s.firstCall(), s.lastCall());
        }
        b.end(switch (f.end()) {
            case ProfileFile.END_HUNG -> ProfileEnd.HUNG;
            case ProfileFile.END_CRASHED -> ProfileEnd.CRASHED;
            default -> ProfileEnd.FINALIZED;
        });
        return b.build();
    }

    private static CallStack stack(ProfileFile f, List<FrameRef> refs) {
        List<ProfileFrame> frames = new ArrayList<>(refs.size());
        for (FrameRef r : refs) {
            frames.add(ProfileFrame.of(r.module() < 0 ? null : f.modules().get(r.module()).path(), r.offset()));
        }
        return CallStack.of(frames);
    }
}
