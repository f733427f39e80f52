/**
 * External commands (make, cmake, the MPI compiler wrappers) run bounded in time and cancellable, their output read line
 * by line. No Eclipse resources and no SWT.
 */
package dev.straggler.internal.build.process;
