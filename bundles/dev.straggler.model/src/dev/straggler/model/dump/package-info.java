/**
 * Reading the native runtime's dumps (docs/dump-format.md, version 1.x) into the model:
 * {@link dev.straggler.model.dump.DumpReader} parses one {@code rank-NNNNNN.sdump} file into a
 * {@link dev.straggler.model.dump.DumpFile}, {@link dev.straggler.model.dump.JobLoader} merges a dump directory
 * into a {@link dev.straggler.model.Job}, {@link dev.straggler.model.dump.DumpResourceFactory} exposes both as an
 * EMF resource, and {@link dev.straggler.model.dump.StragglerResources} loads and saves jobs (dump directories,
 * XMI {@code *.straggler} files) with or without OSGi.
 */
package dev.straggler.model.dump;
