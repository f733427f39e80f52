package dev.straggler.internal.ui.help.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

import org.eclipse.help.HelpSystem;
import org.eclipse.help.IToc;
import org.eclipse.help.ITopic;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.junit.jupiter.api.Test;

import dev.straggler.internal.ui.help.GuideHelpUI;
import dev.straggler.internal.ui.help.GuideView;
import dev.straggler.internal.ui.tests.UiTestSupport;

public class HelpUiTest {

    private static IToc guide() {
        for (IToc toc : HelpSystem.getTocs()) {
            if ("Straggler User Guide".equals(toc.getLabel())) {
                return toc;
            }
        }
        return null;
    }

    private static void collect(ITopic[] topics, List<ITopic> out) {
        for (ITopic t : topics) {
            out.add(t);
            collect(t.getSubtopics(), out);
        }
    }

    /** The table of contents is in the help system, and every topic is a page (and anchor) the bundle ships. */
    @Test
    void tocIsRegisteredAndEveryTopicExists() throws Exception {
        IToc toc = guide();
        assertNotNull(toc, "the help system lists the Straggler User Guide");
        List<ITopic> topics = new ArrayList<>();
        collect(toc.getTopics(), topics);
        List<String> labels = topics.stream().map(ITopic::getLabel).toList();
        for (String need : List.of("Getting started", "Progress Dependence Graph", "Prefix Tree", "Slice",
                "Diagnoses (run history)", "Ranks", "Debugging the hung task", "The command line", "On a cluster", "Troubleshooting", "Opening a result",
                "Preferences")) {
            assertTrue(labels.contains(need), need + " in " + labels);
        }
        String index = Files.readString(GuideHelpUI.page("index.html"));
        for (ITopic t : topics) {
            String href = t.getHref(); // "/dev.straggler.ui/help/html/views.html#pdg"
            assertTrue(href.startsWith("/dev.straggler.ui/help/html/"), href);
            String rel = href.substring("/dev.straggler.ui/help/html/".length());
            String file = rel.replaceFirst("#.*", "");
            Path page = GuideHelpUI.page(file);
            String html = Files.readString(page);
            assertTrue(html.contains("<title>"), file);
            if (rel.contains("#")) {
                assertTrue(html.contains("id=\"" + rel.substring(rel.indexOf('#') + 1) + "\""), "anchor of " + href);
            }
            assertTrue(index.contains("href=\"" + rel + "\""), "index.html links " + rel);
        }
        assertTrue(Files.readString(GuideHelpUI.page("troubleshooting.html")).contains("ptrace_scope"));
    }

    /** Help > Help Contents (the workbench command of the Help menu) opens the guide's contents page. */
    @Test
    void helpContentsOpensTheGuide() throws Exception {
        AtomicReference<URL> opened = new AtomicReference<>();
        Consumer<URL> old = GuideHelpUI.setOpener(opened::set);
        try {
            IHandlerService hs = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getService(IHandlerService.class);
            hs.executeCommand("org.eclipse.ui.help.helpContents", null);
            UiTestSupport.waitUntil(() -> opened.get() != null, 10_000, "Help Contents to open a page");
            Path index = Path.of(opened.get().toURI());
            assertEquals("index.html", index.getFileName().toString());
            assertTrue(Files.readString(index).contains("Straggler User Guide"));
            assertTrue(Files.isRegularFile(index.resolveSibling("guide.css")), "the style sheet next to the page");

            opened.set(null);
            PlatformUI.getWorkbench().getHelpSystem().displayHelpResource("/dev.straggler.ui/help/html/views.html#pdg");
            UiTestSupport.waitUntil(() -> opened.get() != null, 10_000, "a topic to open");
            assertTrue(opened.get().toString().endsWith("views.html#pdg"), opened.get().toString());
        } finally {
            GuideHelpUI.setOpener(old);
        }
    }

    /**
     * Without a test opener: Help &gt; Help Contents shows the guide inside the workbench (the Guide view's embedded
     * browser, no external browser needed), and a topic moves it to that page.
     */
    @Test
    void helpContentsShowsTheGuideInsideTheWorkbench() throws Exception {
        IWorkbenchPage page = UiTestSupport.page();
        IViewPart open = page.findView(GuideView.ID);
        if (open != null) {
            page.hideView(open);
        }
        IHandlerService hs = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getService(IHandlerService.class);
        hs.executeCommand("org.eclipse.ui.help.helpContents", null);
        UiTestSupport.waitUntil(() -> page.findView(GuideView.ID) != null, 10_000, "the Guide view to open");
        GuideView view = (GuideView) page.findView(GuideView.ID);
        assertNotNull(view.browser(), "an embedded browser (WebKitGTK: releng/prerequisites.sh installs it)");
        UiTestSupport.waitUntil(() -> view.shownText().contains("Straggler User Guide"), 30_000,
                "the guide's contents page in the browser: " + view.shownText());
        assertTrue(view.current().toString().endsWith("index.html"), view.current().toString());

        PlatformUI.getWorkbench().getHelpSystem().displayHelpResource("/dev.straggler.ui/help/html/views.html#pdg");
        UiTestSupport.waitUntil(() -> view.shownText().contains("Progress Dependence Graph"), 30_000,
                "the views page in the browser");
        assertTrue(view.current().toString().endsWith("views.html#pdg"), view.current().toString());
        page.hideView(view);
    }
}
