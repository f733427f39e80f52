package dev.straggler.internal.editor.navigation;

import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.search.ui.ISearchQuery;
import org.eclipse.search.ui.text.AbstractTextSearchResult;
import org.eclipse.search.ui.text.IEditorMatchAdapter;
import org.eclipse.search.ui.text.IFileMatchAdapter;

/** The references found: matches on {@link ReferenceLine}s. */
public final class ReferencesResult extends AbstractTextSearchResult {

    private final ReferencesQuery query;

    ReferencesResult(ReferencesQuery query) {
        this.query = query;
    }

    @Override
    public String getLabel() {
        int n = getMatchCount();
        return "'" + query.symbol() + "' - " + n + (n == 1 ? " reference" : " references");
    }

    @Override
    public String getTooltip() {
        return getLabel();
    }

    @Override
    public ImageDescriptor getImageDescriptor() {
        return null;
    }

    @Override
    public ISearchQuery getQuery() {
        return query;
    }

    @Override
    public IEditorMatchAdapter getEditorMatchAdapter() {
        return null;
    }

    @Override
    public IFileMatchAdapter getFileMatchAdapter() {
        return null;
    }
}
