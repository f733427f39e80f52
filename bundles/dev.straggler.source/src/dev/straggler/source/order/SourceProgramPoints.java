package dev.straggler.source.order;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTTranslationUnit;

import dev.straggler.core.stacks.ProgramPoint;
import dev.straggler.core.stacks.StackFrame;
import dev.straggler.core.stacks.TemporalRefinement;
import dev.straggler.internal.source.order.ProgramPointRewriter;
import dev.straggler.internal.source.slice.CParser;
import dev.straggler.source.slice.SourceResolver;

/**
 * Program points of stack frames from their sources: the file the debug information names (or the file under the
 * search roots, {@link SourceResolver}), parsed once with the flags of its {@code compile_commands.json}
 * ({@link CParser}). A frame without a file or line, whose source is missing, or whose line is in no function of that
 * name has no program point (a warning says which).
 */
public final class SourceProgramPoints implements TemporalRefinement.ProgramPoints {

    private final SourceResolver resolver;
    private final Map<Path, Optional<IASTTranslationUnit>> units = new HashMap<>();
    private final List<String> warnings = new ArrayList<>();

    public SourceProgramPoints(SourceResolver resolver) {
        this.resolver = resolver;
    }

    /**
     * Warnings of the parser (headers not found, a line in no function of the frame's name). Sources that are not
     * found are not warned about here: most are the C library's, whose frames every task shares; the refinement says
     * which classes stayed unordered for want of a source.
     */
    public List<String> warnings() {
        return warnings;
    }

    @Override
    public ProgramPoint of(StackFrame frame) {
        if (frame.file() == null || frame.line() <= 0 || frame.function() == null) {
            return null;
        }
        Optional<Path> file = resolver.resolve(frame.file());
        if (file.isEmpty()) {
            return null;
        }
        Optional<IASTTranslationUnit> tu = units.computeIfAbsent(file.get(), f -> {
            try {
                return Optional.of(CParser.parse(f, warnings));
            } catch (IOException | RuntimeException e) {
                warnings.add("cannot parse " + f + ": " + e.getMessage());
                return Optional.empty();
            }
        });
        if (tu.isEmpty()) {
            return null;
        }
        IASTFunctionDefinition fn = ProgramPointRewriter.functionAt(tu.get(), frame.line());
        if (fn == null || !ProgramPointRewriter.name(fn).equals(frame.function())) {
            String w = file.get().getFileName() + ":" + frame.line() + " is not in a function " + frame.function()
                    + " of that file (the source differs from the one the program was built from?)";
            if (!warnings.contains(w)) {
                warnings.add(w);
            }
            return null;
        }
        return ProgramPointRewriter.rewrite(fn, frame.line());
    }
}
