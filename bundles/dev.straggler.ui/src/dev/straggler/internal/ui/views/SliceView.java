package dev.straggler.internal.ui.views;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.part.ViewPart;

import dev.straggler.internal.ui.Activator;
import dev.straggler.launch.ide.ActiveSlice;
import dev.straggler.launch.ide.SliceSession;
import dev.straggler.source.slice.SliceIncrements.Communication;
import dev.straggler.launch.ide.Topics;
import dev.straggler.source.slice.SliceIncrements.Increment;
import dev.straggler.source.slice.SourceLine;

/**
 * The statements of the active slice ({@link ActiveSlice}), grouped by the task group whose increment added them
 * and by file: increment → the partners' side of its blocked calls, and file → line with its statement text.
 * Double-click opens the editor at the line (a partner's side: at its first site). The toolbar steps the slice
 * (Previous / Next / Clear, plugin.xml).
 */
public class SliceView extends ViewPart {

    /** View id (see plugin.xml). */
    public static final String ID = "dev.straggler.ui.sliceView";

    /** A task group's increment: {@code index} 0 is S0. */
    public record Group(SliceSession session, int index, Increment increment, boolean newest) {
    }

    /** The partner's side of a blocked call of a group's increment (e.g. the matching send of the partner). */
    public record Partner(Group group, Communication communication) {
    }

    /** The lines of one file that a group's increment added. */
    public record FileLines(Group group, String file, List<SourceLine> lines) {
    }

    /** One sliced line. */
    public record Line(FileLines parent, SourceLine line) {
    }

    private TreeViewer viewer;
    private final Consumer<ActiveSlice.Snapshot> listener = slice -> {
        if (viewer != null && !viewer.getControl().isDisposed()) {
            viewer.getControl().getDisplay().asyncExec(this::refresh);
        }
    };

    @Override
    public void createPartControl(Composite parent) {
        viewer = new TreeViewer(parent, SWT.SINGLE | SWT.H_SCROLL | SWT.V_SCROLL);
        viewer.setContentProvider(new Content());
        viewer.setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object o) {
                return label(o);
            }
        });
        viewer.addDoubleClickListener(e -> open(((IStructuredSelection) e.getSelection()).getFirstElement()));
        Topics.ACTIVE_SLICE.subscribe(listener);
        Activator.installSliceAnnotator();
        refresh();
    }

    @Override
    public void dispose() {
        Topics.ACTIVE_SLICE.unsubscribe(listener);
        super.dispose();
    }

    @Override
    public void setFocus() {
        viewer.getControl().setFocus();
    }

    public TreeViewer getViewer() {
        return viewer;
    }

    /** Shows the active slice as it is now. UI thread. */
    public void refresh() {
        if (viewer == null || viewer.getControl().isDisposed()) {
            return;
        }
        ActiveSlice.Snapshot s = ActiveSlice.get();
        viewer.setInput(groups(s));
        viewer.expandAll();
        setContentDescription(description(s));
    }

    /** The groups shown for {@code s}: the increments up to its step, newest last. */
    public static List<Group> groups(ActiveSlice.Snapshot s) {
        List<Group> out = new ArrayList<>();
        List<Increment> shown = s.increments();
        for (int i = 0; i < shown.size(); i++) {
            out.add(new Group(s.session(), i, shown.get(i), i == shown.size() - 1));
        }
        return out;
    }

    private static String description(ActiveSlice.Snapshot s) {
        SliceSession session = s.session();
        if (session == null) {
            return Messages.Slice_empty;
        }
        String state = !s.shown() ? Messages.Slice_cleared
                : NLS.bind(Messages.Slice_increment, new Object[] { s.step() + 1, session.increments().size(),
                    lines(s.lines().size()) });
        String d = NLS.bind(Messages.Slice_description, session.origin(), state);
        List<String> warnings = session.warnings();
        return warnings.isEmpty() ? d
                : warnings.size() == 1 ? NLS.bind(Messages.Slice_warning, d, warnings.get(0))
                : NLS.bind(Messages.Slice_warnings, new Object[] { d, warnings.get(0), warnings.size() - 1 });
    }

    /** "1 line", "N lines". */
    private static String lines(int n) {
        return n == 1 ? Messages.Slice_oneLine : NLS.bind(Messages.Slice_lines, n);
    }

    /** The text of a tree element. */
    public static String label(Object o) {
        if (o instanceof Group g) {
            Increment inc = g.increment();
            SourceLine c = inc.criterion();
            String ranks = NLS.bind(inc.ranks().size() == 1 ? Messages.Ranks_one : Messages.Ranks_many, inc.ranks());
            String label = c == null
                    ? NLS.bind(Messages.Slice_groupNoSource, new Object[] { g.index() + 1, ranks, lines(inc.added().size()) })
                    : NLS.bind(Messages.Slice_group, new Object[] { g.index() + 1, ranks, Path.of(c.file()).getFileName(),
                        c.line(), lines(inc.added().size()) });
            return g.newest() ? NLS.bind(Messages.Slice_newest, label) : label;
        }
        if (o instanceof Partner p) {
            return NLS.bind(Messages.Slice_partner, new Object[] { p.communication().kind().word(),
                p.communication().partnerCall(), p.communication().description() });
        }
        if (o instanceof FileLines f) {
            Path p = Path.of(f.file());
            return p.getParent() == null ? String.valueOf(p.getFileName())
                    : NLS.bind(Messages.Slice_fileIn, p.getFileName(), p.getParent());
        }
        if (o instanceof Line l) {
            return l.line().line() + ": " + l.parent().group().session().text(l.line());
        }
        return String.valueOf(o);
    }

    /** Opens the editor at a line (a file: its first sliced line). Returns the editor or null. */
    public IEditorPart open(Object element) {
        SourceLine target = null;
        Group g = null;
        if (element instanceof Line l) {
            target = l.line();
            g = l.parent().group();
        } else if (element instanceof FileLines f && !f.lines().isEmpty()) {
            target = f.lines().get(0);
            g = f.group();
        } else if (element instanceof Partner p && !p.communication().sites().isEmpty()) {
            target = p.communication().sites().iterator().next();
            g = p.group();
        }
        if (target == null) {
            return null;
        }
        return SourceOpener.open(getSite().getPage(), g.session().result().job(), target.file(), target.line(),
                m -> getViewSite().getActionBars().getStatusLineManager().setErrorMessage(m));
    }

    private static final class Content extends ArrayContentProvider implements ITreeContentProvider {

        @Override
        public Object[] getChildren(Object o) {
            if (o instanceof Group g) {
                List<Object> files = new ArrayList<>();
                g.increment().communication().forEach(c -> files.add(new Partner(g, c)));
                for (Map.Entry<String, List<SourceLine>> e : SliceSession.byFile(g.increment().added()).entrySet()) {
                    files.add(new FileLines(g, e.getKey(), e.getValue()));
                }
                return files.toArray();
            }
            if (o instanceof FileLines f) {
                return f.lines().stream().map(l -> new Line(f, l)).toArray();
            }
            return new Object[0];
        }

        @Override
        public Object getParent(Object o) {
            return o instanceof Line l ? l.parent() : o instanceof FileLines f ? f.group()
                    : o instanceof Partner p ? p.group() : null;
        }

        @Override
        public boolean hasChildren(Object o) {
            return o instanceof Group g ? !g.increment().added().isEmpty() || !g.increment().communication().isEmpty()
                    : o instanceof FileLines;
        }
    }
}
