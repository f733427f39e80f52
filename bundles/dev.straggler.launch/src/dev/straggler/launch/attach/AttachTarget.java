package dev.straggler.launch.attach;

/**
 * One process of a running MPI job to attach to.
 *
 * @param host      the node it runs on, null or a name of this machine for a local process
 * @param pid       its process ID on that node
 * @param rank      its MPI world rank
 * @param rankKnown whether the rank comes from the process (its environment, or the resource manager's list); else
 *                  it was numbered in the order given
 * @param name      the process name (comm)
 */
public record AttachTarget(String host, long pid, int rank, boolean rankKnown, String name) {
}
