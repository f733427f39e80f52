package dev.straggler.launch.ide;

import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;

/**
 * One kind of news the IDE passes from whoever makes it to whoever shows it: {@link #publish(Object)} records the value
 * as the {@link #latest()} and hands it to every subscriber, in the order they subscribed, on the publishing thread (a
 * background job for a diagnosis, the UI thread for a slice step: a subscriber that touches widgets moves to the UI
 * thread itself). A subscriber that throws is logged and the others are still told; one unsubscribed during a
 * publication (by itself or another subscriber) is not called after its unsubscription, one subscribed during it hears
 * from the next publication on. The product's topics are {@link Topics}.
 *
 * @param <T> what is published
 */
public final class Topic<T> {

    private final String name;
    private final CopyOnWriteArrayList<Consumer<? super T>> subscribers = new CopyOnWriteArrayList<>();
    private volatile T latest;

    /** @param name what is published, for the log ("diagnosis": "a diagnosis subscriber failed") */
    public Topic(String name) {
        this.name = Objects.requireNonNull(name);
    }

    public String name() {
        return name;
    }

    /** Adds {@code subscriber} (once: subscribing it again changes nothing); it hears every later publication. */
    public void subscribe(Consumer<? super T> subscriber) {
        subscribers.addIfAbsent(Objects.requireNonNull(subscriber));
    }

    /** Removes {@code subscriber} (the same object that subscribed); nothing when it is not subscribed. */
    public void unsubscribe(Consumer<? super T> subscriber) {
        subscribers.remove(subscriber);
    }

    /** The last value published, or null before the first. */
    public T latest() {
        return latest;
    }

    /** Forgets the latest value, telling no one: as after a workbench restart (for tests). */
    public void forgetLatest() {
        latest = null;
    }

    /** Makes {@code value} the latest and tells every subscriber (class comment). */
    public void publish(T value) {
        latest = Objects.requireNonNull(value);
        for (Consumer<? super T> s : subscribers) {
            if (!subscribers.contains(s)) {
                continue; // unsubscribed while this publication ran
            }
            try {
                s.accept(value);
            } catch (RuntimeException | LinkageError e) {
                ILog.of(Topic.class).log(Status.error("a " + name + " subscriber failed: " + e, e));
            }
        }
    }

    @Override
    public String toString() {
        return "Topic[" + name + "]";
    }
}
