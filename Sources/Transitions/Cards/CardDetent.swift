import Foundation

/// A height a card rests at: fixed, a fraction of the tallest card the container allows, the
/// content's own height, or computed by your closure from the container.
///
/// ```swift
/// let layout = CardLayout.sheet(detents: [.contentFit(), .medium, .large], selected: .medium)
/// let custom = CardDetent.custom("third") { context in context.maximumHeight / 3 }
/// ```
///
/// The kit's counterpart of `UISheetPresentationController.Detent` (iOS 15; custom detents
/// iOS 16), from iOS 13 and without UIKit types, so SwiftUI and tests use the same values. A
/// detent's height is the card's height, points, measured like the card's frame (the card sits
/// at the bottom of the space ``CardLayout`` leaves it: the safe area less the margins and the
/// keyboard). ``height(in:)`` resolves one detent; ``ResolvedCardDetents`` resolves a list.
public struct CardDetent: Sendable {
    /// A detent's name, unique within a card: what ``CardLayout/selectedDetent`` and
    /// ``CardLayout/largestUndimmedDetent`` name (UIKit's `UISheetPresentationController.Detent.Identifier`).
    public struct Identifier: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The name.
        public let rawValue: String
        /// Creates an identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from a string literal.
        public init(stringLiteral value: String) { self.rawValue = value }
        /// ``CardDetent/medium``'s name, `"medium"` (UIKit's `.medium`).
        public static let medium: Identifier = "medium"
        /// ``CardDetent/large``'s name, `"large"` (UIKit's `.large`).
        public static let large: Identifier = "large"
        /// ``CardDetent/contentFit(_:)``'s default name, `"content"`.
        public static let content: Identifier = "content"
        /// The one detent of a sheet that goes full screen in compact height, `"fullScreen"`
        /// (UIKit's anonymous full-screen detent); the selected detent is kept for when the sheet
        /// is a sheet again.
        public static let fullScreen: Identifier = "fullScreen"
        /// The name.
        public var description: String { rawValue }
    }

    /// What a detent's height is resolved from, for one container.
    public struct Context: Sendable, Equatable {
        /// The container's size, points.
        public var containerSize: CGSize
        /// The tallest card the container allows now, points: the safe area less the margins and
        /// the keyboard (UIKit's `maximumDetentValue`). Fractions are fractions of it; no detent is
        /// taller.
        public var maximumHeight: CGFloat
        /// The content's own height, points (the presented controller's `preferredContentSize`
        /// height, or its Auto Layout fitting height for the card's width); `nil` when it gave none.
        public var contentHeight: CGFloat?
        /// The container's horizontal size class.
        public var sizeClass: CardLayout.SizeClass
        /// The container's vertical size class: ``CardDetent/medium`` is inactive in `.compact`.
        public var verticalSizeClass: CardLayout.SizeClass

        /// Creates a context; see the properties.
        public init(
            containerSize: CGSize, maximumHeight: CGFloat, contentHeight: CGFloat? = nil, sizeClass: CardLayout.SizeClass = .compact,
            verticalSizeClass: CardLayout.SizeClass = .regular
        ) {
            self.containerSize = containerSize
            self.maximumHeight = maximumHeight
            self.contentHeight = contentHeight
            self.sizeClass = sizeClass
            self.verticalSizeClass = verticalSizeClass
        }

        /// Whether the container is wider than it is tall.
        public var isLandscape: Bool { containerSize.width > containerSize.height }
    }

    /// How a detent's height is found.
    public enum Kind: Sendable {
        /// A fixed height, points.
        case height(CGFloat)
        /// A fraction of ``Context/maximumHeight`` (0.5 is UIKit's `.medium`, 1 its `.large`).
        case fraction(CGFloat)
        /// The content's own height (``Context/contentHeight``); none when the content gives none.
        case contentFit
        /// Your closure of the container; `nil` leaves the detent out (UIKit's custom resolver
        /// returning `nil`). It must be fast and free of side effects: it runs at every layout.
        case custom(@Sendable (Context) -> CGFloat?)
    }

    /// The detent's name.
    public let identifier: Identifier
    /// How its height is found.
    public let kind: Kind
    /// Whether the detent has no height in a compact-height container (a phone in landscape), as
    /// UIKit's `.medium()`: only ``medium`` is.
    public let isInactiveInCompactHeight: Bool

    /// Creates a detent named `identifier` of `kind`.
    public init(_ identifier: Identifier, kind: Kind) {
        self.init(identifier, kind: kind, isInactiveInCompactHeight: false)
    }

    private init(_ identifier: Identifier, kind: Kind, isInactiveInCompactHeight: Bool) {
        self.identifier = identifier
        self.kind = kind
        self.isInactiveInCompactHeight = isInactiveInCompactHeight
    }

    /// A detent `points` tall, named `identifier` (default: the height, e.g. `"300pt"`).
    public static func height(_ points: CGFloat, identifier: Identifier? = nil) -> CardDetent {
        CardDetent(identifier ?? Identifier(rawValue: "\(points)pt"), kind: .height(points))
    }

    /// A detent at `fraction` of the tallest card the container allows, named `identifier`
    /// (default: the fraction, e.g. `"0.3"`).
    public static func fraction(_ fraction: CGFloat, identifier: Identifier? = nil) -> CardDetent {
        CardDetent(identifier ?? Identifier(rawValue: "\(fraction)"), kind: .fraction(fraction))
    }

    /// A detent at the content's own height (the presented controller's `preferredContentSize`,
    /// else its Auto Layout fitting height), named `identifier` (default `"content"`).
    public static func contentFit(_ identifier: Identifier = .content) -> CardDetent {
        CardDetent(identifier, kind: .contentFit)
    }

    /// A detent computed by `resolver` from the container, named `identifier`.
    public static func custom(_ identifier: Identifier, resolver: @escaping @Sendable (Context) -> CGFloat?) -> CardDetent {
        CardDetent(identifier, kind: .custom(resolver))
    }

    /// Half the tallest card (UIKit's `.medium()`), named ``Identifier/medium``; inactive in
    /// compact height ("approximately half the height of the screen, inactive in compact height",
    /// Apple's documentation of `.medium()`).
    public static let medium = CardDetent(.medium, kind: .fraction(0.5), isInactiveInCompactHeight: true)
    /// The tallest card (UIKit's `.large()`), named ``Identifier/large``.
    public static let large = CardDetent(.large, kind: .fraction(1))

    /// The detent's height in `context`, points, or `nil` when it has none there.
    ///
    /// A height above ``Context/maximumHeight`` is reduced to it (a card never grows past the
    /// space it has), +∞ included, as UIKit's `_activeDetents` reduces every value but
    /// "inactive" to `maximumDetentValue`; `nil`, NaN, −∞, zero or negative heights (and
    /// fractions) leave the detent out, as do a ``Kind/contentFit`` detent whose content gives no
    /// height and ``medium`` in compact height. A context whose maximum is not finite and positive
    /// has no detents.
    public func height(in context: Context) -> CGFloat? {
        let maximum = context.maximumHeight
        guard maximum.isFinite, maximum > 0 else { return nil }
        if isInactiveInCompactHeight, context.verticalSizeClass == .compact { return nil }
        let raw: CGFloat?
        switch kind {
        case .height(let points): raw = points
        case .fraction(let fraction): raw = fraction.isNaN ? nil : fraction * maximum
        case .contentFit: raw = context.contentHeight
        case .custom(let resolver): raw = resolver(context)
        }
        guard let raw, !raw.isNaN, raw > 0 else { return nil }
        return min(raw, maximum)
    }
}

extension CardDetent: Equatable {
    /// Two detents are equal when they have the same name and the same kind: the same height or
    /// fraction, both content-fit, or both custom (closures cannot be compared, so two custom
    /// detents with the same name are equal).
    public static func == (lhs: CardDetent, rhs: CardDetent) -> Bool {
        guard lhs.identifier == rhs.identifier, lhs.isInactiveInCompactHeight == rhs.isInactiveInCompactHeight else { return false }
        switch (lhs.kind, rhs.kind) {
        case let (.height(a), .height(b)): return a == b || (a.isNaN && b.isNaN)
        case let (.fraction(a), .fraction(b)): return a == b || (a.isNaN && b.isNaN)
        case (.contentFit, .contentFit), (.custom, .custom): return true
        default: return false
        }
    }
}
