import Foundation

/// Lays frames of an animation out in a grid on one image, left to right and top to bottom,
/// with an optional title and a label under each frame (e.g. its time or progress).
enum ContactSheet {
    /// Layout and colours of a contact sheet.
    struct Style: Sendable, Hashable {
        /// Frames per row; clamped to 1…frame count. Default 6.
        var columns: Int
        /// Pixels between frames and around the grid. Default 12.
        var spacing: Int
        /// The sheet's background. Default light grey.
        var background: CanvasColor
        /// The colour of the title and labels. Default dark grey.
        var textColor: CanvasColor
        /// Pixels per font cell for the title and labels (clamped to ≥ 1). Default 2.
        var textScale: Int

        /// Creates a style; see each property for its default.
        init(
            columns: Int = 6, spacing: Int = 12, background: CanvasColor = CanvasColor(hex: 0xE5E5EA),
            textColor: CanvasColor = CanvasColor(hex: 0x3A3A3C), textScale: Int = 2
        ) {
            self.columns = columns
            self.spacing = spacing
            self.background = background
            self.textColor = textColor
            self.textScale = textScale
        }
    }

    /// A contact sheet of `frames` (all the same size), with `labels` under the frames (one per
    /// frame, or nil for none; a missing label is left blank, extra labels are ignored) and an
    /// optional `title` line above the grid. Labels wider than a frame are clipped by the next
    /// cell's drawing order only visually; keep them short.
    ///
    /// - Throws: ``CanvasError/noFrames``, ``CanvasError/mismatchedFrameSizes``, or
    ///   ``CanvasError/invalidSize(width:height:)`` when the sheet would be too large.
    static func compose(_ frames: [Canvas], labels: [String]? = nil, title: String? = nil, style: Style = Style()) throws -> Canvas {
        guard let first = frames.first else { throw CanvasError.noFrames }
        guard frames.allSatisfy({ $0.width == first.width && $0.height == first.height }) else { throw CanvasError.mismatchedFrameSizes }
        let columns = min(max(style.columns, 1), frames.count)
        let rows = (frames.count + columns - 1) / columns
        let spacing = max(style.spacing, 0)
        let scale = max(style.textScale, 1)
        let lineHeight = BitmapFont.glyphHeight * scale
        let labelHeight = labels == nil ? 0 : lineHeight + spacing / 2
        let titleHeight = title == nil ? 0 : lineHeight + spacing
        let cellHeight = first.height + labelHeight
        let width = spacing + columns * (first.width + spacing)
        let height = spacing + titleHeight + rows * (cellHeight + spacing)
        var sheet = try Canvas(width: width, height: height, background: style.background)
        if let title {
            sheet.drawText(title, atX: spacing, y: spacing, scale: scale, color: style.textColor)
        }
        for (index, frame) in frames.enumerated() {
            let x = spacing + (index % columns) * (first.width + spacing)
            let y = spacing + titleHeight + (index / columns) * (cellHeight + spacing)
            sheet.draw(frame, atX: x, y: y)
            if let labels, index < labels.count {
                sheet.drawText(labels[index], atX: x, y: y + first.height + spacing / 2, scale: scale, color: style.textColor)
            }
        }
        return sheet
    }
}
