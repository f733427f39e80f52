package dev.straggler.internal.ui.canvas.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;

import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import dev.straggler.internal.ui.canvas.Bounds;
import dev.straggler.internal.ui.canvas.CanvasContent;
import dev.straggler.internal.ui.canvas.CanvasExport;
import dev.straggler.internal.ui.canvas.CanvasExport.Format;
import dev.straggler.internal.ui.tests.SmallPdg;
import dev.straggler.internal.ui.tests.UiTestSupport;
import dev.straggler.internal.ui.views.PdgView;
import dev.straggler.model.PdgNode;

/**
 * Export of the canvas base: the SVG parses with the JDK's XML parser and holds what the canvas draws, the PNG has the
 * export size and the drawing's colours where the drawing has them, DOT only for graphs.
 */
class CanvasExportTest {

    private final List<Path> files = new ArrayList<>();

    @AfterEach
    void deleteFiles() throws IOException {
        for (Path p : files) {
            Files.deleteIfExists(p);
        }
    }

    /** A file for an export: in target/exports when the build runs the test (kept, to look at), else temporary. */
    private Path file(String name) throws IOException {
        Path dir = Path.of("target");
        if (Files.isDirectory(dir)) {
            return Files.createDirectories(dir.resolve("exports")).resolve(name);
        }
        Path p = Files.createTempFile("canvas", name);
        files.add(p);
        return p;
    }

    private static Document parse(Path svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        return f.newDocumentBuilder().parse(svg.toFile());
    }

    private static List<Element> elements(Document d, String name) {
        NodeList l = d.getElementsByTagNameNS("http://www.w3.org/2000/svg", name);
        List<Element> out = new ArrayList<>();
        for (int i = 0; i < l.getLength(); i++) {
            out.add((Element) l.item(i));
        }
        return out;
    }

    private static RGB pixel(ImageData d, double x, double y) {
        return d.palette.getRGB(d.getPixel((int) Math.round(x), (int) Math.round(y)));
    }

    private static PdgView pdgView(SmallPdg g) throws Exception {
        PdgView view = (PdgView) UiTestSupport.page().showView(PdgView.ID);
        view.setDiagnosis(g.job(), g.diagnosis());
        UiTestSupport.processEvents();
        return view;
    }

    @Test
    void pdgExportsAsSvgPngAndDot() throws Exception {
        SmallPdg g = SmallPdg.ring();
        PdgView view = pdgView(g);
        CanvasContent<PdgNode> content = view.getContent();
        assertEquals(List.of(Format.SVG, Format.PNG, Format.DOT), view.exportFormats());
        Point size = CanvasExport.size(content);
        assertEquals((int) Math.ceil(Math.max(content.width(), content.legendWidth())), size.x);
        assertEquals((int) Math.ceil(content.legendHeight() + content.height()), size.y);

        // SVG: well-formed, the export's size, one text per line of every node, a polyline per edge, the LP fill
        Path svg = file("pdg.svg");
        view.export(svg, Format.SVG);
        Document d = parse(svg);
        Element root = d.getDocumentElement();
        assertEquals("svg", root.getLocalName());
        assertEquals(String.valueOf(size.x), root.getAttribute("width"));
        assertEquals(String.valueOf(size.y), root.getAttribute("height"));
        List<String> texts = elements(d, "text").stream().map(Element::getTextContent).toList();
        for (String s : List.of("ranks 0-1,4-7", "rank 3", "rank 2", "MPI_Barrier a.c:10", "least progressed", "collective")) {
            assertTrue(texts.contains(s), s + " in " + texts);
        }
        assertEquals(3, elements(d, "polyline").size(), "one polyline per edge");
        assertTrue(elements(d, "rect").stream().anyMatch(r -> "#f4a261".equals(r.getAttribute("fill"))), "the LP fill");
        assertTrue(elements(d, "polyline").stream().anyMatch(p -> p.getAttribute("stroke-dasharray").equals("3 1")),
                "the undefined edge dashed as the canvas draws it");
        assertEquals("translate(" + (int) CanvasExport.drawingX(content) + " " + (int) content.legendHeight() + ")",
                elements(d, "g").get(0).getAttribute("transform"), "the drawing centred below the legend");
        String text = Files.readString(svg);
        assertTrue(text.contains("font-weight=\"bold\""), "rank sets in bold");

        // PNG: the export's size; the LP node's fill inside it, below the legend; white outside the drawing
        Path png = file("pdg.png");
        view.export(png, Format.PNG);
        ImageData img = new ImageLoader().load(png.toString())[0];
        assertEquals(size.x, img.width);
        assertEquals(size.y, img.height);
        // the legend is wider than this graph: the drawing is centred under it, as the canvas centres it
        double dx = CanvasExport.drawingX(content);
        assertTrue(content.legendWidth() > content.width());
        assertEquals(Math.floor((size.x - content.width()) / 2), dx);
        Bounds lp = content.bounds(g.lp());
        assertEquals(PdgView.LP_FILL, pixel(img, dx + lp.x() + 5, content.legendHeight() + lp.y() + lp.height() / 2));
        Bounds barrier = content.bounds(g.barrier());
        assertEquals(PdgView.NODE_FILL,
                pixel(img, dx + barrier.x() + 5, content.legendHeight() + barrier.y() + barrier.height() / 2));
        assertEquals(new RGB(255, 255, 255), pixel(img, dx + lp.x() - 3, content.legendHeight() + lp.y() + lp.height() / 2),
                "white just left of the LP node");
        assertEquals(new RGB(255, 255, 255), pixel(img, size.x - 2, size.y - 2));
        // the legend's LP sample at its place in the canvas's legend
        assertEquals(PdgView.LP_FILL, pixel(img, 8 + 11, 13));

        // DOT: DiagnosisReport's
        Path dot = file("pdg.dot");
        view.export(dot, Format.DOT);
        assertTrue(Files.readString(dot).startsWith("digraph pdg"));
    }

