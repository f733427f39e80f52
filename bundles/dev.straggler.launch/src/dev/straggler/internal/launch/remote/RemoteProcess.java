package dev.straggler.internal.launch.remote;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The local ssh process of a remote run, as a {@link Process}: its output is the remote run's, and {@link #destroy()}
 * first stops the run on the remote side (ends the session's process group there and cancels its batch job, through
 * a second, bounded ssh command), then ends ssh. Killing only ssh would leave the remote job running: without a
 * terminal, sshd does not signal the session's processes when the connection closes.
 */
public final class RemoteProcess extends Process {

    /** Bound of the remote stop command. */
    static final long STOP_SECONDS = 15;

    private final Process ssh;
    private final Runnable stopRemote;
    private volatile boolean stopped;

    public RemoteProcess(Process ssh, Runnable stopRemote) {
        this.ssh = ssh;
        this.stopRemote = stopRemote;
    }

    @Override
    public OutputStream getOutputStream() {
        return ssh.getOutputStream();
    }

    @Override
    public InputStream getInputStream() {
        return ssh.getInputStream();
    }

    @Override
    public InputStream getErrorStream() {
        return ssh.getErrorStream();
    }

    @Override
    public int waitFor() throws InterruptedException {
        return ssh.waitFor();
    }

    @Override
    public boolean waitFor(long timeout, TimeUnit unit) throws InterruptedException {
        return ssh.waitFor(timeout, unit);
    }

    @Override
    public int exitValue() {
        return ssh.exitValue();
    }

    @Override
    public boolean isAlive() {
        return ssh.isAlive();
    }

    @Override
    public long pid() {
        return ssh.pid();
    }

    /** ssh has no descendants worth ending: the job runs on the remote side, which {@link #destroy()} stops. */
    @Override
    public Stream<ProcessHandle> descendants() {
        return Stream.empty();
    }

    @Override
    public Stream<ProcessHandle> children() {
        return Stream.empty();
    }

    /** Whether {@link #destroy()} was called (the run was stopped, not ended by itself). */
    public boolean stopped() {
        return stopped;
    }

    @Override
    public void destroy() {
        stopped = true;
        if (ssh.isAlive()) {
            stopRemote.run();
            try {
                ssh.waitFor(3, TimeUnit.SECONDS); // the session ends with its process group
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        ssh.destroy();
    }

    @Override
    public Process destroyForcibly() {
        destroy();
        ssh.destroyForcibly();
        return this;
    }
}
