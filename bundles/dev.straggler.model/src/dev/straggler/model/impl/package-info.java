/**
 * EMF-generated implementation classes of the Straggler model (the {@code *Impl} classes, the package and the
 * factory). Exported because EMF needs it, but clients use the interfaces of {@code dev.straggler.model}.
 */
package dev.straggler.model.impl;
