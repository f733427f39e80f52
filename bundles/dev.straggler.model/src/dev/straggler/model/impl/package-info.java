/**
 * EMF-generated implementation classes of the Straggler model (the {@code *Impl} classes, the package and the
 * factory; sources in {@code src-gen/}). Exported {@code x-internal}: clients use the interfaces of {@code
 * dev.straggler.model}.
 */
package dev.straggler.model.impl;
