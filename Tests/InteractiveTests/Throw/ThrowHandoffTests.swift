import Foundation
import Testing
import Transitions
import TransitionsTesting
@testable import Interactive

/// A scripted throw-to-dismiss, wired as the UIKit controller wires it: an ``InteractionFlow`` turns
/// pan readings into what UIKit hears, and the same commands drive a ``ThrowHandoff`` whose stages
/// are headless, so the swap from the scrubbed driver to the re-simulated one is checked on the
/// real driver.
/// The stages a handoff made, in order (a reference, so the stage factory can fill it).
@MainActor
final class StageLog {
    var stages: [HeadlessStage] = []
    /// For every stage made, the temporary views the stage before it had in its container then.
    var previousTemporaryViews: [[ParticipantID]] = []
}

@MainActor
final class ThrowRig {
    let context: TransitionContext
    let handoff: ThrowHandoff
    let flow = InteractionFlow(policy: .halfway)
    let pan: PanProgress
    /// What the transition context heard from the flow (update, finish, cancel), in order.
    private(set) var told: [InteractionCommand] = []
    /// Every result the handoff reported.
    private(set) var results: [Bool] = []
    /// The snapshot's state on the newest stage, after every frame.
    private(set) var snapshotStates: [ParticipantState] = []
    private let log: StageLog
    private var fingerVelocity: CGPoint?
    private var time: TimeInterval = 0

    init(operation: TransitionOperation = .dismiss, reduceMotion: Bool = false, policy: CompletionPolicy = .halfway) throws {
        let context = try TransitionContext(operation: operation, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
                                            isReduceMotionEnabled: reduceMotion)
        self.context = context
        self.pan = try PanProgress(direction: .down, containerSize: context.containerBounds.size)
        let throwing = ThrowTransition()
        let log = StageLog()
        self.log = log
        self.handoff = ThrowHandoff(transition: throwing, plan: throwing.plan(for: context)) {
            // What the previous stage shows when the next one is made (a UIKit stage hands its
            // snapshot over then).
            log.previousTemporaryViews.append(log.stages.last?.temporaryViewsInContainer ?? [])
            let stage = HeadlessStage(context: context)
            log.stages.append(stage)
            return stage
        }
        flow.policy = policy
        handoff.addCompletion { [weak self] finished in
            self?.results.append(finished)
            self?.flow.transitionDidComplete(finished: finished)
        }
    }

    /// Every stage the handoff asked for, in order.
    var stages: [HeadlessStage] { log.stages }
    /// For every stage made, the temporary views the stage before it had in its container then.
    var previousTemporaryViews: [[ParticipantID]] { log.previousTemporaryViews }

    /// The finger touches down; UIKit starts the transition now (`startNow`) or later.
    func touchDown(startNow: Bool = true) {
        #expect(flow.gestureBegan(pan.sample(translation: .zero, time: time), transitionInFlight: false))
        flow.requestObserved()   // the dismissal started; its coordinator will report the end
        if startNow { uiKitStarts() }
    }

    /// UIKit calls `startInteractiveTransition(_:)`.
    func uiKitStarts() {
        #expect(flow.transitionDidStart(driver: nil, report: report))
    }

    func move(toY y: CGFloat, velocityY: CGFloat, after seconds: TimeInterval) {
        time += seconds
        fingerVelocity = CGPoint(x: 0, y: velocityY)
        frame(seconds)
        flow.handle(.changed(pan.sample(translation: CGPoint(x: 0, y: y), velocity: fingerVelocity, time: time)), report: report)
    }

    func lift(atY y: CGFloat, velocity: CGPoint, after seconds: TimeInterval) {
        time += seconds
        fingerVelocity = velocity
        frame(seconds)
        flow.handle(.ended(pan.sample(translation: CGPoint(x: 0, y: y), velocity: velocity, time: time)), report: report)
    }

    /// Display-link frames until the handoff completes (at most `seconds` of them).
    func runFrames(upTo seconds: TimeInterval = 5) {
        var left = seconds
        while !handoff.phase.isCompleted, left > 0 {
            frame(1.0 / 60)
            left -= 1.0 / 60
        }
    }

    private func frame(_ seconds: TimeInterval) {
        handoff.advance(by: seconds)
        if let state = stages.last?.state(of: .fromSnapshot) { snapshotStates.append(state) }
    }

    private func report(_ command: InteractionCommand) {
        told.append(command)
        handoff.perform(command, fingerVelocity: fingerVelocity)
    }
}

@MainActor
@Suite struct ThrowHandoffTests {
    /// The from-view at rest, as it must be after a cancel.
    func fromViewAtRest(_ rig: ThrowRig) -> ParticipantState { ParticipantState(frame: rig.context.fromInitialFrame) }

