package dev.straggler.launch.remote;

import java.util.Iterator;

import org.eclipse.emf.ecore.EObject;

import dev.straggler.model.Frame;
import dev.straggler.model.Job;

/**
 * Where the sources of a job that ran on another machine are here: one path prefix there (e.g. {@code /home/me/proj}),
 * replaced by one prefix here (e.g. {@code /Users/me/work/proj}). The debug information of a remote build names remote
 * paths; after {@link #apply(Job)} every frame of the job names the local file, so the views, the markers and the slice
 * open the workspace's copy. A path outside the remote prefix stays as it is.
 *
 * @param remotePrefix the directory prefix on the remote side (absolute; "" maps nothing)
 * @param localPrefix  what replaces it here
 */
public record SourcePathMap(String remotePrefix, String localPrefix) {

    /** Maps nothing. */
    public static final SourcePathMap NONE = new SourcePathMap("", "");

    public SourcePathMap {
        remotePrefix = strip(remotePrefix);
        localPrefix = strip(localPrefix);
    }

    private static String strip(String p) {
        String s = p == null ? "" : p.strip();
        while (s.length() > 1 && s.endsWith("/")) {
            s = s.substring(0, s.length() - 1);
        }
        return s;
    }

    /** Whether this maps anything. */
    public boolean isEmpty() {
        return remotePrefix.isEmpty() || localPrefix.isEmpty() || remotePrefix.equals(localPrefix);
    }

    /** {@code path} with the remote prefix replaced (whole path components only), or {@code path} itself. */
    public String map(String path) {
        if (path == null || isEmpty()) {
            return path;
        }
        if (path.equals(remotePrefix)) {
            return localPrefix;
        }
        String prefix = remotePrefix.equals("/") ? "/" : remotePrefix + "/";
        if (path.startsWith(prefix)) {
            return (localPrefix.endsWith("/") ? localPrefix : localPrefix + "/") + path.substring(prefix.length());
        }
        return path;
    }

    /** Rewrites the source file of every frame of {@code job} (stacks, threads, PDG nodes) and its executable. */
    public void apply(Job job) {
        if (isEmpty()) {
            return;
        }
        job.setExecutable(map(job.getExecutable()));
        for (Iterator<EObject> it = job.eAllContents(); it.hasNext();) {
            if (it.next() instanceof Frame f && f.getFile() != null) {
                f.setFile(map(f.getFile()));
            }
        }
    }
}
