import Foundation

extension CardLayout {
    /// The space the card may take, points: the container's safe area less ``margin`` on every
    /// side and less the part of the bottom `keyboardOverlap` covers (negative or non-finite reads
    /// as 0). The margins are dropped when they leave no room, then the safe area; `nil` when the
    /// container itself is not usable.
    public func availableRect(in environment: CardEnvironment, keyboardOverlap: CGFloat = 0) -> CGRect? {
        let container = environment.containerBounds
        guard TransitionContext.isUsable(container) else { return nil }
        let keyboard = keyboardOverlap.isFinite ? max(keyboardOverlap, 0) : 0
        let safeArea = environment.safeArea
        let insets = SafeAreaInsets(top: safeArea.top, left: safeArea.left, bottom: max(safeArea.bottom, keyboard), right: safeArea.right)
        let safe = insets.inset(container)
        let inset = margin.isFinite ? max(margin, 0) : 0
        var available = safe.insetBy(dx: inset, dy: inset)
        if available.width <= 0 || available.height <= 0 { available = safe }
        if available.width <= 0 || available.height <= 0 { available = container }
        return available
    }

    /// The card's `x` and width in `available`: ``width`` (else the whole width), at most
    /// ``regularMaximumWidth`` in a regular-width container, placed by ``placement``'s `x`
    /// (mirrored right to left).
    func horizontalPlacement(in available: CGRect, environment: CardEnvironment) -> (x: CGFloat, width: CGFloat) {
        var cardWidth = Self.length(width) ?? available.width
        if environment.sizeClass == .regular { cardWidth = min(cardWidth, Self.length(regularMaximumWidth) ?? 540) }
        cardWidth = min(cardWidth, available.width)
        let leading = Self.unit(placement.x) * (available.width - cardWidth)
        let x = environment.layoutDirection == .leftToRight ? available.minX + leading : available.maxX - cardWidth - leading
        return (x, cardWidth)
    }

    /// The context detents resolve in: the container's size, the available height as the
    /// maximum, the content's height and the size class.
    public func detentContext(in environment: CardEnvironment, keyboardOverlap: CGFloat = 0) -> CardDetent.Context {
        let available = availableRect(in: environment, keyboardOverlap: keyboardOverlap)
        return CardDetent.Context(containerSize: environment.containerBounds.size, maximumHeight: available?.height ?? 0,
                                  contentHeight: environment.contentHeight, sizeClass: environment.sizeClass)
    }

    /// The card's detents resolved in `environment`, or `nil` for a card without ``detents`` or
    /// a container that is not usable.
    public func resolvedDetents(in environment: CardEnvironment, keyboardOverlap: CGFloat = 0) -> ResolvedCardDetents? {
        guard hasDetents, availableRect(in: environment, keyboardOverlap: keyboardOverlap) != nil else { return nil }
        return ResolvedCardDetents(detents, in: detentContext(in: environment, keyboardOverlap: keyboardOverlap))
    }

    /// A sheet's frame when it shows `height` points above the bottom of the available space:
    /// its bottom edge on the available space's bottom, `height` tall. Shorter than `minimumHeight`
    /// (the shortest detent; default: no minimum), it keeps that height and slides down instead,
    /// as a sheet dragged below its shortest detent does. The width and `x` follow ``width``,
    /// ``regularMaximumWidth`` and ``placement``'s `x`. `height` is clamped between 0 (the card's
    /// top edge on the available space's bottom) and the container's top edge; NaN reads as 0;
    /// `.zero` when the container is not usable.
    public func frame(forHeight height: CGFloat, minimumHeight: CGFloat = 0, in environment: CardEnvironment, keyboardOverlap: CGFloat = 0) -> CGRect {
        guard let available = availableRect(in: environment, keyboardOverlap: keyboardOverlap) else { return .zero }
        let (x, cardWidth) = horizontalPlacement(in: available, environment: environment)
        let shown = height.isNaN ? 0 : min(max(height, 0), available.maxY - environment.containerBounds.minY)
        let floor = minimumHeight.isFinite ? max(minimumHeight, 0) : 0
        return CGRect(x: x, y: available.maxY - shown, width: cardWidth, height: max(shown, floor))
    }

    /// The grabber's frame in the card's bounds: 36 × 5 pt, centred, 5 pt below the top edge
    /// (UIKit's sheet grabber), narrowed to the card's width.
    public static func grabberFrame(inCardOfWidth width: CGFloat) -> CGRect {
        let cardWidth = width.isFinite ? max(width, 0) : 0
        let grabberWidth = min(36, cardWidth)
        return CGRect(x: (cardWidth - grabberWidth) / 2, y: 5, width: grabberWidth, height: 5)
    }
}
