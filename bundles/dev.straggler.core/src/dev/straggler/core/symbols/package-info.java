/**
 * Symbol handling: the tables that map the names found in analysed sources to model elements, and the
 * reference graph between them that the analyses traverse.
 */
package dev.straggler.core.symbols;
