import Foundation
import Testing
import Transitions
@testable import DynamicLayouts

/// A data source as the tests keep it: sections and items with identities and sizes, changed by
/// random batch updates built the way UIKit defines them (deletions and move sources by their
/// index paths before the update, insertions and move targets after it, applied in ascending
/// order). The batch's `updates` are derived from identities, independently of the layout's
/// `BatchUpdateMap`, so the two can be checked against each other.
struct BatchScript {
    struct Section: Equatable {
        var id: Int
        var items: [Int]
    }

    var sections: [Section]
    var sizes: [Int: CGSize] = [:]
    var nextID = 1_000
    var random: SplitMix64

    init(sections: Int, itemsPerSection: Int, seed: UInt64) {
        random = SplitMix64(seed: seed)
        self.sections = []
        for s in 0..<sections {
            var items: [Int] = []
            for _ in 0..<itemsPerSection { items.append(fresh()) }
            self.sections.append(Section(id: s, items: items))
        }
    }

    private mutating func fresh() -> Int {
        nextID += 1
        sizes[nextID] = CGSize(width: CGFloat(Int.random(in: 100...300, using: &random)), height: CGFloat(Int.random(in: 30...90, using: &random)))
        return nextID
    }

    /// The base layout for the current data: a message list with headers, some footers and
    /// backgrounds (an empty section's background has no area). `composed` makes it a compositional
    /// layout's shape: by section identity, lists, three-column grids and orthogonal rows.
    func layoutSections(composed: Bool = false) -> [ListLayout.Section] {
        sections.map { section in
            var result = ListLayout.Section(items: section.items.map { ListLayout.Item(size: size(of: $0), alignment: $0 % 2 == 0 ? .leading : .trailing) },
                                            headerExtent: 24, footerExtent: section.id % 3 == 0 ? 16 : 0, hasBackground: section.id % 2 == 0)
            if composed {
                result.columns = section.id % 3 == 1 ? 3 : 1
                result.scrollsOrthogonally = section.id % 3 == 2
            }
            return result
        }
    }

    /// Item `id`'s size. The script gives every item it makes a size, so a missing one is a bug in the
    /// script: it is recorded as a failure naming the item, and the item laid out at 100 × 40 pt so the
    /// test can go on to report what else it sees.
    func size(of id: Int, sourceLocation: SourceLocation = #_sourceLocation) -> CGSize {
        guard let size = sizes[id] else {
            Issue.record("BatchScript: item \(id) has no size", sourceLocation: sourceLocation)
            return CGSize(width: 100, height: 40)
        }
        return size
    }

    /// Where item `id` is in `paths` (taken `when`: before or after the batch). The script names
    /// only items it placed there, so a missing one fails the test with the item and the moment.
    private func path(of id: Int, in paths: [Int: LayoutIndexPath], _ when: String) throws -> LayoutIndexPath {
        try #require(paths[id], "BatchScript: item \(id) has no index path \(when) the batch")
    }

    /// Where each item identity is.
    func paths() -> [Int: LayoutIndexPath] {
        var result: [Int: LayoutIndexPath] = [:]
        for (s, section) in sections.enumerated() {
            for (i, id) in section.items.enumerated() { result[id] = LayoutIndexPath(section: s, item: i) }
        }
        return result
    }

    /// `remaining` in order with `incoming` placed at their target indices (ascending insertion).
    private mutating func place<T>(_ remaining: [T], _ incoming: [T]) -> ([T], [Int]) {
        let count = remaining.count + incoming.count
        var targets = Array(0..<count).shuffled(using: &random).prefix(incoming.count).sorted()
        targets.shuffle(using: &random)
        var byTarget: [Int: T] = [:]
        for (k, t) in targets.enumerated() { byTarget[t] = incoming[k] }
        var out: [T] = []
        var rest = remaining[...]
        for position in 0..<count {
            if let value = byTarget[position] { out.append(value) } else { out.append(rest.removeFirst()) }
        }
        return (out, targets)
    }

