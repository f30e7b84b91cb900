import Foundation
import GalleryRendering
import Transitions

/// Every built-in transition (`BuiltInTransitions.all(zoomSource:)` and the physics ones,
/// `BuiltInTransitions.physics()`) in the directions the gallery shows, with the screens it
/// plays between.
///
/// Forward operations go from a list screen to a detail screen, backward ones from the detail
/// back to the list; tab switches go between a list and a grid. Each transition is shown in the
/// pair of operations it is made for (navigation ones — scale, slide, cube, turn, cascade — push
/// and pop, the cross-fade as a tab switch, every other one — including built-ins added later —
/// present and dismiss); the leading-edge slide, the cube, fold, NatGeo and cascade also play
/// their forward operation right-to-left, mirrored. The three classic transitions also play on a card
/// (``cardEntries()``).
enum ShowcaseCatalog {
    /// The zoom's source rectangle in a 390 × 844 pt container: a list row's thumbnail.
    static let zoomSource = CGRect(x: 28, y: 196, width: 120, height: 90)

    /// The list screen's tint (system blue); also the layouts' chat tint.
    static let listTint = CanvasColor(hex: 0x007AFF)
    /// The detail screens' tints, in order, one per entry (or cell identity).
    static let tints: [UInt32] = [0xFF9500, 0x34C759, 0xAF52DE, 0xFF2D55, 0x5AC8FA, 0x5856D6, 0xFF3B30, 0x30B0C7, 0xFFCC00, 0xA2845E]

    /// Every built-in × direction, in the catalogue's order, then the three classic transitions on a card.
    static func builtIns() -> [ShowcaseEntry] {
        var entries: [ShowcaseEntry] = []
        for (index, transition) in (BuiltInTransitions.all(zoomSource: zoomSource) + physicsTransitions()).enumerated() {
            let tint = CanvasColor(hex: tints[index % tints.count])
            let tabs = transition is CrossFadeTransition
            let operations: [TransitionOperation]
            switch transition {
            case is ScaleTransition, is SlideTransition, is CubeTransition, is TurnTransition, is CascadeTransition: operations = [.push, .pop]
            case is CrossFadeTransition: operations = [.tabForward, .tabBackward]
            default: operations = [.present, .dismiss]
            }
            var directions: [(TransitionOperation, LayoutDirection)] = operations.map { ($0, .leftToRight) }
            if mirrorsInGallery(transition) { directions.append((operations[0], .rightToLeft)) }
            for (operation, direction) in directions {
                let forward = operation.isForward
                let other: PlaceholderScreen = tabs ? .grid : .detail
                entries.append(ShowcaseEntry(
                    slug: slug(transition.name) + "-" + operation.rawValue.lowercased() + (direction == .rightToLeft ? "-rtl" : ""),
                    transition: transition, operation: operation, layoutDirection: direction,
                    parameters: parameters(of: transition),
                    fromScreen: forward ? .list : other, fromTint: forward ? listTint : tint,
                    toScreen: forward ? other : .list, toTint: forward ? tint : listTint
                ))
            }
        }
        return entries + cardEntries()
    }

    /// Whether the gallery also plays `transition`'s forward operation right-to-left: the
    /// built-ins whose motion has a leading side (the slide from the leading edge, cube, fold,
    /// NatGeo, cascade).
    static func mirrorsInGallery(_ transition: any Transition) -> Bool {
        (transition as? SlideTransition)?.direction == .leading
            || transition is CubeTransition || transition is FoldTransition || transition is NatGeoTransition || transition is CascadeTransition
    }

    /// The entries whose GIFs the README shows (`--readme-images`): its first row (the classic
    /// transitions, the flip and the physics shatter), its second row (five of the built-ins
    /// added later) and the springy list. The swing-drop plays on a card, where its whole swing is
    /// on screen (full screen, it happens below the bottom edge).
    static let readmeSlugs: [String] = ["slide-up-present", "swing-drop-card-dismiss", "zoom-present", "flip-vertical-present", "shatter-200-tiles-dismiss",
                                               "cube-leading-push", "fold-6-strips-leading-present", "portal-present", "explode-64-tiles-present",
                                               "card-stack-present",
                                               "springy-list-drag"]

    /// A file-safe slug of a display name: lower case, runs of other characters as one `-`.
    static func slug(_ name: String) -> String {
        var out = ""
        for character in name.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                out.append(character)
            } else if !out.isEmpty && !out.hasSuffix("-") {
                out.append("-")
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? "transition" : out
    }

