import Foundation

/// The physical twin of the classic ``SwingDropTransition``: the dismissed screen's snapshot is
/// pinned at its lower-left corner, topples clockwise under gravity, swings to and fro below the
/// pin, then the pin lets go and it falls away, while a dark cover over the screen beneath
/// fades out.
///
/// Where the keyframed version writes its angles (0.5π, π, 1.3π, 0.8π, then a drop), this one
/// simulates them: a pin attachment (UIKit's `UIAttachmentBehavior.pinAttachment`) at the lower-left
/// corner, ``gravity``, UIKit's default damping. After ``releaseAfterTurns`` turns (default 1) the
/// pin lets go at the bottom of a swing, flinging it off still turning anticlockwise. The plan ends
/// when the snapshot leaves the container (fading over the last 10 %) or at ``maximumDuration``;
/// full-screen, most of the swing is below the container. Forward operations play the simulation
/// backwards with the to-view's snapshot, coming to rest upright. Reduce Motion: the
/// ``CrossFadeTransition`` plan. A physics plan: see ``SimulatedTransition``.
public struct PhysicalSwingDropTransition: SimulatedTransition, Hashable {
    /// Gravity in UIKit units (1 = 1000 pt/s²; default 8: a phone screen swinging about its corner
    /// is a pendulum of about a metre, which real gravity would swing in about 5 s; eight times
    /// gravity brings the whole transition under 2 s).
    public var gravity: CGFloat
    /// Turns of the swing (reversals of its angular velocity) before the pin lets go, at the bottom
    /// of the next swing (default 1: past the bottom, back, and it is flung off as it swings
    /// through the bottom again).
    public var releaseAfterTurns: Int
    /// Opacity of the black cover over the screen beneath at the start of a dismissal, `0…1`
    /// (default 0.4, as the keyframed version).
    public var coverAlpha: CGFloat
    /// The cap on simulated time, seconds (default 4).
    public var maximumDuration: TimeInterval

    /// Creates a physical swing-drop.
    public init(gravity: CGFloat = 8, releaseAfterTurns: Int = 1, coverAlpha: CGFloat = 0.4, maximumDuration: TimeInterval = 4) {
        self.gravity = gravity
        self.releaseAfterTurns = releaseAfterTurns
        self.coverAlpha = coverAlpha
        self.maximumDuration = maximumDuration
    }

    public var name: String { "Swing-drop (physical)" }

    public func scene(for context: TransitionContext) -> PhysicsScene {
        let forward = context.operation.isForward
        // Dismissal: the cover fades out over the second half; forward: the mirror image.
        let coverAlpha: Track<CGFloat> = forward
            ? .keyframes(from: 0, [Keyframe(relativeStartTime: 0, relativeDuration: 0.5, value: self.coverAlpha)])
            : .keyframes(from: self.coverAlpha, [Keyframe(relativeStartTime: 0.5, relativeDuration: 0.5, value: 0)])
        let cover = TransitionParticipant(id: .cover, kind: .solidColor(.black), frame: .constant(context.containerBounds),
                                          alpha: coverAlpha)
        let id: ParticipantID = forward ? .toSnapshot : .fromSnapshot
        let body = PhysicsBody(
            id: id, kind: forward ? .snapshotOfToView : .snapshotOfFromView,
            frame: forward ? context.toFinalFrame : context.fromInitialFrame,
            alpha: forward ? PhysicsScene.fadeIn(until: 0.1) : PhysicsScene.fadeOut(from: 0.9)
        )
        var scene = PhysicsScene(bounds: context.containerBounds, bodies: [body],
                                 backdrop: PhysicsScene.snapshotBackdrop(for: context, cover: cover))
        scene.gravity = gravity
        scene.pins = [PhysicsScene.Pin(body: id, unitPoint: SwingDropTransition.pivot)]
        scene.pinRelease = .atBottomAfterTurns(max(releaseAfterTurns, 0))
        scene.ending = .leavesBounds
        scene.maximumDuration = maximumDuration
        scene.playsBackwards = forward
        return scene
    }
}

extension Transition where Self == PhysicalSwingDropTransition {
    /// The physical swing-drop (see ``PhysicalSwingDropTransition``).
    public static var physicalSwingDrop: PhysicalSwingDropTransition { PhysicalSwingDropTransition() }
}
