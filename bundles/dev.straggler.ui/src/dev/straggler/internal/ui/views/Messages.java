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
    public static String Queues_alsoDoesNotFit;
    public static String Queues_anyTag;
    public static String Queues_collective;
    public static String Queues_columnBytes;
    public static String Queues_columnCommunicator;
    public static String Queues_columnMatch;
    public static String Queues_columnPeer;
    public static String Queues_columnTag;
    public static String Queues_columnTask;
    public static String Queues_columnWhy;
    public static String Queues_cycle;
    public static String Queues_cycleUnmatched;
    public static String Queues_doesNotFit;
    public static String Queues_empty;
    public static String Queues_groupRank;
    public static String Queues_groupRanks;
    public static String Queues_header;
    public static String Queues_hint;
    public static String Queues_leastProgressed;
    public static String Queues_matched;
    public static String Queues_noSourceLine;
    public static String Queues_noWaitFacts;
    public static String Queues_peerFinished;
    public static String Queues_pending;
    public static String Queues_persistentRequest;
    public static String Queues_probe;
    public static String Queues_receive;
    public static String Queues_request;
    public static String Queues_send;
    public static String Queues_task;
    public static String Queues_taskInCall;
    public static String Queues_unknown;
    public static String Queues_unmatched;
    public static String Queues_unmatchedOp;
    public static String Queues_wait;
    public static String Queues_waiting;
    public static String Queues_waits;
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
