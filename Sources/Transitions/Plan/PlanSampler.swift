import Foundation

/// Turns a plan into keyframes that a player can hand to Core Animation: states at chosen
/// instants which, played back with linear interpolation between neighbours, stay within a
/// ``Tolerance`` of the exact plan at every instant.
///
/// The UIKit player runs one `UIViewPropertyAnimator` with linear timing over the plan's
/// duration and adds one linear keyframe per interval between consecutive samples, so the plan's
/// own timing (curve or spring) is already baked into the samples; scrubbing
/// `fractionComplete` then shows the same thing as ``TransitionPlan/state(at:)``.
///
/// Sampling is adaptive: it starts from a uniform grid of ``initialIntervals`` plus the instants
/// of every keyframe and sample boundary of the tracks, and splits every
/// interval at its midpoint until linear playback over it is within tolerance at its quarter
/// points, or until ``maximumSampleCount`` is reached (the grid is then only as fine as that
/// allows; ``deviation(of:from:checks:)`` measures what was achieved).
package struct PlanSampler: Hashable, Sendable {
    /// How far linear playback may stray from the exact plan.
    package struct Tolerance: Hashable, Sendable {
        /// Distance in points, for every drawn corner, the frame and the translation (default 0.25).
        package var points: CGFloat
        /// Rotation angle in radians (default 0.5° = π/360).
        package var angle: CGFloat
        /// Opacity (default 0.005).
        package var alpha: CGFloat

        /// Creates a tolerance; non-finite or negative values become 0 (exact).
        package init(points: CGFloat = 0.25, angle: CGFloat = .pi / 360, alpha: CGFloat = 0.005) {
            self.points = points.isFinite ? max(0, points) : 0
            self.angle = angle.isFinite ? max(0, angle) : 0
            self.alpha = alpha.isFinite ? max(0, alpha) : 0
        }

        /// 0.25 pt, 0.5°, 0.005 alpha: below what a viewer can see on a Retina screen.
        package static let `default` = Tolerance()
    }

    /// The largest deviation of a playback from the plan, per quantity.
    package struct Deviation: Hashable, Sendable {
        /// Largest distance in points (drawn corners, frame edges, translation, corner radius).
        package var points: CGFloat = 0
        /// Largest rotation angle difference in radians.
        package var angle: CGFloat = 0
        /// Largest opacity difference.
        package var alpha: CGFloat = 0

        /// Creates a deviation (zero by default).
        package init(points: CGFloat = 0, angle: CGFloat = 0, alpha: CGFloat = 0) {
            self.points = points
            self.angle = angle
            self.alpha = alpha
        }

        /// `true` when every quantity is within `tolerance`.
        package func isWithin(_ tolerance: Tolerance) -> Bool {
            points <= tolerance.points && angle <= tolerance.angle && alpha <= tolerance.alpha
        }

        /// The per-quantity maximum of two deviations.
        package func merged(with other: Deviation) -> Deviation {
            Deviation(points: max(points, other.points), angle: max(angle, other.angle), alpha: max(alpha, other.alpha))
        }
    }

    /// The tolerance to meet (default ``Tolerance/default``).
    package var tolerance: Tolerance
    /// Intervals of the starting uniform grid (default 8, at least 1).
    package var initialIntervals: Int
    /// Upper bound on the number of samples (default 2049, at least 2).
    package var maximumSampleCount: Int
    /// Largest change of any rotation angle between consecutive samples, radians (default π/2).
    /// Core Animation interpolates transform keyframes as matrices, along the shortest path;
    /// keeping each step well below π makes that path the intended one, so the player's
    /// keyframes turn the way the plan's angles do.
    package var maximumAngleStep: CGFloat

    /// Creates a sampler.
    /// Creates a sampler. `initialIntervals` is at least 1, `maximumSampleCount` at least 2,
    /// `maximumAngleStep` is clamped to `0.01…π/2` (NaN → π/2).
    package init(tolerance: Tolerance = .default, initialIntervals: Int = 8, maximumSampleCount: Int = 2049, maximumAngleStep: CGFloat = .pi / 2) {
        self.tolerance = tolerance
        self.initialIntervals = max(1, initialIntervals)
        self.maximumSampleCount = max(2, maximumSampleCount)
        self.maximumAngleStep = maximumAngleStep.isNaN ? .pi / 2 : min(max(maximumAngleStep, 0.01), .pi / 2)
    }

    /// Adaptive samples of `plan`, sorted by time, the first at 0 and the last at 1.
    package func samples(of plan: TransitionPlan) -> [PlanSample] {
        let uniform = (0...initialIntervals).map { CGFloat($0) / CGFloat(initialIntervals) }
        var grid: [CGFloat] = []
        for time in (uniform + Self.breakpointTimes(of: plan)).sorted() where time - (grid.last ?? -1) > 1e-9 {
            grid.append(time)
        }
        grid[grid.count - 1] = 1
        var result = [PlanSample(relativeTime: 0, state: plan.state(at: 0))]
        var budget = maximumSampleCount - grid.count
        for b in grid.dropFirst() {
            let start = result[result.count - 1]
            let end = PlanSample(relativeTime: b, state: plan.state(at: b))
            refine(plan, from: start, to: end, budget: &budget, into: &result)
            result.append(end)
        }
        return result
    }

    /// `count` samples (at least 2) at uniform time steps from 0 to 1.
    package static func uniformSamples(of plan: TransitionPlan, count: Int) -> [PlanSample] {
        let n = max(2, count)
        return (0..<n).map { index in
            let time = CGFloat(index) / CGFloat(n - 1)
            return PlanSample(relativeTime: time, state: plan.state(at: time))
        }
    }

    /// What linear playback of `samples` shows at time fraction `time` (clamped to the samples'
    /// range; NaN → the first sample): each participant's state interpolated component-wise
    /// between the two samples around `time`, the way Core Animation plays linear keyframes.
    package static func playback(_ samples: [PlanSample], at time: CGFloat) -> TransitionState? {
        guard let first = samples.first, let last = samples.last else { return nil }
        guard time.isFinite, time > first.relativeTime else { return first.state }
        guard time < last.relativeTime else { return last.state }
        var low = 0
        var high = samples.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if samples[mid].relativeTime <= time { low = mid } else { high = mid }
        }
        let a = samples[low]
        let b = samples[high]
        let span = b.relativeTime - a.relativeTime
        return interpolate(a.state, b.state, fraction: span > 0 ? (time - a.relativeTime) / span : 1)
    }

    /// The largest deviation of linear playback of `samples` from `plan`, checked at `checks`
    /// uniform instants (default 1000) and at the quarter points and midpoint of every interval
    /// between samples (where linear playback strays most).
    package static func deviation(of samples: [PlanSample], from plan: TransitionPlan, checks: Int = 1000) -> Deviation {
        let uniform = (0...max(1, checks)).map { CGFloat($0) / CGFloat(max(1, checks)) }
        let inner = zip(samples, samples.dropFirst()).flatMap { a, b in
            [0.25, 0.5, 0.75].map { a.relativeTime + (b.relativeTime - a.relativeTime) * $0 }
        }
        return (uniform + inner).reduce(Deviation()) { worst, time in
            guard let played = playback(samples, at: time) else { return worst }
            return worst.merged(with: deviation(played, plan.state(at: time)))
        }
    }

    /// The deviation between two states of the same plan (participants matched by name; one
    /// missing from either state is ignored). zPosition is not compared: z-order changes are
    /// steps, which a player replays with discrete keyframes.
    package static func deviation(_ a: TransitionState, _ b: TransitionState) -> Deviation {
        var result = Deviation()
        for (index, entry) in a.entries.enumerated() {
            guard let other = counterpart(of: entry, at: index, in: b) else { continue }
            result = result.merged(with: deviation(entry.state, other))
        }
        return result
    }

    /// The state of `entry`'s participant in `state`: at the same index when the two states list
    /// the same participants in the same order (any two states of one plan do; a plan with
    /// hundreds of tiles would otherwise search by name for each of them), otherwise by name.
    private static func counterpart(of entry: TransitionState.Entry, at index: Int, in state: TransitionState) -> ParticipantState? {
        if index < state.entries.count, state.entries[index].id == entry.id { return state.entries[index].state }
        return state[entry.id]
    }

    /// The time fractions at which the plan's tracks have keyframe or sample boundaries (where
    /// motion may have a kink that interior checks would miss).
    static func breakpointTimes(of plan: TransitionPlan) -> [CGFloat] {
        plan.breakpoints.filter { $0 > 0 && $0 < 1 }.map { plan.timeFraction(forTrackProgress: $0) }
    }

    // MARK: - Private

    private func refine(_ plan: TransitionPlan, from start: PlanSample, to end: PlanSample, budget: inout Int, into result: inout [PlanSample]) {
        guard budget > 0 else { return }
        let span = end.relativeTime - start.relativeTime
        let fits = Self.deviation(start.state, end.state).angle <= maximumAngleStep && [0.25, 0.5, 0.75].allSatisfy { (q: CGFloat) in
            let time = start.relativeTime + span * q
            let played = Self.interpolate(start.state, end.state, fraction: q)
            return Self.deviation(played, plan.state(at: time)).isWithin(tolerance)
        }
        guard !fits, span > 1e-6 else { return }
        let midTime = start.relativeTime + span / 2
        let mid = PlanSample(relativeTime: midTime, state: plan.state(at: midTime))
        budget -= 1
        refine(plan, from: start, to: mid, budget: &budget, into: &result)
        result.append(mid)
        refine(plan, from: mid, to: end, budget: &budget, into: &result)
    }

    private static func interpolate(_ a: TransitionState, _ b: TransitionState, fraction: CGFloat) -> TransitionState {
        TransitionState(
            progress: a.progress.interpolated(to: b.progress, fraction: fraction),
            entries: a.entries.enumerated().map { index, entry in
                var blended = entry
                if let other = counterpart(of: entry, at: index, in: b) {
                    blended.state = entry.state.interpolated(to: other, fraction: fraction)
                }
                return blended
            }
        )
    }

    private static func deviation(_ a: ParticipantState, _ b: ParticipantState) -> Deviation {
        func distance(_ p: CGPoint, _ q: CGPoint) -> CGFloat { hypot(p.x - q.x, p.y - q.y) }
        let corners = zip(a.corners, b.corners).map { distance($0, $1) }.max() ?? 0
        let frame = max(
            abs(a.frame.minX - b.frame.minX), abs(a.frame.minY - b.frame.minY),
            abs(a.frame.size.width - b.frame.size.width), abs(a.frame.size.height - b.frame.size.height)
        )
        let ta = a.transform
        let tb = b.transform
        let translation = max(
            abs(ta.translation.x - tb.translation.x), abs(ta.translation.y - tb.translation.y),
            abs(ta.translation.z - tb.translation.z)
        )
        let angle = max(abs(ta.rotation.x - tb.rotation.x), abs(ta.rotation.y - tb.rotation.y), abs(ta.rotation.z - tb.rotation.z))
        return Deviation(
            points: max(corners, frame, translation, abs(a.cornerRadius - b.cornerRadius)),
            angle: angle,
            alpha: abs(a.alpha - b.alpha)
        )
    }
}

/// One keyframe of a sampled plan: the exact state at a time fraction.
package struct PlanSample: Equatable, Sendable {
    /// Time fraction of the plan's duration, `0…1` (`addKeyframe(withRelativeStartTime:…)`).
    package var relativeTime: CGFloat
    /// The exact state of every participant at that instant.
    package var state: TransitionState

    /// Creates a sample.
    package init(relativeTime: CGFloat, state: TransitionState) {
        self.relativeTime = relativeTime
        self.state = state
    }
}
