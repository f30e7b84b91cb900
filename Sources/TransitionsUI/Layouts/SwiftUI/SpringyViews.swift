#if canImport(UIKit)
import DynamicLayouts
import SwiftUI
import UIKit

/// The springy message list as a SwiftUI view: rows built by `row` for a collection of data, each
/// hanging on a spring (``DynamicLayoutStyle/springyList(_:axis:settleTime:)``).
///
/// ```swift
/// SpringyList(messages) { message in
///     Bubble(message)
/// }
/// .springySettleTime(0.6)           // the layouts' settings, for every springy view inside
/// ```
///
/// - Rows size themselves: each gets the list's width less 8 pt on each side and the height it
///   fits in.
/// - Inserts, deletes and moves are animated by identity (`Identifiable`, or an `id:` key path),
///   and the springs follow their rows. Two elements with the same identity are shown once.
/// - It is `DynamicFlowLayout` in a `UICollectionView`: every frame costs what the UIKit layout's
///   does (the physics is the same code), whatever the number of rows; an update costs one
///   comparison pass over the identities plus the work of the rows that changed. It follows the
///   system's Reduce Motion (`springyReduceMotion(_:)` overrides it).
public struct SpringyList<Data: RandomAccessCollection, ID: Hashable, Row: View>: View {
    private let collection: SpringyCollection<Data.Element, ID>

    /// A list of `data`, identified by `id`, each element's row built by `row`, with the springy
    /// list `preset` (default `.messages`; `.tiled` and `.loose` are the others).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, preset: DynamicLayoutStyle.SpringyListPreset = .messages,
                @ViewBuilder row: @escaping (Data.Element) -> Row) {
        collection = SpringyCollection(elements: Array(data), id: id, kind: .list(preset), axis: .vertical,
                                       sizing: SpringyRowSizing(), row: { AnyView(row($0)) }, onDeparture: nil)
    }

    /// A list of `data`, identified by `id`, with a layout style of your own (the settle time of
    /// ``SwiftUI/View/springySettleTime(_:)`` does not change it).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, style: DynamicLayoutStyle, @ViewBuilder row: @escaping (Data.Element) -> Row) {
        collection = SpringyCollection(elements: Array(data), id: id, kind: .custom(style), axis: .vertical,
                                       sizing: SpringyRowSizing(), row: { AnyView(row($0)) }, onDeparture: nil)
    }

    public var body: some View { collection }
}

extension SpringyList where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A list of `Identifiable` data, each element's row built by `row`, with the springy list
    /// `preset` (default `.messages`).
    public init(_ data: Data, preset: DynamicLayoutStyle.SpringyListPreset = .messages, @ViewBuilder row: @escaping (Data.Element) -> Row) {
        self.init(data, id: \.id, preset: preset, row: row)
    }

    /// A list of `Identifiable` data with a layout style of your own.
    public init(_ data: Data, style: DynamicLayoutStyle, @ViewBuilder row: @escaping (Data.Element) -> Row) {
        self.init(data, id: \.id, style: style, row: row)
    }
}

/// The springy carousel as a SwiftUI view: a horizontal row of cards of one size on springs
/// under gentle gravity; an inserted card drops in (``DynamicLayoutStyle/springyCarousel(itemWidth:settleTime:)``).
///
/// ```swift
/// SpringyCarousel(cards, itemSize: CGSize(width: 150, height: 210)) { card in
///     CardView(card)
/// }
/// ```
public struct SpringyCarousel<Data: RandomAccessCollection, ID: Hashable, Card: View>: View {
    private let collection: SpringyCollection<Data.Element, ID>

    /// A carousel of `data`, identified by `id`, each card `itemSize` points (a non-finite or
    /// sub-point extent becomes 150 × 210), built by `card`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, itemSize: CGSize = CGSize(width: 150, height: 210),
                @ViewBuilder card: @escaping (Data.Element) -> Card) {
        let sizing = SpringyRowSizing(itemSize: itemSize)
        collection = SpringyCollection(elements: Array(data), id: id, kind: .carousel(itemWidth: sizing.itemSize?.width ?? 150),
                                       axis: .horizontal, sizing: sizing, row: { AnyView(card($0)) }, onDeparture: nil)
    }

    public var body: some View { collection }
}

extension SpringyCarousel where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A carousel of `Identifiable` data, each card `itemSize` points, built by `card`.
    public init(_ data: Data, itemSize: CGSize = CGSize(width: 150, height: 210), @ViewBuilder card: @escaping (Data.Element) -> Card) {
        self.init(data, id: \.id, itemSize: itemSize, card: card)
    }
}

