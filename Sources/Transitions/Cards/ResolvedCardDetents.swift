import Foundation

/// A card's detents resolved for one container: each name with its height, shortest first.
///
/// ```swift
/// let detents = ResolvedCardDetents([.medium, .large], in: CardDetent.Context(containerSize: size, maximumHeight: 700))
/// detents.height(of: .medium)        // 350
/// detents.nearest(to: 500)?.identifier  // .medium
/// ```
///
/// Rules, whatever the list holds: a detent with no height in the context (see
/// ``CardDetent/height(in:)``) is left out; a name used twice keeps its first detent; detents are
/// ordered by height, equal heights in list order. A list that leaves nothing (empty, or every
/// detent out) resolves to ``CardDetent/large`` alone, so a card always has somewhere to rest.
public struct ResolvedCardDetents: Sendable, Equatable {
    /// One resolved detent.
    public struct Entry: Sendable, Equatable {
        /// Its name.
        public let identifier: CardDetent.Identifier
        /// Its height, points (finite, positive, at most the context's maximum).
        public let height: CGFloat
    }

    /// The detents, shortest first; never empty.
    public let entries: [Entry]

    /// Resolves `detents` in `context`; see the type's rules.
    public init(_ detents: [CardDetent], in context: Context) {
        var seen = Set<CardDetent.Identifier>()
        var entries: [Entry] = []
        for detent in detents where !seen.contains(detent.identifier) {
            seen.insert(detent.identifier)
            if let height = detent.height(in: context) { entries.append(Entry(identifier: detent.identifier, height: height)) }
        }
        if entries.isEmpty {
            let maximum = context.maximumHeight.isFinite && context.maximumHeight > 0 ? context.maximumHeight : 1
            entries = [Entry(identifier: .large, height: maximum)]
        }
        // A stable sort: equal heights keep the list's order.
        self.entries = entries.enumerated().sorted { ($0.element.height, $0.offset) < ($1.element.height, $1.offset) }.map(\.element)
    }

    private init(sorted entries: [Entry]) { self.entries = entries }

    /// These detents and `entry`, in height order (the keyboard's detent taking the tallest place
    /// while it applies).
    func adding(_ entry: Entry) -> ResolvedCardDetents {
        ResolvedCardDetents(sorted: (entries + [entry]).enumerated().sorted { ($0.element.height, $0.offset) < ($1.element.height, $1.offset) }.map(\.element))
    }

    /// The context a card's detents are resolved in.
    public typealias Context = CardDetent.Context

    /// The shortest detent.
    public var smallest: Entry { entries[0] }
    /// The tallest detent.
    public var largest: Entry { entries[entries.count - 1] }

    /// The height of the detent named `identifier`, or `nil` when it is not among them.
    public func height(of identifier: CardDetent.Identifier?) -> CGFloat? {
        guard let identifier else { return nil }
        return entries.first { $0.identifier == identifier }?.height
    }

    /// Whether a detent is named `identifier`.
    public func contains(_ identifier: CardDetent.Identifier?) -> Bool { height(of: identifier) != nil }

    /// The position of the detent named `identifier`, shortest first, or `nil`.
    public func index(of identifier: CardDetent.Identifier?) -> Int? {
        guard let identifier else { return nil }
        return entries.firstIndex { $0.identifier == identifier }
    }

    /// The detent whose height is closest to `height` (the shorter one on a tie); `nil` for NaN.
    public func nearest(to height: CGFloat) -> Entry? {
        guard !height.isNaN else { return nil }
        return entries.min { abs($0.height - height) < abs($1.height - height) }
    }

    /// The detent named `identifier`, or, when there is none, the one `fallback` names, else the
    /// shortest: what a card shows when asked for a selection the container does not have.
    public func entry(named identifier: CardDetent.Identifier?, orElse fallback: CardDetent.Identifier? = nil) -> Entry {
        if let identifier, let entry = entries.first(where: { $0.identifier == identifier }) { return entry }
        if let fallback, let entry = entries.first(where: { $0.identifier == fallback }) { return entry }
        return smallest
    }

    /// The next taller (`step` > 0) or shorter (`step` < 0) detent from the one named
    /// `identifier`, or `nil` past either end (or for an unknown name).
    public func neighbour(of identifier: CardDetent.Identifier?, step: Int) -> Entry? {
        guard let index = index(of: identifier) else { return nil }
        let next = index + step.signum()
        return entries.indices.contains(next) ? entries[next] : nil
    }
}
