import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CGPoint in default arguments must be imported directly on Apple platforms
#endif

/// Where a card-style modal sits and how it looks: the pure geometry and appearance of iOS's
/// `CardPresentationController`, which asks ``frame(in:safeArea:sizeClass:layoutDirection:keyboardOverlap:)``
/// for the card's frame whenever the container lays out (rotation, size-class and keyboard
/// changes included).
///
/// ```swift
/// let layout = CardLayout(width: 320, height: 420)               // a centred card
/// let frame = layout.frame(in: CGRect(x: 0, y: 0, width: 390, height: 844),
///                          safeArea: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0),
///                          sizeClass: .compact)                  // (35, 218.5, 320, 420)
/// ```
///
/// The card fits inside the container's safe area less ``margin`` on every side and less the
/// part of the container a keyboard covers; a requested width or height larger than that is
/// reduced to it. In a regular-width container (an iPad, a large iPhone in landscape) it is at
/// most ``regularMaximumWidth`` wide. ``placement`` says where in the space left it sits.
public struct CardLayout: Equatable, Sendable {
    /// The container's horizontal size class (UIKit's `UIUserInterfaceSizeClass`; unspecified
    /// reads as compact).
    public enum SizeClass: Sendable, Hashable {
        /// Phones in portrait, most phones in landscape, iPad slide-over.
        case compact
        /// iPads, large phones in landscape.
        case regular
    }

    /// Space between the card and the safe area's edges, points (default 16; negative or
    /// non-finite values read as 0). Dropped when it leaves no room for a card.
    public var margin: CGFloat
    /// The card's width, points; `nil` (the default) fills the width available. Values that are
    /// not finite and positive read as `nil`.
    public var width: CGFloat?
    /// The card's height, points; `nil` (the default) fills the height available. Values that
    /// are not finite and positive read as `nil`.
    public var height: CGFloat?
    /// The widest the card gets in a regular-width container, points (default 540, a form
    /// sheet's width). Values that are not finite and positive read as 540.
    public var regularMaximumWidth: CGFloat
    /// Where the card sits in the space available, as a unit point: `x` from the leading edge
    /// (0 leading, 0.5 centred, 1 trailing; mirrored in right-to-left layouts), `y` from the top
    /// (0 top, 1 bottom). Default `(0.5, 0.5)`, centred; `(0.5, 1)` is a bottom card. Clamped to
    /// `0…1`; NaN reads as 0.5.
    public var placement: CGPoint
    /// The card's corner radius, points (default 16; negative or non-finite values read as 0).
    public var cornerRadius: CGFloat
    /// The dimming view's alpha while the card is shown, `0…1` (default 0.4; clamped, NaN and
    /// infinities read as 0.4).
    public var dimmingAlpha: CGFloat
    /// Whether a tap on the dimming view (outside the card) dismisses it (default `true`).
    public var dismissesOnTapOutside: Bool

    /// Creates a layout; see the properties for units, defaults and ranges.
    public init(
        width: CGFloat? = nil, height: CGFloat? = nil, placement: CGPoint = CGPoint(x: 0.5, y: 0.5),
        margin: CGFloat = 16, regularMaximumWidth: CGFloat = 540, cornerRadius: CGFloat = 16,
        dimmingAlpha: CGFloat = 0.4, dismissesOnTapOutside: Bool = true
    ) {
        self.width = width
        self.height = height
        self.placement = placement
        self.margin = margin
        self.regularMaximumWidth = regularMaximumWidth
        self.cornerRadius = cornerRadius
        self.dimmingAlpha = dimmingAlpha
        self.dismissesOnTapOutside = dismissesOnTapOutside
    }

    /// A 180 × 260 pt card on the trailing side, vertically centred, for the founding
    /// swing-drop: the card pivots about its lower-left corner, swings down to hang below it
    /// (extending its width to the left of the pivot and its height below), swings past, back,
    /// and drops away to the right. Narrow and on the right, the card leaves room for its width
    /// to the left of the pivot; short and centred, for its height below it. In a 390 × 844 pt
    /// container the card hangs entirely inside the container at the bottom of the swing (pivot
    /// at (194, 552)).
    public static let swingDrop = CardLayout(width: 180, height: 260, placement: CGPoint(x: 1, y: 0.5))

    /// The dimming and corner radius a transition needs (``TransitionContext/presentation``).
    public var appearance: PresentationAppearance {
        PresentationAppearance(dimmingAlpha: dimmingAlpha, cornerRadius: cornerRadius)
    }

    /// The card's frame in the container, points.
    ///
    /// - Parameters:
    ///   - containerBounds: the container view's bounds; `.zero` is returned when it is not
    ///     finite with a positive width and height (nothing can be shown in it).
    ///   - safeArea: the container's safe-area insets (`safeAreaInsets`).
    ///   - sizeClass: the container's horizontal size class.
    ///   - layoutDirection: mirrors ``placement``'s `x` (default `.leftToRight`).
    ///   - keyboardOverlap: how much of the container's bottom the keyboard covers, points
    ///     (default 0; negative or non-finite values read as 0). The card moves up (and shrinks
    ///     if it must) to stay above it.
    public func frame(
        in containerBounds: CGRect, safeArea: SafeAreaInsets, sizeClass: SizeClass,
        layoutDirection: LayoutDirection = .leftToRight, keyboardOverlap: CGFloat = 0
    ) -> CGRect {
        guard TransitionContext.isUsable(containerBounds) else { return .zero }
        let keyboard = keyboardOverlap.isFinite ? max(keyboardOverlap, 0) : 0
        let insets = SafeAreaInsets(top: safeArea.top, left: safeArea.left, bottom: max(safeArea.bottom, keyboard), right: safeArea.right)
        let safe = insets.inset(containerBounds)
        let inset = margin.isFinite ? max(margin, 0) : 0
        var available = safe.insetBy(dx: inset, dy: inset)
        if available.width <= 0 || available.height <= 0 { available = safe }
        if available.width <= 0 || available.height <= 0 { available = containerBounds }

        var cardWidth = Self.length(width) ?? available.width
        if sizeClass == .regular { cardWidth = min(cardWidth, Self.length(regularMaximumWidth) ?? 540) }
        cardWidth = min(cardWidth, available.width)
        let cardHeight = min(Self.length(height) ?? available.height, available.height)

        let unitX = Self.unit(placement.x)
        let unitY = Self.unit(placement.y)
        let leading = unitX * (available.width - cardWidth)
        let x = layoutDirection == .leftToRight ? available.minX + leading : available.maxX - cardWidth - leading
        let y = available.minY + unitY * (available.height - cardHeight)
        return CGRect(x: x, y: y, width: cardWidth, height: cardHeight)
    }

    private static func length(_ value: CGFloat?) -> CGFloat? {
        guard let value, value.isFinite, value > 0 else { return nil }
        return value
    }

    private static func unit(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0.5 : min(max(value, 0), 1)
    }
}
