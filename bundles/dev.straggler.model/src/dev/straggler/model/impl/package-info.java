/**
 * Implementation classes of the Straggler model (the EMF-generated {@code *Impl} classes and the package
 * and factory implementations), plus compact helpers such as bitmap-backed node sets. Exported because
 * EMF-generated code in other packages refers to it, but not meant to be used directly by clients.
 */
package dev.straggler.model.impl;
