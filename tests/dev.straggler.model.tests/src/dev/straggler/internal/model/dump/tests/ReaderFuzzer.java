package dev.straggler.internal.model.dump.tests;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import java.util.zip.CRC32;

/**
 * A mutation fuzzer for Straggler's file readers, run as a plain JUnit test inside tycho-surefire's OSGi runtime
 * (Jazzer's JUnit integration cannot run there, see docs/decisions/041-fuzzing-the-readers.md): a fixed random seed
 * and a fixed number of iterations, so every CI run reads the same inputs and a failure reproduces. Inputs are the
 * committed corpus (truncated and bit-flipped real files) and mutants of the seeds and of earlier mutants the reader
 * accepted (the accepted ones reach deeper into the format, a crude stand-in for coverage feedback): bit flips,
 * interesting bytes and 32/64-bit values (0, -1, MAX, sizes), truncation, deleted and duplicated chunks;
 * {@code fixup} then repairs checksums in half of the mutants so the damage reaches the payload parsers.
 * <p>
 * Every input must either be read or be rejected with {@code allowed} carrying one clear line of message (no
 * exception class names, no line breaks); anything else is a failure, as is an input for which the reader allocates
 * more than {@link #allocationLimit(int)} bytes (a length field must not make it allocate beyond the file's size).
 */
public final class ReaderFuzzer {

    /** A reader under test: reads the input, throws what it throws. */
    @FunctionalInterface
    public interface Reader {
        /** Reads {@code input}; returns normally when it was accepted. */
        void read(byte[] input) throws Exception;
    }

    /** What a run did: inputs read, how many were accepted, rejected, and the failures (empty when all is well). */
    public record Result(String name, int inputs, int accepted, int rejected, long maxAllocated, List<String> failures) {
        @Override
        public String toString() {
            return String.format("fuzz %s: %d inputs, %d accepted, %d rejected with one message, max %d bytes "
                    + "allocated for one input, %d failures", name, inputs, accepted, rejected, maxAllocated,
                    failures.size());
        }
    }

    private static final Method ALLOCATED = allocatedBytes();
    private static final long[] INTERESTING = { 0, 1, -1, 0x7F, 0x80, 0xFF, 0x7FFF, 0xFFFF, Integer.MAX_VALUE,
            0x80000000L, 0xFFFFFFFFL, Long.MAX_VALUE, Long.MIN_VALUE };

    private ReaderFuzzer() {
    }

    /** At most this many bytes may be allocated while reading an input of {@code size} bytes. */
    public static long allocationLimit(int size) {
        return (64L << 20) + 64L * size;
    }

    /** The seeds, then the files of the committed corpus, whose names start with {@code stem} and end with {@code ext}. */
    public static List<byte[]> corpus(String stem, String ext) throws IOException {
        Path dir = Path.of(System.getProperty("straggler.fuzz", "fuzz"));
        List<byte[]> files = new ArrayList<>();
        for (String sub : new String[] { "seeds", "corpus" }) {
            try (Stream<Path> list = Files.list(dir.resolve(sub))) {
                for (Path p : list.filter(p -> p.getFileName().toString().startsWith(stem)
                        && p.getFileName().toString().endsWith(ext)).sorted().toList()) {
                    files.add(Files.readAllBytes(p));
                }
            }
        }
        return files;
    }

    /**
     * Reads every file of {@code corpus} as is, then {@code iterations} mutants (random seed {@code randomSeed}) of
     * the first {@code seeds} corpus files and of accepted mutants.
     */
    public static Result run(String name, List<byte[]> corpus, int seeds, int iterations, long randomSeed,
            Class<? extends Exception> allowed, UnaryOperator<byte[]> fixup, Reader reader) {
        Random random = new Random(randomSeed);
        List<byte[]> pool = new ArrayList<>(corpus.subList(0, seeds));
        List<String> failures = new ArrayList<>();
        int accepted = 0, rejected = 0, inputs = 0;
        long maxAllocated = 0;
        for (int i = 0; i < corpus.size() + iterations; i++) {
            byte[] input;
            if (i < corpus.size()) {
                input = corpus.get(i);
            } else {
                input = mutate(pool.get(random.nextInt(pool.size())), random);
                if (random.nextBoolean()) {
                    input = fixup.apply(input);
                }
            }
            inputs++;
            long before = allocated();
            Throwable thrown = null;
            try {
                reader.read(input);
            } catch (Throwable t) { // NOPMD: every throwable is judged below
                thrown = t;
            }
            long used = allocated() - before;
            maxAllocated = Math.max(maxAllocated, used);
            String failure = null;
            if (thrown == null) {
                accepted++;
                if (i >= corpus.size() && pool.size() < 64) {
                    pool.add(input);
                }
            } else if (allowed.isInstance(thrown) && clear(thrown.getMessage())) {
                rejected++;
            } else {
                failure = thrown.toString();
                if (!allowed.isInstance(thrown)) {
                    for (StackTraceElement at : thrown.getStackTrace()) { // the first frame of Straggler's own code
                        if (at.getClassName().startsWith("dev.straggler.")) {
                            failure += " at " + at;
                            break;
                        }
                    }
                }
            }
            if (failure == null && used > allocationLimit(input.length)) {
                failure = "allocated " + used + " bytes for a " + input.length + "-byte input";
            }
            if (failure != null) {
                failures.add("input " + i + " (" + input.length + " bytes): " + failure + save(name, i, input));
            }
        }
        return new Result(name, inputs, accepted, rejected, maxAllocated, failures);
    }

