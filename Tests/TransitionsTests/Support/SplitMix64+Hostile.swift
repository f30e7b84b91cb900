import Foundation
@testable import Transitions

extension SplitMix64 {
    /// A hostile CGFloat: mostly ordinary values, often edge cases (NaN, ±∞, huge, tiny,
    /// negative, exact 0 and 1).
    mutating func hostileCGFloat() -> CGFloat {
        switch Int.random(in: 0..<16, using: &self) {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return CGFloat.random(in: -1e300...1e300, using: &self)
        case 4: return .greatestFiniteMagnitude * (Bool.random(using: &self) ? 1 : -1)
        case 5: return .leastNonzeroMagnitude
        case 6: return 0
        case 7: return 1
        case 8: return CGFloat.random(in: -1e6...1e6, using: &self)
        default: return CGFloat.random(in: -2...2, using: &self)
        }
    }

    /// A hostile but finite CGFloat: like ``hostileCGFloat()`` with NaN and infinities replaced
    /// by the largest finite magnitudes.
    mutating func hostileFiniteCGFloat() -> CGFloat {
        let value = hostileCGFloat()
        if value.isNaN { return 0 }
        return value.isFinite ? value : (value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude)
    }

    /// An ordinary finite CGFloat in `range`.
    mutating func cgFloat(in range: ClosedRange<CGFloat>) -> CGFloat {
        CGFloat.random(in: range, using: &self)
    }
}

extension SplitMix64 {
    /// A random well-conditioned transform built from random parts: scale (±0.2…3), rotation
    /// about a random axis, translation (±500 points) and optionally perspective.
    mutating func transform(perspective: Bool) -> Transform3D {
        func signedScale(_ rng: inout SplitMix64) -> CGFloat {
            let magnitude = rng.cgFloat(in: 0.2...3)
            return Bool.random(using: &rng) ? magnitude : -magnitude
        }
        var t = Transform3D(scaleX: signedScale(&self), y: signedScale(&self), z: signedScale(&self))
        t = t.concatenating(Transform3D(
            rotationAngle: cgFloat(in: -7...7),
            x: cgFloat(in: -1...1), y: cgFloat(in: -1...1), z: cgFloat(in: -1...1)
        ))
        t = t.concatenating(Transform3D(
            translationX: cgFloat(in: -500...500), y: cgFloat(in: -500...500), z: cgFloat(in: -500...500)
        ))
        if perspective {
            t = t.concatenating(.perspective(eyeDistance: cgFloat(in: 300...2000)))
        }
        return t
    }
}
