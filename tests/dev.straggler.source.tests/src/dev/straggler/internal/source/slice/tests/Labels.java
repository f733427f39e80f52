package dev.straggler.internal.source.slice.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Shared by the slice and order tests. A hand-labelled slice file: "# criterion: FILE:LINE", optionally "# bug: LINE", and one expected line number per line ("N  # why"). */
public record Labels(String file, int criterion, Set<Integer> lines, int bug) {

    private static final Pattern CRITERION = Pattern.compile("#\\s*criterion:\\s*(\\S+):(\\d+)");
    private static final Pattern BUG = Pattern.compile("#\\s*bug:\\s*(\\d+)");
    private static final Pattern LINE = Pattern.compile("^(\\d+)\\s+#.*");

    public static Path slices() {
        return Path.of(System.getProperty("straggler.slices", "resources/slices"));
    }

    public static Path examples() {
        return Path.of(System.getProperty("straggler.examples.src", "../../native-runtime/examples"));
    }

    public static Labels read(String name) throws IOException {
        String file = null;
        int criterion = -1;
        Set<Integer> lines = new TreeSet<>();
        int bug = -1;
        for (String l : Files.readAllLines(slices().resolve(name))) {
            Matcher c = CRITERION.matcher(l);
            if (c.find()) {
                file = c.group(1);
                criterion = Integer.parseInt(c.group(2));
                continue;
            }
            Matcher b = BUG.matcher(l);
            if (b.find()) {
                bug = Integer.parseInt(b.group(1));
                continue;
            }
            Matcher m = LINE.matcher(l);
            if (m.matches()) {
                lines.add(Integer.parseInt(m.group(1)));
            }
        }
        return new Labels(file, criterion, lines, bug);
    }
}
