package dev.straggler.internal.build.ui.wizards;

import org.eclipse.osgi.util.NLS;

/** The user-visible strings of this package, from messages.properties (the Platform's NLS bundles). */
public final class Messages extends NLS {

    private static final String BUNDLE_NAME = "dev.straggler.internal.build.ui.wizards.messages";

    public static String ImportPage_browse;
    public static String ImportPage_browseMessage;
    public static String ImportPage_description;
    public static String ImportPage_exists;
    public static String ImportPage_folder;
    public static String ImportPage_foundCMake;
    public static String ImportPage_foundMake;
    public static String ImportPage_name;
    public static String ImportPage_noBuildFile;
    public static String ImportPage_noFolder;
    public static String ImportPage_notAFolder;
    public static String ImportPage_title;
    public static String ImportWizard_cannotImport;
    public static String ImportWizard_title;
    public static String NewPage_build;
    public static String NewPage_buildSystem;
    public static String NewPage_cmake;
    public static String NewPage_compiler;
    public static String NewPage_compilerHint;
    public static String NewPage_description;
    public static String NewPage_mainExists;
    public static String NewPage_make;
    public static String NewPage_noCompiler;
    public static String NewPage_title;
    public static String NewWizard_cannotCreate;
    public static String NewWizard_title;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
