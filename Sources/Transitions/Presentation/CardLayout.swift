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
///
/// With ``detents`` (``sheet(detents:selected:largestUndimmed:showsGrabber:keyboard:)``), the card
/// is a sheet: it sits at the bottom of that space, as tall as its selected detent, and the finger
/// drags it between its detents (see ``CardPresentationModel`` and docs/cards.md).
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
    /// The heights the card rests at (default none: a fixed card laid out by ``width``,
    /// ``height`` and ``placement``). With detents the card sits at the bottom of the space left
    /// (``placement``'s `y` and ``height`` are not used) and can be dragged between them.
    public var detents: [CardDetent]
    /// The detent the card shows first (default `nil`: the shortest). A name the detents do not
    /// have reads as `nil`.
    public var selectedDetent: CardDetent.Identifier?
    /// The tallest detent at which the screen behind stays undimmed and usable: touches outside
    /// the card reach it and VoiceOver reads it (UIKit's `largestUndimmedDetentIdentifier`).
    /// Default `nil`: the screen behind is always dimmed. A name the detents do not have reads as
    /// `nil`.
    public var largestUndimmedDetent: CardDetent.Identifier?
    /// Whether a grabber (a 36 × 5 pt bar centred 5 pt below the card's top edge, UIKit's sheet
    /// grabber) is shown over the content (default `false`).
    public var showsGrabber: Bool
    /// What the card does when the keyboard covers part of the container (default
    /// ``CardKeyboardPolicy/moveUp``).
    public var keyboard: CardKeyboardPolicy
    /// Whether a drag up in the card's scroll view, while it is scrolled to its top, grows the card
    /// to its next detent before the content scrolls (default `true`; UIKit's
    /// `prefersScrollingExpandsWhenScrolledToEdge`). See ``CardScrollHandoff``.
    public var scrollingExpandsWhenScrolledToEdge: Bool
    /// What VoiceOver reads for the dimming view, which dismisses the card when activated
    /// (default `"Dismiss"`; an empty label reads as the default).
    public var dimmingAccessibilityLabel: String

    /// Creates a layout; see the properties for units, defaults and ranges.
    public init(
        width: CGFloat? = nil, height: CGFloat? = nil, placement: CGPoint = CGPoint(x: 0.5, y: 0.5),
        margin: CGFloat = 16, regularMaximumWidth: CGFloat = 540, cornerRadius: CGFloat = 16,
        dimmingAlpha: CGFloat = 0.4, dismissesOnTapOutside: Bool = true, keyboard: CardKeyboardPolicy = .moveUp
    ) {
        self.width = width
        self.height = height
        self.placement = placement
        self.margin = margin
        self.regularMaximumWidth = regularMaximumWidth
        self.cornerRadius = cornerRadius
        self.dimmingAlpha = dimmingAlpha
        self.dismissesOnTapOutside = dismissesOnTapOutside
        self.detents = []
        self.selectedDetent = nil
        self.largestUndimmedDetent = nil
        self.showsGrabber = false
        self.keyboard = keyboard
        self.scrollingExpandsWhenScrolledToEdge = true
        self.dimmingAccessibilityLabel = "Dismiss"
    }

    /// A sheet: a card at the bottom of the screen resting at `detents`, showing `selected` first
    /// (default the shortest), the screen behind undimmed up to `largestUndimmed` (default
    /// always dimmed), with a grabber when `showsGrabber` (default `true`) and `keyboard`'s policy
    /// (default ``CardKeyboardPolicy/moveUp``). The other properties keep their defaults (16 pt
    /// margins and corners, dimming 0.4); set them on the result.
    ///
    /// ```swift
    /// var layout = CardLayout.sheet(detents: [.medium, .large], largestUndimmed: .medium)
    /// layout.margin = 8
    /// ```
    public static func sheet(
        detents: [CardDetent], selected: CardDetent.Identifier? = nil, largestUndimmed: CardDetent.Identifier? = nil,
        showsGrabber: Bool = true, keyboard: CardKeyboardPolicy = .moveUp
    ) -> CardLayout {
        var layout = CardLayout(placement: CGPoint(x: 0.5, y: 1), keyboard: keyboard)
        layout.detents = detents
        layout.selectedDetent = selected
        layout.largestUndimmedDetent = largestUndimmed
        layout.showsGrabber = showsGrabber
        return layout
    }

    /// Whether the card is a sheet (it has ``detents``).
    public var hasDetents: Bool { !detents.isEmpty }

    /// A 180 × 260 pt card on the trailing side, vertically centred, for the classic
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
    ///
    /// A card with ``detents`` gets the frame of its ``selectedDetent`` (else its shortest), with
    /// no content height known (content-fit detents are left out); ``CardPresentationModel`` knows
    /// the content and the detent the card is at.
    public func frame(
        in containerBounds: CGRect, safeArea: SafeAreaInsets, sizeClass: SizeClass,
        layoutDirection: LayoutDirection = .leftToRight, keyboardOverlap: CGFloat = 0
    ) -> CGRect {
        let environment = CardEnvironment(containerBounds: containerBounds, safeArea: safeArea, sizeClass: sizeClass, layoutDirection: layoutDirection)
        if let detents = resolvedDetents(in: environment, keyboardOverlap: keyboardOverlap) {
            return frame(forHeight: detents.entry(named: selectedDetent).height, in: environment, keyboardOverlap: keyboardOverlap)
        }
        guard let available = availableRect(in: environment, keyboardOverlap: keyboardOverlap) else { return .zero }
        let (x, cardWidth) = horizontalPlacement(in: available, environment: environment)
        let cardHeight = min(Self.length(height) ?? available.height, available.height)
        let y = available.minY + Self.unit(placement.y) * (available.height - cardHeight)
        return CGRect(x: x, y: y, width: cardWidth, height: cardHeight)
    }

    static func length(_ value: CGFloat?) -> CGFloat? {
        guard let value, value.isFinite, value > 0 else { return nil }
        return value
    }

    static func unit(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0.5 : min(max(value, 0), 1)
    }
}
