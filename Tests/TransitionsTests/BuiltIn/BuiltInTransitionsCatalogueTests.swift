import Foundation
import Testing
@testable import Transitions

@Suite struct BuiltInTransitionsCatalogueTests {
    @Test func catalogueListsEveryBuiltInOnceWithDistinctNames() {
        let all = BuiltInTransitions.all()
        #expect(all.count == 19)
        #expect(Set(all.map(\.name)).count == all.count)
        #expect(all.first?.name == "Scale")
    }

    /// Hostile containers (tiny, huge, offset, with odd frames): every built-in still yields
    /// finite states at every instant.
    @Test func hostileContextsNeverProduceNonFiniteStates() throws {
        var random = SplitMix64(seed: 99)
        for _ in 0..<150 {
            let size = CGSize(width: random.cgFloat(in: 0.001...1e6), height: random.cgFloat(in: 0.001...1e6))
            let context = try TransitionContext(
                operation: TransitionOperation.allCases.randomElement(using: &random)!,
                containerBounds: CGRect(origin: CGPoint(x: random.cgFloat(in: -1e4...1e4), y: 0), size: size),
                fromInitialFrame: CGRect(x: random.hostileCGFloat(), y: 0, width: random.hostileCGFloat(), height: 10),
                toFinalFrame: CGRect(x: 0, y: random.hostileCGFloat(), width: 10, height: random.hostileCGFloat()),
                layoutDirection: Bool.random(using: &random) ? .leftToRight : .rightToLeft
            )
            for transition in BuiltInTransitions.all(zoomSource: CGRect(x: random.hostileCGFloat(), y: 0, width: random.hostileCGFloat(), height: 5)) {
                let plan = transition.plan(for: context)
                for time in [0, 0.13, 0.5, 0.77, 1] as [CGFloat] {
                    #expect(plan.state(at: time).entries.allSatisfy { $0.state.isFinite })
                }
            }
        }
    }
}