/// The Newtonian layout as a SwiftUI view: cards hanging on long springs that knock each other;
/// a tapped card falls away (``DynamicLayoutStyle/newtonian``).
///
/// ```swift
/// NewtonianCards(cards, onDeparture: { card in cards.removeAll { $0.id == card.id } }) { card in
///     CardView(card)
/// }
/// ```
///
/// When a tapped card has left the screen, it is taken out of the view at once and `onDeparture`
/// asks the app to delete it from its data; a card the app keeps comes back with the next update.
public struct NewtonianCards<Data: RandomAccessCollection, ID: Hashable, Card: View>: View {
    private let collection: SpringyCollection<Data.Element, ID>

    /// Cards of `data`, identified by `id`, each `itemSize` points, built by `card`;
    /// `onDeparture` is called with each card that fell off the screen.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, itemSize: CGSize = CGSize(width: 150, height: 210),
        onDeparture: @escaping (Data.Element) -> Void, @ViewBuilder card: @escaping (Data.Element) -> Card
    ) {
        collection = SpringyCollection(elements: Array(data), id: id, kind: .newtonian, axis: .horizontal,
                                       sizing: SpringyRowSizing(itemSize: itemSize), row: { AnyView(card($0)) },
                                       onDeparture: onDeparture)
    }

    public var body: some View { collection }
}

extension NewtonianCards where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Cards of `Identifiable` data, each `itemSize` points, built by `card`; `onDeparture` is
    /// called with each card that fell off the screen.
    public init(
        _ data: Data, itemSize: CGSize = CGSize(width: 150, height: 210), onDeparture: @escaping (Data.Element) -> Void,
        @ViewBuilder card: @escaping (Data.Element) -> Card
    ) {
        self.init(data, id: \.id, itemSize: itemSize, onDeparture: onDeparture, card: card)
    }
}

extension View {
    /// Seconds within which the springy views inside settle after the hardest drag (their
    /// presets' `settleTime`: the spring is tuned for it, the preset's damping kept); `nil`
    /// (default): the presets' own springs. Not finite or not positive reads as `nil`.
    public func springySettleTime(_ seconds: TimeInterval?) -> some View {
        transformEnvironment(\.springySettings) { $0.settleTime = seconds }
    }

    /// The most frames per second the springy views inside ask the display for (for example 60 on
    /// a 120 Hz screen, to spend less power; `DynamicFlowLayout.frameRateLimit`, iOS 15 and later);
    /// `nil` (default): the display's maximum. Not positive reads as `nil`.
    public func springyFrameRateLimit(_ framesPerSecond: Int?) -> some View {
        transformEnvironment(\.springySettings) { $0.frameRateLimit = framesPerSecond }
    }

    /// Overrides the system's Reduce Motion for the springy views inside: `true` makes them plain
    /// lists (no springs), `false` keeps the springs whatever the system says; `nil` (default) follows
    /// the system's setting as it changes (`DynamicFlowLayout.reduceMotionOverride`).
    public func springyReduceMotion(_ override: Bool?) -> some View {
        transformEnvironment(\.springySettings) { $0.reduceMotionOverride = override }
    }
}

private struct SpringySettingsKey: EnvironmentKey {
    static var defaultValue: SpringySettings { SpringySettings() }
}

extension EnvironmentValues {
    var springySettings: SpringySettings {
        get { self[SpringySettingsKey.self] }
        set { self[SpringySettingsKey.self] = newValue }
    }
}

/// The three views' representable: a collection view with a `DynamicFlowLayout`.
struct SpringyCollection<Element, ID: Hashable>: UIViewRepresentable {
    let elements: [Element]
    let id: KeyPath<Element, ID>
    let kind: SpringySettings.Kind
    let axis: ListLayout.Axis
    let sizing: SpringyRowSizing
    let row: (Element) -> AnyView
    let onDeparture: ((Element) -> Void)?

    func makeCoordinator() -> SpringyCollectionCoordinator<Element, ID> {
        SpringyCollectionCoordinator()
    }

    func makeUIView(context: Context) -> UICollectionView {
        context.coordinator.makeCollectionView(for: self, settings: context.environment.springySettings)
    }

    func updateUIView(_ view: UICollectionView, context: Context) {
        context.coordinator.update(from: self, settings: context.environment.springySettings,
                                   animated: !context.transaction.disablesAnimations)
    }
}
#endif
