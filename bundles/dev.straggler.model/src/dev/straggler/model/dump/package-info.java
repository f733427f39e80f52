/**
 * Serialisation of Straggler model instances for debugging and exchange: writing a model (or a part of it)
 * as XMI text and reading it back, independently of the Eclipse workspace.
 */
package dev.straggler.model.dump;
