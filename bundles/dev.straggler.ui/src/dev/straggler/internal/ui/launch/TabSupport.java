package dev.straggler.internal.ui.launch;

import org.eclipse.debug.ui.AbstractLaunchConfigurationTab;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/** Shared widget helpers of the tabs. */
abstract class TabSupport extends AbstractLaunchConfigurationTab {

    protected Composite page(Composite parent, int columns) {
        Composite c = new Composite(parent, SWT.NONE);
        c.setLayout(new GridLayout(columns, false));
        setControl(c);
        return c;
    }

    protected Label label(Composite c, String text) {
        Label l = new Label(c, SWT.NONE);
        l.setText(text);
        return l;
    }

    protected Text text(Composite c, int span, int style) {
        Text t = new Text(c, SWT.BORDER | style);
        GridData gd = new GridData(SWT.FILL, (style & SWT.MULTI) != 0 ? SWT.FILL : SWT.CENTER, true, (style & SWT.MULTI) != 0);
        gd.horizontalSpan = span;
        if ((style & SWT.MULTI) != 0) {
            gd.heightHint = 60;
        }
        t.setLayoutData(gd);
        t.addModifyListener(e -> changed());
        return t;
    }

    protected void changed() {
        setDirty(true);
        updateLaunchConfigurationDialog();
    }

    protected static boolean hasVariables(String s) {
        return s.contains("${");
    }

    /** The tab's icon: a platform shared image (workbench or debug) that fits the tab. */
    @Override
    public org.eclipse.swt.graphics.Image getImage() {
        if (!org.eclipse.ui.PlatformUI.isWorkbenchRunning()) {
            return null;
        }
        org.eclipse.ui.ISharedImages shared = org.eclipse.ui.PlatformUI.getWorkbench().getSharedImages();
        String name = getName(); // the tab names are the Messages constants, so a translation keeps the icons
        if (name.equals(Messages.Tab_application)) {
            return shared.getImage(org.eclipse.ui.ISharedImages.IMG_OBJ_FILE);
        }
        if (name.equals(Messages.Tab_mpiLauncher)) {
            return org.eclipse.debug.ui.DebugUITools.getImage(org.eclipse.debug.ui.IDebugUIConstants.IMG_ACT_RUN);
        }
        if (name.equals(Messages.Tab_remote)) {
            return shared.getImage(org.eclipse.ui.ISharedImages.IMG_OBJ_FOLDER);
        }
        if (name.equals(Messages.Tab_diagnosis)) {
            return org.eclipse.debug.ui.DebugUITools.getImage(org.eclipse.debug.ui.IDebugUIConstants.IMG_OBJS_THREAD_SUSPENDED);
        }
        return null;
    }
}
