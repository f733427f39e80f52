/** Tests of the API package {@code dev.straggler.model.dump}: the run directory's text files and layout. */
package dev.straggler.model.dump.tests;
