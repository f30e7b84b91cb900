import Foundation

/// The kinds of placeholder screen the gallery draws, so that a transition's participants read
/// as app screens rather than blank rectangles.
package enum PlaceholderScreen: String, Sendable, Hashable, CaseIterable {
    /// A navigation bar over rows of an avatar circle and two text lines (a table view).
    case list
    /// A navigation bar over a hero image, a title, paragraph lines and a button (a detail view).
    case detail
    /// A navigation bar over a two-column grid of rounded tiles (a collection view).
    case grid
    /// A navigation bar over an empty grouped background: the screen behind content the gallery
    /// draws element by element (the layout entries' bubbles and cards).
    case empty
    /// A content card, with no navigation bar: a tinted picture over a title line and a caption
    /// line on white (a carousel's or a Newtonian layout's cell).
    case card
}

extension LayerContent {
    /// The height of the navigation bar (status bar included) of a placeholder screen `height`
    /// points tall: 91 pt, or a fifth of a screen shorter than 455 pt. Non-finite or negative
    /// heights give 0.
    package static func navigationBarHeight(screenHeight height: CGFloat) -> CGFloat {
        height.isFinite ? max(min(91, height * 0.2), 0) : 0
    }

    /// A placeholder screen of `size` points in the colours of `tint`, laid out for a phone in
    /// portrait (the layout stretches with the width; rows stop at the bottom edge). Every
    /// screen but ``PlaceholderScreen/card`` ends with its navigation bar
    /// (``navigationBarHeight(screenHeight:)`` tall), so content scrolls under it.
    ///
    /// Non-finite or non-positive sizes give a plain white layer with no primitives.
    package static func placeholder(_ screen: PlaceholderScreen, size: CGSize, tint: CanvasColor) -> LayerContent {
        let width = size.width, height = size.height
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return LayerContent() }
        let ink = CanvasColor(hex: 0x1C1C1E, alpha: 0.85)
        let faint = CanvasColor(hex: 0x8E8E93, alpha: 0.55)
        let navHeight = navigationBarHeight(screenHeight: height)
        var primitives: [LayerPrimitive] = []
        var background = CanvasColor.white
        switch screen {
        case .list:
            background = CanvasColor(hex: 0xF2F2F7)
            var y = navHeight + 16
            var row = 0
            while y + 64 <= height {
                primitives.append(.rectangle(CGRect(x: 16, y: y, width: width - 32, height: 60), color: .white, cornerRadius: 10))
                primitives.append(.circle(center: CGPoint(x: 46, y: y + 30), radius: 18, color: tint.withAlpha(0.35 + 0.15 * Float(row % 3))))
                primitives.append(.textLine(origin: CGPoint(x: 76, y: y + 16), width: (width - 110) * (row % 2 == 0 ? 0.8 : 0.6), height: 10, color: ink))
                primitives.append(.textLine(origin: CGPoint(x: 76, y: y + 35), width: (width - 110) * 0.5, height: 8, color: faint))
                y += 72
                row += 1
            }
        case .detail:
            let heroHeight = min(height * 0.3, width * 0.62)
            primitives.append(.rectangle(CGRect(x: 0, y: navHeight, width: width, height: heroHeight), color: tint))
            primitives.append(.circle(center: CGPoint(x: width * 0.72, y: navHeight + heroHeight * 0.38), radius: heroHeight * 0.16, color: .white.withAlpha(0.55)))
            primitives.append(.rectangle(
                CGRect(x: width * 0.1, y: navHeight + heroHeight * 0.62, width: width * 0.5, height: heroHeight * 0.26),
                color: .black.withAlpha(0.18), cornerRadius: 6
            ))
            var y = navHeight + heroHeight + 24
            primitives.append(.textLine(origin: CGPoint(x: 20, y: y), width: width * 0.6, height: 18, color: ink))
            y += 38
            var line = 0
            while y + 12 <= height - 90 && line < 9 {
                let fraction: CGFloat = line % 4 == 3 ? 0.55 : 0.88
                primitives.append(.textLine(origin: CGPoint(x: 20, y: y), width: (width - 40) * fraction, height: 9, color: faint))
                y += 20
                line += 1
            }
            if height > 200 {
                primitives.append(.rectangle(CGRect(x: 20, y: height - 84, width: width - 40, height: 50), color: tint, cornerRadius: 12))
                primitives.append(.textLine(origin: CGPoint(x: width / 2 - 40, y: height - 64), width: 80, height: 10, color: .white.withAlpha(0.9)))
            }
        case .grid:
            let gap: CGFloat = 12
            let tile = (width - gap * 3) / 2
            var y = navHeight + gap
            var index = 0
            while y + tile * 0.8 <= height && tile > 0 {
                for column in 0..<2 {
                    let x = gap + CGFloat(column) * (tile + gap)
                    let shade = 0.3 + 0.12 * Float((index + column) % 5)
                    primitives.append(.rectangle(CGRect(x: x, y: y, width: tile, height: tile * 0.8), color: tint.withAlpha(shade), cornerRadius: 14))
                    primitives.append(.textLine(origin: CGPoint(x: x + 10, y: y + tile * 0.8 - 22), width: tile * 0.5, height: 8, color: .white.withAlpha(0.9)))
                }
                y += tile * 0.8 + gap
                index += 2
            }
        case .empty:
            background = CanvasColor(hex: 0xF2F2F7)
        case .card:
            // A picture (62 % of the height) with a light disc in it, then a title and a caption.
            let picture = height * 0.62
            primitives.append(.rectangle(CGRect(x: 0, y: 0, width: width, height: picture), color: tint))
            primitives.append(.circle(center: CGPoint(x: width * 0.72, y: picture * 0.38), radius: min(width, picture) * 0.14, color: .white.withAlpha(0.55)))
            let line = max(height * 0.05, 2)
            primitives.append(.textLine(origin: CGPoint(x: width * 0.1, y: picture + height * 0.09), width: width * 0.7, height: line, color: ink))
            primitives.append(.textLine(origin: CGPoint(x: width * 0.1, y: picture + height * 0.09 + line * 2), width: width * 0.5, height: line * 0.75,
                                        color: faint))
            return LayerContent(background: background, primitives: primitives)
        }
        // The navigation bar is drawn last, so content scrolls under it.
        primitives.append(.navigationBar(layerWidth: width, height: navHeight, background: CanvasColor(hex: 0xF9F9F9, alpha: 0.96), tint: tint))
        return LayerContent(background: background, primitives: primitives)
    }
}
