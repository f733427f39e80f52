package dev.straggler.internal.core.scale;

import java.io.EOFException;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

import dev.straggler.core.scale.FeatureScale;
import dev.straggler.core.scale.KccaParameters;
import dev.straggler.core.scale.ModelSelection;
import dev.straggler.core.scale.ParameterSweep;
import dev.straggler.core.scale.ScaleModelException;
import dev.straggler.model.profile.CallSiteProfile;
import dev.straggler.model.profile.CallStack;
import dev.straggler.model.profile.ControlFeatures;
import dev.straggler.model.profile.ProfileEnd;
import dev.straggler.model.profile.ProfileFrame;
import dev.straggler.model.profile.ProgramIdentity;
import dev.straggler.model.profile.TaskProfile;
import dev.straggler.model.profile.Traffic;

/**
 * The scale model file: JSON, {@code "format": "straggler-scale-model"}, {@code "version": 4}, documented in
 * {@code docs/scale-model.md}. Written to a temporary file and moved into place, so an interrupted save leaves the
 * old file. Reading checks the format name and version, every field, the dimensions of every array, and that every
 * number derived from the training processes follows from them: the stored fit reproduces the stored training scores,
 * the cross-validation's folds reproduce the cross-validated scores and the held-out test
 * ({@link HeldOutTest}), the threshold follows from them and the scale axis ({@link ExtrapolationThreshold#fit}), the
 * call-site rules are those of the training profiles, and the digest is the content's. Any problem is one
 * {@link ScaleModelException} naming the file.
 */
public final class ModelFile {

    /** The value of {@code "format"}. */
    public static final String FORMAT = "straggler-scale-model";
    /**
     * The version written, and the only one read (version 1 had no call-site rules, version 2 one threshold for every
     * scale instead of one that follows the checked run's scale, version 3 no test of the held-out predictions against
     * chance: such a model is trained again).
     */
    public static final int VERSION = 4;

    private ModelFile() {
    }

    // ---------------------------------------------------------------- writing

