package dev.straggler.ui.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.part.ViewPart;

/** Placeholder for the program dependence graph view: an empty SWT canvas. */
public class PdgView extends ViewPart {

    /** View id (see plugin.xml). */
    public static final String ID = "dev.straggler.ui.pdgView";

    private Canvas canvas;

    @Override
    public void createPartControl(Composite parent) {
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED);
        canvas.setBackground(parent.getDisplay().getSystemColor(SWT.COLOR_WHITE));
        canvas.addPaintListener(e -> e.gc.drawText("Straggler: program dependence graph", 10, 10, true));
    }

    @Override
    public void setFocus() {
        canvas.setFocus();
    }

    /** The drawing surface (for tests). */
    public Canvas getCanvas() {
        return canvas;
    }
}
