package dev.straggler.internal.ui.views;

import org.eclipse.osgi.util.NLS;

/** The user-visible strings of this package, from messages.properties (the Platform's NLS bundles). */
final class Messages extends NLS {

    private static final String BUNDLE_NAME = "dev.straggler.internal.ui.views.messages";

    public static String DiffNlr_collapseAll;
    public static String DiffNlr_collapseAllTooltip;
    public static String DiffNlr_collapseLoop;
    public static String DiffNlr_empty;
    public static String DiffNlr_expandAll;
    public static String DiffNlr_expandAllTooltip;
    public static String DiffNlr_expandLoop;
    public static String DiffNlr_noSource;
    public static String Jsm_cannotOpenDiffNlr;
    public static String Jsm_empty;
    public static String OpenSource;
    public static String Pdg_empty;
    public static String PrefixTree_allThreads;
    public static String PrefixTree_allThreadsTooltip;
    public static String PrefixTree_attach;
    public static String PrefixTree_attachTitle;
    public static String PrefixTree_attachToRank;
    public static String PrefixTree_attachToRankTooltip;
    public static String PrefixTree_attachTooltip;
    public static String PrefixTree_empty;
    public static String PrefixTree_lines;
    public static String PrefixTree_linesTooltip;
    public static String PrefixTree_noSourceLine;
    public static String PrefixTree_refine;
    public static String PrefixTree_refineTooltip;
    public static String PrefixTree_selectFirst;
    public static String PrefixTree_thisNode;
    public static String Ranking_attributes;
    public static String Ranking_bScore;
    public static String Ranking_cannotShow;
    public static String Ranking_clusters;
    public static String Ranking_compare;
    public static String Ranking_compareTooltip;
    public static String Ranking_empty;
    public static String Ranking_faultyMessage;
    public static String Ranking_faultyTitle;
    public static String Ranking_filter;
    public static String Ranking_k;
    public static String Ranking_linkage;
    public static String Ranking_normalMessage;
    public static String Ranking_normalTitle;
    public static String Ranking_ranks;
    public static String Ranking_topTraces;
    public static String ScaleAnomaly_empty;
    public static String ScaleAnomaly_noDivergence;
    public static String ScaleAnomaly_noSourceLine;
    public static String ScaleAnomaly_openHere;
    public static String ScaleAnomaly_openTraining;
    public static String SliceFromHere;
    public static String SliceFromHere_nothing;
    public static String SliceFromHere_tooltip;
    public static String Slice_empty;
    public static String Source_cannotOpen;
    public static String Source_noFile;
    public static String Source_noLine;
    public static String Source_notHere;
    public static String Source_thisTaskGroup;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
