package dev.straggler.model.profile;

/**
 * What one task communicated through one kind of MPI call at one call site: how often the call was made, and the
 * messages and bytes it sent and received (payload bytes: count × type size, as the application asked; a collective
 * counts what this task contributes as sent and what it gets as received). All counts are non-negative.
 *
 * @param calls            the number of calls
 * @param messagesSent     the number of messages sent
 * @param bytesSent        the bytes sent
 * @param messagesReceived the number of messages received
 * @param bytesReceived    the bytes received
 */
public record Traffic(long calls, long messagesSent, long bytesSent, long messagesReceived, long bytesReceived) {

    /** No communication. */
    public static final Traffic NONE = new Traffic(0, 0, 0, 0, 0);

    /** Checks that no count is negative. */
    public Traffic {
        if (calls < 0 || messagesSent < 0 || bytesSent < 0 || messagesReceived < 0 || bytesReceived < 0) {
            throw new IllegalArgumentException("traffic counts must not be negative: calls=" + calls
                    + " messagesSent=" + messagesSent + " bytesSent=" + bytesSent + " messagesReceived="
                    + messagesReceived + " bytesReceived=" + bytesReceived);
        }
    }

    /** The communication volume: bytes sent plus bytes received. */
    public long volume() {
        return bytesSent + bytesReceived;
    }

    /** The sum of both. */
    public Traffic plus(Traffic other) {
        return new Traffic(calls + other.calls, messagesSent + other.messagesSent, bytesSent + other.bytesSent,
                messagesReceived + other.messagesReceived, bytesReceived + other.bytesReceived);
    }
}
