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
/// drags it between its detents (see ``CardPresentationModel`` and docs/cards.md). A sheet made by
/// `sheet(...)` is edge-attached as UIKit's is on an iPhone (``Attachment/edge``); the inset card
/// (``Attachment/inset``) is the classic look.
public struct CardLayout: Equatable, Sendable {
    /// How a card meets the container's edges.
    public enum Attachment: Sendable, Hashable {
        /// The classic card: ``margin`` from the safe area on every side, ``cornerRadius`` on
        /// every corner, above the home indicator.
        case inset
        /// UIKit's sheet on an iPhone: as wide as the container (in compact width), down to its
        /// bottom edge, its top at most ``CardLayout/sheetTopOffset`` below the safe area; detent
        /// heights are measured within the safe area, the top corners are ``cornerRadius`` and
        /// the bottom corners follow the display's. In compact height it is full screen unless
        /// ``prefersEdgeAttachedInCompactHeight``. In regular width (an iPad), where UIKit floats
        /// a form sheet, it is laid out as ``inset``.
        case edge
    }

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
    /// grabber) is shown over the content (default `false`, as UIKit's `prefersGrabberVisible`).
    public var showsGrabber: Bool
    /// What the card does when the keyboard covers part of the container (default
    /// ``CardKeyboardPolicy/moveUp``).
    public var keyboard: CardKeyboardPolicy
    /// Whether a drag up in the card's scroll view, while it is scrolled to its top, grows the card
    /// to its next detent before the content scrolls (default `true`; UIKit's
    /// `prefersScrollingExpandsWhenScrolledToEdge`). See `CardScrollHandoff`.
    public var scrollingExpandsWhenScrolledToEdge: Bool
    /// What VoiceOver reads for the dimming view, which dismisses the card when activated
    /// (default `"Dismiss"`; an empty label reads as the default).
    public var dimmingAccessibilityLabel: String
    /// How the card meets the container's edges (default ``Attachment/inset``; ``sheet(detents:selected:largestUndimmed:showsGrabber:keyboard:)``
    /// gives ``Attachment/edge``, UIKit's sheet).
    public var attachment: Attachment
    /// Whether an edge-attached sheet stays a sheet in compact height (a phone in landscape)
    /// instead of going full screen (default `false`; UIKit's `prefersEdgeAttachedInCompactHeight`).
    public var prefersEdgeAttachedInCompactHeight: Bool
    /// Whether an edge-attached sheet in compact height is as wide as the presented controller's
    /// `preferredContentSize` (else ``regularMaximumWidth``) instead of the container (default
    /// `false`; UIKit's `widthFollowsPreferredContentSizeWhenEdgeAttached`).
    public var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool
    /// The card's shadow opacity where the screen behind is not dimmed, `0…1` (default 0; a sheet
    /// 0.5, UIKit's `preferredShadowOpacity`). What shows is this times how undimmed the screen
    /// behind is and how far the card is presented (UIKit's `_shadowOpacity`).
    public var shadowOpacity: CGFloat
    /// The shadow's blur radius, points (default 2, UIKit's sheet metrics).
    public var shadowRadius: CGFloat
    /// Whether the view behind — the presenting screen, or a parent sheet — scales back and is
    /// dimmed inside its own shape as this sheet reaches full height (default `false`; a sheet
    /// `true`, as UIKit's). Never under Reduce Motion, in compact height or in a container that
    /// does not fill the screen's height.
    public var scalesBackgroundBack: Bool

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
        self.attachment = .inset
        self.prefersEdgeAttachedInCompactHeight = false
        self.widthFollowsPreferredContentSizeWhenEdgeAttached = false
        self.shadowOpacity = 0
        self.shadowRadius = 2
        self.scalesBackgroundBack = false
    }

    /// How far below the safe area's top an edge-attached sheet's tallest position is, points:
    /// 10, or 8 in compact height (UIKit's sheet metrics `topOffset`, `topOffsetInCompactHeight`).
    public static func sheetTopOffset(verticalSizeClass: SizeClass) -> CGFloat {
        verticalSizeClass == .compact ? 8 : 10
    }

    /// A sheet as UIKit's, with `UISheetPresentationController`'s defaults: edge-attached
    /// (``Attachment/edge``), resting at `detents` (default, and for an empty list, `[.large]`),
    /// showing `selected` first (default the shortest), the screen behind undimmed up to
    /// `largestUndimmed` (default always dimmed), a grabber only when `showsGrabber` (default
    /// `false`, as `prefersGrabberVisible`) and `keyboard`'s policy (default
    /// ``CardKeyboardPolicy/automatic``, the system's). Its top corners are 10 pt, its shadow 0.5,
    /// and the view behind scales back as it reaches full height — UIKit's sheet metrics; dimming
    /// 0.4. Set other properties on the result; `attachment = .inset` gives the kit's classic
    /// floating card with detents.
    ///
    /// ```swift
    /// var layout = CardLayout.sheet(detents: [.medium, .large], largestUndimmed: .medium, showsGrabber: true)
    /// layout.prefersEdgeAttachedInCompactHeight = true
    /// ```
    public static func sheet(
        detents: [CardDetent] = [.large], selected: CardDetent.Identifier? = nil, largestUndimmed: CardDetent.Identifier? = nil,
        showsGrabber: Bool = false, keyboard: CardKeyboardPolicy = .automatic
    ) -> CardLayout {
        var layout = CardLayout(placement: CGPoint(x: 0.5, y: 1), cornerRadius: 10, keyboard: keyboard)
        layout.detents = detents.isEmpty ? [.large] : detents
        layout.selectedDetent = selected
        layout.largestUndimmedDetent = largestUndimmed
        layout.showsGrabber = showsGrabber
        layout.attachment = .edge
        layout.shadowOpacity = 0.5
        layout.scalesBackgroundBack = true
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
