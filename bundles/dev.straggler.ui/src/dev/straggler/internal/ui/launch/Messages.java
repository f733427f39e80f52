package dev.straggler.internal.ui.launch;

import org.eclipse.osgi.util.NLS;

/** The user-visible strings of this package, from messages.properties (the Platform's NLS bundles). */
final class Messages extends NLS {

    private static final String BUNDLE_NAME = "dev.straggler.internal.ui.launch.messages";

    public static String Application_argumentVariables;
    public static String Application_arguments;
    public static String Application_browseDirectory;
    public static String Application_browseExecutable;
    public static String Application_browseProject;
    public static String Application_chooseDirectory;
    public static String Application_chooseExecutable;
    public static String Application_executable;
    public static String Application_executableMissing;
    public static String Application_invalidExecutable;
    public static String Application_invalidProject;
    public static String Application_invalidWorkingDirectory;
    public static String Application_noExecutable;
    public static String Application_noProject;
    public static String Application_notExecutable;
    public static String Application_project;
    public static String Application_projectMessage;
    public static String Application_projectTitle;
    public static String Application_remote;
    public static String Application_variables;
    public static String Application_workingDirectory;
    public static String Application_workingDirectoryHint;
    public static String Application_workingDirectoryMissing;
    public static String Diagnosis_algorithm;
    public static String Diagnosis_algorithms;
    public static String Diagnosis_baseline;
    public static String Diagnosis_baselineHint;
    public static String Diagnosis_baselineMissing;
    public static String Diagnosis_baselineNeedsTraces;
    public static String Diagnosis_baselineTooltip;
    public static String Diagnosis_browseBaseline;
    public static String Diagnosis_browseScaleModel;
    public static String Diagnosis_chooseBaseline;
    public static String Diagnosis_chooseScaleModel;
    public static String Diagnosis_inSitu;
    public static String Diagnosis_inSituOffline;
    public static String Diagnosis_inSituTooltip;
    public static String Diagnosis_invalidScaleModel;
    public static String Diagnosis_keepAlive;
    public static String Diagnosis_noAlgorithm;
    public static String Diagnosis_profile;
    public static String Diagnosis_profileTooltip;
    public static String Diagnosis_recordTraces;
    public static String Diagnosis_recordTracesTooltip;
    public static String Diagnosis_scaleModel;
    public static String Diagnosis_scaleModelMissing;
    public static String Diagnosis_scaleModelTooltip;
    public static String Diagnosis_timeout;
    public static String Diagnosis_timeoutHint;
    public static String Launcher_extra;
    public static String Launcher_extraHint;
    public static String Launcher_launcher;
    public static String Launcher_noLauncher;
    public static String Launcher_noRanks;
    public static String Launcher_ranks;
    public static String Remote_batch;
    public static String Remote_batchArguments;
    public static String Remote_batchArgumentsHint;
    public static String Remote_browseLocal;
    public static String Remote_chooseLocal;
    public static String Remote_command;
    public static String Remote_commandHint;
    public static String Remote_directory;
    public static String Remote_directoryHint;
    public static String Remote_host;
    public static String Remote_hostHint;
    public static String Remote_invalidLocalSources;
    public static String Remote_localSources;
    public static String Remote_localSourcesHint;
    public static String Remote_localSourcesMissing;
    public static String Remote_noCommand;
    public static String Remote_noHost;
    public static String Remote_notAHost;
    public static String Remote_remote;
    public static String Remote_remoteSources;
    public static String Remote_remoteSourcesHint;
    public static String Remote_remoteSourcesNotAbsolute;
    public static String Remote_sshOptions;
    public static String Remote_sshOptionsHint;
    public static String Tab_application;
    public static String Shortcut_choose;
    public static String Shortcut_title;
    public static String Tab_diagnosis;
    public static String Tab_mpiLauncher;
    public static String Tab_remote;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
