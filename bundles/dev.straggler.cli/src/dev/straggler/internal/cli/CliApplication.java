package dev.straggler.internal.cli;

import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;

import dev.straggler.cli.Main;

/** Equinox application {@code dev.straggler.cli.app}: delegates to {@link Main}. */
public class CliApplication implements IApplication {

    @Override
    public Object start(IApplicationContext context) throws Exception {
        String[] args = (String[]) context.getArguments().getOrDefault(IApplicationContext.APPLICATION_ARGS,
                new String[0]);
        context.applicationRunning();
        return Main.run(args, System.out, System.err);
    }

    @Override
    public void stop() {
        // nothing to interrupt: Main.run is synchronous
    }
}