    /// Makes one random batch: returns the updates, and changes the data to the state after it.
    /// Reloaded items keep their identity and get a new size; reloaded sections get new items.
    mutating func randomBatch(intensity: Double = 0.06) throws -> [LayoutUpdate] {
        var updates: [LayoutUpdate] = []
        let old = sections
        func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
        // Sections.
        enum Fate { case stay, delete, move, reload }
        let fates: [Fate] = old.indices.map { _ in
            chance(intensity / 2) ? .delete : chance(intensity / 2) ? .move : chance(intensity / 3) ? .reload : .stay
        }
        var remaining: [(old: Int, section: Section)] = []
        var incoming: [(old: Int?, section: Section, reload: Bool)] = []
        for (s, fate) in fates.enumerated() {
            switch fate {
            case .stay: remaining.append((s, old[s]))
            case .delete: updates.append(.deleteSection(s))
            case .move: incoming.append((s, old[s], false))
            case .reload:
                var replaced = Section(id: old[s].id, items: [])
                for _ in 0..<Int.random(in: 0...4, using: &random) { replaced.items.append(fresh()) }
                incoming.append((s, replaced, true))
            }
        }
        let insertedSections = chance(intensity) ? Int.random(in: 1...2, using: &random) : 0
        for _ in 0..<insertedSections {
            var section = Section(id: nextID + 1, items: [])
            nextID += 1
            for _ in 0..<Int.random(in: 0...5, using: &random) { section.items.append(fresh()) }
            incoming.append((nil, section, false))
        }
        let (order, targets) = place(remaining.map { ($0.old as Int?, $0.section, false) }, incoming)
        for (k, target) in targets.enumerated() {
            let entry = incoming[k]
            switch (entry.old, entry.reload) {
            case (nil, _): updates.append(.insertSection(target))
            case (let s?, false): updates.append(.moveSection(from: s, to: target))
            case (let s?, true): updates.append(.reloadSection(before: s, after: target))
            }
        }
        var newSections = order.map(\.1)
        // Items, in sections that existed before and were not reloaded.
        let itemSections = order.indices.filter { order[$0].0 != nil && !order[$0].2 }
        guard !itemSections.isEmpty else {
            sections = newSections
            return updates
        }
        var oldPath: [Int: LayoutIndexPath] = [:]
        for (s, section) in old.enumerated() {
            for (i, id) in section.items.enumerated() { oldPath[id] = LayoutIndexPath(section: s, item: i) }
        }
        var staying: [Int: [Int]] = [:], arriving: [Int: [Int]] = [:]
        var moved: [Int] = [], reloaded: [Int] = []
        for n in itemSections {
            for id in newSections[n].items {
                if chance(intensity) {
                    updates.append(.deleteItem(try path(of: id, in: oldPath, "before")))
                } else if chance(intensity / 2) {
                    moved.append(id)
                    arriving[try #require(itemSections.randomElement(using: &random)), default: []].append(id)
                } else {
                    if chance(intensity / 2) { reloaded.append(id) }
                    staying[n, default: []].append(id)
                }
            }
            if chance(intensity * 3) {
                for _ in 0..<Int.random(in: 1...3, using: &random) { arriving[n, default: []].append(fresh()) }
            }
        }
        for n in itemSections {
            arriving[n, default: []].shuffle(using: &random)
            newSections[n].items = place(staying[n] ?? [], arriving[n] ?? []).0
        }
        sections = newSections
        let now = paths()
        for n in itemSections {
            for id in arriving[n] ?? [] where oldPath[id] == nil { updates.append(.insertItem(try path(of: id, in: now, "after"))) }
        }
        for id in moved { updates.append(.moveItem(from: try path(of: id, in: oldPath, "before"), to: try path(of: id, in: now, "after"))) }
        for id in reloaded {
            sizes[id] = CGSize(width: CGFloat(Int.random(in: 100...300, using: &random)), height: CGFloat(Int.random(in: 30...90, using: &random)))
            updates.append(.reloadItem(before: try path(of: id, in: oldPath, "before"), after: try path(of: id, in: now, "after")))
        }
        updates.shuffle(using: &random)
        return updates
    }

    /// A batch that deletes one item and moves two others into other sections (the update that
    /// jammed Newtonian cards after a self-sizing pass): returns the updates and changes the data.
    /// Empty when the data has fewer than two sections or three items.
    mutating func deleteAndMoveAcrossSections() throws -> [LayoutUpdate] {
        let all = sections.indices.flatMap { s in sections[s].items.map { (s, $0) } }
        guard sections.count >= 2, all.count >= 3 else { return [] }
        let old = paths()
        let picked = Array(all.shuffled(using: &random).prefix(3))
        let deleted = picked[0].1
        var moved: [(id: Int, to: Int)] = []
        for (s, id) in picked[1...] {
            let others = sections.indices.filter { $0 != s }
            moved.append((id, try #require(others.randomElement(using: &random), "only one section")))
        }
        for k in sections.indices { sections[k].items.removeAll { $0 == deleted || moved.map(\.id).contains($0) } }
        for (id, to) in moved {
            sections[to].items.insert(id, at: Int.random(in: 0...sections[to].items.count, using: &random))
        }
        let now = paths()
        var updates: [LayoutUpdate] = [.deleteItem(try path(of: deleted, in: old, "before"))]
        for (id, _) in moved { updates.append(.moveItem(from: try path(of: id, in: old, "before"), to: try path(of: id, in: now, "after"))) }
        return updates
    }

    /// One step of a fuzz: `reload` gives the data a full `reloadData()` (and checks that every
    /// body is back at its place), otherwise a random batch (`intensity`) is applied to `list` and
    /// `model`. Returns where each item identity is after a batch, `nil` after a reload.
    mutating func applyRandomBatch(to model: DynamicLayoutModel, list: ListLayout, reload: Bool, intensity: Double = 0.1, composed: Bool = false,
                                   sourceLocation: SourceLocation = #_sourceLocation) throws -> [Int: LayoutIndexPath]? {
        if reload {
            list.sections = layoutSections(composed: composed)
            model.reloadData()
            for body in model.bodies {
                let state = try #require(model.engineState(of: body), "a body the model lists has no engine state", sourceLocation: sourceLocation)
                #expect(state.center == body.element.center, sourceLocation: sourceLocation)
            }
            return nil
        }
        let updates = try randomBatch(intensity: intensity)
        list.sections = layoutSections(composed: composed)
        try model.apply(updates)
        return paths()
    }
}
