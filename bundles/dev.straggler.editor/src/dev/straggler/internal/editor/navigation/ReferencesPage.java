package dev.straggler.internal.editor.navigation;

import java.util.Arrays;
import java.util.Comparator;

import org.eclipse.core.runtime.ILog;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.IStructuredContentProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.search.ui.text.AbstractTextSearchResult;
import org.eclipse.search.ui.text.AbstractTextSearchViewPage;
import org.eclipse.search.ui.text.Match;
import org.eclipse.ui.PartInitException;

/**
 * The Search view's page for {@link ReferencesResult}: one row per line with references ("file:line: text", with the
 * count when a line has several), in file and line order; a double-click (or Show Next Match) opens the editor at the
 * reference.
 */
public final class ReferencesPage extends AbstractTextSearchViewPage {

    private static final Comparator<ReferenceLine> ORDER = Comparator.comparing((ReferenceLine l) -> l.file().toString())
            .thenComparingInt(ReferenceLine::line);

    public ReferencesPage() {
        super(FLAG_LAYOUT_FLAT);
    }

    @Override
    protected void configureTableViewer(TableViewer viewer) {
        viewer.setContentProvider(new IStructuredContentProvider() {
            @Override
            public Object[] getElements(Object input) {
                if (!(input instanceof AbstractTextSearchResult r)) {
                    return new Object[0];
                }
                return Arrays.stream(r.getElements()).map(ReferenceLine.class::cast).sorted(ORDER).toArray();
            }
        });
        viewer.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                ReferenceLine l = (ReferenceLine) element;
                int n = getDisplayedMatchCount(l);
                return l.label() + (n > 1 ? "  (" + n + " references)" : "");
            }
        });
    }

    @Override
    protected void configureTreeViewer(TreeViewer viewer) {
        throw new UnsupportedOperationException("the references are a flat list");
    }

    @Override
    protected void elementsChanged(Object[] objects) {
        if (getViewer() != null) {
            getViewer().refresh();
        }
    }

    @Override
    protected void clear() {
        if (getViewer() != null) {
            getViewer().refresh();
        }
    }

    @Override
    protected void showMatch(Match match, int offset, int length, boolean activate) throws PartInitException {
        ReferenceLine l = (ReferenceLine) match.getElement();
        try {
            SourceLocations.open(getSite().getPage(), l.file(), offset, length);
        } catch (PartInitException e) {
            ILog.of(ReferencesPage.class).log(e.getStatus());
            throw e;
        }
    }
}
