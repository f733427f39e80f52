package dev.straggler.internal.build.ui;

import java.io.IOException;

import org.eclipse.core.resources.IProject;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.console.ConsolePlugin;
import org.eclipse.ui.console.IConsole;
import org.eclipse.ui.console.IConsoleManager;
import org.eclipse.ui.console.MessageConsole;
import org.eclipse.ui.console.MessageConsoleStream;

import dev.straggler.build.BuildConsoleFactory;

/**
 * The "Straggler Build" console of a project ({@value #NAME_PREFIX} and the project's name), made on its first build
 * and cleared at each one, brought to the front as the build starts: the builder's own lines in the default colour,
 * the commands it runs in blue, their standard error in red.
 */
public final class BuildConsole implements BuildConsoleFactory {

    public static final String NAME_PREFIX = "Straggler Build";

    /** The console's name for a project. */
    public static String name(IProject project) {
        return NAME_PREFIX + " [" + project.getName() + "]";
    }

    /** The project's build console, if it had a build in this session. */
    public static MessageConsole find(IProject project) {
        for (IConsole c : ConsolePlugin.getDefault().getConsoleManager().getConsoles()) {
            if (c instanceof MessageConsole m && c.getName().equals(name(project))) {
                return m;
            }
        }
        return null;
    }

    @Override
    public BuildLog open(IProject project) {
        IConsoleManager manager = ConsolePlugin.getDefault().getConsoleManager();
        MessageConsole console;
        synchronized (BuildConsole.class) {
            console = find(project);
            if (console == null) {
                console = new MessageConsole(name(project), null);
                manager.addConsoles(new IConsole[] { console });
            }
        }
        console.clearConsole();
        manager.showConsoleView(console);
        MessageConsoleStream out = console.newMessageStream();
        MessageConsoleStream command = console.newMessageStream();
        MessageConsoleStream error = console.newMessageStream();
        if (PlatformUI.isWorkbenchRunning()) {
            // colours on the UI thread, later: the build may run while the UI thread waits for it
            Display d = PlatformUI.getWorkbench().getDisplay();
            d.asyncExec(() -> {
                command.setColor(d.getSystemColor(SWT.COLOR_DARK_BLUE));
                error.setColor(new Color(0xc0, 0x10, 0x10));
            });
        }
        return new BuildLog() {
            @Override
            public void line(Kind kind, String text) {
                MessageConsoleStream s = switch (kind) {
                    case COMMAND -> command;
                    case ERROR -> error;
                    default -> out;
                };
                s.println(kind == Kind.COMMAND ? "$ " + text : text);
            }

            @Override
            public void close() {
                for (MessageConsoleStream s : new MessageConsoleStream[] { out, command, error }) {
                    try {
                        s.close();
                    } catch (IOException e) {
                        // a console stream closes without I/O
                    }
                }
            }
        };
    }
}
