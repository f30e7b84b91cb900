import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CGPoint in a default argument must be imported directly on Apple platforms
#endif

/// The outgoing screen bursts into tiles that fly apart from a point, tumbling in perspective and
/// fading, to reveal the incoming screen: a keyframed explosion, the same on every run.
///
/// Each tile is a region snapshot of one render of the outgoing screen
/// (``TransitionParticipant/Kind/snapshotOfFromViewRegion(_:)``), which hands over to the tiles in
/// the first 2 %. Unlike ``ShatterTransition`` nothing is simulated: tiles fly straight away from
/// ``origin`` along ``curve``, further ones further (40–100 % of ``spread``, ±15 %), scattered
/// sideways up to ±25 %, lifted, spun up to ±``spin`` and tumbled up to ±``spin`` / 3, seen from
/// ``eyeDistance`` points, fading over the last 60 %. The randomness is `SplitMix64` seeded with
/// ``seed``: identical on every run and platform. Backward operations play it backwards with the
/// incoming screen's tiles (``ScreenMotion``). ``origin``'s x is from the leading edge and the whole
/// explosion mirrors in right-to-left layouts. Reduce Motion: the ``CrossFadeTransition`` plan.
/// Equatable, not Hashable: it stores a `CGPoint`, only Equatable on Apple platforms.
public struct ExplodeTransition: Transition, Equatable {
    /// The requested number of tiles, clamped to 1…400 (default 64); the screen is cut into
    /// `columns × rows ≥ tiles` near-square tiles (``SnapshotRegion/grid(tiles:for:)``).
    public var tiles: Int
    /// Where the explosion starts, in unit coordinates of the outgoing screen, x from the leading
    /// edge (default `(0.5, 0.5)`, the centre; points outside the screen are allowed; a
    /// non-finite coordinate reads as 0.5).
    public var origin: CGPoint
    /// How far the tiles furthest from the origin fly, points (default 500; negative or
    /// non-finite → 0, which leaves the tiles spinning and fading in place).
    public var spread: CGFloat
    /// The largest spin in the screen's plane, radians (default π; non-finite → 0). Tumbles about
    /// the screen's axes reach a third of it (Core Animation interpolates a tile's keyframes as
    /// matrices, which stray further from the plan the more axes turn at once).
    public var spin: CGFloat
    /// Distance of the eye in front of each tile, points (default 800). Values below 100 are
    /// raised to 100 and non-finite ones read as 800; a tile is never lifted more than half this
    /// distance towards the eye.
    public var eyeDistance: CGFloat
    /// Seed of the scatter (default 1).
    public var seed: UInt64
    /// Duration in seconds (default 0.8; negative or non-finite → 0, which completes at once).
    public var duration: TimeInterval
    /// The timing curve of forward operations (default ``flightCurve``, a burst that
    /// decelerates; backward operations play it reversed).
    public var curve: TimingCurve

    /// Creates an explosion.
    public init(tiles: Int = 64, origin: CGPoint = CGPoint(x: 0.5, y: 0.5), spread: CGFloat = 500, spin: CGFloat = .pi,
                eyeDistance: CGFloat = 800, seed: UInt64 = 1, duration: TimeInterval = 0.8, curve: TimingCurve = ExplodeTransition.flightCurve) {
        self.tiles = tiles
        self.origin = origin
        self.spread = spread
        self.spin = spin
        self.eyeDistance = eyeDistance
        self.seed = seed
        self.duration = duration
        self.curve = curve
    }

    /// The default timing: a burst that decelerates, control points (0.25, 0.5) (0.5, 1) — an
    /// ease-out that starts at twice the average speed rather than `easeOut`'s sudden start.
    public static let flightCurve = TimingCurve(uncheckedX1: 0.25, y1: 0.5, x2: 0.5, y2: 1)

    /// ``tiles`` clamped to 1…400.
    package var tileCount: Int { min(max(tiles, 1), 400) }

