import Foundation

extension TransformComponents {
    /// Components that turn a layer by `rotation` about `pivot` instead of about its anchor
    /// point, then move it by `translation`, seen with `perspective`.
    ///
    /// `pivot` and `translation` are in points, relative to the layer's anchor position, with z
    /// towards the viewer; a pivot behind the screen (negative z) turns the layer like the face
    /// of a box. A point `p` of the layer (relative to the anchor) lands at
    /// `R·(p − pivot) + pivot + translation`, where `R` is the rotation of ``rotation``; the
    /// perspective (`m34`, e.g. `−1/1000`) is then applied about the anchor, so layers whose
    /// anchors sit at the same container point share one eye. The result's translation is
    /// `pivot − R·pivot + translation`. Finite inputs give finite components; a non-finite pivot
    /// or translation can give non-finite ones, which a plan's states replace by the identity
    /// (``ParticipantState/sanitized()``).
    public static func turning(
        by rotation: Vector3, about pivot: Vector3, movedBy translation: Vector3 = .zero, perspective: CGFloat = 0
    ) -> TransformComponents {
        let turnedPivot = TransformComponents(rotation: rotation).transform.transform(pivot)
        return TransformComponents(translation: pivot - turnedPivot + translation, rotation: rotation, perspective: perspective)
    }

    /// The perspective entry `m34 = −1/distance` for an eye `eyeDistance` points in front of the
    /// anchor, the distance raised to at least `least` (points, > 0) so that nothing the caller
    /// turns passes too near or behind the eye; a non-finite `eyeDistance` reads as `fallback`
    /// (also raised to `least`). What the built-ins that turn in perspective use for their
    /// `eyeDistance` parameters.
    ///
    /// ```swift
    /// // A page turning about its top edge, seen from 2 000 pt, never nearer than the page is tall.
    /// let m34 = TransformComponents.perspective(eyeDistance: 2000, atLeast: 844, otherwise: 2000)   // −0.0005
    /// let turned = TransformComponents(rotation: Vector3(x: .pi / 4, y: 0, z: 0), perspective: m34)
    /// ```
    public static func perspective(eyeDistance: CGFloat, atLeast least: CGFloat, otherwise fallback: CGFloat) -> CGFloat {
        -1 / max(eyeDistance.isFinite ? eyeDistance : fallback, least)
    }
}
