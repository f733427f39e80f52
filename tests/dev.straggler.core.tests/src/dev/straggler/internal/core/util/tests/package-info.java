/** Tests of the shared helpers of {@code dev.straggler.internal.core.util}. */
package dev.straggler.internal.core.util.tests;
