package dev.straggler.internal.ui;

import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.jface.text.source.IAnnotationModelExtension;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IURIEditorInput;
import org.eclipse.ui.IWindowListener;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.texteditor.IDocumentProvider;
import org.eclipse.ui.texteditor.ITextEditor;

import dev.straggler.launch.ide.ActiveSlice;
import dev.straggler.launch.ide.SliceSession;
import dev.straggler.launch.ide.Topics;
import dev.straggler.source.slice.SliceIncrements.Increment;
import dev.straggler.source.slice.SourceLine;

/**
 * Shows the {@link ActiveSlice} in every open text editor: one annotation per sliced line of the editor's file in
 * its annotation model ({@link #NEWEST} for the lines of the newest increment, {@link #EARLIER} for the others;
 * colours and rulers in plugin.xml), through the platform text-editor API only, so the default text editor and
 * CDT's C/C++ editor show them alike, for workspace files and files outside the workspace. Editors opened later
 * get them when they open; a changed slice replaces them. Presentation only: the slice is computed elsewhere.
 */
public final class SliceAnnotator {

    /** Annotation type of the lines the newest increment added. */
    public static final String NEWEST = "dev.straggler.ui.sliceNewest";
    /** Annotation type of the lines of the earlier increments. */
    public static final String EARLIER = "dev.straggler.ui.sliceEarlier";

    private static SliceAnnotator installed;

    private final IPartListener2 parts = new IPartListener2() {
        @Override
        public void partOpened(IWorkbenchPartReference ref) {
            if (ref instanceof IEditorReference e) {
                annotate(e.getEditor(false));
            }
        }

        @Override
        public void partInputChanged(IWorkbenchPartReference ref) {
            partOpened(ref);
        }

        @Override
        public void partVisible(IWorkbenchPartReference ref) {
            partOpened(ref); // an editor restored lazily has no part at partOpened
        }
    };

    private final IWindowListener windows = new IWindowListener() {
        @Override
        public void windowOpened(IWorkbenchWindow w) {
            w.getPartService().addPartListener(parts);
        }

        @Override
        public void windowClosed(IWorkbenchWindow w) {
            w.getPartService().removePartListener(parts);
        }

        @Override
        public void windowActivated(IWorkbenchWindow w) {
            // nothing
        }

        @Override
        public void windowDeactivated(IWorkbenchWindow w) {
            // nothing
        }
    };

    private final Consumer<ActiveSlice.Snapshot> sliceListener = slice -> {
        Display d = PlatformUI.isWorkbenchRunning() ? PlatformUI.getWorkbench().getDisplay() : null;
        if (d != null && !d.isDisposed()) {
            d.asyncExec(this::annotateAll);
        }
    };

    private SliceAnnotator() {
    }

    /** Starts following the slice and the editors (once; UI thread). */
    public static synchronized void install() {
        if (installed != null || !PlatformUI.isWorkbenchRunning()) {
            return;
        }
        installed = new SliceAnnotator();
        IWorkbench wb = PlatformUI.getWorkbench();
        wb.addWindowListener(installed.windows);
        for (IWorkbenchWindow w : wb.getWorkbenchWindows()) {
            w.getPartService().addPartListener(installed.parts);
        }
        Topics.ACTIVE_SLICE.subscribe(installed.sliceListener);
        installed.annotateAll();
    }

    /** Stops (bundle stop). */
    public static synchronized void uninstall() {
        if (installed == null) {
            return;
        }
        Topics.ACTIVE_SLICE.unsubscribe(installed.sliceListener);
        if (PlatformUI.isWorkbenchRunning()) {
            IWorkbench wb = PlatformUI.getWorkbench();
            wb.removeWindowListener(installed.windows);
            for (IWorkbenchWindow w : wb.getWorkbenchWindows()) {
                w.getPartService().removePartListener(installed.parts);
            }
        }
        installed = null;
    }

