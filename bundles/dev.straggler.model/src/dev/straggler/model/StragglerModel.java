package dev.straggler.model;

/** Constants identifying the Straggler model. */
public final class StragglerModel {

    /** Namespace URI of the Straggler EPackage. */
    public static final String NS_URI = "https://straggler.dev/model/0.1";

    /** Namespace prefix of the Straggler EPackage. */
    public static final String NS_PREFIX = "straggler";

    private StragglerModel() {
    }
}