    /** Saves the model to {@code file}. */
    public static void write(ModelState m, Path file) throws ScaleModelException {
        JsonObject root = toJson(m);
        root.addProperty("digest", digest(root));
        Path dir = file.toAbsolutePath().getParent();
        Path tmp = null;
        try {
            if (dir != null) {
                Files.createDirectories(dir);
            }
            tmp = Files.createTempFile(dir, "." + file.getFileName() + ".", ".tmp");
            try (Writer w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
                new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create().toJson(root, w);
                w.write('\n');
            }
            try {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            try {
                if (tmp != null) {
                    Files.deleteIfExists(tmp);
                }
            } catch (IOException ignored) {
                // the save failed already
            }
            throw new ScaleModelException("Cannot write the scale model to " + file + ": " + reason(e)
                    + " (check that the directory exists and is writable).", e);
        }
    }

    static JsonObject toJson(ModelState m) {
        JsonObject root = new JsonObject();
        root.addProperty("format", FORMAT);
        root.addProperty("version", VERSION);
        JsonObject program = new JsonObject();
        program.addProperty("executable", m.program().executable());
        program.addProperty("buildId", m.program().buildId());
        root.add("program", program);
        KccaParameters p = m.parameters();
        root.add("parameters", parameters(p));
        root.addProperty("threshold", m.threshold());
        root.addProperty("minimumThreshold", m.minimumThreshold());
        ExtrapolationThreshold x = m.limit();
        JsonObject ext = new JsonObject();
        JsonArray axis = new JsonArray();
        x.axis().names().forEach(axis::add);
        ext.add("axis", axis);
        ext.addProperty("from", x.from());
        ext.addProperty("to", x.to());
        ext.addProperty("top", x.top());
        ext.addProperty("slope", x.slope());
        ext.addProperty("floor", x.floor());
        root.add("extrapolation", ext);
        root.addProperty("inSampleThreshold", m.inSampleThreshold());
        JsonObject test = new JsonObject();
        JsonArray pv = new JsonArray();
        for (double v : m.heldOut().pValues()) {
            pv.add(v);
        }
        test.add("pValues", pv);
        test.addProperty("predictive", m.heldOut().predictive());
        root.add("heldOutTest", test);
        ModelSelection s = m.selection();
        JsonObject sel = new JsonObject();
        sel.add("chosen", parameters(s.chosen()));
        sel.addProperty("folds", s.folds());
        sel.addProperty("falsePositiveRate", s.falsePositiveRate());
        sel.addProperty("detectionRate", s.detectionRate());
        sel.addProperty("evaluated", s.evaluated());
        JsonArray sweeps = new JsonArray();
        for (ParameterSweep sw : s.sweeps()) {
            JsonObject o = new JsonObject();
            o.addProperty("parameter", sw.parameter());
            o.add("values", doubles(sw.values()));
            o.add("falsePositiveRate", doubles(sw.falsePositiveRate()));
            sweeps.add(o);
        }
        sel.add("sweeps", sweeps);
        root.add("selection", sel);

        JsonArray controls = new JsonArray();
        ControlScaling cs = m.controls();
        for (int i = 0; i < cs.names().size(); i++) {
            JsonObject o = new JsonObject();
            o.addProperty("name", cs.names().get(i));
            o.addProperty("mean", cs.mean(i));
            o.addProperty("sd", cs.sd(i));
            o.addProperty("used", cs.used(i));
            controls.add(o);
        }
        root.add("controls", controls);

        ObservationColumns cols = m.columns();
        JsonArray sites = new JsonArray();
        for (CallStack stack : cols.sites()) {
            JsonArray frames = new JsonArray();
            for (ProfileFrame f : stack) {
                JsonObject o = new JsonObject();
                o.addProperty("module", f.module());
                o.addProperty("offset", "0x" + Long.toHexString(f.offset()));
                o.addProperty("function", f.function());
                o.addProperty("file", f.file());
                o.addProperty("line", f.line());
                frames.add(o);
            }
            sites.add(frames);
        }
        root.add("callSites", sites);
        JsonArray columns = new JsonArray();
        for (int c = 0; c < cols.dimension(); c++) {
            JsonObject o = new JsonObject();
            o.addProperty("site", cols.columnSite(c));
            o.addProperty("bytes", cols.columnSent(c) ? "sent" : "received");
            columns.add(o);
        }
        root.add("columns", columns);

        JsonArray runs = new JsonArray();
        for (ModelState.RunInfo r : m.runs()) {
            JsonObject o = new JsonObject();
            o.addProperty("label", r.label());
            JsonArray args = new JsonArray();
            r.arguments().forEach(args::add);
            o.add("arguments", args);
            o.addProperty("size", r.size());
            o.addProperty("fold", r.fold());
            runs.add(o);
        }
        root.add("runs", runs);

        JsonArray training = new JsonArray();
        for (ModelState.TrainingEntry e : m.training()) {
            JsonObject o = new JsonObject();
            ControlFeatures c = e.profile().control();
            o.addProperty("run", e.run());
            o.addProperty("rank", c.rank());
            o.addProperty("size", c.size());
            JsonObject args = new JsonObject();
            c.arguments().forEach((k, v) -> args.addProperty(Integer.toString(k), v));
            o.add("arguments", args);
            JsonObject named = new JsonObject();
            c.named().forEach(named::addProperty);
            o.add("named", named);
            o.addProperty("end", e.profile().end().name());
            o.addProperty("abnormality", e.abnormality());
            o.addProperty("crossValidatedAbnormality", e.crossValidatedAbnormality());
            JsonArray ts = new JsonArray();
            for (CallSiteProfile site : e.profile().callSites()) {
                JsonObject so = new JsonObject();
                so.addProperty("site", cols.indexOf(site.stack()));
                so.addProperty("firstCall", site.firstCall());
                so.addProperty("lastCall", site.lastCall());
                JsonObject calls = new JsonObject();
                site.byCall().forEach((name, t) -> {
                    JsonArray a = new JsonArray();
                    a.add(t.calls());
                    a.add(t.messagesSent());
                    a.add(t.bytesSent());
                    a.add(t.messagesReceived());
                    a.add(t.bytesReceived());
                    calls.add(name, a);
                });
                so.add("calls", calls);
                ts.add(so);
            }
            o.add("sites", ts);
            training.add(o);
        }
        root.add("training", training);

        JsonObject k = new JsonObject();
        Kcca fit = m.kcca();
        k.add("correlations", doubles(fit.correlations()));
        k.add("control", space(m.controlSpace()));
        k.add("observation", space(m.observationSpace()));
        k.add("weightsControl", matrix(fit.weightsX()));
        k.add("weightsObservation", matrix(fit.weightsY()));
        k.add("meanControl", doubles(fit.meanU()));
        k.add("sdControl", doubles(fit.sdU()));
        k.add("meanObservation", doubles(fit.meanV()));
        k.add("sdObservation", doubles(fit.sdV()));
        root.add("kcca", k);
        root.add("rules", rules(m.rules()));
        return root;
    }

    /**
     * {@code "sha256:<hex>"} of the compact JSON of every member but {@code digest}, in the file's order: changes no
     * check of the numbers would catch (ε and the threshold edited together, a label) make it differ.
     */
    static String digest(JsonObject root) {
        JsonObject copy = root.deepCopy();
        copy.remove("digest");
        try {
            byte[] h = java.security.MessageDigest.getInstance("SHA-256")
                    .digest(new com.google.gson.Gson().toJson(copy).getBytes(StandardCharsets.UTF_8));
            return "sha256:" + java.util.HexFormat.of().formatHex(h);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /** The call-site rules: the scale features and one expectation per call site. */
    static JsonObject rules(CallSiteRules r) {
        JsonObject o = new JsonObject();
        JsonArray features = new JsonArray();
        r.features().forEach(features::add);
        o.add("scaleFeatures", features);
        JsonArray sites = new JsonArray();
        for (CallSiteRules.Expectation e : r.expectations()) {
            JsonObject x = new JsonObject();
            x.addProperty("site", e.site());
            x.add("runs", ints(e.runs()));
            x.add("interior", e.interior() == null ? JsonNull.INSTANCE : ints(e.interior()));
            x.add("fromStart", ints(e.fromStart()));
            x.add("fromEnd", ints(e.fromEnd()));
            x.add("sent", band(e.sent()));
            x.add("received", band(e.received()));
            sites.add(x);
        }
        o.add("sites", sites);
        return o;
    }

    private static JsonElement band(CallSiteRules.Band b) {
        if (b == null) {
            return JsonNull.INSTANCE;
        }
        JsonObject o = new JsonObject();
        o.addProperty("form", b.low().linear() ? "linear" : "log");
        o.add("low", doubles(b.low().coefficients()));
        o.add("high", doubles(b.high().coefficients()));
        o.addProperty("residual", b.residual());
        o.addProperty("errorRate", b.errorRate());
        return o;
    }

    private static JsonArray ints(int[] v) {
        JsonArray a = new JsonArray();
        for (int x : v) {
            a.add(x);
        }
        return a;
    }

    private static JsonObject parameters(KccaParameters p) {
        JsonObject o = new JsonObject();
        o.addProperty("components", p.components());
        o.addProperty("gamma", p.gamma());
        o.addProperty("sigmaControl", p.sigmaControl());
        o.addProperty("sigmaObservation", p.sigmaObservation());
        o.addProperty("features", p.features().name().toLowerCase(java.util.Locale.ROOT));
        return o;
    }

    private static JsonObject space(KernelSpace s) {
        JsonObject o = new JsonObject();
        o.addProperty("sigma2", s.sigma2());
        o.add("columnMean", doubles(s.columnMean()));
        o.addProperty("mean", s.mean());
        JsonArray piv = new JsonArray();
        for (int p : s.pivots()) {
            piv.add(p);
        }
        o.add("pivots", piv);
        o.add("pivotRows", matrix(s.pivotRows()));
        return o;
    }

    private static JsonArray doubles(double[] v) {
        JsonArray a = new JsonArray();
        for (double x : v) {
            a.add(Double.isFinite(x) ? new JsonPrimitive(x) : JsonNull.INSTANCE);
        }
        return a;
    }

    private static JsonArray doubles(List<Double> v) {
        return doubles(v.stream().mapToDouble(Double::doubleValue).toArray());
    }

    private static JsonArray matrix(double[][] m) {
        JsonArray a = new JsonArray();
        for (double[] row : m) {
            a.add(doubles(row));
        }
        return a;
    }

    // ---------------------------------------------------------------- reading

    /** A problem in the file's content, turned into the user's message by {@link #read}. */
    private static final class Damaged extends Exception {
        private static final long serialVersionUID = 1L;

        Damaged(String message) {
            super(message);
        }
    }

    /** Loads a model saved by {@link #write}. */
    public static ModelState read(Path file) throws ScaleModelException {
        JsonElement root;
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            int first = firstNonBlank(file);
            if (first < 0) {
                throw new ScaleModelException(file + " is empty: it is not a scale model (train one with"
                        + " `straggler scale train ... --model " + file.getFileName() + "`).");
            }
            if (first != '{') {
                throw notAModel(file, "it is not JSON");
            }
            root = JsonParser.parseReader(r);
        } catch (NoSuchFileException e) {
            throw new ScaleModelException("No scale model at " + file + ": train one with `straggler scale train ..."
                    + " --model " + file.getFileName() + "` or give the path of an existing one.", e);
        } catch (IOException e) {
            throw new ScaleModelException("Cannot read the scale model " + file + ": " + reason(e) + ".", e);
        } catch (JsonParseException e) {
            if (truncated(e)) {
                throw new ScaleModelException(file + " ends early: the scale model was cut off (an interrupted copy"
                        + " or a full disk?); copy it again or train the model again.", e);
            }
            throw new ScaleModelException(file + " is damaged: it is not valid JSON (" + reason(e)
                    + "); copy it again or train the model again.", e);
        }
        if (!root.isJsonObject()) {
            throw notAModel(file, "it is JSON, but not an object");
        }
        JsonObject o = root.getAsJsonObject();
        JsonElement format = o.get("format");
        if (format == null || !format.isJsonPrimitive() || !FORMAT.equals(format.getAsString())) {
            throw notAModel(file, "it is JSON, but has no \"format\": \"" + FORMAT + "\"");
        }
        try {
            int version = integer(o, "version");
            if (version > VERSION) {
                throw new ScaleModelException(file + " is a scale model of format version " + version
                        + "; this Straggler reads version " + VERSION + ": update Straggler.");
            }
            if (version < 1) {
                throw new Damaged("version " + version + " does not exist");
            }
            if (version < VERSION) {
                throw new ScaleModelException(file + " is a scale model of format version " + version
                        + ", written by an older Straggler (without the call-site rules, the threshold by"
                        + " extrapolation or the test of its held-out predictions against chance); this Straggler"
                        + " reads version "
                        + VERSION + ": train the model again (`straggler scale train ... --model " + file.getFileName()
                        + "`).");
            }
            return fromJson(o);
        } catch (Damaged | IllegalArgumentException | IllegalStateException | UnsupportedOperationException
                | ClassCastException | IndexOutOfBoundsException e) {
            throw new ScaleModelException(file + " is damaged (" + e.getMessage()
                    + "): copy it again or train the model again.", e);
        }
    }

    private static ScaleModelException notAModel(Path file, String why) {
        return new ScaleModelException(file + " is not a Straggler scale model (" + why + "): give the file written"
                + " by `straggler scale train ... --model FILE`.");
    }

    private static int firstNonBlank(Path file) throws IOException {
        try (java.io.InputStream in = Files.newInputStream(file)) {
            int c;
            while ((c = in.read()) >= 0) {
                if (!Character.isWhitespace(c)) {
                    return c;
                }
            }
            return -1;
        }
    }

    private static boolean truncated(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof EOFException) {
                return true;
            }
            String m = t.getMessage();
            if (m != null && (m.contains("End of input") || m.contains("Unterminated") || m.contains("end of input"))) {
                return true;
            }
        }
        return false;
    }

