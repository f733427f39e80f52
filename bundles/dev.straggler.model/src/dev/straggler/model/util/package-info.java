/**
 * Utilities for the Straggler model: the EMF-generated switch and adapter factory, and small static
 * helpers for navigating and querying model instances.
 */
package dev.straggler.model.util;
