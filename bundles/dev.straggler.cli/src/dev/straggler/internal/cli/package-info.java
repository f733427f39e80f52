/**
 * The command line's commands behind {@link dev.straggler.cli.Main}, one class each behind {@link
 * dev.straggler.internal.cli.Command} ({@link dev.straggler.internal.cli.Commands} lists them): {@code diagnose},
 * {@code analyze}, {@code stacks}, {@code runs}, {@code inject}, {@code slice}, {@code queues}, {@code scale},
 * {@code trace}, {@code diff}, {@code nlr}. Every command reads its arguments through one type, {@link
 * dev.straggler.internal.cli.Args} (values, numbers, {@code --json}/{@code --dot}, the application after {@code --}),
 * with the options some share ({@code JobOptions}: the job a command runs; {@code Analysis}: the diagnosis of a run's
 * dumps; {@code TraceOptions}: filters and K of the trace comparisons); bad usage is a {@link
 * dev.straggler.internal.cli.UsageException} (exit 2), an error the user can fix a {@link
 * dev.straggler.internal.cli.UserError} (exit 1). The commands print through one renderer per report: those the IDE
 * can use too in {@code dev.straggler.core.report}, the command line's own here ({@code RunsReport}, {@code
 * SliceReport}, {@code InjectReport}). {@code Retention} applies the run retention when a command starts a run in the
 * runs directory. Also the Equinox application {@code dev.straggler.cli.app} (plugin.xml), which runs {@code Main}
 * inside an Eclipse installation and with {@code --version} reports its IDE integration (perspective, views, launch
 * configuration type) from its extension registry. Internal: nothing else uses it.
 */
package dev.straggler.internal.cli;
