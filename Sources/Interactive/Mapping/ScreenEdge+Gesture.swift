import Foundation
import Transitions

extension ScreenEdge {
    /// The edge in screen terms, for `UIScreenEdgePanGestureRecognizer.edges`, whose
    /// `UIRectEdge.left`/`.right` are physical and do not follow the layout direction: the leading
    /// edge is `.left` in left-to-right layouts and `.right` in right-to-left ones.
    package func physical(in layoutDirection: LayoutDirection) -> PhysicalEdge {
        switch (self, layoutDirection) {
        case (.leading, .leftToRight), (.trailing, .rightToLeft): return .left
        case (.trailing, .leftToRight), (.leading, .rightToLeft): return .right
        case (.top, _): return .top
        case (.bottom, _): return .bottom
        }
    }

    /// The way a finger moves when it pans in from this edge: from the leading edge towards
    /// trailing (the system back swipe), from the bottom edge upwards, and so on.
    package var inwardDirection: PanDirection {
        switch self {
        case .leading: return .trailing
        case .trailing: return .leading
        case .top: return .down
        case .bottom: return .up
        }
    }
}
