package dev.straggler.source.slice;

import java.util.Comparator;

/** A line of a source file; {@code file} is the path the slicer parsed (absolute, normalized). */
public record SourceLine(String file, int line) implements Comparable<SourceLine> {

    private static final Comparator<SourceLine> ORDER = Comparator.comparing(SourceLine::file)
            .thenComparingInt(SourceLine::line);

    @Override
    public int compareTo(SourceLine o) {
        return ORDER.compare(this, o);
    }

    @Override
    public String toString() {
        return file + ":" + line;
    }
}
