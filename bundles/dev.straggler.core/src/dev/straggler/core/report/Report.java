package dev.straggler.core.report;

import java.util.List;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;

/** Summary of an analysis run, serialisable as JSON. */
public record Report(String tool, String version, List<String> findings) {

    private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();

    /** This report as compact JSON. */
    public String toJson() {
        return GSON.toJson(this);
    }

    /** Parses a report written by {@link #toJson()}. */
    public static Report fromJson(String json) {
        return GSON.fromJson(json, Report.class);
    }
}
