import Foundation

/// Why the gallery renderer refused an input.
enum CanvasError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A canvas, layer or image was given a width or height that is zero, negative, non-finite,
    /// or too large to allocate (the rasterizer refuses sizes over ``Canvas/maximumDimension``).
    case invalidSize(width: Double, height: Double)
    /// Frames given to an encoder or composer do not all have the same size.
    case mismatchedFrameSizes
    /// An encoder or composer was given no frames.
    case noFrames

    /// The reason in English, with the offending values.
    var description: String {
        switch self {
        case let .invalidSize(width, height):
            return "Invalid size \(width)×\(height): both sides must be finite, positive and at most \(Canvas.maximumDimension) pixels."
        case .mismatchedFrameSizes:
            return "All frames must have the same width and height."
        case .noFrames:
            return "At least one frame is required."
        }
    }
}
