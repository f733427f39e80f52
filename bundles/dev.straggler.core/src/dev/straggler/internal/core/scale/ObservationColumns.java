package dev.straggler.internal.core.scale;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.straggler.core.scale.FeatureScale;
import dev.straggler.model.profile.CallSiteProfile;
import dev.straggler.model.profile.CallStack;
import dev.straggler.model.profile.TaskProfile;

/**
 * The observation vector of a process (Vrisha §4: "the volume of data sent at the j-th call site"): per call site
 * of the training runs, the bytes sent and the bytes received there, each a column when some training process has
 * it non-zero, on the model's {@link FeatureScale}. Linear bytes: the Gaussian kernel's width is a fraction of the
 * total variance, so the unit does not matter, and the call sites that carry the volume weigh the most, as in the
 * paper; logarithmic bytes for training scales spaced geometrically.
 * <p>
 * Also the table of every call site of the training runs (zero-volume ones included: a barrier's stack), indexed in
 * first-seen order, which the model file refers to.
 * <p>
 * A checked process may use call sites no training process used, or send where the training processes only
 * received: those values are not columns but enter the kernel distance as {@link Observation#extraSquaredNorm()}.
 */
public final class ObservationColumns {

    /** A process's observation vector over the columns, plus the squared norm of what is outside them. */
    public record Observation(double[] values, double extraSquaredNorm) {
    }

    private final List<CallStack> sites;
    private final Map<CallStack, Integer> index;
    private final int[] columnSite;
    private final boolean[] columnSent;
    private final FeatureScale scale;

    /** Columns as saved. */
    public ObservationColumns(List<CallStack> sites, int[] columnSite, boolean[] columnSent, FeatureScale scale) {
        this.scale = scale;
        this.sites = List.copyOf(sites);
        this.index = new HashMap<>();
        for (int i = 0; i < this.sites.size(); i++) {
            index.put(this.sites.get(i), i);
        }
        this.columnSite = columnSite;
        this.columnSent = columnSent;
    }

    /** The call sites and columns of the training processes. */
    public static ObservationColumns fit(List<TaskProfile> training, FeatureScale scale) {
        LinkedHashMap<CallStack, boolean[]> seen = new LinkedHashMap<>();
        for (TaskProfile t : training) {
            for (CallSiteProfile s : t.callSites()) {
                boolean[] nz = seen.computeIfAbsent(s.stack(), k -> new boolean[2]);
                nz[0] |= s.total().bytesSent() > 0;
                nz[1] |= s.total().bytesReceived() > 0;
            }
        }
        List<CallStack> sites = new ArrayList<>(seen.keySet());
        List<Integer> site = new ArrayList<>();
        List<Boolean> sent = new ArrayList<>();
        int i = 0;
        for (boolean[] nz : seen.values()) {
            if (nz[0]) {
                site.add(i);
                sent.add(true);
            }
            if (nz[1]) {
                site.add(i);
                sent.add(false);
            }
            i++;
        }
        int[] cs = new int[site.size()];
        boolean[] cd = new boolean[site.size()];
        for (int c = 0; c < cs.length; c++) {
            cs[c] = site.get(c);
            cd[c] = sent.get(c);
        }
        return new ObservationColumns(sites, cs, cd, scale);
    }

    /** The same columns on another feature scale. */
    public ObservationColumns withScale(FeatureScale other) {
        return new ObservationColumns(sites, columnSite, columnSent, other);
    }

    /** The feature scale. */
    public FeatureScale scale() {
        return scale;
    }

    /** Every call site of the training runs, in first-seen order. */
    public List<CallStack> sites() {
        return sites;
    }

    /** The index of a call site in {@link #sites()}, -1 when no training process used it. */
    public int indexOf(CallStack stack) {
        Integer i = index.get(stack);
        return i == null ? -1 : i;
    }

    /** The number of columns. */
    public int dimension() {
        return columnSite.length;
    }

    /** The call site (index into {@link #sites()}) of column {@code c}. */
    public int columnSite(int c) {
        return columnSite[c];
    }

    /** True when column {@code c} is bytes sent, false for bytes received. */
    public boolean columnSent(int c) {
        return columnSent[c];
    }

    /** A process's observation. */
    public Observation observe(TaskProfile t) {
        double[] v = new double[columnSite.length];
        Map<Integer, Integer> sentColumn = new HashMap<>();
        Map<Integer, Integer> receivedColumn = new HashMap<>();
        for (int c = 0; c < columnSite.length; c++) {
            (columnSent[c] ? sentColumn : receivedColumn).put(columnSite[c], c);
        }
        double extra = 0;
        for (CallSiteProfile s : t.callSites()) {
            int site = indexOf(s.stack());
            double sent = scale.bytes(s.total().bytesSent());
            double received = scale.bytes(s.total().bytesReceived());
            Integer cs = site < 0 ? null : sentColumn.get(site);
            Integer cr = site < 0 ? null : receivedColumn.get(site);
            if (cs != null) {
                v[cs] = sent;
            } else {
                extra += sent * sent;
            }
            if (cr != null) {
                v[cr] = received;
            } else {
                extra += received * received;
            }
        }
        return new Observation(v, extra);
    }
}
