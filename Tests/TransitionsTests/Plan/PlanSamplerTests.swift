import Foundation
import Testing
@testable import Transitions

@Suite struct PlanSamplerTests {
    /// Linear playback of the adaptive keyframes stays within 0.25 pt, 0.5° and 0.005 alpha of
    /// the exact plan at 1 000 uniform instants and three points inside every keyframe interval, for every built-in
    /// and operation (and right-to-left layouts).
    @Test(arguments: BuiltInCatalog.allCombinations)
    func adaptiveKeyframesAreFaithful(builtIn: BuiltInCatalog, operation: TransitionOperation) {
        for direction in LayoutDirection.allCases {
            let plan = builtIn.transition.plan(for: PlanFixtures.context(operation, layoutDirection: direction))
            let samples = PlanSampler().samples(of: plan)
            let deviation = PlanSampler.deviation(of: samples, from: plan)
            #expect(deviation.isWithin(.default), "\(builtIn) \(operation) \(direction): \(samples.count) samples, \(deviation)")
            #expect(samples.first?.relativeTime == 0 && samples.last?.relativeTime == 1)
            #expect(zip(samples, samples.dropFirst()).allSatisfy { $0.relativeTime < $1.relativeTime })
            #expect(samples.count < 400)
        }
    }

    /// Prints the sample counts per built-in (the figure quoted in the report) and checks the
    /// worst case stays modest.
    @Test func sampleCountsPerBuiltIn() {
        var worst = 0
        for builtIn in BuiltInCatalog.allCases {
            let counts = TransitionOperation.allCases.map { PlanSampler().samples(of: builtIn.transition.plan(for: PlanFixtures.context($0))).count }
            print("PlanSampler: \(builtIn): \(counts.min()!)–\(counts.max()!) samples")
            worst = max(worst, counts.max()!)
        }
        #expect(worst <= 400)
    }

    @Test func playbackInterpolatesBetweenNeighbours() {
        let plan = PlanFixtures.fadePlan(duration: 1, timing: .curve(.linear))
        let samples = PlanSampler.uniformSamples(of: plan, count: 3)
        #expect(samples.map(\.relativeTime) == [0, 0.5, 1])
        #expect(PlanSampler.playback(samples, at: 0.25)?[.toView]?.alpha == 0.25)
        #expect(PlanSampler.playback(samples, at: -1)?[.toView]?.alpha == 0)
        #expect(PlanSampler.playback(samples, at: .nan)?[.toView]?.alpha == 0)
        #expect(PlanSampler.playback(samples, at: 3)?[.toView]?.alpha == 1)
        #expect(PlanSampler.playback([], at: 0.5) == nil)
    }

    @Test func aLinearPlanNeedsOnlyTheInitialGrid() {
        let plan = PlanFixtures.fadePlan(duration: 1, timing: .curve(.linear))
        #expect(PlanSampler(initialIntervals: 1).samples(of: plan).count == 2)
    }

    @Test func tooFewUniformSamplesAreDetected() {
        let plan = ScaleTransition().plan(for: PlanFixtures.context(.present))
        let coarse = PlanSampler.uniformSamples(of: plan, count: 4)
        #expect(!PlanSampler.deviation(of: coarse, from: plan).isWithin(.default))
    }

    @Test func theSampleBudgetIsRespected() {
        let plan = SlideUpTransition().plan(for: PlanFixtures.context(.present))
        let strict = PlanSampler(tolerance: .init(points: 0, angle: 0, alpha: 0), maximumSampleCount: 50)
        #expect(strict.samples(of: plan).count <= 50)
    }