    /** One line, no exception class name: a message for people. */
    static boolean clear(String message) {
        return message != null && !message.isBlank() && message.indexOf('\n') < 0 && !message.contains("java.")
                && !message.contains("Exception");
    }

    private static String save(String name, int i, byte[] input) {
        try {
            Path dir = Files.createDirectories(Path.of("target", "fuzz-failures"));
            Path file = dir.resolve(name + "-" + i + ".bin");
            Files.write(file, input);
            return " (saved as " + file.toAbsolutePath() + ")";
        } catch (IOException e) {
            return "";
        }
    }

    private static byte[] mutate(byte[] seed, Random random) {
        byte[] b = seed;
        for (int n = 1 + random.nextInt(4); n > 0; n--) {
            if (b.length == 0) {
                return b;
            }
            int at = random.nextInt(b.length);
            switch (random.nextInt(7)) {
            case 0, 1 -> {
                b = b == seed ? b.clone() : b;
                b[at] ^= (byte) (1 << random.nextInt(8));
            }
            case 2 -> {
                b = b == seed ? b.clone() : b;
                b[at] = (byte) INTERESTING[random.nextInt(6)];
            }
            case 3, 4 -> {
                b = b == seed ? b.clone() : b;
                long v = random.nextInt(4) == 0 ? b.length + random.nextInt(3) - 1 : INTERESTING[random.nextInt(INTERESTING.length)];
                int width = random.nextBoolean() ? 4 : 8;
                ByteBuffer w = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
                at = Math.max(0, Math.min(at & ~3, b.length - width));
                if (b.length >= width) {
                    if (width == 4) {
                        w.putInt(at, (int) v);
                    } else {
                        w.putLong(at, v);
                    }
                }
            }
            case 5 -> b = java.util.Arrays.copyOf(b, at);
            default -> {
                int len = 1 + random.nextInt(Math.min(64, b.length - at));
                byte[] c = new byte[random.nextBoolean() ? b.length - len : b.length + len];
                if (c.length < b.length) { // delete [at, at+len)
                    System.arraycopy(b, 0, c, 0, at);
                    System.arraycopy(b, at + len, c, at, b.length - at - len);
                } else { // duplicate [at, at+len)
                    System.arraycopy(b, 0, c, 0, at + len);
                    System.arraycopy(b, at, c, at + len, b.length - at);
                }
                b = c;
            }
            }
        }
        return b;
    }

    /** Recomputes the END section's CRC-32 and section count of a STRGDUMP file whose sections still walk. */
    public static byte[] fixDumpCrc(byte[] input) {
        byte[] b = input.clone();
        ByteBuffer w = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        long pos = 24;
        int n = 0;
        while (pos + 16 <= b.length) {
            int tag = w.getInt((int) pos);
            long length = w.getLong((int) pos + 8);
            if (tag == 0x20444E45) { // "END "
                if (length >= 8 && pos + 24 <= b.length) {
                    CRC32 crc = new CRC32();
                    crc.update(b, 0, (int) pos);
                    w.putInt((int) pos + 16, (int) crc.getValue());
                    w.putInt((int) pos + 20, n);
                }
                break;
            }
            if (length < 0 || length > b.length - pos - 16) {
                break;
            }
            pos += 16 + length;
            n++;
        }
        return b;
    }

    private static long allocated() {
        try {
            return ALLOCATED == null ? 0 : (long) ALLOCATED.invoke(ManagementFactory.getThreadMXBean());
        } catch (ReflectiveOperationException e) {
            return 0;
        }
    }

    /** com.sun.management.ThreadMXBean#getCurrentThreadAllocatedBytes, loaded outside the bundle's class space. */
    private static Method allocatedBytes() {
        try {
            Class<?> bean = ClassLoader.getPlatformClassLoader().loadClass("com.sun.management.ThreadMXBean");
            return bean.getMethod("getCurrentThreadAllocatedBytes");
        } catch (ReflectiveOperationException e) {
            return null;
        }
    }

    /** Whether allocations are measured on this JVM (HotSpot: yes). */
    public static boolean measuresAllocation() {
        return ALLOCATED != null && allocated() > 0;
    }
}
