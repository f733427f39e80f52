package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.straggler.cli.tests.MainTest.Run;

/**
 * Every command's real {@code --json} output against its schema in docs/json-schemas/ (docs/json-schemas.md). No JSON
 * Schema validator is on the target platform, so this is a structural check of the subset the schemas use:
 * {@code type} (one or a list), {@code required}, {@code properties}, {@code items}, {@code enum} and local
 * {@code $ref}s ({@code #/$defs/NAME}); a member the schema does not list is a failure too, so the schemas cannot
 * silently fall behind the output.
 */
class JsonSchemasTest {

    /** Where the test's runs go: deleted after each test. */
    @TempDir
    Path tmp;

    static Path schemas() {
        return Path.of(System.getProperty("straggler.schemas", "../../docs/json-schemas"));
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void everyCommandsJsonMatchesItsSchema() throws IOException {
        Path dumps = tmp.resolve("ring");
        Run d = MainTest.run("diagnose", "--np", "4", "--timeout", "2", "--dump-dir", dumps.toString(), "--json", "--",
                ExamplesEndToEndTest.examples().resolve("ring").toString());
        assertEquals(0, d.exit(), d.err());
        check("diagnose", d);
        check("diagnose", MainTest.run("analyze", dumps.toString(), "--json"));
        check("stacks", MainTest.run("stacks", dumps.toString(), "--json"));
        check("stacks", MainTest.run("stacks", dumps.toString(), "--json", "--lines"));
        check("slice", MainTest.run("slice", dumps.toString(), "--json", "--source-root",
                ExamplesEndToEndTest.sources().toString()));
        check("queues", MainTest.run("queues", dumps.toString(), "--json"));
        check("inject", MainTest.run("inject", "--runs", "1", "--np", "4", "--pdg", "dist", "--seed", "7", "--timeout",
                "2", "--work-dir", tmp.resolve("inject").toString(), "--json", "--",
                InjectCampaignTest.campaign().resolve("nested").toString(), "60"));
    }

    @Test
    void theCheckerRejectsWhatTheSchemaDoesNotAllow() throws IOException {
        JsonObject schema = schema("slice");
        JsonObject ok = JsonParser.parseString("{\"order\":\"o\",\"increments\":[{\"ranks\":[0],\"reason\":\"r\","
                + "\"communication\":[{\"kind\":\"matching\",\"partnerCall\":\"send\",\"tasks\":[0],\"partners\":[1],"
                + "\"sites\":[{\"file\":\"a.c\",\"line\":9}],\"description\":\"d\"}],"
                + "\"lines\":[{\"file\":\"a.c\",\"line\":3}],\"added\":[]}],\"totalIncrements\":1,\"warnings\":[]}").getAsJsonObject();
        assertEquals(List.of(), violations(schema, schema, ok, "$"));
        JsonObject bad = ok.deepCopy();
        bad.remove("totalIncrements");
        bad.addProperty("extra", 1);
        bad.getAsJsonArray("increments").get(0).getAsJsonObject().getAsJsonArray("lines").get(0).getAsJsonObject()
                .addProperty("line", "3");
        assertEquals(List.of("$: missing totalIncrements", "$.increments[0].lines[0].line: \"3\" is not integer",
                "$: extra is not in the schema"), violations(schema, schema, bad, "$"));
    }

    static void check(String command, Run run) throws IOException {
        assertEquals(0, run.exit(), command + ": " + run.err());
        assertMatches(command, run.out());
    }

    /**
     * {@code out} matches docs/json-schemas/{@code schema}.schema.json: used here and by the tests that run the
     * commands whose runs are long (diff, scale, runs), on the output they check anyway.
     */
    static void assertMatches(String schemaName, String out) {
        JsonElement json = JsonParser.parseString(out);
        JsonObject schema;
        try {
            schema = schema(schemaName);
        } catch (IOException e) {
            throw new AssertionError("no schema docs/json-schemas/" + schemaName + ".schema.json: " + e.getMessage(), e);
        }
        List<String> v = violations(schema, schema, json, "$");
        assertEquals(List.of(), v, schemaName + " --json:\n" + out);
    }

    static JsonObject schema(String command) throws IOException {
        return JsonParser.parseString(Files.readString(schemas().resolve(command + ".schema.json"))).getAsJsonObject();
    }

    static List<String> violations(JsonObject root, JsonObject schema, JsonElement value, String at) {
        List<String> out = new ArrayList<>();
        if (schema.has("$ref")) {
            String ref = schema.get("$ref").getAsString();
            assertTrue(ref.startsWith("#/$defs/"), ref);
            return violations(root, root.getAsJsonObject("$defs").getAsJsonObject(ref.substring(8)), value, at);
        }
        if (schema.has("type")) {
            List<String> types = new ArrayList<>();
            if (schema.get("type").isJsonArray()) {
                schema.getAsJsonArray("type").forEach(t -> types.add(t.getAsString()));
            } else {
                types.add(schema.get("type").getAsString());
            }
            if (types.stream().noneMatch(t -> is(t, value))) {
                out.add(at + ": " + value + " is not " + String.join("|", types));
                return out;
            }
        }
        if (schema.has("enum") && !schema.getAsJsonArray("enum").contains(value)) {
            out.add(at + ": " + value + " is not one of " + schema.get("enum"));
        }
        if (value.isJsonObject() && schema.has("properties")) {
            JsonObject o = value.getAsJsonObject();
            JsonObject props = schema.getAsJsonObject("properties");
            if (schema.has("required")) {
                for (JsonElement r : schema.getAsJsonArray("required")) {
                    if (!o.has(r.getAsString())) {
                        out.add(at + ": missing " + r.getAsString());
                    }
                }
            }
            for (Map.Entry<String, JsonElement> e : o.entrySet()) {
                if (!props.has(e.getKey())) {
                    out.add(at + ": " + e.getKey() + " is not in the schema");
                } else {
                    out.addAll(violations(root, props.getAsJsonObject(e.getKey()), e.getValue(), at + "." + e.getKey()));
                }
            }
        }
        if (value.isJsonArray() && schema.has("items")) {
            JsonArray a = value.getAsJsonArray();
            for (int i = 0; i < a.size(); i++) {
                out.addAll(violations(root, schema.getAsJsonObject("items"), a.get(i), at + "[" + i + "]"));
            }
        }
        return out;
    }

    private static boolean is(String type, JsonElement v) {
        return switch (type) {
        case "object" -> v.isJsonObject();
        case "array" -> v.isJsonArray();
        case "null" -> v.isJsonNull();
        case "string" -> v.isJsonPrimitive() && v.getAsJsonPrimitive().isString();
        case "boolean" -> v.isJsonPrimitive() && v.getAsJsonPrimitive().isBoolean();
        case "number" -> v.isJsonPrimitive() && v.getAsJsonPrimitive().isNumber();
        case "integer" -> v.isJsonPrimitive() && v.getAsJsonPrimitive().isNumber()
                && v.getAsBigDecimal().stripTrailingZeros().scale() <= 0;
        default -> throw new IllegalArgumentException("schema type " + type);
        };
    }
}
