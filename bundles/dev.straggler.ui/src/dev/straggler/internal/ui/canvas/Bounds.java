package dev.straggler.internal.ui.canvas;

/** A rectangle in content coordinates (pixels at zoom 1). */
public record Bounds(double x, double y, double width, double height) {

    public boolean contains(double px, double py) {
        return px >= x && px <= x + width && py >= y && py <= y + height;
    }

    /** Whether the two rectangles share a point. */
    public boolean intersects(Bounds o) {
        return o.x <= x + width && x <= o.x + o.width && o.y <= y + height && y <= o.y + o.height;
    }
}
