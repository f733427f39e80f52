/**
 * EMF-generated utilities of the Straggler model: the switch and the adapter factory.
 */
package dev.straggler.model.util;
