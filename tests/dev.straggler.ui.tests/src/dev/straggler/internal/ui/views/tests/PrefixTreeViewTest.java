package dev.straggler.internal.ui.views.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dev.straggler.core.stacks.PrefixTree;
import dev.straggler.core.stacks.PrefixTree.EquivalenceClass;
import dev.straggler.core.stacks.PrefixTree.Node;
import dev.straggler.core.stacks.StackAnalysis;
import dev.straggler.core.stacks.StackFrame;
import dev.straggler.core.stacks.TemporalRefinement;
import dev.straggler.internal.ui.tests.UiTestSupport;
import dev.straggler.internal.ui.views.PrefixTreeView;
import dev.straggler.launch.ide.DiagnosisResult;
import dev.straggler.launch.ide.LaunchAttributes;
import dev.straggler.model.RankSet;

/**
 * The Prefix Tree view on real jobs launched through the launch configuration: the ring example's three equivalence
 * classes in three colours, the function+line toggle, double-click to source, Attach Debugger.
 */
class PrefixTreeViewTest {

    @AfterEach
    void stopJobs() throws Exception {
        UiTestSupport.terminateAll();
        for (var c : DebugPlugin.getDefault().getLaunchManager()
                .getLaunchConfigurations(DebugPlugin.getDefault().getLaunchManager().getLaunchConfigurationType(LaunchAttributes.TYPE_ID))) {
            c.delete();
        }
    }

    private static PrefixTreeView viewShowing(DiagnosisResult r) {
        UiTestSupport.waitUntil(() -> {
            IViewPart v = UiTestSupport.page().findView(PrefixTreeView.ID);
            return v instanceof PrefixTreeView pv && pv.getJob() == r.job();
        }, 10_000, "the Prefix Tree view to show the diagnosed job");
        PrefixTreeView view = (PrefixTreeView) UiTestSupport.page().findView(PrefixTreeView.ID);
        UiTestSupport.page().activate(view);
        UiTestSupport.processEvents();
        view.fit();
        UiTestSupport.processEvents();
        return view;
    }

    private static EquivalenceClass classOf(PrefixTree tree, String ranks) {
        for (EquivalenceClass c : tree.classes()) {
            if (c.ranks().equals(RankSet.parse(ranks))) {
                return c;
            }
        }
        throw new AssertionError("no class " + ranks + " in " + tree.classes());
    }

    private static Node find(Node from, String function) {
        if (from.frame() != null && function.equals(from.frame().functionKey())) {
            return from;
        }
        for (Node c : from.children()) {
            Node n = find(c, function);
            if (n != null) {
                return n;
            }
        }
        return null;
    }

    private static void collect(Node n, List<StackFrame> out) {
        if (n.frame() != null) {
            out.add(n.frame());
        }
        n.children().forEach(c -> collect(c, out));
    }

    private static void checkBelowParents(PrefixTreeView view, Node n) {
        for (Node c : n.children()) {
            assertTrue(view.bounds(c).y > view.bounds(n).y, c + " below " + n);
            checkBelowParents(view, c);
        }
    }

    /** The canvas as PNG in target/ (to look at the drawing after a run). */
    private static void saveCanvas(Canvas canvas, String name) {
        Rectangle ca = canvas.getClientArea();
        org.eclipse.swt.graphics.Image img = new org.eclipse.swt.graphics.Image(canvas.getDisplay(), ca.width, ca.height);
        org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(img);
        try {
            canvas.print(gc);
            org.eclipse.swt.graphics.ImageLoader loader = new org.eclipse.swt.graphics.ImageLoader();
            loader.data = new org.eclipse.swt.graphics.ImageData[] { img.getImageData() };
            java.nio.file.Path dir = java.nio.file.Path.of("target");
            if (java.nio.file.Files.isDirectory(dir)) {
                loader.save(dir.resolve(name).toString(), SWT.IMAGE_PNG);
            }
        } finally {
            gc.dispose();
            img.dispose();
        }
    }