    /// States are matched by name: in the same order (any two states of one plan) by position,
    /// otherwise by searching; participants missing from either state are ignored.
    @Test func deviationMatchesParticipantsByName() throws {
        let plan = PlanFixtures.fadePlan()
        let a = plan.state(at: 0.2), b = plan.state(at: 0.6)
        let shuffled = TransitionState(progress: b.progress, entries: b.entries.reversed())
        #expect(PlanSampler.deviation(a, shuffled) == PlanSampler.deviation(a, b))
        #expect(try isClose(PlanSampler.deviation(a, shuffled).alpha, #require(b[.toView]).alpha - #require(a[.toView]).alpha, tolerance: 1e-12))
        // Only the from-view, which scales without fading: the fading views are left out.
        let partial = TransitionState(progress: b.progress, entries: b.entries.filter { $0.id == .fromView })
        #expect(PlanSampler.deviation(a, partial).alpha == 0 && PlanSampler.deviation(a, partial).points > 10)
        let played = PlanSampler.playback([PlanSample(relativeTime: 0, state: a), PlanSample(relativeTime: 1, state: shuffled)], at: 0.5)
        #expect(try isClose(#require(played?[.toView]).alpha, (#require(a[.toView]).alpha + #require(b[.toView]).alpha) / 2, tolerance: 1e-12))
    }

    @Test func toleranceRejectsInvalidValues() {
        let tolerance = PlanSampler.Tolerance(points: .nan, angle: -1, alpha: .infinity)
        #expect(tolerance == .init(points: 0, angle: 0, alpha: 0))
    }
}

extension PlanSamplerTests {
    /// Core Animation interpolates transform keyframes along the shortest path, so consecutive
    /// keyframes never turn by more than π/2 — the swing-drop's big swings included.
    @Test(arguments: BuiltInCatalog.allCases)
    func consecutiveSamplesTurnByAtMostAQuarter(builtIn: BuiltInCatalog) {
        for operation in TransitionOperation.allCases {
            let samples = PlanSampler().samples(of: builtIn.transition.plan(for: PlanFixtures.context(operation)))
            for (a, b) in zip(samples, samples.dropFirst()) {
                #expect(PlanSampler.deviation(a.state, b.state).angle <= .pi / 2 + 1e-12)
            }
        }
    }
}

extension PlanSamplerTests {
    /// Core Animation does not interpolate transform keyframes component by component: it
    /// decomposes the matrices and interpolates those (quaternion slerp for the rotation). Played
    /// back that way, the adaptive keyframes still put every drawn corner within 0.25 pt of the
    /// exact plan.
    @Test(arguments: BuiltInCatalog.allCases)
    func keyframesStayFaithfulUnderMatrixInterpolation(builtIn: BuiltInCatalog) {
        for operation in TransitionOperation.allCases {
            let plan = builtIn.transition.plan(for: PlanFixtures.context(operation))
            let samples = PlanSampler().samples(of: plan)
            var worst: CGFloat = 0
            for (a, b) in zip(samples, samples.dropFirst()) {
                for q in [0.2, 0.5, 0.8] as [CGFloat] {
                    let time = a.relativeTime + (b.relativeTime - a.relativeTime) * q
                    let exact = plan.state(at: time)
                    for entry in a.state.entries {
                        guard let end = b.state[entry.id], let truth = exact[entry.id] else { continue }
                        let start = entry.state
                        let frame = start.frame.interpolated(to: end.frame, fraction: q)
                        let anchor = CGPoint(x: frame.minX + start.anchorPoint.x * frame.width, y: frame.minY + start.anchorPoint.y * frame.height)
                        let matrix = start.transform.transform.interpolated(to: end.transform.transform, fraction: q)
                            .applied(aboutAnchor: anchor)
                        let played = [
                            CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
                            CGPoint(x: frame.maxX, y: frame.maxY), CGPoint(x: frame.minX, y: frame.maxY),
                        ].map { matrix.project($0) }
                        for (p, t) in zip(played, truth.corners) { worst = max(worst, hypot(p.x - t.x, p.y - t.y)) }
                    }
                }
            }
            #expect(worst <= 0.25, "\(builtIn) \(operation): \(worst) pt")
        }
    }
}
