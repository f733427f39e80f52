package dev.straggler.internal.model.traces;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import dev.straggler.model.RankSet;
import dev.straggler.model.traces.AbstractTraceSet;
import dev.straggler.model.traces.FunctionTable;
import dev.straggler.model.traces.Trace;
import dev.straggler.model.traces.TraceCursor;
import dev.straggler.model.traces.TraceFiles.FunctionAddress;
import dev.straggler.model.traces.TraceFiles.FunctionNamer;
import dev.straggler.model.traces.TraceFiles.Summary;
import dev.straggler.model.traces.TraceInputException;
import dev.straggler.model.traces.TraceKey;
import dev.straggler.model.traces.TraceSet;

/**
 * The traces of a directory ({@code trace-rank-NNNNNN-thread-TTTT.strace}, docs/dump-format.md "Trace files") as a
 * {@link TraceSet}. Opening scans every file once (checks, definitions, event counts; events are not expanded)
 * and builds the run's function table: every function (module + offset) any trace names, then every MPI call by
 * its name; the functions are named by the {@link FunctionNamer} given, else as {@code module+0xoffset}. Each pass
 * ({@link Trace#open()}) streams one file. Thread numbers ({@link TraceKey#thread()}): the thread that initialized
 * MPI is 0; the rank's other threads are numbered by their OpenMP thread number when every one has a distinct
 * one (the same thread in two runs then has the same number), else 1, 2, ... in the recorder's order (the order of
 * their first event).
 */
public final class FileTraceSet extends AbstractTraceSet {

    private static final Pattern NAME = Pattern.compile("trace-rank-(\\d+)-thread-(\\d+)\\.strace");

    private final Map<TraceKey, TraceFile> files;
    private final Functions ids; /* functions(), as the cursors' FunctionIds */

    private FileTraceSet(Path dir, String[] program, int worldSize, Map<TraceKey, TraceFile> files,
            Functions functions) {
        super(dir.toString(), program[0], program[1], worldSize, functions);
        this.files = files;
        this.ids = functions;
    }

    /** The trace files of a directory, sorted by rank and the recorder's thread number. */
    public static List<Path> files(Path dir) throws TraceInputException {
        if (!Files.isDirectory(dir)) {
            throw new TraceInputException(dir + ": not a directory; give the dump directory of a traced run "
                    + "(STRAGGLER_TRACE=mpi|functions, or straggler trace)");
        }
        TreeMap<Long, Path> sorted = new TreeMap<>();
        try (Stream<Path> s = Files.list(dir)) {
            s.forEach(p -> {
                Matcher m = NAME.matcher(p.getFileName().toString());
                if (m.matches()) {
                    sorted.put(Long.parseLong(m.group(1)) << 20 | Long.parseLong(m.group(2)), p);
                }
            });
        } catch (IOException e) {
            throw new TraceInputException(dir + ": cannot list (" + e.getMessage() + ")", e);
        }
        if (sorted.isEmpty()) {
            throw new TraceInputException(dir + ": no trace files (trace-rank-*-thread-*.strace): run the job with "
                    + "STRAGGLER_TRACE=mpi or functions (straggler trace -- APP ARGS)");
        }
        return new ArrayList<>(sorted.values());
    }

    /** Opens every trace of the directory; a file that cannot be read stops it with its message. */
    public static FileTraceSet open(Path dir, FunctionNamer namer) throws TraceInputException {
        return open(dir, namer, files(dir));
    }

    /**
     * Opens the traces of one rank of the directory (its files, told by their names): the other ranks' files are
     * not read, so a damaged one does not stop it. A rank without files is one message naming the ranks there are.
     */
    public static FileTraceSet openRank(Path dir, FunctionNamer namer, int rank) throws TraceInputException {
        List<Path> all = files(dir), mine = new ArrayList<>();
        SortedSet<Integer> ranks = new TreeSet<>();
        for (Path p : all) {
            Matcher m = NAME.matcher(p.getFileName().toString());
            if (m.matches()) {
                int r = Integer.parseInt(m.group(1));
                ranks.add(r);
                if (r == rank) {
                    mine.add(p);
                }
            }
        }
        if (mine.isEmpty()) {
            throw new TraceInputException(dir + ": no trace file of rank " + rank + " (trace-rank-"
                    + String.format(Locale.ROOT, "%06d", rank) + "-thread-*.strace); it has ranks " + RankSet.of(
                            ranks.stream().mapToInt(Integer::intValue).toArray()));
        }
        return open(dir, namer, mine);
    }

    private static FileTraceSet open(Path dir, FunctionNamer namer, List<Path> paths) throws TraceInputException {
        List<TraceFile> scanned = new ArrayList<>();
        for (Path p : paths) {
            scanned.add(TraceFile.scan(p));
        }
        Map<TraceKey, TraceFile> keyed = keys(scanned);
        int world = -1;
        for (TraceFile f : scanned) {
            world = Math.max(world, f.worldSize);
        }
        Functions functions = new Functions();
        for (TraceFile f : scanned) {
            f.functions.forEach(functions::function);
        }
        for (TraceFile f : scanned) {
            f.mpiCalls.forEach(c -> functions.mpi(c.name(), c.arguments()));
        }
        functions.name(namer);
        return new FileTraceSet(dir, program(dir, scanned), world, keyed, functions);
    }

