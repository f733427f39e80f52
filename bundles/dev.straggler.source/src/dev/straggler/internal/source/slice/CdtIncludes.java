package dev.straggler.internal.source.slice;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.cdt.core.index.IIndexFileLocation;
import org.eclipse.cdt.core.parser.IncludeFileContentProvider;
import org.eclipse.cdt.internal.core.parser.IMacroDictionary;
import org.eclipse.cdt.internal.core.parser.scanner.CharArray;
import org.eclipse.cdt.internal.core.parser.scanner.InternalFileContent;
import org.eclipse.cdt.internal.core.parser.scanner.InternalFileContentProvider;

/**
 * The adapter between Straggler and CDT's internal parser packages, and the only class that imports them
 * ({@code org.eclipse.cdt.internal.core.parser} and {@code .scanner}, imported in the bundle's manifest for this class
 * alone): it gives the standalone C/C++ parser the headers an {@code #include} names, read from disk.
 * <p>
 * Why internal: the parser takes an {@link IncludeFileContentProvider}, and CDT's public ones do not fit. The empty
 * provider ({@code getEmptyFilesProvider}) reads no header, so every declaration of a header would be missing from
 * the slice; the saved-files provider ({@code getSavedFilesProvider}) looks every path up in the Eclipse workspace
 * first ({@code ParserUtil.getResourceForFilename}), which needs a running workspace: the command line runs with a plain
 * class path and has none, and sources outside the workspace are the common case in the IDE too. A provider of one's
 * own must extend {@link InternalFileContentProvider} and return {@link InternalFileContent}, both internal. Should a
 * CDT release change them, this class is the one to adapt ({@code SlicerRulesTest} reads a header through it).
 */
final class CdtIncludes extends InternalFileContentProvider {

    private CdtIncludes() {
    }

    /** Headers read from disk (the scanner has already searched the include path). */
    static IncludeFileContentProvider fromDisk() {
        return new CdtIncludes();
    }

    @Override
    public InternalFileContent getContentForInclusion(String path, IMacroDictionary macroDictionary) {
        Path p = Path.of(path);
        if (!Files.isRegularFile(p)) {
            return null;
        }
        try {
            return new InternalFileContent(path, new CharArray(Files.readString(p, StandardCharsets.ISO_8859_1)));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    @Override
    public InternalFileContent getContentForInclusion(IIndexFileLocation ifl, String astPath) {
        return null;
    }

    @Override
    public boolean getInclusionExists(String path) {
        return Files.isRegularFile(Path.of(path));
    }
}
