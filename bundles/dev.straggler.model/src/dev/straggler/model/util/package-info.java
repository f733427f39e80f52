/**
 * EMF-generated utilities of the Straggler model, the switch and the adapter factory (sources in {@code src-gen/}).
 * Exported {@code x-internal}: nothing outside the model uses them yet.
 */
package dev.straggler.model.util;
