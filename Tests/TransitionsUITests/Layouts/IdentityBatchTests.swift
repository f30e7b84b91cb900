import DynamicLayouts
import Foundation
import Testing
import Transitions
@_spi(Benchmarks) import TransitionsUI

@Suite struct IdentityBatchTests {
    @Test func theDocumentedExample() {
        let batch = IdentityBatch(from: ["a", "b", "c"], to: ["c", "a", "d"])
        #expect(batch.deletions == [1])
        #expect(batch.insertions == [2])
        #expect(batch.moves == [IdentityBatch.Move(from: 2, to: 0)])
        #expect(IdentityBatch(from: [1, 2], to: [1, 2]).isEmpty)
    }

    /// Only what changed is hashed: an insertion at the top and a deletion further down of a
    /// long list are found, and nothing else moves.
    @Test func aLongListWithTwoChangesGivesTwoChanges() {
        let old = Array(0..<100_000)
        var new = old
        new.insert(-1, at: 10)
        new.remove(at: 500)
        let batch = IdentityBatch(from: old, to: new)
        #expect(batch.insertions == [10])
        #expect(batch.deletions == [499])
        #expect(batch.moves.isEmpty)
    }

    /// `old` with the batch applied by UIKit's rule: moved and inserted rows take their new
    /// indices, the other surviving rows fill the remaining places in their old order.
    static func applyingUIKitsRule(_ batch: IdentityBatch, old: [Int], new: [Int]) -> [Int?] {
        var result = [Int?](repeating: nil, count: new.count)
        var placed = Set<Int>()
        for move in batch.moves {
            result[move.to] = old[move.from]
            placed.insert(move.from)
        }
        for index in batch.insertions { result[index] = new[index] }
        let staying = old.indices.filter { !placed.contains($0) && !batch.deletions.contains($0) }.map { old[$0] }
        var next = staying.makeIterator()
        for index in result.indices where result[index] == nil { result[index] = next.next() }
        return result
    }

