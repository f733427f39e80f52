package dev.straggler.internal.core.progress;

import java.util.List;
import java.util.Map;

import dev.straggler.model.RankSet;

/**
 * The input of the progress-dependence analysis in compact form, without an object per task: states are
 * indices, the global model merges all tasks (SEMI-DIST), the local models are the distinct per-task models
 * with the ranks that have each (DIST), the waits are grouped by what they wait on ({@link Waits}).
 *
 * @param stateCount number of global states
 * @param computation for each state, whether it is a computation state (a task there is not inside
 *            MPI, so it waits on nobody)
 * @param global the merged Markov model of all tasks
 * @param locals distinct local models and the ranks that have them
 * @param rankState current state of each rank, -1 when unknown (no dump, or before MPI_Init)
 * @param waits the waits of the blocked tasks: point-to-point (the world ranks each waits on, every one of
 *            them needed), collective (the communicator's world ranks), "any" (a wait that any one task of a
 *            set can end: the communicator of an MPI_ANY_SOURCE receive, probe or request, the peers of
 *            MPI_Waitany/MPI_Waitsome, see {@link AnySourceWaits})
 * @param facts what else the runtime saw: finished tasks, the role of each point-to-point wait, the message
 *            counts of pairs of tasks ({@link ObservedWaits.Facts}; {@link ObservedWaits.Facts#NONE} when unknown)
 */
public record ProgressProblem(int stateCount, boolean[] computation, MarkovChain global, List<LocalModel> locals,
        int[] rankState, Waits waits, ObservedWaits.Facts facts) {

    /** A problem with the waits given per rank (see {@link Waits#of}) and without the facts beyond them. */
    public ProgressProblem(int stateCount, boolean[] computation, MarkovChain global, List<LocalModel> locals,
            int[] rankState, Map<Integer, int[]> pointToPoint, Map<Integer, RankSet> collective,
            Map<Integer, RankSet> anyOf) {
        this(stateCount, computation, global, locals, rankState, Waits.of(pointToPoint, collective, anyOf),
                ObservedWaits.Facts.NONE);
    }

    /** A problem without "any" waits. */
    public ProgressProblem(int stateCount, boolean[] computation, MarkovChain global, List<LocalModel> locals,
            int[] rankState, Map<Integer, int[]> pointToPoint, Map<Integer, RankSet> collective) {
        this(stateCount, computation, global, locals, rankState, pointToPoint, collective, Map.of());
    }

    /** The same problem with these facts. */
    public ProgressProblem withFacts(ObservedWaits.Facts f) {
        return new ProgressProblem(stateCount, computation, global, locals, rankState, waits, f);
    }

    /** A task-local Markov model shared by the ranks in {@code ranks}. */
    public record LocalModel(MarkovChain chain, RankSet ranks) {
    }
}
