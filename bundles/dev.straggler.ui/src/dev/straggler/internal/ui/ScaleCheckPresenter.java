package dev.straggler.internal.ui;

import java.util.function.Consumer;

import dev.straggler.internal.ui.views.ScaleAnomalyView;
import dev.straggler.launch.ide.ScaleCheckResult;
import dev.straggler.launch.ide.Topics;

/**
 * When a scale check is published ({@link Topics#SCALE_CHECK}): opens the Straggler perspective and shows it in the
 * Scale Anomaly view (UI thread).
 */
class ScaleCheckPresenter implements Consumer<ScaleCheckResult> {

    @Override
    public void accept(ScaleCheckResult result) {
        Presenters.asyncExec(() -> show(result));
    }

    /** Shows {@code result} in the Straggler perspective of the active (or first) window. UI thread. */
    public static ScaleAnomalyView show(ScaleCheckResult result) {
        return Presenters.inStragglerPerspective("scale check", page -> {
            ScaleAnomalyView view = (ScaleAnomalyView) page.showView(ScaleAnomalyView.ID);
            view.setResult(result);
            return view;
        });
    }
}