    /// For random lists of unique identities, the batch turns one into the other under UIKit's
    /// batch-update rule, and every row that stays is neither deleted nor inserted.
    @Test func randomBatchesTurnOneListIntoTheOther() {
        var random = SplitMix64(seed: 2131)
        for _ in 0..<3_000 {
            let old = Array(Set((0..<Int(random.next() % 12)).map { _ in Int(random.next() % 16) })).shuffled(using: &random)
            let new = Array(Set((0..<Int(random.next() % 12)).map { _ in Int(random.next() % 16) })).shuffled(using: &random)
            let batch = IdentityBatch(from: old, to: new)
            #expect(Self.applyingUIKitsRule(batch, old: old, new: new) == new.map { Optional($0) })
            #expect(batch.deletions.count + batch.moves.count <= old.count)
            for deleted in batch.deletions { #expect(!new.contains(old[deleted])) }
            for inserted in batch.insertions { #expect(!old.contains(new[inserted])) }
        }
    }

    @Test func repeatedIdentitiesAreShownOnce() {
        var list = IdentityList<String>()
        let first = list.update(to: ["a", "b", "a", "c", "b", "a"])
        #expect(list.identities == ["a", "b", "c"])
        #expect(first.dropped == [2, 4, 5])
        // An identity already shown keeps its row (c, at the end); the other element with it is
        // left out.
        let second = list.update(to: ["a", "c", "b", "c"])
        #expect(list.identities == ["a", "b", "c"])
        #expect(second.dropped == [1])
        #expect(second.batch.isEmpty)
        #expect(list.update(to: []).batch.deletions == [0, 1, 2])
        #expect(list.identities.isEmpty)
    }

    /// Random updates with repeats (bad input) and without: the rows shown are the data without
    /// the dropped elements, each identity once, every identity of the data shown, and the batch
    /// turns the rows shown before into them under UIKit's rule.
    @Test func randomUpdatesKeepOneRowPerIdentity() {
        var random = SplitMix64(seed: 2133)
        var list = IdentityList<Int>()
        for _ in 0..<3_000 {
            let before = list.identities
            let data = (0..<Int(random.next() % 14)).map { _ in Int(random.next() % 12) }
            let update = list.update(to: data)
            let kept = data.indices.filter { !update.dropped.contains($0) }.map { data[$0] }
            #expect(list.identities == kept)
            #expect(Set(kept).count == kept.count)
            #expect(Set(kept) == Set(data))
            #expect(update.dropped == update.dropped.sorted())
            #expect(Self.applyingUIKitsRule(update.batch, old: before, new: list.identities) == list.identities.map { Optional($0) })
        }
    }

    /// The springy list's springs follow their rows by identity: after random inserts, deletes and
    /// moves (as the SwiftUI view sends them), every row still on screen carries the displacement
    /// its body had, at its new place, and no body is left for a row that is gone.
    @MainActor
    @Test func springsFollowTheirRowsByIdentity() throws {
        var random = SplitMix64(seed: 2132)
        var identities = Array(0..<40)
        var nextIdentity = 40
        let list = ListLayout(metrics: .init(containerSize: CGSize(width: 390, height: 844)), sections: [Self.section(identities)])
        let model = DynamicLayoutModel(style: .springyList(.loose), source: list,
                                       visibleRect: CGRect(x: 0, y: 0, width: 390, height: 844), displayScale: 1)
        var followed = 0
        for _ in 0..<60 {
            // A finger drags the list a little, and time passes: the bodies are displaced.
            for _ in 0..<3 {
                let rect = model.visibleRect.offsetBy(dx: 0, dy: CGFloat(Int(random.next() % 41) - 20))
                model.scroll(to: CGRect(x: 0, y: max(0, min(rect.minY, list.contentSize.height - 844)), width: 390, height: 844),
                             touch: .dragging(CGPoint(x: 200, y: CGFloat(random.next() % 844))))
                model.advance(by: 1.0 / 60)
            }
            let before = Self.displacements(model, list, identities)
            // A random edit of the data, by identity.
            var new = identities.filter { _ in random.next() % 8 != 0 }
            for _ in 0..<Int(random.next() % 4) {
                new.insert(nextIdentity, at: Int(random.next() % UInt64(new.count + 1)))
                nextIdentity += 1
            }
            if new.count > 2, random.next() % 2 == 0 { new.swapAt(Int(random.next() % UInt64(new.count)), Int(random.next() % UInt64(new.count))) }
            let batch = IdentityBatch(from: identities, to: new)
            identities = new
            list.sections = [Self.section(identities)]
            try model.apply(batch.layoutUpdates())
            model.finishUpdates()
            let after = Self.displacements(model, list, identities)
            for (identity, offset) in before {
                guard let now = after[identity] else { continue }
                #expect(abs(now - offset) <= 1, "row \(identity) lost its spring: \(offset) → \(now)")
                followed += 1
            }
            for id in model.liveElementIDs where id.category == .cell {
                #expect(id.item < identities.count, "a body for a row that is gone")
            }
        }
        #expect(followed > 300)
    }

    /// Rows sized by identity, so a row keeps its height wherever it goes.
    static func section(_ identities: [Int]) -> ListLayout.Section {
        .init(items: identities.map { .init(size: CGSize(width: 300, height: CGFloat(30 + $0 % 7 * 6))) })
    }

    /// The vertical displacement of every visible row with a body, by identity.
    @MainActor
    static func displacements(_ model: DynamicLayoutModel, _ list: ListLayout, _ identities: [Int]) -> [Int: CGFloat] {
        var result: [Int: CGFloat] = [:]
        for id in model.liveElementIDs where id.category == .cell && id.item < identities.count {
            guard let base = list.element(for: id)?.frame else { continue }
            result[identities[id.item]] = model.displayedFrame(of: id, base: base).minY - base.minY
        }
        return result
    }
}