    /** Per file: what {@code straggler trace} prints; a file that cannot be read gets its message instead. */
    public static List<Summary> summaries(Path dir) throws TraceInputException {
        List<Path> paths = files(dir);
        List<TraceFile> ok = new ArrayList<>();
        Map<Path, String> errors = new LinkedHashMap<>();
        for (Path p : paths) {
            try {
                ok.add(TraceFile.scan(p));
            } catch (TraceInputException e) {
                errors.put(p, e.getMessage());
            }
        }
        Map<TraceFile, TraceKey> keyOf = new HashMap<>();
        keys(ok).forEach((k, f) -> keyOf.put(f, k));
        List<Summary> out = new ArrayList<>();
        for (Path p : paths) {
            TraceFile f = ok.stream().filter(t -> t.path.equals(p)).findFirst().orElse(null);
            if (f == null) {
                out.add(new Summary(p, null, -1, -1, false, false, 0, 0, 0, size(p), null, errors.get(p)));
            } else {
                out.add(new Summary(p, keyOf.get(f), f.recorderThread, f.ompThread, f.mpiThread, f.functionEvents,
                        f.events, f.functions.size(), 4 * f.events + f.definitionBytes, f.size, f.endingText(), null));
            }
        }
        return out;
    }

    private static long size(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            return 0;
        }
    }

    /** The keys of a run's files (see the class comment). */
    private static Map<TraceKey, TraceFile> keys(List<TraceFile> scanned) {
        Map<Integer, List<TraceFile>> byRank = new TreeMap<>();
        for (TraceFile f : scanned) {
            byRank.computeIfAbsent(f.rank, r -> new ArrayList<>()).add(f);
        }
        Map<TraceKey, TraceFile> keyed = new TreeMap<>();
        for (List<TraceFile> rank : byRank.values()) {
            rank.sort((a, b) -> Integer.compare(a.recorderThread, b.recorderThread));
            TraceFile mpi = rank.stream().filter(f -> f.mpiThread).findFirst().orElse(rank.get(0));
            List<TraceFile> others = new ArrayList<>(rank);
            others.remove(mpi);
            Set<Integer> omp = new HashSet<>();
            boolean byOmp = true;
            for (TraceFile f : others) {
                byOmp &= f.ompThread > 0 && omp.add(f.ompThread);
            }
            keyed.put(new TraceKey(mpi.rank, 0), mpi);
            int n = 1;
            for (TraceFile f : others) {
                keyed.put(new TraceKey(f.rank, byOmp ? f.ompThread : n++), f);
            }
        }
        return keyed;
    }

    /**
     * [0] the executable (job.info's), else the module of the first function of the first trace, else null; [1] its
     * GNU build id (job.info's {@code build_id}, written since the runtime records it), else null.
     */
    private static String[] program(Path dir, List<TraceFile> scanned) {
        String[] program = new String[2];
        try {
            for (String line : Files.readAllLines(dir.resolve("job.info"))) {
                if (line.startsWith("executable=") && line.length() > 11) {
                    program[0] = line.substring(11);
                } else if (line.startsWith("build_id=") && line.length() > 9) {
                    program[1] = line.substring(9).strip();
                }
            }
        } catch (NoSuchFileException e) {
            /* traces copied without job.info */
        } catch (IOException e) {
            /* unreadable: unknown */
        }
        for (TraceFile f : scanned) {
            if (program[0] == null && !f.functions.isEmpty()) {
                program[0] = f.functions.iterator().next().module();
            }
        }
        return program;
    }

    @Override
    public List<TraceKey> keys() {
        return List.copyOf(files.keySet());
    }

    @Override
    public Trace trace(TraceKey key) {
        TraceFile f = files.get(key);
        return f == null ? null : new FileTrace(key, f);
    }

    /** The file behind a key (tests, the CLI's summary). */
    public Path file(TraceKey key) {
        TraceFile f = files.get(key);
        return f == null ? null : f.path;
    }

    private final class FileTrace implements Trace {
        private final TraceKey key;
        private final TraceFile file;

        FileTrace(TraceKey key, TraceFile file) {
            this.key = key;
            this.file = file;
        }

        @Override
        public TraceKey key() {
            return key;
        }

        @Override
        public TraceCursor open() {
            return new FileTraceCursor(file, ids);
        }

        @Override
        public long eventCount() {
            return file.events;
        }
    }

    /** The run's functions: (module, offset) first, then MPI calls by name and arguments. */
    static final class Functions implements FunctionTable, FileTraceCursor.FunctionIds {
        private final Map<FunctionAddress, Integer> byAddress = new HashMap<>();
        private final Map<TraceFile.MpiCall, Integer> byCall = new HashMap<>();
        private final List<String> names = new ArrayList<>();
        private final List<String> arguments = new ArrayList<>();
        private final List<FunctionAddress> addresses = new ArrayList<>();

        @Override
        public int function(FunctionAddress f) {
            Integer id = byAddress.get(f);
            if (id == null) {
                id = names.size();
                byAddress.put(f, id);
                names.add(null);
                arguments.add(null);
                addresses.add(f);
            }
            return id;
        }

        @Override
        public int mpi(String call, String args) {
            TraceFile.MpiCall key = new TraceFile.MpiCall(call, args);
            Integer id = byCall.get(key);
            if (id == null) {
                id = names.size();
                byCall.put(key, id);
                names.add(call);
                arguments.add(args);
                addresses.add(null);
            }
            return id;
        }

        void name(FunctionNamer namer) {
            List<FunctionAddress> todo = new ArrayList<>(byAddress.keySet());
            Map<FunctionAddress, String> found = namer == null || todo.isEmpty() ? Map.of()
                    : namer.names(Collections.unmodifiableList(todo));
            for (int i = 0; i < names.size(); i++) {
                FunctionAddress a = addresses.get(i);
                if (a != null) {
                    String n = found.get(a);
                    names.set(i, n != null && !n.isEmpty() ? n : a.standIn());
                }
            }
        }

        @Override
        public int size() {
            return names.size();
        }

        @Override
        public String name(int id) {
            return names.get(id);
        }

        @Override
        public String arguments(int id) {
            return arguments.get(id);
        }
    }
}
