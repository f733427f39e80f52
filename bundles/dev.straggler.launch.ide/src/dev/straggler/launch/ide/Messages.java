package dev.straggler.launch.ide;

import org.eclipse.osgi.util.NLS;

/** The user-visible strings of this package, from messages.properties (the Platform's NLS bundles). */
final class Messages extends NLS {

    private static final String BUNDLE_NAME = "dev.straggler.launch.ide.messages";

    public static String AttachJob;
    public static String Gdb_cannotStart;
    public static String Gdb_jobEnded;
    public static String Gdb_processLabel;
    public static String Launch_badAlgorithm;
    public static String Launch_runsRemoved;
    public static String Launch_runsNotRemoved;
    public static String Launch_badRanks;
    public static String Launch_badTimeout;
    public static String Launch_baselineMissing;
    public static String Launch_baselineNeedsTraces;
    public static String Launch_closedProject;
    public static String Launch_debugRemote;
    public static String Launch_executableIsDirectory;
    public static String Launch_executableMissing;
    public static String Launch_fixOnRemoteTab;
    public static String Launch_inSituOffline;
    public static String Launch_invalidBaseline;
    public static String Launch_invalidExecutable;
    public static String Launch_invalidProject;
    public static String Launch_invalidScaleModel;
    public static String Launch_launcherField;
    public static String Launch_launcherMissing;
    public static String Launch_launcherNotExecutable;
    public static String Launch_launcherNotOnPath;
    public static String Launch_launcherNotSet;
    public static String Launch_localSourcesMissing;
    public static String Launch_noExecutable;
    public static String Launch_noLauncher;
    public static String Launch_noProject;
    public static String Launch_noRemoteExecutable;
    public static String Launch_noRemoteHost;
    public static String Launch_noSuchLauncher;
    public static String Launch_notExecutable;
    public static String Launch_notMpi;
    public static String Launch_remoteTab;
    public static String Launch_scaleModelError;
    public static String Launch_scaleModelMissing;
    public static String Launch_starting;
    public static String Launch_workingDirectoryMissing;
    public static String MessageQueues_job;
    public static String OpenRun_cannotRead;
    public static String OpenRun_job;
    public static String OpenRun_loading;
    public static String OpenRun_noDumps;
    public static String OpenRun_notADirectory;
    public static String PrefixTree_mergeJob;
    public static String PrefixTree_refineJob;
    public static String PrefixTree_root;
    public static String Ranks_readJob;
    public static String Running_cannotRequest;
    public static String Running_notRunning;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
