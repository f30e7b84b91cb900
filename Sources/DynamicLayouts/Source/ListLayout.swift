import Dynamics
import Foundation

/// A pure base layout: sections of items stacked along one axis, with optional headers, footers,
/// backgrounds, grid sections and orthogonally scrolling rows, answered in O(log n) per query.
///
/// Use it to test a ``DynamicLayoutModel`` headless, to render one, or as a template for adapting
/// your own layout; in an app the UIKit layer adapts the flow or compositional layout instead.
/// Along the axis a section is its header (kind ``headerKind``), the leading
/// ``Metrics/sectionInsets`` inset, the items ``Metrics/itemSpacing`` apart, the trailing inset and
/// its footer (kind ``footerKind``); across it, items sit in the container minus the cross insets
/// by their ``Item/alignment``. Backgrounds (kind ``backgroundKind``) have zIndex -1, headers and
/// footers 1, items 0. Grid columns and orthogonal rows are described on ``Section``; orthogonal
/// items are pinned (``LayoutElement/isPinned``). Negative or non-finite sizes, extents, spacings
/// and insets count as 0.
///
/// ```swift
/// let list = ListLayout(metrics: .init(containerSize: CGSize(width: 390, height: 844)),
///                       sections: [.init(items: Array(repeating: .init(size: CGSize(width: 240, height: 44)), count: 1_000))])
/// var visible: [LayoutElement] = []
/// list.appendElements(in: CGRect(x: 0, y: 0, width: 390, height: 844), to: &visible)
/// ```
public final class ListLayout: LayoutSource {
    /// The element kind of section headers.
    public static let headerKind = "header"
    /// The element kind of section footers.
    public static let footerKind = "footer"
    /// The element kind of section backgrounds (decoration views).
    public static let backgroundKind = "background"

    /// The stacking axis: the direction the content scrolls.
    public enum Axis: Sendable, Hashable {
        /// Items stacked top to bottom (a list).
        case vertical
        /// Items stacked left to right (a carousel).
        case horizontal
    }

    /// Where an item sits across the axis when it is narrower than the room there.
    public enum Alignment: Sendable, Hashable {
        /// At the leading edge (left in a list, top in a carousel).
        case leading
        /// Centred.
        case center
        /// At the trailing edge (right in a list, bottom in a carousel).
        case trailing
        /// Stretched across the whole room (the item's cross size is ignored).
        case fill
    }

    /// One item: its size and its alignment across the axis.
    public struct Item: Equatable, Sendable {
        /// The item's size in points; across the axis it is limited to the room there.
        public var size: CGSize
        /// The placement across the axis. Default ``Alignment/center``.
        public var alignment: Alignment

        /// Creates an item.
        public init(size: CGSize, alignment: Alignment = .center) {
            self.size = size
            self.alignment = alignment
        }
    }

    /// One section: its items, optional header and footer, optional background, and how its
    /// items are arranged.
    public struct Section: Equatable, Sendable {
        /// The items, in order.
        public var items: [Item]
        /// The header's extent along the axis, points; 0 (default) means no header.
        public var headerExtent: CGFloat
        /// The footer's extent along the axis, points; 0 (default) means no footer.
        public var footerExtent: CGFloat
        /// Whether the section has a background decoration view behind its items. Default false.
        public var hasBackground: Bool
        /// The number of equal columns across the axis: 1 (default) is a list, more a grid whose
        /// items fill their column (their cross size and alignment are ignored), rows and columns
        /// ``Metrics/itemSpacing`` apart, each row as long as its longest item. Values below 1
        /// count as 1.
        public var columns: Int
        /// Whether the items form one row across the axis that scrolls on its own (a compositional
        /// layout's orthogonal section; ``columns`` is ignored), past the container's edge. Its items
        /// are pinned: they keep their base frames, as the UIKit layer keeps them. Default false.
        public var scrollsOrthogonally: Bool

