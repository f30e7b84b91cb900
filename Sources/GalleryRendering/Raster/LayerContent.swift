import Foundation

/// What a layer shows: a background colour and primitives painted over it, in the layer's own
/// coordinates (points).
///
/// The background covers the whole layer; `.clear` leaves it transparent, so only the
/// primitives show. The layer's alpha and corner radius are properties of ``RasterLayer``, not of
/// its content, as with `CALayer` (`opacity`, `cornerRadius` with `masksToBounds`).
package struct LayerContent: Sendable, Equatable {
    /// The colour filling the layer's bounds before any primitive (default white).
    package var background: CanvasColor
    /// Primitives, painted in order over the background.
    var primitives: [LayerPrimitive]

    /// Creates layer content.
    init(background: CanvasColor = .white, primitives: [LayerPrimitive] = []) {
        self.background = background
        self.primitives = primitives
    }

    /// A plain fill of one colour (e.g. a dimming view: `.solid(.black.withAlpha(0.4))`).
    static func solid(_ color: CanvasColor) -> LayerContent {
        LayerContent(background: color)
    }
}
