/**
 * Marker package of the linux/x86_64 native runtime fragment of {@code dev.straggler.launch}. The
 * fragment's real content is the {@code lib/libstraggler*.so} files built from {@code native-runtime/}
 * with CMake; it is installed unpacked ({@code Eclipse-BundleShape: dir}) so the libraries exist as files.
 */
package dev.straggler.internal.runtime.linux.x86_64;
