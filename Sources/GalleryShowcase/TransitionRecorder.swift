import Foundation
import GalleryRendering
import Transitions
import TransitionsTesting

/// Plays a ``ShowcaseEntry`` with the real `TransitionDriver` on a `HeadlessStage` driven by
/// a virtual clock, and records what the container shows after every tick.
@MainActor
enum TransitionRecorder {
    /// What a run produced.
    struct Recording: Sendable {
        /// The plan the transition made for the context.
        var plan: TransitionPlan
        /// What the container showed: the state after `start()`, then after every tick until the
        /// driver completed (the last sample is the resting state after completion). Views
        /// outside the container are absent (nil); z-indices are drawing-order ranks.
        var frames: SampledTransition
        /// Seconds between frames (one tick of the virtual clock).
        var frameInterval: Double
        /// The plan itself sampled at evenly spaced time fractions 0…1 — what scrubbing an
        /// interactive transition shows.
        var scrubber: SampledTransition
        /// How the driver completed (true: finished), or nil when it did not within the time limit.
        var finished: Bool?
    }

    /// Records `entry` in a container of `containerSize` points.
    ///
    /// - Parameters:
    ///   - entry: the transition, operation, layout direction and screens to play.
    ///   - containerSize: the container's size in points; must be finite and positive.
    ///   - framesPerSecond: the virtual clock's rate (clamped to 1…240).
    ///   - scrubberSamples: how many plan samples the scrubber gets (clamped to 2…1 000).
    ///   - timeLimit: seconds of virtual time after which recording stops even if the driver has
    ///     not completed.
    /// - Throws: `TransitionContext.Error` for an unusable container size.
    static func record(
        _ entry: ShowcaseEntry, containerSize: CGSize, framesPerSecond: Double = 30, scrubberSamples: Int = 61, timeLimit: Double = 10
    ) throws -> Recording {
        let context = try Self.context(for: entry, containerSize: containerSize)
        let plan = entry.transition.plan(for: context)
        let fps = framesPerSecond.isFinite ? min(max(framesPerSecond, 1), 240) : 30
        let harness = TransitionHarness(plan: plan, framesPerSecond: fps)
        var ids = plan.participants.map(\.id)
        for id in [ParticipantID.fromView, .toView] where !ids.contains(id) { ids.insert(id, at: 0) }
        let participants = ids.map { id in
            participant(id, kind: plan.participant(id)?.kind ?? harness.stage.view(id)?.kind, entry: entry)
        }

        var frames: [SampledFrame] = []
        func capture() {
            let stage = harness.stage
            let order = stage.drawingOrder
            let states: [SampledState?] = ids.map { id in
                guard let rank = order.firstIndex(of: id), let state = stage.state(of: id) else { return nil }
                return sampled(state, zIndex: Double(rank))
            }
            frames.append(SampledFrame(progress: Double(harness.driver.progress), states: states))
        }
        harness.driver.start()
        capture()
        let limit = harness.clock.now + timeLimit
        while !harness.driver.phase.isCompleted, harness.clock.now < limit {
            harness.tick()
            capture()
        }
        var finished: Bool?
        if case .completed(let result) = harness.driver.phase { finished = result }

        let count = min(max(scrubberSamples, 2), 1_000)
        let scrubberFrames = (0..<count).map { index -> SampledFrame in
            let fraction = Double(index) / Double(count - 1)
            let state = plan.state(at: CGFloat(fraction))
            let order = state.drawingOrder
            let states: [SampledState?] = ids.map { id in
                guard let rank = order.firstIndex(of: id), let participantState = state[id] else { return nil }
                return sampled(participantState, zIndex: Double(rank))
            }
            return SampledFrame(progress: fraction, states: states)
        }
        return Recording(
            plan: plan,
            frames: SampledTransition(containerSize: containerSize, participants: participants, frames: frames),
            frameInterval: harness.clock.frameInterval,
            scrubber: SampledTransition(containerSize: containerSize, participants: participants, frames: scrubberFrames),
            finished: finished
        )
    }

    /// The context `entry` plays in: a container of `containerSize` points; for an entry on a
    /// card, the card's frame (``ShowcaseEntry/card``'s, with no safe area, compact width) as the
    /// presented screen's and the card's dimming and corner radius.
    ///
    /// - Throws: `TransitionContext.Error` for an unusable container size.
    static func context(for entry: ShowcaseEntry, containerSize: CGSize) throws -> TransitionContext {
        let bounds = CGRect(origin: .zero, size: containerSize)
        let card = entry.card.map { $0.frame(in: bounds, safeArea: .zero, sizeClass: .compact, layoutDirection: entry.layoutDirection) }
        return try TransitionContext(
            operation: entry.operation, containerBounds: bounds,
            fromInitialFrame: entry.operation == .dismiss ? card ?? .zero : .zero,
            toFinalFrame: entry.operation == .present ? card ?? .zero : .zero,
            layoutDirection: entry.layoutDirection, presentation: entry.card?.appearance
        )
    }

    /// How a participant is drawn: the from-view and its snapshots as the from-screen, the
    /// to-view and its snapshots as the to-screen, a snapshot of a region (a shatter tile) as
    /// that region of the screen (its ``SampledParticipant/contentsRect``), colour views as plain
    /// boxes.
    static func participant(_ id: ParticipantID, kind: TransitionParticipant.Kind?, entry: ShowcaseEntry) -> SampledParticipant {
        switch kind {
        case .fromView?, .snapshotOfFromView?:
            return SampledParticipant(name: id.rawValue, screen: entry.fromScreen, color: entry.fromTint)
        case .toView?, .snapshotOfToView?:
            return SampledParticipant(name: id.rawValue, screen: entry.toScreen, color: entry.toTint)
        case .snapshotOfFromViewRegion(let region)?:
            return SampledParticipant(name: id.rawValue, screen: entry.fromScreen, color: entry.fromTint, contentsRect: region.unitRect)
        case .snapshotOfToViewRegion(let region)?:
            return SampledParticipant(name: id.rawValue, screen: entry.toScreen, color: entry.toTint, contentsRect: region.unitRect)
        case .solidColor(let color)?:
            return SampledParticipant(name: id.rawValue, screen: nil, color: canvasColor(color))
        case .presentationDimming?:
            return SampledParticipant(name: id.rawValue, screen: nil, color: .black)
        case nil:
            return SampledParticipant(name: id.rawValue, screen: nil, color: .clear)
        }
    }

    /// A plan state in the gallery's terms: the same frame, anchor, alpha and corner radius, the
    /// transform as the 16 entries of its matrix (about the anchor, as Core Animation applies it).
    static func sampled(_ state: ParticipantState, zIndex: Double) -> SampledState {
        let m = state.transform.transform
        let entries = [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44]
        return SampledState(
            frame: state.frame, anchorPoint: state.anchorPoint, transform: entries.map { Double($0) },
            alpha: Double(state.alpha), cornerRadius: Double(state.cornerRadius), zIndex: zIndex
        )
    }

    static func canvasColor(_ color: RGBAColor) -> CanvasColor {
        CanvasColor(red: Float(color.red), green: Float(color.green), blue: Float(color.blue), alpha: Float(color.alpha))
    }
}
