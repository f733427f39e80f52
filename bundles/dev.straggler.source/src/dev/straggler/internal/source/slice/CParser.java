package dev.straggler.internal.source.slice;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.cdt.core.dom.ast.IASTPreprocessorIncludeStatement;
import org.eclipse.cdt.core.dom.ast.IASTTranslationUnit;
import org.eclipse.cdt.core.dom.ast.gnu.c.GCCLanguage;
import org.eclipse.cdt.core.dom.ast.gnu.cpp.GPPLanguage;
import org.eclipse.cdt.core.model.AbstractLanguage;
import org.eclipse.cdt.core.parser.DefaultLogService;
import org.eclipse.cdt.core.parser.FileContent;
import org.eclipse.cdt.core.parser.ScannerInfo;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.straggler.internal.core.util.ShellWords;

/**
 * Parses C and C++ files with CDT's standalone parsers (GCC and G++ dialects, chosen by the file extension:
 * {@link #isCpp}). Include paths and macros come from a
 * {@code compile_commands.json} next to the source or in a parent directory; headers are read from disk,
 * and a header that cannot be found is a warning (its declarations are missing: a smaller slice), never
 * an error. {@code mpi.h} need not be found: MPI calls are recognized by name; a header that is in the MPI compiler
 * wrapper's include path ({@link MpiIncludes}: MPI's own) is not warned about. Headers come through
 * {@link CdtIncludes}, the one class that touches CDT's internal packages (why: see there).
 */
public final class CParser {

    /** The include paths and macros of one file. */
    public record Flags(List<String> includePaths, Map<String, String> macros) {
        public static final Flags NONE = new Flags(List.of(), Map.of());
    }

    private CParser() {
    }

    /**
     * Parses {@code file}; warnings go to {@code warnings}.
     *
     * @throws IOException when the file cannot be read
     */
    public static IASTTranslationUnit parse(Path file, List<String> warnings) throws IOException {
        Path abs = file.toAbsolutePath().normalize();
        Flags flags = flags(abs, warnings);
        String code = Files.readString(abs, java.nio.charset.StandardCharsets.ISO_8859_1);
        FileContent fc = FileContent.create(abs.toString(), code.toCharArray());
        List<String> includes = new ArrayList<>(flags.includePaths());
        includes.add(abs.getParent().toString());
        ScannerInfo info = new ScannerInfo(flags.macros(), includes.toArray(String[]::new));
        IASTTranslationUnit tu;
        try {
            AbstractLanguage language = isCpp(abs) ? GPPLanguage.getDefault() : GCCLanguage.getDefault();
            tu = language.getASTTranslationUnit(fc, info, CdtIncludes.fromDisk(), null, 0, new DefaultLogService());
        } catch (Exception e) {
            throw new IOException("cannot parse " + abs + ": " + e, e);
        }
        for (IASTPreprocessorIncludeStatement inc : tu.getIncludeDirectives()) {
            if (!inc.isResolved() && !inc.isSystemInclude() && !MpiIncludes.isMpiHeader(inc.getName().toString())) {
                warnings.add(abs.getFileName() + ":" + CfgBuilder.line(inc) + ": header " + inc.getName()
                        + " not found (add it to the include path in compile_commands.json): its declarations are"
                        + " missing from the slice");
            }
        }
        return tu;
    }

    /** Whether {@code file} is C++ by its extension (.cpp, .cc, .cxx, .c++, .C, .hpp, .hh, .hxx, .h++). */
    public static boolean isCpp(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String ext = dot < 0 ? "" : name.substring(dot + 1);
        return ext.equals("C") || List.of("cpp", "cc", "cxx", "c++", "hpp", "hh", "hxx", "h++").contains(ext.toLowerCase());
    }

    /** The flags of {@code file} from the nearest compile_commands.json, or none. */
    public static Flags flags(Path file, List<String> warnings) {
        for (Path dir = file.getParent(); dir != null; dir = dir.getParent()) {
            Path cc = dir.resolve("compile_commands.json");
            if (Files.isRegularFile(cc)) {
                try {
                    return flags(file, cc);
                } catch (IOException | RuntimeException e) {
                    warnings.add("cannot read " + cc + ": " + e.getMessage());
                    return Flags.NONE;
                }
            }
            Path build = dir.resolve("build").resolve("compile_commands.json");
            if (Files.isRegularFile(build)) {
                try {
                    return flags(file, build);
                } catch (IOException | RuntimeException e) {
                    warnings.add("cannot read " + build + ": " + e.getMessage());
                    return Flags.NONE;
                }
            }
        }
        return Flags.NONE;
    }

    static Flags flags(Path file, Path compileCommands) throws IOException {
        JsonArray entries = JsonParser.parseString(Files.readString(compileCommands)).getAsJsonArray();
        for (JsonElement e : entries) {
            JsonObject o = e.getAsJsonObject();
            Path dir = Path.of(o.has("directory") ? o.get("directory").getAsString() : compileCommands.getParent().toString());
            Path f = dir.resolve(o.get("file").getAsString()).toAbsolutePath().normalize();
            if (!f.equals(file)) {
                continue;
            }
            List<String> args = new ArrayList<>();
            if (o.has("arguments")) {
                o.getAsJsonArray("arguments").forEach(a -> args.add(a.getAsString()));
            } else if (o.has("command")) {
                args.addAll(ShellWords.split(o.get("command").getAsString()).words());
            }
            List<String> includes = new ArrayList<>();
            Map<String, String> macros = new LinkedHashMap<>();
            for (int i = 0; i < args.size(); i++) {
                String a = args.get(i);
                String value = null;
                String opt = null;
                for (String p : List.of("-I", "-isystem", "-iquote", "-D")) {
                    if (a.equals(p) && i + 1 < args.size()) {
                        opt = p;
                        value = args.get(++i);
                    } else if (a.startsWith(p) && a.length() > p.length() && !a.equals(p)) {
                        opt = p;
                        value = a.substring(p.length());
                    }
                    if (opt != null) {
                        break;
                    }
                }
                if (opt == null) {
                    continue;
                }
                if (opt.equals("-D")) {
                    int eq = value.indexOf('=');
                    macros.put(eq < 0 ? value : value.substring(0, eq), eq < 0 ? "1" : value.substring(eq + 1));
                } else {
                    includes.add(dir.resolve(value).toAbsolutePath().normalize().toString());
                }
            }
            return new Flags(includes, macros);
        }
        return Flags.NONE;
    }
}
