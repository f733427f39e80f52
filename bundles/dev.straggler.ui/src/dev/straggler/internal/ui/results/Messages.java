package dev.straggler.internal.ui.results;

import org.eclipse.osgi.util.NLS;

/** The user-visible strings of this package, from messages.properties (the Platform's NLS bundles). */
final class Messages extends NLS {

    private static final String BUNDLE_NAME = "dev.straggler.internal.ui.results.messages";

    public static String Diagnoses_program;
    public static String Diagnoses_ranks;
    public static String Diagnoses_time;
    public static String Diagnoses_leastProgressed;
    public static String Diagnoses_algorithm;
    public static String Diagnoses_diagnosis;
    public static String Diagnoses_source;
    public static String Diagnoses_open;
    public static String Diagnoses_openTitle;
    public static String Diagnoses_openTooltip;
    public static String Diagnoses_delete;
    public static String Diagnoses_deleteTooltip;
    public static String Diagnoses_compare;
    public static String Diagnoses_compareTooltip;
    public static String Diagnoses_empty;
    public static String Diagnoses_one;
    public static String Diagnoses_many;
    public static String Diagnoses_showJob;
    public static String Diagnoses_title;
    public static String Diagnoses_deleteError;
    public static String Compare_title;
    public static String Compare_agree;
    public static String Compare_difference;
    public static String Compare_differences;
    public static String Import_windowTitle;
    public static String Import_title;
    public static String Import_description;
    public static String Import_result;
    public static String Import_resultHint;
    public static String Import_directory;
    public static String Import_file;
    public static String Import_note;
    public static String Ranks_rank;
    public static String Ranks_host;
    public static String Ranks_pid;
    public static String Ranks_state;
    public static String Ranks_diagnose;
    public static String Ranks_diagnoseTooltip;
    public static String Ranks_attach;
    public static String Ranks_attachTooltip;
    public static String Ranks_empty;
    public static String Ranks_job;
    public static String Ranks_starting;
    public static String Ranks_running;
    public static String Opener_title;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
