#if canImport(UIKit)
import DynamicLayouts
import SwiftUI
import UIKit

/// The springy message list as a SwiftUI view: rows built by `row` for a collection of
/// `Identifiable` data, each hanging on a spring (``DynamicLayoutStyle/springyList(_:axis:settleTime:)``).
///
/// ```swift
/// SpringyList(messages) { message in
///     Bubble(message)
/// }
/// ```
///
/// - Rows size themselves: each gets the list's width less 8 pt on each side and the height it
///   fits in (``SpringyRowSizing``).
/// - Inserts, deletes and moves are animated by identity (``IdentityBatch``), and the springs
///   follow their rows. Two elements with the same `id` are shown once (``IdentityList``).
/// - It is `DynamicFlowLayout` in a `UICollectionView`: every frame costs what the UIKit layout's
///   does (the physics is the same code), whatever the number of rows; an update costs one
///   comparison pass over the identities plus the work of the rows that changed.
public struct SpringyList<Data: RandomAccessCollection, Row: View>: View where Data.Element: Identifiable {
    private let collection: SpringyCollection<Data.Element>

    /// A list of `data`, each element's row built by `row`, with `style` (default the springy
    /// message list; `.springyList(.tiled)` and `.springyList(.loose)` are the other presets).
    public init(_ data: Data, style: DynamicLayoutStyle = .springyList(), @ViewBuilder row: @escaping (Data.Element) -> Row) {
        collection = SpringyCollection(elements: Array(data), style: style, axis: .vertical, sizing: SpringyRowSizing(),
                                       row: { AnyView(row($0)) }, onDeparture: nil)
    }

    public var body: some View { collection }
}

/// The springy carousel as a SwiftUI view: a horizontal row of cards of one size on springs
/// under gentle gravity; an inserted card drops in (``DynamicLayoutStyle/springyCarousel(itemWidth:settleTime:)``).
///
/// ```swift
/// SpringyCarousel(cards, itemSize: CGSize(width: 150, height: 210)) { card in
///     CardView(card)
/// }
/// ```
public struct SpringyCarousel<Data: RandomAccessCollection, Card: View>: View where Data.Element: Identifiable {
    private let collection: SpringyCollection<Data.Element>

    /// A carousel of `data`, each card `itemSize` points (a non-finite or sub-point extent
    /// becomes 150 × 210), built by `card`.
    public init(_ data: Data, itemSize: CGSize = CGSize(width: 150, height: 210), @ViewBuilder card: @escaping (Data.Element) -> Card) {
        let sizing = SpringyRowSizing(itemSize: itemSize)
        collection = SpringyCollection(elements: Array(data), style: .springyCarousel(itemWidth: sizing.itemSize?.width ?? 150),
                                       axis: .horizontal, sizing: sizing, row: { AnyView(card($0)) }, onDeparture: nil)
    }

    public var body: some View { collection }
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
public struct NewtonianCards<Data: RandomAccessCollection, Card: View>: View where Data.Element: Identifiable {
    private let collection: SpringyCollection<Data.Element>

    /// Cards of `data`, each `itemSize` points, built by `card`; `onDeparture` is called with
    /// each card that fell off the screen.
    public init(
        _ data: Data, itemSize: CGSize = CGSize(width: 150, height: 210), onDeparture: @escaping (Data.Element) -> Void,
        @ViewBuilder card: @escaping (Data.Element) -> Card
    ) {
        collection = SpringyCollection(elements: Array(data), style: .newtonian, axis: .horizontal,
                                       sizing: SpringyRowSizing(itemSize: itemSize), row: { AnyView(card($0)) },
                                       onDeparture: onDeparture)
    }

    public var body: some View { collection }
}

/// The three views' representable: a collection view with a `DynamicFlowLayout`.
struct SpringyCollection<Element: Identifiable>: UIViewRepresentable {
    let elements: [Element]
    let style: DynamicLayoutStyle
    let axis: ListLayout.Axis
    let sizing: SpringyRowSizing
    let row: (Element) -> AnyView
    let onDeparture: ((Element) -> Void)?

    func makeCoordinator() -> SpringyCollectionCoordinator<Element> {
        SpringyCollectionCoordinator()
    }

    func makeUIView(context: Context) -> UICollectionView {
        context.coordinator.makeCollectionView(for: self)
    }

    func updateUIView(_ view: UICollectionView, context: Context) {
        context.coordinator.update(from: self, animated: !context.transaction.disablesAnimations)
    }
}
#endif
