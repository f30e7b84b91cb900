import Testing
import Transitions
import TransitionsUI

@Suite struct NavigationEditTests {
    @Test func theDocumentedTable() {
        #expect(NavigationEdit(from: ["a"], to: ["a", "b", "c"]) == .push(["b", "c"]))
        #expect(NavigationEdit(from: ["a", "b", "c"], to: ["a"]) == .pop(keeping: 1))
        #expect(NavigationEdit(from: ["a", "b"], to: ["a", "c"]) == .replace(keeping: 1, with: ["c"]))
        #expect(NavigationEdit(from: ["a"], to: ["a"]) == NavigationEdit<String>.none)
        #expect(NavigationEdit(from: ["a", "b"], to: []) == .pop(keeping: 0))
        #expect(NavigationEdit(from: [], to: ["x"]) == .push(["x"]))
    }

    /// Duplicate values are screens of their own, matched by position: nothing is merged or
    /// reused for another position.
    @Test func duplicatesAreMatchedByPosition() {
        #expect(NavigationEdit(from: [1, 1, 1], to: [1, 1]) == .pop(keeping: 2))
        #expect(NavigationEdit(from: [1, 2, 1], to: [1, 1]) == .replace(keeping: 1, with: [1]))
        #expect(NavigationEdit(from: [1], to: [1, 1, 1]) == .push([1, 1]))
    }

    @Test func operations() {
        #expect(NavigationEdit(from: [1], to: [1, 2]).operation == .push)
        #expect(NavigationEdit(from: [1, 2], to: [3]).operation == .push)
        #expect(NavigationEdit(from: [1, 2], to: [1]).operation == .pop)
        #expect(NavigationEdit(from: [1], to: [1]).operation == nil)
    }

    /// For random stacks and paths (small values, so repeats are common): the edit turns the
    /// stack into the path, keeps the longest equal prefix, and only a pop keeps without adding.
    @Test func randomEditsReachThePath() {
        var random = SplitMix64(seed: 21)
        for _ in 0..<5_000 {
            let shown = (0..<Int(random.next() % 6)).map { _ in Int(random.next() % 3) }
            let target = (0..<Int(random.next() % 6)).map { _ in Int(random.next() % 3) }
            let edit = NavigationEdit(from: shown, to: target)
            #expect(edit.applied(to: shown) == target)
            var prefix = 0
            while prefix < min(shown.count, target.count), shown[prefix] == target[prefix] { prefix += 1 }
            switch edit {
            case .none: #expect(shown == target)
            case .push(let values): #expect(prefix == shown.count && values.count == target.count - prefix)
            case .pop(let keeping): #expect(keeping == prefix && prefix == target.count)
            case .replace(let keeping, let values): #expect(keeping == prefix && !values.isEmpty && prefix < shown.count)
            }
        }
    }
}