    /** Re-annotates every open (restored) editor of every window. UI thread. */
    public void annotateAll() {
        for (IWorkbenchWindow w : PlatformUI.getWorkbench().getWorkbenchWindows()) {
            for (IWorkbenchPage p : w.getPages()) {
                for (IEditorReference r : p.getEditorReferences()) {
                    annotate(r.getEditor(false));
                }
            }
        }
    }

    /** Replaces the slice annotations of {@code editor} by those of the active slice. UI thread. */
    static void annotate(IEditorPart editor) {
        ITextEditor te = editor == null ? null : editor.getAdapter(ITextEditor.class);
        if (te == null || te.getEditorInput() == null) {
            return;
        }
        IDocumentProvider dp = te.getDocumentProvider();
        IEditorInput input = te.getEditorInput();
        IAnnotationModel model = dp == null ? null : dp.getAnnotationModel(input);
        IDocument doc = dp == null ? null : dp.getDocument(input);
        if (model == null || doc == null) {
            return;
        }
        List<Annotation> old = new ArrayList<>();
        for (Iterator<Annotation> it = model.getAnnotationIterator(); it.hasNext();) {
            Annotation a = it.next();
            if (NEWEST.equals(a.getType()) || EARLIER.equals(a.getType())) {
                old.add(a);
            }
        }
        Map<Annotation, Position> added = new HashMap<>();
        ActiveSlice.Snapshot s = ActiveSlice.get();
        Path file = location(input);
        if (s.shown() && file != null) {
            List<Increment> shown = s.increments();
            for (SourceLine l : s.lines()) {
                if (l.line() < 1 || l.line() > doc.getNumberOfLines() || !sameFile(file, l.file())) {
                    continue;
                }
                try {
                    IRegion r = doc.getLineInformation(l.line() - 1);
                    boolean newest = s.newest().contains(l);
                    added.put(new Annotation(newest ? NEWEST : EARLIER, false, text(s.session(), shown, l, newest)),
                            new Position(r.getOffset(), r.getLength()));
                } catch (BadLocationException e) {
                    // the file is shorter than when it was built: no annotation for that line
                }
            }
        }
        if (old.isEmpty() && added.isEmpty()) {
            return;
        }
        if (model instanceof IAnnotationModelExtension ext) {
            ext.replaceAnnotations(old.toArray(Annotation[]::new), added);
        } else {
            old.forEach(model::removeAnnotation);
            added.forEach(model::addAnnotation);
        }
    }

    private static String text(SliceSession session, List<Increment> shown, SourceLine l, boolean newest) {
        int k = 0;
        while (k < shown.size() && !shown.get(k).added().contains(l)) {
            k++;
        }
        Increment inc = shown.get(Math.min(k, shown.size() - 1));
        return NLS.bind(newest ? Messages.Slice_newestIncrement : Messages.Slice_increment,
                new Object[] { session.origin(), k + 1, session.increments().size(),
                    NLS.bind(inc.ranks().size() == 1 ? Messages.Slice_rank : Messages.Slice_ranks, inc.ranks()) });
    }

    /** The file on disk behind an editor input, or null. */
    static Path location(IEditorInput input) {
        IFile f = input.getAdapter(IFile.class);
        if (f != null) {
            IPath loc = f.getLocation();
            return loc == null ? null : loc.toPath();
        }
        if (input instanceof IURIEditorInput u && u.getURI() != null && "file".equals(u.getURI().getScheme())) {
            return Path.of(u.getURI());
        }
        URI uri = input.getAdapter(URI.class);
        return uri != null && "file".equals(uri.getScheme()) ? Path.of(uri) : null;
    }

    private static boolean sameFile(Path editorFile, String sliced) {
        Path s = Path.of(sliced).toAbsolutePath().normalize();
        Path e = editorFile.toAbsolutePath().normalize();
        if (s.equals(e)) {
            return true;
        }
        try {
            return s.getFileName().equals(e.getFileName()) && s.toRealPath().equals(e.toRealPath());
        } catch (Exception x) {
            return false;
        }
    }
}
