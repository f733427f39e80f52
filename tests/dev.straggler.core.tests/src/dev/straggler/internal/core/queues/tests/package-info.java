/**
 * Tests of the message-queue matcher (the Message Queues view, {@code straggler queues}) on hand-built jobs with known
 * answers: sizes, roots and the notes they give (a message larger than the receive's buffer, roots that differ).
 */
package dev.straggler.internal.core.queues.tests;
