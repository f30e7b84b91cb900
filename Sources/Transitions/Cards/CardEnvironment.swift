import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CGPoint.zero and CGRect.zero in default arguments must be imported directly on Apple platforms
#endif

/// What a card's layout depends on besides the keyboard: the container's geometry and traits,
/// and the content's own height, as `CardPresentationController` reads them from UIKit at every
/// layout.
public struct CardEnvironment: Sendable, Equatable {
    /// The container view's bounds, points. A container that is not finite with a positive width
    /// and height shows no card (every frame is `.zero`).
    public var containerBounds: CGRect
    /// The container's safe-area insets.
    public var safeArea: SafeAreaInsets
    /// The container's horizontal size class.
    public var sizeClass: CardLayout.SizeClass
    /// The container's vertical size class (default `.regular`; `.compact` on a phone in
    /// landscape, where a sheet goes full screen unless
    /// ``CardLayout/prefersEdgeAttachedInCompactHeight`` and the medium detent is inactive).
    public var verticalSizeClass: CardLayout.SizeClass
    /// The container's layout direction (mirrors ``CardLayout/placement``'s `x`).
    public var layoutDirection: LayoutDirection
    /// Where the container's bounds origin is in the screen's coordinate space, points: what turns
    /// a keyboard frame (UIKit reports it in screen coordinates) into the container's. `.zero` for
    /// a container that covers the screen, as a card's does.
    public var containerOriginInScreen: CGPoint
    /// The content's own height, points (the presented controller's `preferredContentSize`
    /// height, else its Auto Layout fitting height for the card's width), for
    /// ``CardDetent/contentFit(_:)``; `nil` when it gives none. See ``contentHeight(preferred:fitting:)``.
    public var contentHeight: CGFloat?
    /// The presented controller's `preferredContentSize` width, points, when it set one (finite
    /// and positive), for ``CardLayout/widthFollowsPreferredContentSizeWhenEdgeAttached``; `nil`
    /// otherwise.
    public var preferredContentWidth: CGFloat?
    /// The radius of the display's corners, points (0 for a display with square corners): an
    /// edge-attached sheet's bottom corners match it, as UIKit's do.
    public var displayCornerRadius: CGFloat
    /// Whether the container covers its screen's height (UIKit scales the view behind a sheet
    /// back only then: `shouldScaleDownBehindDescendantsForContainer:withBounds:`). Default `true`.
    public var fillsScreenHeight: Bool
    /// Whether Reduce Motion is on: the view behind a sheet is then not scaled back.
    public var isReduceMotionEnabled: Bool

    /// Creates an environment; see the properties.
    public init(
        containerBounds: CGRect, safeArea: SafeAreaInsets = .zero, sizeClass: CardLayout.SizeClass = .compact,
        layoutDirection: LayoutDirection = .leftToRight, containerOriginInScreen: CGPoint = .zero, contentHeight: CGFloat? = nil,
        verticalSizeClass: CardLayout.SizeClass = .regular, preferredContentWidth: CGFloat? = nil, displayCornerRadius: CGFloat = 0,
        fillsScreenHeight: Bool = true, isReduceMotionEnabled: Bool = false
    ) {
        self.containerBounds = containerBounds
        self.safeArea = safeArea
        self.sizeClass = sizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
        self.containerOriginInScreen = containerOriginInScreen
        self.contentHeight = contentHeight
        self.preferredContentWidth = preferredContentWidth
        self.displayCornerRadius = displayCornerRadius
        self.fillsScreenHeight = fillsScreenHeight
        self.isReduceMotionEnabled = isReduceMotionEnabled
    }

    /// The content height a content-fit detent uses: the presented controller's preferred height
    /// when it set one (`preferredContentSize.height` finite and positive, as UIKit's sheet
    /// reads it), else the Auto Layout fitting height (`systemLayoutSizeFitting` at the card's
    /// width) when finite and positive, else `nil`.
    public static func contentHeight(preferred: CGFloat?, fitting: CGFloat?) -> CGFloat? {
        if let preferred, preferred.isFinite, preferred > 0 { return preferred }
        if let fitting, fitting.isFinite, fitting > 0 { return fitting }
        return nil
    }

    /// `rect`, given in the screen's coordinate space, in the container's.
    public func containerRect(fromScreen rect: CGRect) -> CGRect {
        rect.offsetBy(dx: -containerOriginInScreen.x, dy: -containerOriginInScreen.y)
    }
}
