import Foundation
import Testing
@testable import Transitions

@Suite struct ScreenMotionTests {
    /// Every built-in written as a `ScreenMotion` plays its backward operation as the forward
    /// one backwards in time, with the from- and to-screens' roles swapped: a pop retraces its
    /// push, a dismissal its presentation, a tab switch back its switch forward.
    @Test(arguments: BuiltInCatalog.slicedAndThreeDimensional, [TransitionOperation.present, .push, .tabForward])
    func backwardOperationsRetraceTheForwardOne(builtIn: BuiltInCatalog, forward: TransitionOperation) {
        let there = builtIn.transition.plan(for: PlanFixtures.context(forward))
        let back = builtIn.transition.plan(for: PlanFixtures.context(forward.reversed))
        #expect(there.duration == back.duration)
        #expect(there.participants.map { Self.swapped($0.id) } == back.participants.map(\.id))
        for index in 0..<32 {
            let time = (CGFloat(index) + 0.5) / 32
            let a = there.state(at: time), b = back.state(at: 1 - time)
            for entry in a.entries {
                let id = Self.swapped(entry.id)
                guard let other = b.entries.first(where: { $0.id == id }) else {
                    Issue.record("\(builtIn): \(id) is missing going back")
                    continue
                }
                #expect(other.kind == Self.swapped(entry.kind), "\(builtIn) \(id)")
                let deviation = PlanSampler.deviation(TransitionState(progress: 0, entries: [entry]),
                                                      TransitionState(progress: 0, entries: [.init(id: entry.id, kind: entry.kind, state: other.state)]))
                #expect(deviation.points < 1e-3 && deviation.angle < 1e-6 && deviation.alpha < 1e-6, "\(builtIn) \(id) at \(time): \(deviation)")
                #expect(entry.state.zPosition == other.state.zPosition, "\(builtIn) \(id) at \(time)")
            }
        }
    }

    /// A plan from parts: the outgoing screen is the from-view going forward and the to-view
    /// going back, region snapshots follow their screen, colours stay colours, and the timing
    /// curve is reversed going back.
    @Test func rolesAndKindsFollowTheDirection() throws {
        let region = SnapshotRegion(x: 0, y: 0, width: 0.5, height: 1)
        let bounds = PlanFixtures.phoneBounds
        let motion = ScreenMotion(parts: [
            ScreenMotion.Part(id: .toView, content: .screen(.incoming), frame: .constant(bounds)),
            ScreenMotion.Part(id: "half", content: .region(.outgoing, region), frame: .constant(bounds),
                              alpha: .tween(from: 1, to: 0, curve: .easeIn)),
            ScreenMotion.Part(id: "shade", content: .color(.black), frame: .constant(bounds)),
            ScreenMotion.handOver(from: bounds),
        ])
        let push = motion.plan(for: PlanFixtures.context(.push), duration: 0.5, curve: .easeOut)
        #expect(push.participants.map(\.id) == [.toView, "half", "shade", .fromView])
        #expect(push.participants.map(\.kind) == [.toView, .snapshotOfFromViewRegion(region), .solidColor(.black), .fromView])
        #expect(push.timing == .curve(.easeOut))
        #expect(push.participant(.fromView)?.restingState == ParticipantState(frame: bounds))
        let pop = motion.plan(for: PlanFixtures.context(.pop), duration: 0.5, curve: .easeOut)
        #expect(pop.participants.map(\.id) == [.fromView, "half", "shade", .toView])
        #expect(pop.participants.map(\.kind) == [.fromView, .snapshotOfToViewRegion(region), .solidColor(.black), .toView])
        guard case .curve(let back) = pop.timing else { Issue.record("\(pop.timing)"); return }
        #expect(isClose(back.controlPoint1, TimingCurve.easeIn.controlPoint1, tolerance: 1e-12))
        #expect(isClose(back.controlPoint2, TimingCurve.easeIn.controlPoint2, tolerance: 1e-12))
        // The hand-over: the outgoing view fades out over the first 2 % going forward, in over
        // the last 2 % going back.
        #expect(try isClose(#require(push.state(atTrackProgress: 0.01)[.fromView]).alpha, 0.5, tolerance: 1e-12))
        #expect(try isClose(#require(pop.state(atTrackProgress: 0.99)[.toView]).alpha, 0.5, tolerance: 1e-12))
        #expect(try isClose(#require(pop.state(atTrackProgress: 0.3)["half"]).alpha, #require(push.state(atTrackProgress: 0.7)["half"]).alpha, tolerance: 1e-12))
    }

    @Test func framesFollowTheDirection() throws {
        let from = CGRect(x: 0, y: 0, width: 390, height: 800)
        let to = CGRect(x: 0, y: 44, width: 390, height: 800)
        for operation in TransitionOperation.allCases {
            let context = try TransitionContext(operation: operation, containerBounds: PlanFixtures.phoneBounds,
                                                fromInitialFrame: from, toFinalFrame: to)
            let frames = ScreenMotion.frames(in: context)
            #expect(frames.outgoing == (operation.isForward ? from : to))
            #expect(frames.incoming == (operation.isForward ? to : from))
        }
    }

    static func swapped(_ id: ParticipantID) -> ParticipantID {
        id == .fromView ? .toView : id == .toView ? .fromView : id
    }

    static func swapped(_ kind: TransitionParticipant.Kind) -> TransitionParticipant.Kind {
        switch kind {
        case .fromView: .toView
        case .toView: .fromView
        case .snapshotOfFromView: .snapshotOfToView
        case .snapshotOfToView: .snapshotOfFromView
        case .snapshotOfFromViewRegion(let region): .snapshotOfToViewRegion(region)
        case .snapshotOfToViewRegion(let region): .snapshotOfFromViewRegion(region)
        case .solidColor, .presentationDimming: kind
        }
    }
}
