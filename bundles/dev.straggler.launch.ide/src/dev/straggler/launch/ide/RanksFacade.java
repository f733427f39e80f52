package dev.straggler.launch.ide;

import java.util.List;
import java.util.function.Consumer;

import org.eclipse.debug.core.ILaunch;
import org.eclipse.osgi.util.NLS;

import dev.straggler.launch.ide.RunningRanks.Rank;

/**
 * The work behind the Ranks view, in the background: reading the ranks of a running launch ({@link RunningRanks#of})
 * and starting gdb on one of them ({@link RunningRanks#attachGdb}).
 */
public final class RanksFacade {

    private RanksFacade() {
    }

    /** Reads the ranks of {@code launch}'s job; {@code done} gets them (empty when none is found yet). */
    public static ResultJob<List<Rank>> read(ILaunch launch, Consumer<List<Rank>> done) {
        ResultJob<List<Rank>> work = new ResultJob<>(Messages.Ranks_readJob,
                () -> RunningRanks.of(launch), done);
        work.setSystem(true);
        return work.start();
    }

    /** Starts gdb on {@code rank} in the Console; {@code done} gets null when it started, else why not. */
    public static ResultJob<String> attachGdb(ILaunch launch, Rank rank, Consumer<String> done) {
        return new ResultJob<>(NLS.bind(Messages.AttachJob, rank.rank()), () -> RunningRanks.attachGdb(launch, rank),
                done)
                .start();
    }
}