    private static String reason(Throwable e) {
        String m = e.getMessage();
        if (e instanceof NoSuchFileException) {
            return "no such file or directory";
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        return m == null ? e.getClass().getSimpleName() : m;
    }

    static ModelState fromJson(JsonObject o) throws Damaged {
        JsonObject program = object(o, "program");
        ProgramIdentity pid = new ProgramIdentity(string(program, "executable"), optString(program, "buildId"));
        KccaParameters params = parameters(object(o, "parameters"));
        double threshold = number(o, "threshold");
        double minimum = number(o, "minimumThreshold");
        if (minimum < 0) {
            throw new Damaged("the minimum threshold is negative");
        }
        double inSample = number(o, "inSampleThreshold");
        JsonObject testObject = object(o, "heldOutTest");
        HeldOutTest heldOut = new HeldOutTest(doubles(testObject, "pValues"), integer(testObject, "predictive"));
        JsonObject ext = object(o, "extrapolation");
        List<String> axisNames = new ArrayList<>();
        for (JsonElement e : array(ext, "axis")) {
            axisNames.add(e.getAsString());
        }
        ExtrapolationThreshold limit = new ExtrapolationThreshold(new ScaleAxis(axisNames), number(ext, "from"),
                number(ext, "to"), number(ext, "top"), number(ext, "slope"), number(ext, "floor"));
        if (!(limit.top() >= 0) || !(limit.slope() >= 0)) {
            throw new Damaged("the threshold's top or slope is negative");
        }
        JsonObject sel = object(o, "selection");
        List<ParameterSweep> sweeps = new ArrayList<>();
        for (JsonElement e : array(sel, "sweeps")) {
            JsonObject sw = e.getAsJsonObject();
            sweeps.add(new ParameterSweep(string(sw, "parameter"), list(doubles(sw, "values")),
                    list(doubles(sw, "falsePositiveRate"))));
        }
        ModelSelection selection = new ModelSelection(parameters(object(sel, "chosen")), integer(sel, "folds"),
                number(sel, "falsePositiveRate"), number(sel, "detectionRate"), integer(sel, "evaluated"), sweeps);

        JsonArray ctl = array(o, "controls");
        List<String> names = new ArrayList<>();
        double[] mean = new double[ctl.size()];
        double[] sd = new double[ctl.size()];
        boolean[] used = new boolean[ctl.size()];
        for (int i = 0; i < ctl.size(); i++) {
            JsonObject c = ctl.get(i).getAsJsonObject();
            names.add(string(c, "name"));
            mean[i] = number(c, "mean");
            sd[i] = number(c, "sd");
            used[i] = c.get("used").getAsBoolean();
            if (!(sd[i] > 0)) {
                throw new Damaged("control feature " + names.get(i) + " has a standard deviation of " + sd[i]);
            }
        }
        ControlScaling controls = new ControlScaling(names, mean, sd, used, params.features());

        List<CallStack> stacks = new ArrayList<>();
        for (JsonElement e : array(o, "callSites")) {
            List<ProfileFrame> frames = new ArrayList<>();
            for (JsonElement fe : e.getAsJsonArray()) {
                JsonObject f = fe.getAsJsonObject();
                String off = string(f, "offset");
                if (!off.startsWith("0x")) {
                    throw new Damaged("frame offset " + off + " is not hexadecimal (0x...)");
                }
                frames.add(new ProfileFrame(optString(f, "module"), Long.parseUnsignedLong(off.substring(2), 16),
                        optString(f, "function"), optString(f, "file"), integer(f, "line")));
            }
            stacks.add(CallStack.of(frames));
        }
        JsonArray colArray = array(o, "columns");
        int[] colSite = new int[colArray.size()];
        boolean[] colSent = new boolean[colArray.size()];
        for (int c = 0; c < colSite.length; c++) {
            JsonObject co = colArray.get(c).getAsJsonObject();
            colSite[c] = index(integer(co, "site"), stacks.size(), "column site");
            String b = string(co, "bytes");
            if (!b.equals("sent") && !b.equals("received")) {
                throw new Damaged("column bytes \"" + b + "\" is neither sent nor received");
            }
            colSent[c] = b.equals("sent");
        }
        ObservationColumns columns = new ObservationColumns(stacks, colSite, colSent, params.features());

        List<ModelState.RunInfo> runs = new ArrayList<>();
        for (JsonElement e : array(o, "runs")) {
            JsonObject r = e.getAsJsonObject();
            List<String> args = new ArrayList<>();
            for (JsonElement a : array(r, "arguments")) {
                args.add(a.getAsString());
            }
            runs.add(new ModelState.RunInfo(string(r, "label"), args, integer(r, "size"),
                    index(integer(r, "fold"), selection.folds(), "fold")));
        }
        if (runs.isEmpty()) {
            throw new Damaged("no training runs");
        }
        List<ModelState.TrainingEntry> training = new ArrayList<>();
        for (JsonElement e : array(o, "training")) {
            JsonObject t = e.getAsJsonObject();
            Map<Integer, Double> args = new LinkedHashMap<>();
            for (Map.Entry<String, JsonElement> a : object(t, "arguments").entrySet()) {
                args.put(Integer.parseInt(a.getKey()), a.getValue().getAsDouble());
            }
            Map<String, Double> named = new LinkedHashMap<>();
            for (Map.Entry<String, JsonElement> a : object(t, "named").entrySet()) {
                named.put(a.getKey(), a.getValue().getAsDouble());
            }
            ControlFeatures c = new ControlFeatures(integer(t, "rank"), integer(t, "size"), args, named);
            List<CallSiteProfile> sites = new ArrayList<>();
            for (JsonElement se : array(t, "sites")) {
                JsonObject so = se.getAsJsonObject();
                Map<String, Traffic> calls = new LinkedHashMap<>();
                for (Map.Entry<String, JsonElement> ce : object(so, "calls").entrySet()) {
                    JsonArray a = ce.getValue().getAsJsonArray();
                    if (a.size() != 5) {
                        throw new Damaged("traffic of " + ce.getKey() + " has " + a.size() + " counts, not 5");
                    }
                    calls.put(ce.getKey(), new Traffic(a.get(0).getAsLong(), a.get(1).getAsLong(),
                            a.get(2).getAsLong(), a.get(3).getAsLong(), a.get(4).getAsLong()));
                }
                sites.add(new CallSiteProfile(stacks.get(index(integer(so, "site"), stacks.size(), "site")), calls,
                        longValue(so, "firstCall"), longValue(so, "lastCall")));
            }
            TaskProfile profile = new TaskProfile(c, sites, ProfileEnd.valueOf(string(t, "end")));
            training.add(new ModelState.TrainingEntry(index(integer(t, "run"), runs.size(), "run"), profile,
                    number(t, "abnormality"), number(t, "crossValidatedAbnormality")));
        }
        int n = training.size();
        if (n == 0) {
            throw new Damaged("no training processes");
        }
        double[][] cz = new double[n][];
        double[][] obs = new double[n][];
        for (int i = 0; i < n; i++) {
            cz[i] = controls.standardize(training.get(i).profile().control());
            obs[i] = columns.observe(training.get(i).profile()).values();
            for (double v : cz[i]) {
                if (!Double.isFinite(v)) {
                    throw new Damaged("a training process lacks a control feature of the model");
                }
            }
        }
        JsonObject k = object(o, "kcca");
        KernelSpace xs = space(object(k, "control"), cz);
        KernelSpace ys = space(object(k, "observation"), obs);
        double[] rho = doubles(k, "correlations");
        int nc = rho.length;
        double[][] wx = matrix(k, "weightsControl", xs.rank(), nc);
        double[][] wy = matrix(k, "weightsObservation", ys.rank(), nc);
        double[] mu = sized(doubles(k, "meanControl"), nc, "meanControl");
        double[] su = sized(doubles(k, "sdControl"), nc, "sdControl");
        double[] mv = sized(doubles(k, "meanObservation"), nc, "meanObservation");
        double[] sv = sized(doubles(k, "sdObservation"), nc, "sdObservation");
        Kcca kcca = new Kcca(rho, wx, wy, mu, su, mv, sv);
        CallSiteRules rules;
        try {
            rules = CallSiteRules.fit(stacks, training, runs);
        } catch (ArithmeticException | NullPointerException | ArrayIndexOutOfBoundsException e) {
            throw new Damaged("the training processes do not make a model (" + e.getMessage() + ")");
        }
        ModelState m = new ModelState(pid, runs, training, controls, columns, params, selection, limit, minimum,
                inSample, xs, ys, kcca, rules, heldOut);
        double largest = 0;
        for (int i = 0; i < n; i++) {
            ModelState.TrainingEntry e = training.get(i);
            double a = m.abnormality(e.profile().control(), columns.observe(e.profile()));
            if (!close(a, e.abnormality())) {
                throw new Damaged("the stored fit gives training process " + i + " an abnormality of " + a
                        + ", the file says " + e.abnormality());
            }
            largest = Math.max(largest, e.abnormality());
        }
        if (inSample != largest) {
            throw new Damaged("the in-sample threshold is " + inSample + ", the largest training abnormality "
                    + largest);
        }
        verifyThreshold(m, threshold, cz, obs);
        if (!same(object(o, "rules"), rules(rules))) {
            throw new Damaged("the call-site rules are not those of the training processes");
        }
        if (!string(o, "digest").equals(digest(o))) {
            throw new Damaged("it was changed after it was written: its digest does not match its content");
        }
        return m;
    }

    /**
     * The threshold must follow from the training processes: their cross-validated abnormalities, recomputed over
     * the stored folds with the chosen parameters, are the stored ones, and the threshold is the one they give on the
     * training runs' scale axis ({@link ExtrapolationThreshold#fit}).
     */
    private static void verifyThreshold(ModelState m, double threshold, double[][] cz, double[][] obs)
            throws Damaged {
        int n = m.training().size();
        int[] foldOf = new int[n];
        double[] stored = new double[n];
        boolean[] present = new boolean[m.selection().folds()];
        for (int i = 0; i < n; i++) {
            foldOf[i] = m.runs().get(m.training().get(i).run()).fold();
            present[foldOf[i]] = true;
            stored[i] = m.training().get(i).crossValidatedAbnormality();
        }
        for (boolean p : present) {
            if (!p) {
                throw new Damaged("a cross-validation fold has no training run");
            }
        }
        double[] again;
        HeldOutTest test;
        try {
            KccaParameters chosen = m.selection().chosen();
            test = HeldOutTest.of(cz, obs, foldOf, present.length, chosen);
            if (!ScaleTrainer.scored(chosen, test).equals(m.parameters())) {
                throw new Damaged("the parameters are " + m.parameters() + ", the cross-validation's choice "
                        + chosen + " and its held-out test give " + ScaleTrainer.scored(chosen, test));
            }
            again = ModelSelector.outOfFold(cz, obs, foldOf, present.length, m.parameters());
        } catch (ArithmeticException e) {
            throw new Damaged("the chosen parameters do not fit the training processes (" + e.getMessage() + ")");
        }
        if (!samePValues(test.pValues(), m.heldOut().pValues()) || test.predictive() != m.heldOut().predictive()) {
            throw new Damaged("the held-out test is p = " + java.util.Arrays.toString(m.heldOut().pValues()) + " ("
                    + m.heldOut().predictive() + " components used), the training processes give p = "
                    + java.util.Arrays.toString(test.pValues()) + " (" + test.predictive() + ")");
        }
        for (int i = 0; i < n; i++) {
            if (!close(again[i], stored[i])) {
                throw new Damaged("the cross-validation gives training process " + i + " an abnormality of "
                        + again[i] + ", the file says " + stored[i]);
            }
        }
        double[] position = new double[n];
        ScaleAxis axis = ScaleAxis.of(firstOfEachRun(m));
        for (int i = 0; i < n; i++) {
            position[i] = axis.position(m.training().get(i).profile().control());
        }
        ExtrapolationThreshold t = ExtrapolationThreshold.fit(axis, position, foldOf, stored, m.minimumThreshold());
        ExtrapolationThreshold x = m.limit();
        if (!t.axis().equals(x.axis()) || !close(t.from(), x.from()) || !close(t.to(), x.to())
                || !close(t.top(), x.top()) || !close(t.slope(), x.slope())
                || t.floor() != x.floor()) {
            throw new Damaged("the threshold is " + describe(x) + ", the training processes' cross-validated"
                    + " abnormalities give " + describe(t));
        }
        if (threshold != m.threshold()) {
            throw new Damaged("the threshold is " + threshold + ", the training processes' cross-validated"
                    + " abnormalities give " + m.threshold());
        }
    }

    /**
     * The recomputed p-values are the stored ones, up to one permutation's count either way (a permuted sum that ties
     * the observed one may round to either side when the fits are recomputed).
     */
    private static boolean samePValues(double[] again, double[] stored) {
        if (again.length != stored.length) {
            return false;
        }
        for (int i = 0; i < again.length; i++) {
            if (!(Math.abs(again[i] - stored[i]) <= 1.5 / (HeldOutTest.PERMUTATIONS + 1))) {
                return false;
            }
        }
        return true;
    }

    /** The first training process of each run (its run-level control features). */
    private static List<ControlFeatures> firstOfEachRun(ModelState m) {
        List<ControlFeatures> l = new ArrayList<>();
        int last = -1;
        for (ModelState.TrainingEntry e : m.training()) {
            if (e.run() != last) {
                l.add(e.profile().control());
                last = e.run();
            }
        }
        return l;
    }

    private static String describe(ExtrapolationThreshold x) {
        return "floor " + x.floor() + ", top " + x.top() + ", slope " + x.slope() + " on " + x.axis().names()
                + " from " + x.from() + " to " + x.to();
    }

    /** Equal within the precision a recomputation across machines keeps (relative 1e-6). */
    private static boolean close(double a, double b) {
        return Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));
    }

    /** The same JSON, numbers equal within {@link #close}. */
    private static boolean same(JsonElement a, JsonElement b) {
        if (a.isJsonObject() && b.isJsonObject()) {
            var x = a.getAsJsonObject();
            var y = b.getAsJsonObject();
            if (!x.keySet().equals(y.keySet())) {
                return false;
            }
            for (String k : x.keySet()) {
                if (!same(x.get(k), y.get(k))) {
                    return false;
                }
            }
            return true;
        }
        if (a.isJsonArray() && b.isJsonArray()) {
            var x = a.getAsJsonArray();
            var y = b.getAsJsonArray();
            if (x.size() != y.size()) {
                return false;
            }
            for (int i = 0; i < x.size(); i++) {
                if (!same(x.get(i), y.get(i))) {
                    return false;
                }
            }
            return true;
        }
        if (a.isJsonPrimitive() && b.isJsonPrimitive() && a.getAsJsonPrimitive().isNumber()
                && b.getAsJsonPrimitive().isNumber()) {
            return close(a.getAsDouble(), b.getAsDouble());
        }
        return a.equals(b);
    }

    private static KccaParameters parameters(JsonObject p) throws Damaged {
        String f = string(p, "features");
        FeatureScale scale;
        switch (f) {
            case "linear" -> scale = FeatureScale.LINEAR;
            case "log" -> scale = FeatureScale.LOG;
            default -> throw new Damaged("features \"" + f + "\" is neither linear nor log");
        }
        return new KccaParameters(integer(p, "components"), number(p, "gamma"), number(p, "sigmaControl"),
                number(p, "sigmaObservation"), scale);
    }

    private static KernelSpace space(JsonObject s, double[][] points) throws Damaged {
        int n = points.length;
        double[] colMean = sized(doubles(s, "columnMean"), n, "columnMean");
        JsonArray pa = array(s, "pivots");
        int[] piv = new int[pa.size()];
        for (int j = 0; j < piv.length; j++) {
            piv[j] = index(pa.get(j).getAsInt(), n, "pivot");
        }
        JsonArray rows = array(s, "pivotRows");
        if (rows.size() != piv.length) {
            throw new Damaged("pivotRows has " + rows.size() + " rows for " + piv.length + " pivots");
        }
        double[][] pr = new double[piv.length][];
        for (int j = 0; j < piv.length; j++) {
            pr[j] = sized(doubles(rows.get(j).getAsJsonArray()), j + 1, "pivot row");
            if (!(pr[j][j] > 0)) {
                throw new Damaged("pivot row " + j + " has no positive diagonal");
            }
        }
        double sigma2 = number(s, "sigma2");
        if (!(sigma2 > 0)) {
            throw new Damaged("sigma2 is not positive");
        }
        return new KernelSpace(points, sigma2, colMean, number(s, "mean"), piv, pr);
    }

    private static JsonObject object(JsonObject o, String name) throws Damaged {
        JsonElement e = o.get(name);
        if (e == null || !e.isJsonObject()) {
            throw new Damaged("no object \"" + name + "\"");
        }
        return e.getAsJsonObject();
    }

    private static JsonArray array(JsonObject o, String name) throws Damaged {
        JsonElement e = o.get(name);
        if (e == null || !e.isJsonArray()) {
            throw new Damaged("no array \"" + name + "\"");
        }
        return e.getAsJsonArray();
    }

    private static String string(JsonObject o, String name) throws Damaged {
        JsonElement e = o.get(name);
        if (e == null || !e.isJsonPrimitive()) {
            throw new Damaged("no text \"" + name + "\"");
        }
        return e.getAsString();
    }

    private static String optString(JsonObject o, String name) {
        JsonElement e = o.get(name);
        return e == null || e.isJsonNull() ? null : e.getAsString();
    }

    private static double number(JsonObject o, String name) throws Damaged {
        JsonElement e = o.get(name);
        if (e == null || !e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
            throw new Damaged("no number \"" + name + "\"");
        }
        double v = e.getAsDouble();
        if (!Double.isFinite(v)) {
            throw new Damaged("\"" + name + "\" is not finite");
        }
        return v;
    }

    private static int integer(JsonObject o, String name) throws Damaged {
        double v = number(o, name);
        if (v != Math.rint(v) || Math.abs(v) > Integer.MAX_VALUE) {
            throw new Damaged("\"" + name + "\" is not an integer");
        }
        return (int) v;
    }

    private static long longValue(JsonObject o, String name) throws Damaged {
        JsonElement e = o.get(name);
        if (e == null || !e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
            throw new Damaged("no number \"" + name + "\"");
        }
        return e.getAsLong();
    }

    private static int index(int i, int size, String what) throws Damaged {
        if (i < 0 || i >= size) {
            throw new Damaged(what + " index " + i + " is out of range (0.." + (size - 1) + ")");
        }
        return i;
    }

    private static double[] doubles(JsonObject o, String name) throws Damaged {
        return doubles(array(o, name));
    }

    private static double[] doubles(JsonArray a) {
        double[] v = new double[a.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = a.get(i).isJsonNull() ? Double.NaN : a.get(i).getAsDouble();
        }
        return v;
    }

    private static List<Double> list(double[] v) {
        List<Double> l = new ArrayList<>(v.length);
        for (double x : v) {
            l.add(x);
        }
        return l;
    }

    private static double[] sized(double[] v, int n, String what) throws Damaged {
        if (v.length != n) {
            throw new Damaged(what + " has " + v.length + " values, " + n + " expected");
        }
        for (double x : v) {
            if (!Double.isFinite(x)) {
                throw new Damaged(what + " has a value that is not a finite number");
            }
        }
        return v;
    }

    private static double[][] matrix(JsonObject o, String name, int rows, int cols) throws Damaged {
        JsonArray a = array(o, name);
        if (a.size() != rows) {
            throw new Damaged(name + " has " + a.size() + " rows, " + rows + " expected");
        }
        double[][] m = new double[rows][];
        for (int i = 0; i < rows; i++) {
            m[i] = sized(doubles(a.get(i).getAsJsonArray()), cols, name + " row");
        }
        return m;
    }
}