    public var name: String { "Explode (\(tileCount) tiles)" }

    public func plan(for context: TransitionContext) -> TransitionPlan {
        if context.isReduceMotionEnabled { return CrossFadeTransition().plan(for: context) }
        let frames = ScreenMotion.frames(in: context)
        let screen = EdgeCoordinates(edge: .leading, direction: context.layoutDirection, frame: frames.outgoing)
        let (columns, rows) = SnapshotRegion.grid(tiles: tileCount, for: frames.outgoing)
        let size = CGSize(width: screen.depth / CGFloat(columns), height: screen.span / CGFloat(rows))
        let centre = CGPoint(x: (origin.x.isFinite ? origin.x : 0.5) * screen.depth, y: (origin.y.isFinite ? origin.y : 0.5) * screen.span)
        let reach = max([0, screen.depth].flatMap { u in [0, screen.span].map { v in hypot(u - centre.x, v - centre.y) } }.max() ?? 0,
                        .leastNormalMagnitude)
        let distance = spread.isFinite ? max(spread, 0) : 0
        let turn = spin.isFinite ? spin : 0
        let eye = -1 / TransformComponents.perspective(eyeDistance: eyeDistance, atLeast: 100, otherwise: 800)
        var random = SplitMix64(seed: seed)

        var parts = [ScreenMotion.Part.screen(.incoming, frame: .constant(frames.incoming))]
        for row in 0..<rows {
            for column in 0..<columns {
                let u = (CGFloat(column) + 0.5) * size.width, v = (CGFloat(row) + 0.5) * size.height
                let offset = CGPoint(x: u - centre.x, y: v - centre.y)
                let length = hypot(offset.x, offset.y)
                let away = length > 0 ? CGPoint(x: offset.x / length, y: offset.y / length) : CGPoint(x: 0, y: -1)
                let flight = distance * (0.4 + 0.6 * min(length / reach, 1)) * (1 + 0.15 * random.signedUnit())
                let scatter = flight * 0.25 * random.signedUnit()
                let lift = min(flight * 0.5 * random.signedUnit(), eye / 2)
                let end = TransformComponents(
                    translation: screen.vector(du: away.x * flight - away.y * scatter, dv: away.y * flight + away.x * scatter, dz: lift),
                    rotation: screen.rotation(aboutU: turn / 3 * random.signedUnit(), aboutV: turn / 3 * random.signedUnit(),
                                              aboutZ: turn * random.signedUnit()),
                    perspective: -1 / eye
                )
                let corner = screen.point(u: CGFloat(column) * size.width, v: CGFloat(row) * size.height)
                let opposite = screen.point(u: CGFloat(column + 1) * size.width, v: CGFloat(row + 1) * size.height)
                let frame = CGRect(x: min(corner.x, opposite.x), y: min(corner.y, opposite.y),
                                   width: abs(opposite.x - corner.x), height: abs(opposite.y - corner.y))
                parts.append(ScreenMotion.Part(
                    id: ParticipantID("explode-tile-\(row)-\(column)"), content: .region(.outgoing, screen.region(of: frame)),
                    frame: .constant(frame),
                    transform: .tween(from: TransformComponents(perspective: -1 / eye), to: end),
                    alpha: .keyframes(from: 1, [Keyframe(relativeStartTime: 0.4, relativeDuration: 0.6, value: 0)])
                ))
            }
        }
        parts.append(ScreenMotion.handOver(from: frames.outgoing))
        // One curve for every tile, in the plan's timing: solved once per instant, not per tile.
        return ScreenMotion(parts: parts).plan(for: context, duration: duration, curve: curve)
    }
}

extension Transition where Self == ExplodeTransition {
    /// The outgoing screen bursts into about `tiles` tiles (default 64); see ``ExplodeTransition``.
    public static func explode(tiles: Int = 64) -> ExplodeTransition { ExplodeTransition(tiles: tiles) }
}
