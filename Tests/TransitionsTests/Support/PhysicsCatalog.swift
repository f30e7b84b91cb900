import Foundation
import Transitions

/// Every physics built-in, as a test argument (the shatter with few tiles, to keep debug-build
/// tests quick; ShatterTransitionTests covers 200 tiles).
enum PhysicsCatalog: String, CaseIterable, Sendable, CustomStringConvertible {
    case drop, dropAndSettle, physicalSwingDrop, shatter, snapIn, throwAway, newtonsCradle

    var description: String { rawValue }

    var transition: any Transition {
        switch self {
        case .drop: .drop
        case .dropAndSettle: .dropAndSettle
        case .physicalSwingDrop: .physicalSwingDrop
        case .shatter: .shatter(tiles: 12)
        case .snapIn: .snapIn
        case .throwAway: .throwAway
        case .newtonsCradle: .newtonsCradle()
        }
    }

    /// The cap on simulated time each one promises (seconds).
    var cap: TimeInterval {
        switch self {
        case .drop, .dropAndSettle: 3
        case .physicalSwingDrop: 4
        case .shatter: 1.4
        case .snapIn: 2.5
        case .throwAway: 2.5  // forward operations play the snap-in
        case .newtonsCradle: 3
        }
    }

    /// Every physics built-in with every operation.
    static var allCombinations: [(PhysicsCatalog, TransitionOperation)] {
        allCases.flatMap { builtIn in TransitionOperation.allCases.map { (builtIn, $0) } }
    }
}

extension ParticipantState {
    /// The frame as drawn (the bounding box of the transformed corners), container points.
    var drawnBox: CGRect {
        let points = corners
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
