import Foundation

/// One named parameter of a gallery entry, already formatted for display, e.g.
/// `duration` = `0.4 s` or `curve` = `ease in-out`.
public struct GalleryParameter: Hashable, Sendable, CustomStringConvertible {
    /// The parameter's name, lower case (`duration`, `curve`, `damping ratio`…).
    public let name: String
    /// The formatted value with its unit (seconds `s`, points `pt`, radians as multiples of π).
    public let value: String

    /// A parameter named `name` showing `value`.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// `name value`, e.g. `duration 0.4 s`.
    public var description: String { "\(name) \(value)" }

    /// Formats a number with at most `digits` decimals and no trailing zeros (`0.4`, `1`,
    /// `0.35`); non-finite values read `—`.
    public static func format(_ number: Double, digits: Int = 3) -> String {
        guard number.isFinite else { return "—" }
        let scale = pow(10, Double(max(0, min(digits, 9))))
        var rounded = (number * scale).rounded() / scale
        if rounded == 0 { rounded = 0 }  // no "-0"
        var text = String(rounded)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// A duration in seconds: `0.4 s`.
    public static func seconds(_ value: Double) -> String { "\(format(value)) s" }

    /// A length in points: `40 pt`.
    public static func points(_ value: Double) -> String { "\(format(value)) pt" }

    /// A rectangle in points: `(24, 180) 160 × 120 pt`.
    public static func rect(_ rect: CGRect) -> String {
        "(\(format(Double(rect.minX))), \(format(Double(rect.minY)))) "
            + "\(format(Double(rect.width))) × \(format(Double(rect.height))) pt"
    }
}