    /// The parameters worth listing for a built-in transition (its duration is listed apart).
    static func parameters(of transition: any Transition) -> [GalleryPage.Parameter] {
        if let physics = physicsParameters(of: transition) { return physics }
        switch transition {
        case let t as SlideUpTransition:
            return [GalleryPage.Parameter("damping", number(t.dampingRatio)), GalleryPage.Parameter("velocity", number(t.initialVelocity)),
                    GalleryPage.Parameter("timing", "UIKit spring")]
        case let t as ScaleTransition:
            return [GalleryPage.Parameter("curve", curveName(t.curve))]
        case let t as CrossFadeTransition:
            return [GalleryPage.Parameter("curve", curveName(t.curve))]
        case let t as SlideTransition:
            return [GalleryPage.Parameter("edge", "\(t.direction)"), GalleryPage.Parameter("curve", curveName(t.curve))]
        case let t as CoverTransition:
            return [GalleryPage.Parameter("edge", "\(t.edge)"), GalleryPage.Parameter("dimming", number(t.dimmingAlpha)),
                    GalleryPage.Parameter("curve", curveName(t.curve))]
        case let t as SwingDropTransition:
            return [GalleryPage.Parameter("pivot", "lower-left corner"), GalleryPage.Parameter("cover alpha", number(t.coverAlpha)),
                    GalleryPage.Parameter("timing", "keyframes")]
        case let t as FlipTransition:
            return [GalleryPage.Parameter("axis", "\(t.axis)"), GalleryPage.Parameter("eye distance", number(t.eyeDistance) + " pt"),
                    GalleryPage.Parameter("curve", curveName(t.curve))]
        case let t as CubeTransition:
            return [GalleryPage.Parameter("direction", "\(t.direction)"), GalleryPage.Parameter("eye distance", number(t.eyeDistance) + " pt"),
                    GalleryPage.Parameter("shade", number(t.shadeAlpha)), GalleryPage.Parameter("curve", curveName(t.curve))]
        case let t as FoldTransition:
            return [GalleryPage.Parameter("strips", "\(t.stripCount)"), GalleryPage.Parameter("towards", "\(t.edge)"),
                    GalleryPage.Parameter("eye distance", number(t.eyeDistance) + " pt"), GalleryPage.Parameter("shade", number(t.shadeAlpha)),
                    GalleryPage.Parameter("curve", curveName(t.curve))]
        case let t as PortalTransition:
            return [GalleryPage.Parameter("zoom from", number(t.zoomScale)), GalleryPage.Parameter("eye distance", number(t.eyeDistance) + " pt"),
                    GalleryPage.Parameter("shade", number(t.shadeAlpha)), GalleryPage.Parameter("curve", curveName(t.curve))]
        case let t as ExplodeTransition:
            let grid = SnapshotRegion.grid(tiles: t.tileCount, for: CGRect(origin: .zero, size: Showcase.containerSize))
            return [GalleryPage.Parameter("tiles", "\(grid.columns * grid.rows) (\(grid.columns) × \(grid.rows))"),
                    GalleryPage.Parameter("origin", "\(number(t.origin.x)), \(number(t.origin.y))"), GalleryPage.Parameter("spread", number(t.spread) + " pt"),
                    GalleryPage.Parameter("seed", "\(t.seed)"), GalleryPage.Parameter("curve", curveName(t.curve))]
        case let t as TurnTransition:
            return [GalleryPage.Parameter("hinge", "\(t.edge)"), GalleryPage.Parameter("eye distance", number(t.eyeDistance) + " pt"),
                    GalleryPage.Parameter("shade", number(t.shadeAlpha)), GalleryPage.Parameter("curve", curveName(t.curve))]
        case let t as CardStackTransition:
            return [GalleryPage.Parameter("edge", "\(t.edge)"), GalleryPage.Parameter("background scale", number(t.backgroundScale)),
                    GalleryPage.Parameter("dimming", number(t.dimmingAlpha)), GalleryPage.Parameter("corner radius", number(t.cornerRadius) + " pt"),
                    GalleryPage.Parameter("curve", curveName(t.curve))]
        case let t as NatGeoTransition:
            return [GalleryPage.Parameter("hinge", "leading edge"), GalleryPage.Parameter("eye distance", number(t.eyeDistance) + " pt"),
                    GalleryPage.Parameter("incoming tilt", number(t.incomingTilt * 180 / .pi) + "°"), GalleryPage.Parameter("curve", curveName(t.curve))]
        case let t as CascadeTransition:
            return [GalleryPage.Parameter("bands", "\(t.bandCount)"), GalleryPage.Parameter("from", "\(t.edge)"),
                    GalleryPage.Parameter("stagger", seconds(t.stagger)), GalleryPage.Parameter("band duration", seconds(t.bandDuration)),
                    GalleryPage.Parameter("curve", curveName(t.curve))]
        case let t as ZoomTransition:
            let r = t.sourceRect
            return [GalleryPage.Parameter("source", "\(number(r.minX)), \(number(r.minY)), \(number(r.width))×\(number(r.height))"),
                    GalleryPage.Parameter("corner radius", number(t.sourceCornerRadius)), GalleryPage.Parameter("curve", curveName(t.curve))]
        default:
            return []
        }
    }

    static func curveName(_ curve: TimingCurve) -> String {
        switch curve {
        case .linear: "linear"
        case .easeIn: "ease in"
        case .easeOut: "ease out"
        case .easeInOut: "ease in-out"
        case .systemDefault: "default"
        default:
            "cubic (\(number(curve.controlPoint1.x)), \(number(curve.controlPoint1.y)), \(number(curve.controlPoint2.x)), \(number(curve.controlPoint2.y)))"
        }
    }

    static func number(_ value: CGFloat) -> String {
        SampledTransition.number(Double(value), 3)
    }
}