    /// A drag down to `y`, then a lift with `velocity`.
    func drag(_ rig: ThrowRig, toY y: CGFloat, lift velocity: CGPoint) {
        rig.touchDown()
        rig.move(toY: y / 2, velocityY: velocity.y, after: 0.05)
        rig.move(toY: y, velocityY: velocity.y, after: 0.05)
        rig.lift(atY: y, velocity: velocity, after: 1.0 / 60)
    }

    @Test func aFastReleaseFliesOffWithTheFingerAndFinishesExactlyOnce() throws {
        let rig = try ThrowRig()
        drag(rig, toY: 200, lift: CGPoint(x: 300, y: 2400))
        #expect(rig.handoff.phase == .flying)
        #expect(rig.told.last.map { if case let .complete(c) = $0 { return c.decision == .finish } else { return false } } == true)
        #expect(rig.handoff.release == .flyOff(velocity: CGPoint(x: 300, y: 2400)))
        rig.runFrames()

        #expect(rig.results == [true])
        #expect(rig.handoff.phase == .completed(finished: true))
        #expect(!rig.flow.isInteractionInProgress)
        let stages = rig.stages
        try #require(stages.count == 2)
        // The scrubbed stage was torn down (its own completion is not the transition's)…
        #expect(stages[0].completions == [false])
        #expect(stages[0].violations == [])
        #expect(stages[0].temporaryViewsInContainer == [])
        // …and the flight completed finished once: the to-view alone, at rest in its final frame.
        #expect(stages[1].completions == [true])
        #expect(stages[1].violations == [])
        #expect(stages[1].subviews == [.toView])
        let toView = try #require(stages[1].state(of: .toView))
        #expect(HeadlessStage.differences(toView, ParticipantState(frame: rig.context.toFinalFrame), tolerance: 1e-9) == [])
    }

    @Test func theFlightStartsWhereTheFingerLeftTheSnapshotAndKeepsItsSpeed() throws {
        let rig = try ThrowRig()
        drag(rig, toY: 240, lift: CGPoint(x: 0, y: 2000))
        let scrubbed = try #require(rig.handoff.replacedDrivers.first)
        let released = try #require(scrubbed.plan.state(atTrackProgress: 240 / 844)[.fromSnapshot])
        let flightStart = try #require(rig.handoff.driver.plan.state(atTrackProgress: 0)[.fromSnapshot])
        #expect(HeadlessStage.differences(flightStart, released, tolerance: 1e-9) == [])
        // The new stage shows the flight's first state at once: no frame in between.
        let shown = try #require(rig.stages.last?.state(of: .fromSnapshot))
        #expect(HeadlessStage.differences(shown, released, tolerance: 1e-9) == [])

        rig.runFrames(upTo: 1.0 / 60)
        let firstFrame = try #require(rig.stages.last?.state(of: .fromSnapshot))
        let speed = (firstFrame.transform.translation.y - released.transform.translation.y) * 60
        #expect(isClose(speed, 2000, within: 100))   // the finger's 2000 pt/s, plus a frame of gravity
        rig.runFrames()
        let lowest = rig.snapshotStates.map(\.transform.translation.y).max() ?? 0
        #expect(lowest > rig.context.containerBounds.height * 0.9)   // it left through the bottom
        #expect(rig.results == [true])
    }

    @Test(arguments: [CGPoint(x: 0, y: 2400), CGPoint(x: 0, y: -200)])
    func theNewStageIsMadeWhileTheScrubbedOneStillShowsTheSnapshot(lift: CGPoint) throws {
        let rig = try ThrowRig()
        drag(rig, toY: 200, lift: lift)
        #expect(rig.previousTemporaryViews == [[], [.fromSnapshot]])
        #expect(rig.stages[0].temporaryViewsInContainer == [])   // and it is gone afterwards
    }

    @Test func aSlowReleaseSpringsBackCancelsOnceAndRestoresTheFromViewExactly() throws {
        let rig = try ThrowRig()
        drag(rig, toY: 150, lift: CGPoint(x: 40, y: -120))
        #expect(rig.handoff.phase == .springingBack)
        #expect(rig.told.last.map { if case let .complete(c) = $0 { return c.decision == .cancel } else { return false } } == true)
        #expect(rig.handoff.release == .springBack(velocity: CGPoint(x: 40, y: -120)))
        rig.runFrames()

        #expect(rig.results == [false])
        #expect(rig.handoff.phase == .completed(finished: false))
        #expect(!rig.flow.isInteractionInProgress)
        let stages = rig.stages
        try #require(stages.count == 2)
        #expect(stages[0].completions == [false])
        #expect(stages[1].completions == [false])
        for stage in stages {
            #expect(stage.violations == [])
            #expect(stage.temporaryViewsInContainer == [])
            #expect(stage.subviews == [.fromView])
            let fromView = try #require(stage.state(of: .fromView))
            #expect(HeadlessStage.differences(fromView, fromViewAtRest(rig), tolerance: 0) == [])
        }
        // The snapshot came home before it was removed, and never flew off.
        let last = try #require(rig.snapshotStates.last)
        #expect(isClose(last.transform.translation.y, 0, within: 0.5))
        #expect(rig.snapshotStates.allSatisfy { $0.transform.translation.y < 300 })
    }