    /**
     * Attach Debugger on {@code n} as the view runs it (in the background): null when gdb started, else the reason,
     * which the view hands to its error callback as well.
     */
    private static String attach(PrefixTreeView view, Node n) throws InterruptedException {
        List<String> failed = new java.util.ArrayList<>();
        dev.straggler.launch.ide.ResultJob<String> attaching = view.attachDebugger(n, failed::add);
        assertTrue(attaching.join(30_000, null), "gdb started or refused within 30 s");
        UiTestSupport.processEvents();
        assertEquals(attaching.result() == null ? List.of() : List.of(attaching.result()), failed);
        return attaching.result();
    }

    private static boolean gdbInstalled() {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty() && java.nio.file.Files.isExecutable(java.nio.file.Path.of(dir, "gdb"))) {
                return true;
            }
        }
        return false;
    }

    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void ringStacksShowThreeClassesInThreeColoursAndOpenTheSource() throws Exception {
        UiTestSupport.Expected expected = UiTestSupport.expected("ring");
        var wc = UiTestSupport.exampleConfiguration("ring-stacks", "ring", null);
        wc.setAttribute(LaunchAttributes.KEEP_ALIVE, true); // the job keeps running after the diagnosis: gdb attaches to it
        DiagnosisResult r = UiTestSupport.launchAndWait(wc);
        PrefixTreeView view = viewShowing(r);
        PrefixTree tree = view.getTree();
        assertEquals(PrefixTree.Granularity.FUNCTION, tree.granularity());
        assertEquals(3, tree.classes().size(), tree.classes().toString());
        assertTrue(view.getContentDescription().contains("4 tasks") && view.getContentDescription().contains("3 classes"),
                view.getContentDescription());

        // {0,1} in MPI_Barrier, {2} (the stalled rank) in compute_before_send, {3} in MPI_Waitall
        EquivalenceClass barrier = classOf(tree, "0-1");
        EquivalenceClass stalled = classOf(tree, expected.ranks());
        EquivalenceClass waitall = classOf(tree, "3");
        assertEquals("MPI_Barrier", barrier.frames().get(0).functionKey(), barrier.frames().toString());
        assertEquals("compute_before_send", stalled.frames().get(0).functionKey(), stalled.frames().toString());
        assertEquals("MPI_Waitall", waitall.frames().get(0).functionKey(), waitall.frames().toString());

        // each class drawn in its own colour: sample the fill inside each class's node, beside the text
        Canvas canvas = view.getCanvas();
        canvas.redraw();
        canvas.update();
        Map<String, RGB> fills = new HashMap<>();
        for (EquivalenceClass c : List.of(barrier, stalled, waitall)) {
            int k = view.classIndexOf(c.node());
            assertTrue(k >= 0, "class " + c.label() + " has a colour");
            Rectangle b = view.bounds(c.node());
            assertTrue(canvas.getClientArea().contains(b.x + 2, b.y + b.height / 2), "node visible: " + b);
            RGB fill = UiTestSupport.pixel(canvas, b.x + Math.max(2, (int) (4 * view.getZoom())), b.y + b.height / 2);
            assertEquals(PrefixTreeView.classFill(k), fill, "fill of " + c.label());
            fills.put(c.label(), fill);
        }
        assertEquals(3, new HashSet<>(fills.values()).size(), "three different colours: " + fills);
        // a tree drawn top-down: every node below its parent
        checkBelowParents(view, tree.root());
        saveCanvas(canvas, "prefix-tree-function.png");
        // export: DOT (StackTreeReport's), and the SVG of what is drawn, with the frames and the edges' rank labels
        java.nio.file.Path dot = java.nio.file.Files.createTempFile("prefix-tree", ".dot");
        java.nio.file.Path svg = java.nio.file.Files.createTempFile("prefix-tree", ".svg");
        try {
            view.exportDot(dot);
            String dotText = java.nio.file.Files.readString(dot);
            assertTrue(dotText.startsWith("digraph stacks") && dotText.contains("compute_before_send"), dotText);
            view.export(svg, dev.straggler.internal.ui.canvas.CanvasExport.Format.SVG);
            javax.xml.parsers.DocumentBuilderFactory f = javax.xml.parsers.DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            org.w3c.dom.NodeList texts = f.newDocumentBuilder().parse(svg.toFile())
                    .getElementsByTagNameNS("http://www.w3.org/2000/svg", "text");
            Set<String> drawn = new HashSet<>();
            for (int i = 0; i < texts.getLength(); i++) {
                drawn.add(texts.item(i).getTextContent());
            }
            assertTrue(drawn.containsAll(List.of("4 tasks", "compute_before_send", "MPI_Barrier", "MPI_Waitall")), drawn.toString());
            assertTrue(drawn.contains("1: [" + expected.ranks() + "]"), drawn.toString());
        } finally {
            java.nio.file.Files.deleteIfExists(dot);
            java.nio.file.Files.deleteIfExists(svg);
        }
        // the shared main() node is not in a class colour
        Node main = find(tree.root(), "main");
        assertNotNull(main);
        assertEquals(-1, view.classIndexOf(main));
        assertTrue(view.tooltip(stalled.node()).contains("rank 2"), view.tooltip(stalled.node()));
        assertTrue(view.tooltip(stalled.node()).contains("ring.c:" + expected.line()), view.tooltip(stalled.node()));

        // double-click the compute_before_send node: ring.c opens at the header's line
        Node spin = find(tree.root(), "compute_before_send");
        Rectangle sb = view.bounds(spin);
        Event e = new Event();
        e.x = sb.x + sb.width / 2;
        e.y = sb.y + sb.height / 2;
        e.button = 1;
        e.count = 2;
        canvas.notifyListeners(SWT.MouseDoubleClick, e);
        UiTestSupport.processEvents();
        IEditorPart editor = UiTestSupport.page().getActiveEditor();
        assertNotNull(editor, "double-click opened no editor");
        assertEquals(expected.file(), editor.getEditorInput().getName());
        ITextEditor te = editor.getAdapter(ITextEditor.class);
        ITextSelection sel = (ITextSelection) te.getSelectionProvider().getSelection();
        assertEquals(expected.line(), sel.getStartLine() + 1, "selected line");
        UiTestSupport.page().activate(view);

        // function+line: the frames carry ring.c lines
        view.setGranularity(PrefixTree.Granularity.LINE);
        UiTestSupport.processEvents();
        PrefixTree lines = view.getTree();
        assertEquals(PrefixTree.Granularity.LINE, lines.granularity());
        assertTrue(view.getContentDescription().contains("function+line"), view.getContentDescription());
        List<StackFrame> frames = new java.util.ArrayList<>();
        collect(lines.root(), frames);
        Set<Integer> ringLines = new HashSet<>();
        for (StackFrame f : frames) {
            if (f.file() != null && f.file().endsWith("/ring.c")) {
                ringLines.add(f.line());
            }
        }
        assertTrue(ringLines.contains(expected.line()), "ring.c lines: " + ringLines);
        assertTrue(ringLines.size() >= 3, "main's calls at their lines: " + ringLines);
        assertEquals(3, lines.classes().size(), lines.classes().toString());
        checkBelowParents(view, lines.root());
        saveCanvas(view.getCanvas(), "prefix-tree-line.png");

        // Refine (the job still runs): temporal ranks from main's loop value, the stalled rank least progressed
        assertNull(view.latestRefinement());
        org.eclipse.core.runtime.jobs.Job refining = view.refine(null);
        assertNotNull(refining);
        refining.join(120_000, null);
        UiTestSupport.waitUntil(() -> view.latestRefinement() != null, 30_000, "the refinement to be shown");
        TemporalRefinement.Result refined = view.latestRefinement();
        RankSet stalledRanks = RankSet.parse(expected.ranks());
        assertEquals(stalledRanks, refined.leastProgressed(), refined.toString());
        assertEquals(RankSet.of(0, 1), refined.mostProgressed());
        assertTrue(refined.valuesRead(), refined.notes().toString());
        Node spinNode = classOf(view.getTree(), expected.ranks()).node();
        assertTrue(view.isLeastProgressed(spinNode));
        assertTrue(view.isLeastProgressed(spinNode.parent()));
        assertTrue(!view.isLeastProgressed(classOf(view.getTree(), "0-1").node()));
        assertEquals(" [T0 it=3]", view.temporalLabel(spinNode.parent()));
        assertEquals(" [T2 it=3]", view.temporalLabel(classOf(view.getTree(), "0-1").node().parent()));
        assertTrue(view.getContentDescription().contains("least progressed: " + stalledRanks),
                view.getContentDescription());
        view.getCanvas().redraw();
        view.getCanvas().update();
        saveCanvas(view.getCanvas(), "prefix-tree-refined.png");

        // Attach Debugger on the Waitall class: gdb -p <pid of rank 3> runs as a process in the console
        Node rank3 = classOf(lines, "3").node();
        view.select(rank3);
        assertNotNull(view.getCanvas().getMenu(), "context menu");
        assertEquals(List.of("Open Source", "Attach Debugger to Rank 3", "Refine", "Slice from Here"),
                view.contextActions(view.getSelected()).stream().map(a -> a.getText()).toList());
        int before = DebugPlugin.getDefault().getLaunchManager().getLaunches().length;
        String error = attach(view, rank3);
        if (gdbInstalled()) {
            assertNull(error, error);
            ILaunch[] launches = DebugPlugin.getDefault().getLaunchManager().getLaunches();
            assertEquals(before + 1, launches.length);
            IProcess gdb = launches[launches.length - 1].getProcesses()[0];
            int pid = r.job().getTasks().stream().filter(t -> t.getRank() == 3).findFirst().orElseThrow().getPid();
            assertTrue(gdb.getLabel().contains("gdb -p " + pid), gdb.getLabel());
            gdb.terminate();
        } else {
            assertTrue(error.contains("gdb is not installed"), error);
        }
        // once the job has ended, a clear message instead
        UiTestSupport.terminateAll();
        UiTestSupport.waitUntil(() -> r.launch().isTerminated(), 30_000, "the job to end");
        String ended = attach(view, rank3);
        assertNotNull(ended);
        assertTrue(ended.contains("job has ended"), ended);
        List<String> noNode = new java.util.ArrayList<>();
        assertNull(view.attachDebugger(null, noNode::add));
        assertEquals(List.of("Select a node of the tree first."), noNode);

        // All Threads: the tree of every sampled thread of every task (core.stacks'), the MPI threads' classes among them
        view.setGranularity(PrefixTree.Granularity.FUNCTION);
        assertTrue(view.setAllThreads(true).join(30_000, null), "the stacks of all threads merged");
        UiTestSupport.processEvents();
        PrefixTree threads = view.getTree();
        assertTrue(view.getContentDescription().contains("all threads"), view.getContentDescription());
        StackAnalysis allThreads = StackAnalysis.of(r.job(), true);
        assertEquals(r.job().getTasks().stream().mapToLong(t -> t.getThreads().stream().filter(x -> !x.isSampleFailed()).count())
                .sum(), allThreads.traceCount());
        assertTrue(allThreads.traceCount() >= 4, "every task's MPI thread at least: " + allThreads.traceCount());
        assertEquals(allThreads.functionTree().classes().size(), threads.classes().size());
        assertEquals(RankSet.range(0, 3), threads.ranks());
        for (String fn : List.of("MPI_Barrier", "compute_before_send", "MPI_Waitall")) {
            assertNotNull(find(threads.root(), fn), fn + " in the all-threads tree");
        }
        assertTrue(view.setAllThreads(false).join(30_000, null), "the MPI threads' stacks merged");
        UiTestSupport.processEvents();
        assertEquals(3, view.getTree().classes().size(), view.getTree().classes().toString());
        assertFalse(view.getContentDescription().contains("all threads"), view.getContentDescription());
    }
}
