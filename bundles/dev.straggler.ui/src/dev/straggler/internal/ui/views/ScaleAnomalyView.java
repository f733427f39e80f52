package dev.straggler.internal.ui.views;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.IEditorPart;

import dev.straggler.core.scale.CheckResult;
import dev.straggler.core.scale.DivergencePoint;
import dev.straggler.core.scale.ScaleModel;
import dev.straggler.internal.ui.canvas.CanvasView;
import dev.straggler.internal.ui.views.ScaleAnomalyFigure.Bar;
import dev.straggler.internal.ui.views.ScaleAnomalyFigure.Item;
import dev.straggler.internal.ui.views.ScaleAnomalyFigure.Row;
import dev.straggler.launch.ide.ScaleCheckResult;
import dev.straggler.launch.ide.Topics;
import dev.straggler.model.profile.CallStack;
import dev.straggler.model.profile.ProfileFrame;

/**
 * The Scale Anomaly view (Vrisha, issue 13): a run checked against a scale model — every process's abnormality against
 * the model's threshold next to the training runs' (Fig. 5), the flagged ranks, and the ranked divergence points
 * ({@link ScaleAnomalyFigure} on the {@link CanvasView} base). Double-click a divergence point (or a flagged process's
 * bar: its most likely point) to open the source where the run left the training runs' path; the context menu also
 * opens the training side. Shows what a launch with a scale model published ({@link Topics#SCALE_CHECK}); the check
 * itself happens in dev.straggler.core.scale.
 */
public class ScaleAnomalyView extends CanvasView<Item> {

    /** View id (see plugin.xml). */
    public static final String ID = "dev.straggler.ui.scaleAnomalyView";

    private ScaleCheckResult shown;

    public ScaleAnomalyView() {
        super("chart", "scale-anomaly");
    }

    @Override
    protected String emptyMessage() {
        return Messages.ScaleAnomaly_empty;
    }

    @Override
    protected void initialize() {
        ScaleCheckResult latest = Topics.SCALE_CHECK.latest();
        if (latest != null) {
            setResult(latest);
        }
    }

    /** The check shown, or null. */
    public ScaleCheckResult getResult() {
        return shown;
    }

    /** Shows {@code r}: lays it out and fits its width into the view. UI thread. */
    public void setResult(ScaleCheckResult r) {
        shown = r;
        show(r.model(), r.result());
        if (!r.warnings().isEmpty()) {
            showError(String.join("; ", r.warnings()));
        }
    }

    /** Shows {@code result}, checked against {@code model} (null: no training bars). UI thread. */
    public void show(ScaleModel model, CheckResult result) {
        setContent(measuring(g -> new ScaleAnomalyFigure(model, result, g)), false);
        int flagged = result.flagged().size();
        List<String> parts = new ArrayList<>();
        parts.add(result.run());
        parts.add(NLS.bind(Messages.ScaleAnomaly_processes, result.size()));
        if (result.crash() != null) {
            parts.add(NLS.bind(Messages.ScaleAnomaly_crashed, result.crash().rank()));
        }
        parts.add(flagged == 0 ? Messages.ScaleAnomaly_noneFlagged : NLS.bind(Messages.ScaleAnomaly_flagged, flagged));
        int points = result.divergences().size();
        parts.add(points == 1 ? Messages.ScaleAnomaly_onePoint : NLS.bind(Messages.ScaleAnomaly_points, points));
        setContentDescription(String.join(Messages.Header_separator, parts));
    }

    /** The figure shown, or null. */
    public ScaleAnomalyFigure getFigure() {
        return getContent() instanceof ScaleAnomalyFigure f ? f : null;
    }

    @Override
    protected void open(Item item) {
        ScaleAnomalyFigure f = getFigure();
        if (f == null) {
            return;
        }
        if (item instanceof Row r) {
            openSource(r.index(), true);
        } else if (item instanceof Bar b && b.checked()) {
            int i = f.firstPointOf(b.rank());
            if (i < 0) {
                showError(NLS.bind(Messages.ScaleAnomaly_noDivergence, b.rank()));
                return;
            }
            select(new Row(i));
            openSource(i, true);
        }
    }

    @Override
    public List<IAction> contextActions(Item item) {
        if (!(item instanceof Row r) || getFigure() == null) {
            return List.of();
        }
        Action here = new Action(Messages.ScaleAnomaly_openHere) {
            @Override
            public void run() {
                openSource(r.index(), true);
            }
        };
        Action training = new Action(Messages.ScaleAnomaly_openTraining) {
            @Override
            public void run() {
                openSource(r.index(), false);
            }
        };
        return List.of(here, training);
    }

    /**
     * Opens the source of divergence point {@code index}: where the checked run ({@code checked}) or the training run
     * went. Returns the editor, or null (the status line says why).
     */
    public IEditorPart openSource(int index, boolean checked) {
        ScaleAnomalyFigure f = getFigure();
        if (f == null || index < 0 || index >= f.result().divergences().size()) {
            return null;
        }
        DivergencePoint p = f.result().divergences().get(index);
        ProfileFrame at = sourceFrame(checked ? p.checkedAt() : p.trainingAt(),
                checked ? p.checkedFrames() : p.trainingFrames(), checked ? p.checkedStack() : p.trainingStack());
        if (at == null) {
            showError(Messages.ScaleAnomaly_noSourceLine);
            return null;
        }
        return SourceOpener.open(getSite().getPage(), null, at.file(), at.line(), this::showError);
    }

    /** The frame to open: the point's own, else the innermost differing, else the stack's innermost with a line. */
    static ProfileFrame sourceFrame(ProfileFrame at, List<ProfileFrame> differing, CallStack stack) {
        if (at != null && at.file() != null && at.line() > 0) {
            return at;
        }
        for (ProfileFrame fr : differing) {
            if (fr.file() != null && fr.line() > 0) {
                return fr;
            }
        }
        for (ProfileFrame fr : stack) {
            if (fr.file() != null && fr.line() > 0) {
                return fr;
            }
        }
        return null;
    }
}
