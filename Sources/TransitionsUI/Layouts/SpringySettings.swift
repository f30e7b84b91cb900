import DynamicLayouts
import Foundation

/// The springy views' settings from the environment (`springySettleTime(_:)`,
/// `springyFrameRateLimit(_:)`, `springyReduceMotion(_:)`): the layouts' own settings
/// (``DynamicLayoutStyle`` presets' `settleTime`, `DynamicFlowLayout.frameRateLimit` and
/// `reduceMotionOverride`), with bad input read as "not set".
package struct SpringySettings: Equatable, Sendable {
    /// `true`: exactly the flow layout (no springs); `false`: springs whatever the system says;
    /// `nil` (default): the system's Reduce Motion, followed as it changes.
    package var reduceMotionOverride: Bool?
    /// The most frames per second the physics asks for; `nil` (default): the display's maximum.
    /// Not positive: `nil`.
    package var frameRateLimit: Int? {
        didSet { if let limit = frameRateLimit, limit <= 0 { frameRateLimit = nil } }
    }
    /// Seconds within which every element is home after the hardest drag; `nil` (default): the
    /// preset's own spring. Not finite or not positive: `nil`.
    package var settleTime: TimeInterval? {
        didSet { if let time = settleTime, !(time.isFinite && time > 0) { settleTime = nil } }
    }

    /// Which view asks for a style.
    package enum Kind: Equatable, Sendable {
        /// `SpringyList` with a preset.
        case list(DynamicLayoutStyle.SpringyListPreset)
        /// `SpringyList` with a style of the app's (the settle time does not change it).
        case custom(DynamicLayoutStyle)
        /// `SpringyCarousel`, its cards `itemWidth` points wide.
        case carousel(itemWidth: CGFloat)
        /// `NewtonianCards`.
        case newtonian
    }

    package init(reduceMotionOverride: Bool? = nil, frameRateLimit: Int? = nil, settleTime: TimeInterval? = nil) {
        self.reduceMotionOverride = reduceMotionOverride
        self.frameRateLimit = frameRateLimit.flatMap { $0 > 0 ? $0 : nil }
        self.settleTime = settleTime.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    }

    /// The style `kind` plays with these settings: its preset, tuned to settle within
    /// ``settleTime`` when set.
    package func style(for kind: Kind) -> DynamicLayoutStyle {
        switch kind {
        case .list(let preset): .springyList(preset, settleTime: settleTime)
        case .custom(let style): style
        case .carousel(let width): .springyCarousel(itemWidth: width, settleTime: settleTime)
        case .newtonian: .newtonian(settleTime: settleTime)
        }
    }
}
