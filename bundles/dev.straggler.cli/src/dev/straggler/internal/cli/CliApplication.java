package dev.straggler.internal.cli;

import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;

import dev.straggler.cli.Main;

/**
 * Equinox application {@code dev.straggler.cli.app}: delegates to {@link Main}; {@code --version} also prints the IDE
 * integration the installation holds ({@link IdeIntegration}).
 */
public class CliApplication implements IApplication {

    @Override
    public Object start(IApplicationContext context) throws Exception {
        String[] args = (String[]) context.getArguments().getOrDefault(IApplicationContext.APPLICATION_ARGS,
                new String[0]);
        context.applicationRunning();
        int exit = Main.run(args, System.out, System.err);
        if (args.length == 1 && args[0].equals("--version")) {
            // inside an Eclipse installation: also what of the IDE integration it holds (the check after an install)
            IdeIntegration.print(System.out);
        }
        return exit;
    }

    @Override
    public void stop() {
        // nothing to interrupt: Main.run is synchronous
    }
}
