package dev.straggler.launch.ide.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

import org.eclipse.core.runtime.ILogListener;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.junit.jupiter.api.Test;

import dev.straggler.launch.ide.Topic;

/**
 * The one event path of the IDE ({@link Topic}): subscribers hear in the order they subscribed, on the publishing
 * thread; a failing subscriber is logged and the others still hear; unsubscribing during a publication; the latest
 * value.
 */
class TopicTest {

    final Topic<String> topic = new Topic<>("test");
    final List<String> heard = new CopyOnWriteArrayList<>();

    Consumer<String> recorder(String who) {
        return v -> heard.add(who + ":" + v);
    }

    @Test
    void subscribersHearInTheOrderTheySubscribed() {
        Consumer<String> a = recorder("a");
        topic.subscribe(recorder("b"));
        topic.subscribe(a);
        topic.subscribe(recorder("c"));
        topic.subscribe(a); // once only
        topic.publish("1");
        topic.publish("2");
        assertEquals(List.of("b:1", "a:1", "c:1", "b:2", "a:2", "c:2"), heard);
    }

    @Test
    void subscribersAreCalledOnThePublishingThread() throws InterruptedException {
        AtomicReference<Thread> called = new AtomicReference<>();
        topic.subscribe(v -> called.set(Thread.currentThread()));
        Thread publisher = new Thread(() -> topic.publish("from a job"), "publisher");
        publisher.start();
        publisher.join(10_000);
        assertSame(publisher, called.get());
    }

    @Test
    void failingSubscriberIsLoggedAndTheOthersStillHear() {
        List<IStatus> logged = new CopyOnWriteArrayList<>();
        ILogListener log = (status, plugin) -> logged.add(status);
        Platform.addLogListener(log);
        try {
            topic.subscribe(recorder("a"));
            topic.subscribe(v -> {
                throw new IllegalStateException("broken view");
            });
            topic.subscribe(v -> {
                throw new NoClassDefFoundError("a bundle went away");
            });
            topic.subscribe(recorder("b"));
            topic.publish("x");
        } finally {
            Platform.removeLogListener(log);
        }
        assertEquals(List.of("a:x", "b:x"), heard);
        List<IStatus> failures = logged.stream().filter(s -> s.getMessage().startsWith("a test subscriber failed"))
                .toList();
        assertEquals(2, failures.size(), "one log entry per failure: " + logged);
        assertTrue(failures.stream().allMatch(s -> s.getSeverity() == IStatus.ERROR));
        assertInstanceOf(IllegalStateException.class, failures.get(0).getException());
        assertInstanceOf(NoClassDefFoundError.class, failures.get(1).getException());
    }

    @Test
    void unsubscribedDuringAPublicationIsNotCalledAfterwards() {
        Consumer<String> second = recorder("second");
        Consumer<String> third = recorder("third");
        List<Consumer<String>> first = new ArrayList<>();
        first.add(v -> {
            heard.add("first:" + v);
            topic.unsubscribe(first.get(0)); // itself
            topic.unsubscribe(second); // a later one, not yet called in this publication
        });
        topic.subscribe(first.get(0));
        topic.subscribe(second);
        topic.subscribe(third);
        topic.publish("1");
        topic.publish("2");
        assertEquals(List.of("first:1", "third:1", "third:2"), heard);
    }

    @Test
    void subscribedDuringAPublicationHearsFromTheNextOne() {
        Consumer<String> late = recorder("late");
        topic.subscribe(v -> {
            heard.add("early:" + v);
            topic.subscribe(late);
        });
        topic.publish("1");
        topic.publish("2");
        assertEquals(List.of("early:1", "early:2", "late:2"), heard);
    }

    @Test
    void latestIsTheLastValuePublishedAndSetBeforeSubscribersHear() {
        assertNull(topic.latest());
        topic.subscribe(v -> heard.add("latest while hearing " + v + ": " + topic.latest()));
        topic.publish("1");
        topic.publish("2");
        assertEquals("2", topic.latest());
        assertEquals(List.of("latest while hearing 1: 1", "latest while hearing 2: 2"), heard);
        assertThrows(NullPointerException.class, () -> topic.publish(null));
        assertEquals("2", topic.latest());
    }

    @Test
    void unsubscribingWhatNeverSubscribedChangesNothing() {
        topic.subscribe(recorder("a"));
        topic.unsubscribe(recorder("a")); // another object
        topic.publish("1");
        assertEquals(List.of("a:1"), heard);
    }
}
