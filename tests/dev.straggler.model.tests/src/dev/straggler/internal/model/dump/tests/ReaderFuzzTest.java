package dev.straggler.internal.model.dump.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import javax.xml.parsers.SAXParserFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.xml.sax.InputSource;
import org.xml.sax.helpers.DefaultHandler;

import dev.straggler.internal.model.dump.DumpReader;
import dev.straggler.internal.model.dump.ReducedReader;
import dev.straggler.model.dump.DumpFormatException;
import dev.straggler.model.dump.StragglerResources;

/**
 * Fuzzes the dump reader, the reduced-file reader and the XMI loader with {@link ReaderFuzzer} (fixed seed, bounded
 * iterations; the committed corpus in fuzz/ comes from real files, see fuzz/make-corpus.py), and shows that XMI is
 * read without external entities. The timeouts only guard against hangs; they are far above a run's time.
 */
class ReaderFuzzTest {

    private static final long SEED = 15;

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void dumpReaderRejectsDamageWithOneMessage(@TempDir Path dir) throws Exception {
        List<byte[]> corpus = ReaderFuzzer.corpus("rank-000002", ".sdump");
        assertTrue(corpus.size() > 20, "corpus found: " + corpus.size());
        Files.writeString(dir.resolve("job.info"), "world_size=4\n");
        ReaderFuzzer.Result r = ReaderFuzzer.run("sdump", corpus, 1, 4000, SEED, IOException.class,
                ReaderFuzzer::fixDumpCrc, input -> {
                    DumpReader.read(input, "rank-000002.sdump");
                    // accepted: the loader turns it into a Job (what the IDE and CLI do next)
                    Files.write(dir.resolve("rank-000002.sdump"), input);
                    StragglerResources.loadDumpDirectory(dir);
                });
        System.out.println(r);
        assertEquals(List.of(), r.failures());
        assertTrue(r.accepted() > 0 && r.rejected() > 0, r.toString());
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void reducedReaderRejectsDamageWithOneMessage() throws Exception {
        List<byte[]> corpus = ReaderFuzzer.corpus("reduced", ".sdump");
        assertTrue(corpus.size() > 20, "corpus found: " + corpus.size());
        ReaderFuzzer.Result r = ReaderFuzzer.run("reduced", corpus, 1, 4000, SEED, DumpFormatException.class,
                ReaderFuzzer::fixDumpCrc, input -> ReducedReader.read(input, "reduced.sdump"));
        System.out.println(r);
        assertEquals(List.of(), r.failures());
        assertTrue(r.accepted() > 0 && r.rejected() > 0, r.toString());
    }

    @Test
    void aLengthFieldCannotMakeTheReducedReaderAllocate() throws Exception {
        byte[] seed = ReaderFuzzer.corpus("reduced", ".sdump").get(0);
        ReducedReader.read(seed, "reduced.sdump");
        // the RINF section's first string length (the first phase name, or the MPI library) set to 2^31-1 at every
        // 4-byte offset in turn: rejected with a DumpFormatException, never an OutOfMemoryError
        int rejected = 0;
        for (int at = 24 + 16; at + 4 <= seed.length; at += 4) {
            byte[] b = seed.clone();
            java.nio.ByteBuffer.wrap(b).order(java.nio.ByteOrder.LITTLE_ENDIAN).putInt(at, Integer.MAX_VALUE);
            try {
                ReducedReader.read(ReaderFuzzer.fixDumpCrc(b), "reduced.sdump");
            } catch (DumpFormatException e) {
                assertTrue(ReaderFuzzer.clear(e.getMessage()), e.getMessage());
                rejected++;
            }
        }
        assertTrue(rejected > 10, "rejected " + rejected);
    }

    @Test
    void aReducedFileEndingInAnEmptyEndSectionIsRejected() {
        byte[] b = new byte[24 + 16];
        System.arraycopy("STRGDUMP".getBytes(StandardCharsets.US_ASCII), 0, b, 0, 8);
        b[8] = 1;
        System.arraycopy("END ".getBytes(StandardCharsets.US_ASCII), 0, b, 24, 4);
        DumpFormatException e = assertThrows(DumpFormatException.class, () -> ReducedReader.read(b, "reduced.sdump"));
        assertTrue(e.getMessage().startsWith("reduced.sdump is corrupt"), e.getMessage());
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void xmiLoaderRejectsDamageWithOneMessage(@TempDir Path dir) throws Exception {
        List<byte[]> corpus = ReaderFuzzer.corpus("ring", ".straggler");
        assertTrue(corpus.size() > 5, "corpus found: " + corpus.size());
        Path file = dir.resolve("run.straggler");
        ReaderFuzzer.Result r = ReaderFuzzer.run("xmi", corpus, 1, 300, SEED, IOException.class, b -> b, input -> {
            Files.write(file, input);
            StragglerResources.loadXmi(file);
        });
        System.out.println(r);
        assertEquals(List.of(), r.failures());
        assertTrue(r.accepted() > 0 && r.rejected() > 0, r.toString());
    }

    private static final String SECRET = "TOP-SECRET-7c1e";

    private static String xxe(Path secret) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE straggler:Job [ <!ENTITY leak SYSTEM \""
                + secret.toUri() + "\"> ]>\n<straggler:Job xmi:version=\"2.0\" xmlns:xmi=\"http://www.omg.org/XMI\" "
                + "xmlns:straggler=\"http://straggler.dev/model/1.0\" worldSize=\"4\">\n  <executable>&leak;</executable>\n"
                + "</straggler:Job>\n";
    }

    @Test
    void xmiIsReadWithoutExternalEntities(@TempDir Path dir) throws Exception {
        Path secret = Files.writeString(dir.resolve("secret.txt"), SECRET);
        Path file = Files.writeString(dir.resolve("evil.straggler"), xxe(secret));

        // the file does reference the secret: a default JDK parser resolves the entity into the attribute
        StringBuilder seen = new StringBuilder();
        SAXParserFactory factory = SAXParserFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.newSAXParser().parse(new InputSource(new StringReader(xxe(secret))), new DefaultHandler() {
            @Override
            public void characters(char[] ch, int start, int length) {
                seen.append(ch, start, length);
            }
        });
        assertEquals(SECRET, seen.toString().strip(), "control: a default parser resolves the external entity");

        // Straggler's loader refuses the DOCTYPE before resolving anything
        IOException e = assertThrows(IOException.class, () -> StragglerResources.loadXmi(file));
        assertTrue(e.getMessage().contains("DOCTYPE"), e.getMessage());
        assertFalse(e.getMessage().contains(SECRET), e.getMessage());
        assertTrue(e.getMessage().startsWith(file + " is not a readable Straggler file"), e.getMessage());

        // and so does a resource set made by StragglerResources (the IDE's way of opening *.straggler)
        var resource = StragglerResources.createResourceSet()
                .createResource(StragglerResources.fileUri(file));
        assertThrows(IOException.class, () -> resource.load(java.util.Map.of()));
        assertTrue(resource.getContents().isEmpty()
                || !String.valueOf(resource.getContents().get(0)).contains(SECRET));
    }
}