        /// Creates a section; see the properties for defaults.
        public init(items: [Item], headerExtent: CGFloat = 0, footerExtent: CGFloat = 0, hasBackground: Bool = false, columns: Int = 1,
                    scrollsOrthogonally: Bool = false) {
            self.items = items
            self.headerExtent = headerExtent
            self.footerExtent = footerExtent
            self.hasBackground = hasBackground
            self.columns = columns
            self.scrollsOrthogonally = scrollsOrthogonally
        }

        /// How the items are arranged: 0 for an orthogonal row, else the columns (at least 1).
        fileprivate var arrangement: Int { scrollsOrthogonally ? 0 : max(columns, 1) }
    }

    /// Edge insets in points (`UIEdgeInsets`' meaning): the engine's own edge-insets value,
    /// `CollisionBehavior.Insets` of `Dynamics`, so the kit has one.
    public typealias Insets = CollisionBehavior.Insets

    /// The layout's geometry.
    public struct Metrics: Equatable, Sendable {
        /// The stacking and scrolling axis. Default vertical.
        public var axis: Axis
        /// The collection view's bounds size, points: the content's size across the axis.
        public var containerSize: CGSize
        /// Each section's insets around its items (`UICollectionViewFlowLayout.sectionInset`).
        /// Default 8 pt on every side.
        public var sectionInsets: Insets
        /// The gap between consecutive items of a section, points (`minimumLineSpacing`). Default 8.
        public var itemSpacing: CGFloat

        /// Creates metrics; see the properties for defaults.
        public init(axis: Axis = .vertical, containerSize: CGSize, sectionInsets: Insets = Insets(top: 8, left: 8, bottom: 8, right: 8),
                    itemSpacing: CGFloat = 8) {
            self.axis = axis
            self.containerSize = containerSize
            self.sectionInsets = sectionInsets
            self.itemSpacing = itemSpacing
        }
    }

    /// The geometry. Setting it lays everything out again (O(n)).
    public var metrics: Metrics { didSet { rebuild() } }
    /// The sections. Setting them lays everything out again (O(n)).
    public var sections: [Section] { didSet { rebuild() } }

    /// The content size, points: the container's cross size by the stacked length.
    public private(set) var contentSize: CGSize = .zero

    /// Per section: where it starts and ends along the axis, and where its items start in ``itemStart``.
    private var sectionStart: [CGFloat] = []
    private var sectionEnd: [CGFloat] = []
    private var firstItem: [Int] = []
    /// Per item (all sections, in order): the start and end along the axis of its row (both
    /// sorted; in a list, a row is the item itself).
    private var itemStart: [CGFloat] = []
    private var itemEnd: [CGFloat] = []
    /// Per orthogonal section: where each of its items starts across the axis.
    private var orthogonalCross: [Int: [CGFloat]] = [:]

    /// Creates a layout.
    public init(metrics: Metrics, sections: [Section]) {
        self.metrics = metrics
        self.sections = sections
        rebuild()
    }