    @Test
    void aGridExportsAsSvgAndPngButNotDot() throws Exception {
        GridTestView view = (GridTestView) UiTestSupport.page().showView(GridTestView.ID);
        double[][] a = { { 1, 0.25, 0 }, { 0.25, 1, 0.5 }, { 0, 0.5, 1 } };
        double[][] b = { { 1, 0.75, 0 }, { 0.75, 1, 0 }, { 0, 0, 1 } };
        double[][] diff = { { 0, 0.5, 0 }, { 0.5, 0, 0.5 }, { 0, 0.5, 0 } };
        GridTestView.Grid grid = view.show(new String[] { "normal", "faulty", "diff" }, new double[][][] { a, b, diff },
                CanvasContent.Fit.WHOLE, false);
        UiTestSupport.processEvents();
        assertEquals(List.of(Format.SVG, Format.PNG), view.exportFormats());
        IOException notAGraph = assertThrows(IOException.class, () -> view.export(file("grid.dot"), Format.DOT));
        assertTrue(notAGraph.getMessage().contains("not a graph"), notAGraph.getMessage());

        Path svg = file("grid.svg");
        view.export(svg, Format.SVG);
        Document d = parse(svg);
        // the background, 27 cells, 3 frames, 11 legend steps
        assertEquals(1 + 27 + 3 + 11, elements(d, "rect").size());
        List<Element> labels = elements(d, "text").stream().filter(t -> t.getTextContent().startsWith("rank ")).toList();
        assertEquals(9, labels.size(), "three column labels per matrix");
        assertTrue(labels.stream().allMatch(t -> t.getAttribute("transform").startsWith("rotate(-90 ")), "labels turned upwards");
        Element g = elements(d, "g").get(0);
        assertEquals(0, CanvasExport.drawingX(grid), "the grid is wider than its legend: not moved across");
        assertEquals("translate(0 " + (int) grid.legendHeight() + ")", g.getAttribute("transform"), "drawing below the legend");

        Path png = file("grid.png");
        view.export(png, Format.PNG);
        ImageData img = new ImageLoader().load(png.toString())[0];
        Point size = CanvasExport.size(grid);
        assertEquals(size.x, img.width);
        assertEquals(size.y, img.height);
        for (int k = 0; k < 3; k++) {
            double[][] m = k == 0 ? a : k == 1 ? b : diff;
            for (int i = 0; i < 3; i++) {
                for (int j = 0; j < 3; j++) {
                    Bounds c = grid.bounds(new GridTestView.Cell(k, i, j));
                    assertEquals(GridTestView.Grid.colour(m[i][j]),
                            pixel(img, c.x() + c.width() / 2, grid.legendHeight() + c.y() + c.height() / 2), "cell " + k + i + j);
                }
            }
        }
    }
}
