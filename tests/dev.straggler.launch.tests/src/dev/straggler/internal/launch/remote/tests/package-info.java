/** Tests of {@code dev.straggler.internal.launch.remote}: the ssh/scp command lines and the remote script. */
package dev.straggler.internal.launch.remote.tests;
