import Foundation

/// One drawing instruction inside a layer, in the layer's own coordinates (points, origin at the
/// layer's top-left corner, y downwards). Primitives are painted in order, each over the previous
/// ones, with anti-aliased edges.
///
/// Non-finite coordinates or sizes make a primitive draw nothing; negative sizes are standardised
/// (as `CGRect.standardized`); a corner radius is clamped to 0…half the shorter side.
enum LayerPrimitive: Sendable, Equatable {
    /// A rectangle, optionally with rounded corners (radius in points, default 0).
    case rectangle(CGRect, color: CanvasColor, cornerRadius: CGFloat = 0)
    /// A filled circle of `radius` points around `center`.
    case circle(center: CGPoint, radius: CGFloat, color: CanvasColor)
    /// A placeholder for a line of text: a pill `width` points long and `height` points tall
    /// whose top-left corner is at `origin`.
    case textLine(origin: CGPoint, width: CGFloat, height: CGFloat, color: CanvasColor)
    /// A navigation bar across the top of a layer `layerWidth` points wide: a bar `height` points
    /// tall (status bar included) in `background`, with a back chevron and a centred title
    /// placeholder in `tint`, and a hairline underneath.
    case navigationBar(layerWidth: CGFloat, height: CGFloat, background: CanvasColor, tint: CanvasColor)

    /// The primitive as basic rounded rectangles (a circle is a rounded rectangle whose radius is
    /// half its side), in painting order.
    var shapes: [RoundedRectShape] {
        switch self {
        case let .rectangle(rect, color, radius):
            return [RoundedRectShape(rect: rect, cornerRadius: radius, color: color)]
        case let .circle(center, radius, color):
            let rect = CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)
            return [RoundedRectShape(rect: rect, cornerRadius: abs(radius), color: color)]
        case let .textLine(origin, width, height, color):
            let rect = CGRect(origin: origin, size: CGSize(width: width, height: height))
            return [RoundedRectShape(rect: rect, cornerRadius: abs(height) / 2, color: color)]
        case let .navigationBar(layerWidth, height, background, tint):
            let titleHeight = max(height * 0.16, 1)
            let titleWidth = layerWidth * 0.36
            let centreY = height - height * 0.3
            return [
                RoundedRectShape(rect: CGRect(x: 0, y: 0, width: layerWidth, height: height), cornerRadius: 0, color: background),
                RoundedRectShape(
                    rect: CGRect(x: (layerWidth - titleWidth) / 2, y: centreY - titleHeight / 2, width: titleWidth, height: titleHeight),
                    cornerRadius: titleHeight / 2, color: tint
                ),
                // The back chevron, drawn as two short rounded strokes approximated by small bars.
                RoundedRectShape(
                    rect: CGRect(x: 12, y: centreY - titleHeight * 0.9, width: titleHeight * 0.45, height: titleHeight * 1.8),
                    cornerRadius: titleHeight * 0.2, color: tint
                ),
                RoundedRectShape(
                    rect: CGRect(x: 24, y: centreY - titleHeight / 2, width: layerWidth * 0.12, height: titleHeight),
                    cornerRadius: titleHeight / 2, color: tint.withAlpha(tint.alpha * 0.7)
                ),
                RoundedRectShape(rect: CGRect(x: 0, y: height - 0.5, width: layerWidth, height: 0.5), cornerRadius: 0, color: .black.withAlpha(0.2)),
            ]
        }
    }
}

/// An axis-aligned rounded rectangle with a solid colour: the one shape the layer painter knows.
struct RoundedRectShape: Sendable, Equatable {
    var rect: CGRect
    var cornerRadius: CGFloat
    var color: CanvasColor

    /// The signed distance (points; negative inside) from a point to the rounded rectangle
    /// `(0, 0, width, height)` with the given corner radius, clamped into 0…half the shorter side.
    static func signedDistance(x: Double, y: Double, width: Double, height: Double, radius: Double) -> Double {
        // Written with comparisons rather than generic min/max: this runs per pixel, in debug builds too.
        let halfShort = (width < height ? width : height) / 2
        let r = radius < 0 ? 0 : (radius > halfShort ? halfShort : radius)
        // Distance to the rectangle shrunk by r, then subtract r.
        let dx = x - width / 2, dy = y - height / 2
        let qx = (dx < 0 ? -dx : dx) - (width / 2 - r)
        let qy = (dy < 0 ? -dy : dy) - (height / 2 - r)
        let ox = qx > 0 ? qx : 0, oy = qy > 0 ? qy : 0
        let squared = ox * ox + oy * oy
        // Inside the shrunk rectangle (most pixels) the square root is of 0.
        let outside = squared == 0 ? 0 : squared.squareRoot()
        let larger = qx > qy ? qx : qy
        let inside = larger < 0 ? larger : 0
        return outside + inside - r
    }
}
