package dev.straggler.internal.build.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.InputStream;
import java.lang.reflect.Field;
import java.util.Arrays;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import dev.straggler.internal.build.ui.wizards.Messages;

/** The wizards' NLS bundle: one text per field, no field without its text (NLS would show "NLS missing message"). */
class WizardMessagesTest {

    @Test
    void everyFieldHasItsTextAndEveryTextItsField() throws Exception {
        Properties texts = new Properties();
        try (InputStream in = Messages.class.getResourceAsStream("messages.properties")) {
            texts.load(in);
        }
        Set<String> fields = Arrays.stream(Messages.class.getFields()).map(Field::getName).collect(Collectors.toSet());
        assertEquals(texts.stringPropertyNames(), fields);
        for (Field f : Messages.class.getFields()) {
            String text = (String) f.get(null);
            assertEquals(texts.getProperty(f.getName()), text, f.getName());
            assertFalse(text.startsWith("NLS missing message"), f.getName());
        }
    }
}
