/**
 * API: scoring of fault-injection campaigns (AutomaDeD §5.2.2): one task is suspended per run, and each
 * diagnosis is scored for <em>accuracy</em> (its least-progressed set contains the injected task),
 * <em>precision</em> (its least-progressed set contains no other task) and <em>isolation</em> (the
 * injected task is alone in its PDG node), then summed per algorithm over the runs. Headless: the
 * runs themselves are made by {@code dev.straggler.launch.inject}.
 */
package dev.straggler.core.inject;
