import Foundation

/// A transform described by its parts — translation, scale, rotation angles and perspective —
/// rather than by a matrix. This is what transition plans animate.
///
/// Interpolation is component-wise, so angles travel the way they are written: from −1.5π to π
/// is a turn of 2.5π, whereas interpolating the matrices (Core Animation's `transform` animation)
/// would take the shortest path and turn the other way. The swing-drop transition depends on
/// this.
///
/// ``transform`` composes the parts in this order (row-vector / application order, each step
/// applied to the result of the previous one): **scale**, then **rotation about x**, **about
/// y**, **about z**, then **translation**, then **perspective**. So scale and rotation happen
/// about the anchor and the translation moves the rotated layer in its superlayer's axes.
/// Apply the result about the layer's anchor with ``Transform3D/applied(aboutAnchor:)``.
public struct TransformComponents: Hashable, Sendable {
    /// Translation in points along x, y, z (default zero). Non-finite components count as 0.
    public var translation: Vector3
    /// Scale factors along x, y, z (default 1). Non-finite factors count as 1; 0 is allowed.
    public var scale: Vector3
    /// Rotation angles in radians about the x, y and z axes (default zero), applied in that
    /// order. Positive z turns clockwise on a y-down screen. Non-finite angles count as 0.
    public var rotation: Vector3
    /// The perspective entry `m34` (default 0 = none); −1/eyeDistance gives the usual 3D look,
    /// e.g. −1/500. Non-finite values count as 0.
    public var perspective: CGFloat

    /// Creates components; every parameter defaults to the identity's value.
    public init(
        translation: Vector3 = .zero,
        scale: Vector3 = .one,
        rotation: Vector3 = .zero,
        perspective: CGFloat = 0
    ) {
        self.translation = translation
        self.scale = scale
        self.rotation = rotation
        self.perspective = perspective
    }

    /// No change: zero translation and rotation, unit scale, no perspective.
    public static let identity = TransformComponents()

    /// A 2D translation by (x, y) points.
    public static func translation(x: CGFloat, y: CGFloat) -> TransformComponents {
        TransformComponents(translation: Vector3(x: x, y: y))
    }

    /// A uniform 2D scale (x and y by `factor`, z unchanged).
    public static func scale(_ factor: CGFloat) -> TransformComponents {
        TransformComponents(scale: Vector3(x: factor, y: factor, z: 1))
    }

    /// A rotation by `angle` radians about z (in the screen plane; positive is clockwise on a
    /// y-down screen).
    public static func rotation(_ angle: CGFloat) -> TransformComponents {
        TransformComponents(rotation: Vector3(x: 0, y: 0, z: angle))
    }

    /// The matrix: scale, rotation x, y, z, translation, perspective, in application order
    /// (see the type's discussion). Always finite.
    public var transform: Transform3D {
        var result = Transform3D(scaleX: scale.x, y: scale.y, z: scale.z)
        if rotation.x != 0 {
            result = result.concatenating(Transform3D(rotationAngle: rotation.x, x: 1, y: 0, z: 0))
        }
        if rotation.y != 0 {
            result = result.concatenating(Transform3D(rotationAngle: rotation.y, x: 0, y: 1, z: 0))
        }
        if rotation.z != 0 {
            result = result.concatenating(Transform3D(rotationAngle: rotation.z, x: 0, y: 0, z: 1))
        }
        result = result.concatenating(Transform3D(translationX: translation.x, y: translation.y, z: translation.z))
        if perspective.isFinite, perspective != 0 {
            var p = Transform3D.identity
            p.m34 = perspective
            result = result.concatenating(p)
        }
        return result
    }
}

extension TransformComponents: VectorInterpolatable {
    /// Component-wise linear interpolation of translation, scale, rotation angles and
    /// perspective; not clamped, a non-finite fraction returns `self`.
    public func interpolated(to other: TransformComponents, fraction: CGFloat) -> TransformComponents {
        TransformComponents(
            translation: translation.interpolated(to: other.translation, fraction: fraction),
            scale: scale.interpolated(to: other.scale, fraction: fraction),
            rotation: rotation.interpolated(to: other.rotation, fraction: fraction),
            perspective: perspective.lerp(to: other.perspective, fraction: fraction)
        )
    }

    /// Component-wise weighted sum; see `VectorInterpolatable/combining(_:weights:)`.
    package static func combining(
        _ values: (TransformComponents, TransformComponents, TransformComponents, TransformComponents),
        weights: (CGFloat, CGFloat, CGFloat, CGFloat)
    ) -> TransformComponents {
        TransformComponents(
            translation: .combining(
                (values.0.translation, values.1.translation, values.2.translation, values.3.translation),
                weights: weights
            ),
            scale: .combining((values.0.scale, values.1.scale, values.2.scale, values.3.scale), weights: weights),
            rotation: .combining(
                (values.0.rotation, values.1.rotation, values.2.rotation, values.3.rotation),
                weights: weights
            ),
            perspective: CGFloat.combining(
                (values.0.perspective, values.1.perspective, values.2.perspective, values.3.perspective),
                weights
            )
        )
    }

    /// Euclidean distance over all ten numbers (translation in points, scale factors, angles in
    /// radians, perspective). The units mix, so paced keyframes of transforms are dominated by
    /// translation whenever it changes; that is the documented trade-off.
    package func euclideanDistance(to other: TransformComponents) -> CGFloat {
        euclideanNorm(
            translation.x - other.translation.x, translation.y - other.translation.y,
            translation.z - other.translation.z,
            scale.x - other.scale.x, scale.y - other.scale.y, scale.z - other.scale.z,
            rotation.x - other.rotation.x, rotation.y - other.rotation.y, rotation.z - other.rotation.z,
            perspective - other.perspective
        )
    }
}
