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

    /// The context detents resolve in: the container's size, the sheet's tallest height as the
    /// maximum (`CardSheetGeometry/maximumHeight`), the content's height and the size classes.
    public func detentContext(in environment: CardEnvironment, keyboardOverlap: CGFloat = 0) -> CardDetent.Context {
        let geometry = sheetGeometry(in: environment, keyboardOverlap: keyboardOverlap)
        return CardDetent.Context(containerSize: environment.containerBounds.size, maximumHeight: geometry?.maximumHeight ?? 0,
                                  contentHeight: environment.contentHeight, sizeClass: environment.sizeClass,
                                  verticalSizeClass: environment.verticalSizeClass)
    }

    /// The card's detents resolved in `environment`, or `nil` for a card without ``detents`` or
    /// a container that is not usable. A sheet that goes full screen (compact height, see
    /// `CardSheetGeometry/isFullScreen`) has one detent, ``CardDetent/Identifier/fullScreen``, as
    /// UIKit's `_activeDetents` then has one.
    public func resolvedDetents(in environment: CardEnvironment, keyboardOverlap: CGFloat = 0) -> ResolvedCardDetents? {
        guard hasDetents, let geometry = sheetGeometry(in: environment, keyboardOverlap: keyboardOverlap) else { return nil }
        let context = detentContext(in: environment, keyboardOverlap: keyboardOverlap)
        if geometry.isFullScreen { return ResolvedCardDetents([.height(geometry.maximumHeight, identifier: .fullScreen)], in: context) }
        return ResolvedCardDetents(detents, in: context)
    }

    /// A sheet's frame when it shows `height` points above its baseline
    /// (`CardSheetGeometry/frame(forHeight:minimumHeight:containerTop:)`): shorter than
    /// `minimumHeight` (the shortest detent; default: no minimum), it keeps that height and slides
    /// down, as a sheet dragged below its shortest detent does. `.zero` when the container is not
    /// usable.
    public func frame(forHeight height: CGFloat, minimumHeight: CGFloat = 0, in environment: CardEnvironment, keyboardOverlap: CGFloat = 0) -> CGRect {
        guard let geometry = sheetGeometry(in: environment, keyboardOverlap: keyboardOverlap) else { return .zero }
        return geometry.frame(forHeight: height, minimumHeight: minimumHeight, containerTop: environment.containerBounds.minY)
    }

    /// The grabber's frame in the card's bounds: 36 × 5 pt, centred, 5 pt below the top edge
    /// (UIKit's `_UIGrabber` intrinsic size and the sheet's `grabberSpacing`), narrowed to the
    /// card's width.
    public static func grabberFrame(inCardOfWidth width: CGFloat) -> CGRect {
        let cardWidth = width.isFinite ? max(width, 0) : 0
        let grabberWidth = min(36, cardWidth)
        return CGRect(x: (cardWidth - grabberWidth) / 2, y: 5, width: grabberWidth, height: 5)
    }

    /// Where a touch hits the grabber, in the card's bounds: the grabber's frame grown to at least
    /// 44 × 44 pt about its centre (UIKit's `_UIGrabber` `layoutSubviews` sets touch insets of
    /// `min(size − 44, 0) / 2`), so it reaches above the card's top edge.
    public static func grabberHitFrame(inCardOfWidth width: CGFloat) -> CGRect {
        let grabber = grabberFrame(inCardOfWidth: width)
        let dx = min(grabber.width - 44, 0) / 2, dy = min(grabber.height - 44, 0) / 2
        return grabber.insetBy(dx: dx, dy: dy)
    }
}
