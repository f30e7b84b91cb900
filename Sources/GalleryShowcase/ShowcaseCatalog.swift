import Foundation
import GalleryRendering
import Transitions

/// Every built-in transition in the directions the gallery shows, with the screens it plays
/// between.
///
/// Forward operations go from a list screen to a detail screen, backward ones from the detail
/// back to the list; tab switches go between a list and a grid. Each transition is shown in the
/// pair of operations it is made for (modal ones present and dismiss, navigation ones push and
/// pop, the cross-fade as a tab switch); the slide also plays right-to-left, mirrored.
public enum ShowcaseCatalog {
    /// The zoom's source rectangle in a 390 × 844 pt container: a list row's thumbnail.
    public static let zoomSource = CGRect(x: 28, y: 196, width: 120, height: 90)

    private static let listTint = CanvasColor(hex: 0x007AFF)

    /// Every built-in × direction, in display order.
    public static func builtIns() -> [ShowcaseEntry] {
        var entries: [ShowcaseEntry] = []
        func add(_ slug: String, _ transition: any Transition, _ operations: [TransitionOperation], tint: UInt32,
                 direction: LayoutDirection = .leftToRight, tabs: Bool = false) {
            for operation in operations {
                let forward = operation.isForward
                let other: PlaceholderScreen = tabs ? .grid : .detail
                entries.append(ShowcaseEntry(
                    slug: "\(slug)-\(operation.rawValue)\(direction == .rightToLeft ? "-rtl" : "")".lowercased(),
                    transition: transition, operation: operation, layoutDirection: direction,
                    parameters: parameters(of: transition),
                    fromScreen: forward ? .list : other, fromTint: forward ? listTint : CanvasColor(hex: tint),
                    toScreen: forward ? other : .list, toTint: forward ? CanvasColor(hex: tint) : listTint
                ))
            }
        }
        add("slide-up", .slideUp(), [.present, .dismiss], tint: 0xFF9500)
        add("scale", .scale, [.push, .pop], tint: 0x34C759)
        add("cross-fade", .crossFade, [.tabForward, .tabBackward], tint: 0xAF52DE, tabs: true)
        add("slide", .slide(.leading), [.push, .pop], tint: 0xFF2D55)
        add("slide", .slide(.leading), [.push], tint: 0xFF2D55, direction: .rightToLeft)
        add("slide-top", .slide(.top), [.push, .pop], tint: 0x5AC8FA)
        add("cover", .cover(from: .bottom), [.present, .dismiss], tint: 0x5856D6)
        add("uncover", .uncover(to: .bottom), [.present, .dismiss], tint: 0xFF3B30)
        add("zoom", .zoom(from: zoomSource), [.present, .dismiss], tint: 0x30B0C7)
        return entries
    }

    /// The entries whose GIFs the README shows (`--readme-images`).
    public static let readmeSlugs: [String] = ["slide-up-present", "zoom-present", "cover-present", "scale-push"]

    /// The parameters worth listing for a built-in transition (its duration is listed apart).
    public static func parameters(of transition: any Transition) -> [GalleryParameter] {
        switch transition {
        case let t as SlideUpTransition:
            return [GalleryParameter("damping", number(t.dampingRatio)), GalleryParameter("velocity", number(t.initialVelocity)),
                    GalleryParameter("timing", "UIKit spring")]
        case let t as ScaleTransition:
            return [GalleryParameter("curve", curveName(t.curve))]
        case let t as CrossFadeTransition:
            return [GalleryParameter("curve", curveName(t.curve))]
        case let t as SlideTransition:
            return [GalleryParameter("edge", "\(t.direction)"), GalleryParameter("curve", curveName(t.curve))]
        case let t as CoverTransition:
            return [GalleryParameter("edge", "\(t.edge)"), GalleryParameter("dimming", number(t.dimmingAlpha)),
                    GalleryParameter("curve", curveName(t.curve))]
        case let t as ZoomTransition:
            let r = t.sourceRect
            return [GalleryParameter("source", "\(number(r.minX)), \(number(r.minY)), \(number(r.width))×\(number(r.height))"),
                    GalleryParameter("corner radius", number(t.sourceCornerRadius)), GalleryParameter("curve", curveName(t.curve))]
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
