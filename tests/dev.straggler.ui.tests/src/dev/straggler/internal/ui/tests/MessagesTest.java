package dev.straggler.internal.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.InputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;

import org.eclipse.core.runtime.Platform;
import org.eclipse.osgi.util.NLS;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.osgi.framework.Bundle;

/**
 * The NLS bundles of the UI and the IDE launching (one {@code Messages} class and {@code messages.properties} per
 * package): every field has its text and every text its field, and a text with arguments binds to what it says (an
 * apostrophe in it doubled, as {@link NLS#bind} reads one alone as a quote).
 */
class MessagesTest {

    @ParameterizedTest
    @CsvSource({ "dev.straggler.ui, dev.straggler.internal.ui", "dev.straggler.ui, dev.straggler.internal.ui.canvas",
        "dev.straggler.ui, dev.straggler.internal.ui.handlers", "dev.straggler.ui, dev.straggler.internal.ui.help",
        "dev.straggler.ui, dev.straggler.internal.ui.launch", "dev.straggler.ui, dev.straggler.internal.ui.prefs",
        "dev.straggler.ui, dev.straggler.internal.ui.results", "dev.straggler.ui, dev.straggler.internal.ui.traces",
        "dev.straggler.ui, dev.straggler.internal.ui.views", "dev.straggler.launch.ide, dev.straggler.launch.ide" })
    void everyMessageHasItsTextAndBindsAsWritten(String bundle, String pkg) throws Exception {
        Bundle b = Platform.getBundle(bundle);
        assertNotNull(b, bundle);
        Class<?> messages = b.loadClass(pkg + ".Messages");
        Properties texts = new Properties();
        try (InputStream in = messages.getResourceAsStream("messages.properties")) {
            assertNotNull(in, pkg + "/messages.properties in " + bundle);
            texts.load(in);
        }
        Set<String> fields = new TreeSet<>();
        for (Field f : messages.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers()) && Modifier.isPublic(f.getModifiers()) && f.getType() == String.class) {
                fields.add(f.getName());
                f.setAccessible(true);
                String text = (String) f.get(null);
                assertEquals(texts.getProperty(f.getName()), text, pkg + "." + f.getName());
                if (text.contains("{0}")) {
                    Object[] args = { "A0", "A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9" };
                    String expected = text.replace("''", "'");
                    for (int i = 0; i < args.length; i++) {
                        expected = expected.replace("{" + i + "}", args[i].toString());
                    }
                    assertEquals(expected, NLS.bind(text, args), pkg + "." + f.getName());
                }
            }
        }
        assertEquals(new TreeSet<>(texts.stringPropertyNames()), fields, pkg);
    }
}
