/**
 * The diagnostics of a build's output, read line by line: GCC's and Clang's {@code file:line:col: error|warning: message},
 * the linker's undefined references, make's and CMake's errors, with the directories {@code make -w} enters, so that
 * relative file names resolve. No Eclipse resources and no SWT: the builder makes markers of them.
 */
package dev.straggler.internal.build.diagnostics;