    @Test func aReleaseBeforeUIKitStartsIsCaughtUp() throws {
        let rig = try ThrowRig()
        rig.touchDown(startNow: false)
        rig.move(toY: 300, velocityY: 2200, after: 0.1)
        rig.lift(atY: 320, velocity: CGPoint(x: 0, y: 2200), after: 0.02)
        #expect(rig.told == [])          // UIKit has not started it: nobody to tell yet
        #expect(rig.handoff.phase == .idle)
        rig.uiKitStarts()
        #expect(rig.told.count == 2)     // the release progress, then the finish
        #expect(rig.handoff.phase == .flying)
        rig.runFrames()
        #expect(rig.results == [true])
        #expect(rig.stages.map(\.completions) == [[false], [true]])
    }

    @Test(arguments: [false, true])
    func withoutASnapshotToThrowTheScrubbedPlanCompletesInPlace(finishes: Bool) throws {
        let rig = try ThrowRig(reduceMotion: true, policy: finishes ? .alwaysFinish : .alwaysCancel)
        #expect(!rig.handoff.canResimulate)
        drag(rig, toY: 300, lift: CGPoint(x: 0, y: 1500))
        #expect(rig.handoff.phase == .completingInPlace)
        rig.runFrames()
        #expect(rig.results == [finishes])
        #expect(rig.stages.count == 1)
        #expect(rig.stages[0].completions == [finishes])
        #expect(rig.stages[0].violations == [])
    }

    @Test func commandsAfterReleaseAreIgnored() throws {
        let rig = try ThrowRig()
        drag(rig, toY: 200, lift: CGPoint(x: 0, y: 2400))
        let flight = rig.handoff.driver
        rig.handoff.perform(.update(progress: 0.9))
        rig.handoff.perform(.complete(InteractionCompletion(decision: .cancel, release: InteractionRelease(progress: 0.1))), fingerVelocity: .zero)
        #expect(rig.handoff.driver === flight)
        #expect(rig.handoff.phase == .flying)
        #expect(rig.stages.count == 2)
        rig.runFrames()
        rig.handoff.perform(.update(progress: 0.5))
        #expect(rig.results == [true])
    }

    @Test(arguments: [(false, false), (true, true)])
    func aTearDownCompletesOnceWithTheEndThePlayingDriverHeadsFor(released: Bool, finished: Bool) throws {
        let rig = try ThrowRig()
        if released {
            drag(rig, toY: 200, lift: CGPoint(x: 0, y: 2400))
        } else {
            rig.touchDown()
            rig.move(toY: 200, velocityY: 800, after: 0.1)
        }
        rig.handoff.tearDown()
        rig.handoff.tearDown()
        #expect(rig.results == [finished])
        #expect(rig.stages.allSatisfy { $0.violations == [] && $0.temporaryViewsInContainer == [] })
        var late: [Bool] = []
        rig.handoff.addCompletion { late.append($0) }
        #expect(late == [finished])   // a handler added afterwards runs at once
    }

    @Test func aTearDownBeforeAnyCommandInstallsAndCancels() throws {
        let rig = try ThrowRig()
        rig.handoff.tearDown()
        #expect(rig.results == [false])
        #expect(rig.stages.count == 1)
        #expect(rig.stages[0].completions == [false])
        #expect(rig.stages[0].violations == [])
    }
}

@MainActor
@Suite struct ThrowHandoffPlayTests {
    @Test func aTransitionNoGestureDrivesPlaysTheThrowToItsEnd() throws {
        let rig = try ThrowRig()
        rig.handoff.play()
        #expect(rig.handoff.phase == .completingInPlace)
        rig.handoff.play()
        rig.handoff.scrub(to: 0.5)   // ignored: nobody scrubs a playing throw
        rig.runFrames()
        #expect(rig.results == [true])
        #expect(rig.stages.count == 1)
        #expect(rig.stages[0].completions == [true])
        #expect(rig.stages[0].violations == [])
        #expect(rig.stages[0].subviews == [.toView])
    }
}