    private static func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }

    private var isVertical: Bool { metrics.axis == .vertical }
    private var leadingInset: CGFloat { Self.clean(isVertical ? metrics.sectionInsets.top : metrics.sectionInsets.left) }
    private var trailingInset: CGFloat { Self.clean(isVertical ? metrics.sectionInsets.bottom : metrics.sectionInsets.right) }
    private var crossStartInset: CGFloat { Self.clean(isVertical ? metrics.sectionInsets.left : metrics.sectionInsets.top) }
    private var crossEndInset: CGFloat { Self.clean(isVertical ? metrics.sectionInsets.right : metrics.sectionInsets.bottom) }
    private var crossExtent: CGFloat { Self.clean(isVertical ? metrics.containerSize.width : metrics.containerSize.height) }
    private func mainExtent(_ size: CGSize) -> CGFloat { Self.clean(isVertical ? size.height : size.width) }
    private func crossSize(_ size: CGSize) -> CGFloat { Self.clean(isVertical ? size.width : size.height) }

    private func rebuild() {
        sectionStart.removeAll(keepingCapacity: true)
        sectionEnd.removeAll(keepingCapacity: true)
        firstItem.removeAll(keepingCapacity: true)
        itemStart.removeAll(keepingCapacity: true)
        itemEnd.removeAll(keepingCapacity: true)
        orthogonalCross.removeAll()
        let spacing = Self.clean(metrics.itemSpacing)
        var offset: CGFloat = 0
        for (s, section) in sections.enumerated() {
            sectionStart.append(offset)
            firstItem.append(itemStart.count)
            offset += Self.clean(section.headerExtent) + leadingInset
            // Rows of `perRow` items (all of an orthogonal section's items share one row).
            let perRow = section.arrangement == 0 ? max(section.items.count, 1) : section.arrangement
            var k = 0
            while k < section.items.count {
                if k > 0 { offset += spacing }
                let row = section.items[k..<min(k + perRow, section.items.count)]
                let length = row.reduce(0) { max($0, mainExtent($1.size)) }
                for _ in row {
                    itemStart.append(offset)
                    itemEnd.append(offset + length)
                }
                offset += length
                k += row.count
            }
            if section.arrangement == 0 {
                var cross = crossStartInset
                orthogonalCross[s] = section.items.map { item in
                    defer { cross += crossSize(item.size) + spacing }
                    return cross
                }
            }
            offset += trailingInset + Self.clean(section.footerExtent)
            sectionEnd.append(offset)
        }
        contentSize = isVertical ? CGSize(width: crossExtent, height: offset) : CGSize(width: offset, height: crossExtent)
    }

    /// A rectangle from positions along and across the axis.
    private func rect(main: CGFloat, mainLength: CGFloat, cross: CGFloat, crossLength: CGFloat) -> CGRect {
        isVertical ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    private func itemElement(section s: Int, item i: Int) -> LayoutElement {
        let section = sections[s]
        let item = section.items[i]
        let room = max(crossExtent - crossStartInset - crossEndInset, 0)
        let main = itemStart[firstItem[s] + i], length = mainExtent(item.size)
        switch section.arrangement {
        case 0:
            let frame = rect(main: main, mainLength: length, cross: orthogonalCross[s]?[i] ?? crossStartInset, crossLength: crossSize(item.size))
            return LayoutElement(id: .cell(section: s, item: i), frame: frame, isPinned: true)
        case 1:
            let width = item.alignment == .fill ? room : min(crossSize(item.size), room)
            let cross: CGFloat
            switch item.alignment {
            case .leading, .fill: cross = crossStartInset
            case .center: cross = crossStartInset + (room - width) / 2
            case .trailing: cross = crossStartInset + room - width
            }
            return LayoutElement(id: .cell(section: s, item: i), frame: rect(main: main, mainLength: length, cross: cross, crossLength: width))
        case let columns:
            let spacing = Self.clean(metrics.itemSpacing)
            let width = max((room - CGFloat(columns - 1) * spacing) / CGFloat(columns), 0)
            let cross = crossStartInset + CGFloat(i % columns) * (width + spacing)
            return LayoutElement(id: .cell(section: s, item: i), frame: rect(main: main, mainLength: length, cross: cross, crossLength: width))
        }
    }

    private func headerElement(section s: Int) -> LayoutElement? {
        let extent = Self.clean(sections[s].headerExtent)
        guard extent > 0 else { return nil }
        let frame = rect(main: sectionStart[s], mainLength: extent, cross: 0, crossLength: crossExtent)
        return LayoutElement(id: .supplementary(Self.headerKind, section: s), frame: frame, zIndex: 1)
    }

    private func footerElement(section s: Int) -> LayoutElement? {
        let extent = Self.clean(sections[s].footerExtent)
        guard extent > 0 else { return nil }
        let frame = rect(main: sectionEnd[s] - extent, mainLength: extent, cross: 0, crossLength: crossExtent)
        return LayoutElement(id: .supplementary(Self.footerKind, section: s), frame: frame, zIndex: 1)
    }

    /// The background covers the items' run along the axis (zero long for an empty section: such
    /// an element exists but never gets a physics body) and the room between the cross insets.
    private func backgroundElement(section s: Int) -> LayoutElement? {
        guard sections[s].hasBackground else { return nil }
        let start = sectionStart[s] + Self.clean(sections[s].headerExtent) + leadingInset
        let end = sectionEnd[s] - Self.clean(sections[s].footerExtent) - trailingInset
        let frame = rect(main: start, mainLength: max(end - start, 0), cross: crossStartInset,
                         crossLength: max(crossExtent - crossStartInset - crossEndInset, 0))
        return LayoutElement(id: .decoration(Self.backgroundKind, section: s), frame: frame, zIndex: -1)
    }

    // MARK: LayoutSource

    /// Appends the elements intersecting `rect`: for each section overlapping it along the axis
    /// (found by binary search), its background, header, footer and the items found by binary
    /// search. A rectangle that is not finite or has no area appends nothing.
    public func appendElements(in rect: CGRect, to elements: inout [LayoutElement]) {
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.size.width.isFinite, r.size.height.isFinite,
              r.size.width > 0, r.size.height > 0, !sections.isEmpty else { return }
        let lower = isVertical ? r.minY : r.minX, upper = isVertical ? r.maxY : r.maxX
        // The first section ending after `lower`.
        var s = Self.firstIndex(in: sectionEnd, above: lower)
        while s < sections.count, sectionStart[s] < upper {
            if let background = backgroundElement(section: s), background.frame.intersects(r) { elements.append(background) }
            if let header = headerElement(section: s), header.frame.intersects(r) { elements.append(header) }
            let base = firstItem[s], count = sections[s].items.count
            // The first item ending after `lower` (item ends are sorted like their starts).
            var i = Self.firstIndex(in: itemEnd, from: base, count: count, above: lower) - base
            while i < count, itemStart[base + i] < upper {
                let element = itemElement(section: s, item: i)
                if element.frame.intersects(r) { elements.append(element) }
                i += 1
            }
            if let footer = footerElement(section: s), footer.frame.intersects(r) { elements.append(footer) }
            s += 1
        }
    }

    /// The index of the first value in the sorted `values` greater than `bound` (binary search).
    private static func firstIndex(in values: [CGFloat], above bound: CGFloat) -> Int {
        firstIndex(in: values, from: 0, count: values.count, above: bound)
    }

    /// The index in `from..<from+count` of the first value greater than `bound`, or `from + count`.
    private static func firstIndex(in values: [CGFloat], from: Int, count: Int, above bound: CGFloat) -> Int {
        var low = from, high = from + count
        while low < high {
            let mid = (low + high) / 2
            if values[mid] > bound { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The number of items in each section.
    public var itemCounts: [Int]? { sections.map(\.items.count) }

    /// The element with identity `id`, or nil when the section, item or kind does not exist.
    public func element(for id: LayoutElementID) -> LayoutElement? {
        guard id.section >= 0, id.section < sections.count else { return nil }
        switch id.category {
        case .cell:
            guard id.item >= 0, id.item < sections[id.section].items.count else { return nil }
            return itemElement(section: id.section, item: id.item)
        case .supplementaryView:
            guard id.item == 0 else { return nil }
            if id.kind == Self.headerKind { return headerElement(section: id.section) }
            if id.kind == Self.footerKind { return footerElement(section: id.section) }
            return nil
        case .decorationView:
            guard id.item == 0, id.kind == Self.backgroundKind else { return nil }
            return backgroundElement(section: id.section)
        }
    }
}
