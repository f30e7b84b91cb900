import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CGSize in stored defaults must be imported directly on Apple platforms
#endif
import Interactive
import Transitions

extension TransitionConformance {
    /// A container the transitions play in: a device's screen in points, with its safe area.
    public struct Device: Equatable, Sendable {
        /// A name for the reports (`phone`, `iPad`).
        public var name: String
        /// The container's size, points (finite and positive, or the device is skipped with a
        /// ``ConformanceProblem/Kind/uikitRuleBroken`` problem naming it).
        public var size: CGSize
        /// The container's safe-area insets, points.
        public var safeArea: SafeAreaInsets
        /// The horizontal size class a card is laid out for (``CardLayout/SizeClass``).
        public var sizeClass: CardLayout.SizeClass

        /// A device; see the properties.
        public init(name: String, size: CGSize, safeArea: SafeAreaInsets = .zero, sizeClass: CardLayout.SizeClass = .compact) {
            self.name = name
            self.size = size
            self.safeArea = safeArea
            self.sizeClass = sizeClass
        }

        /// An iPhone 14 in portrait: 390 × 844 pt, safe area 47 pt at the top and 34 at the bottom,
        /// compact width.
        public static let phone = Device(name: "phone", size: CGSize(width: 390, height: 844),
                                         safeArea: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0))
        /// An iPad Air in portrait: 820 × 1180 pt, safe area 24 pt at the top and 20 at the bottom,
        /// regular width.
        public static let pad = Device(name: "iPad", size: CGSize(width: 820, height: 1180),
                                       safeArea: SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0), sizeClass: .regular)
    }

    /// How a modal is shown: full screen, or as a card over the dimmed presenting screen.
    public enum Presentation: Equatable, Sendable {
        /// Full screen: the presented screen covers the container.
        case fullScreen
        /// A card (`CardPresentationController`): the presented screen at `layout`'s frame, with its
        /// dimming view and corner radius. Used for presentations and dismissals only.
        case card(CardLayout)

        /// A card with the default ``CardLayout`` (it fills the safe area less 16 pt, at most 540
        /// pt wide in a regular-width container).
        public static let defaultCard = Presentation.card(CardLayout())

        /// A sheet: a card with detents (``CardLayout/sheet(detents:selected:largestUndimmed:showsGrabber:keyboard:)``,
        /// medium and large), presented and dismissed at its medium detent, the shortest, as
        /// `CardPresentationController` shows it first.
        public static let sheet = Presentation.card(.sheet(detents: [.medium, .large]))

        /// `full screen`, `card`, or `sheet` for a card with detents (the scenarios' names).
        var name: String {
            switch self {
            case .fullScreen: "full screen"
            case .card(let layout): layout.hasDetents ? "sheet" : "card"
            }
        }
    }

    /// What UIKit does to the transition, from start to end.
    public enum Script: Hashable, Sendable {
        /// Started without an interaction and played to its end.
        case runToEnd
        /// Driven by a gesture to `progress` (`0…1`), then let go and cancelled. The gesture
        /// alternates between the kit's plan-driven pinch and its percent-driven controller over
        /// ``Options/cancelProgresses``.
        case cancel(at: CGFloat)
        /// Driven by the percent-driven controller to half way, then let go and finished.
        case interactiveFinish
        /// Driven past 80 %, then back, and let go moving back: the transition reverses from where
        /// it is and cancels.
        case reverse
        /// A gesture starts the transition and is cancelled at once, and another gesture comes at
        /// once (it must not start a transition over the first); as soon as the transition is over,
        /// a second gesture on the same controllers starts the next one and finishes it.
        case rapidRestart
        /// Played without interaction; half way through, the container resizes (the device turns
        /// to landscape) and the from- and to-views follow it, as their autoresizing makes them.
        case resizeMidFlight
    }

    /// Which scenarios to run: every combination of the operations, layout directions, Reduce
    /// Motion settings, devices and presentations (cards for presentations and dismissals only),
    /// each through every script.
    public struct Options: Equatable, Sendable {
        /// The operations (default all six).
        public var operations: [TransitionOperation]
        /// The layout directions (default both).
        public var layoutDirections: [LayoutDirection]
        /// The Reduce Motion settings (default off and on).
        public var reduceMotion: [Bool]
        /// The containers (default phone and iPad).
        public var devices: [Device]
        /// The presentations of a present or dismiss (default full screen, a default card and a
        /// sheet with medium and large detents).
        public var presentations: [Presentation]
        /// The progresses (`0…1`) of ``Script/cancel(at:)``, default 0, 0.5 and 1.
        public var cancelProgresses: [CGFloat]
        /// The scripts other than the cancels (default all of them).
        public var scripts: [Script]
        /// Display frames per second of UIKit's runner (default 60).
        public var framesPerSecond: Double
        /// The longest a transition may take, in virtual seconds, before it counts as never
        /// completing (default 30).
        public var timeout: TimeInterval

        /// Options; the defaults run everything.
        public init(
            operations: [TransitionOperation] = TransitionOperation.allCases,
            layoutDirections: [LayoutDirection] = LayoutDirection.allCases,
            reduceMotion: [Bool] = [false, true],
            devices: [Device] = [.phone, .pad],
            presentations: [Presentation] = [.fullScreen, .defaultCard, .sheet],
            cancelProgresses: [CGFloat] = [0, 0.5, 1],
            scripts: [Script] = [.runToEnd, .interactiveFinish, .reverse, .rapidRestart, .resizeMidFlight],
            framesPerSecond: Double = 60,
            timeout: TimeInterval = 30
        ) {
            self.operations = operations
            self.layoutDirections = layoutDirections
            self.reduceMotion = reduceMotion
            self.devices = devices
            self.presentations = presentations
            self.cancelProgresses = cancelProgresses
            self.scripts = scripts
            self.framesPerSecond = framesPerSecond
            self.timeout = timeout
        }

        /// Every script to run in one environment: the cancels, then ``scripts``.
        var allScripts: [Script] {
            cancelProgresses.map { Script.cancel(at: $0) } + scripts
        }
    }

    /// One combination of operation, layout direction, Reduce Motion, device and presentation.
    struct Environment: Equatable, Sendable {
        var operation: TransitionOperation
        var layoutDirection: LayoutDirection
        var reduceMotion: Bool
        var device: Device
        var presentation: Presentation

        /// `push · right-to-left · iPad · full screen` (`card`, `sheet`), with `· Reduce Motion` when
        /// it is on.
        var name: String {
            let direction = layoutDirection == .leftToRight ? "left-to-right" : "right-to-left"
            return "\(operation) · \(direction) · \(device.name) · \(presentation.name)" + (reduceMotion ? " · Reduce Motion" : "")
        }

        /// What a gesture asks UIKit for in this environment: a pop, a dismissal, the next or
        /// previous tab; `nil` for a push or a presentation, which no gesture of the kit asks for
        /// (the interaction controller plays the operation UIKit's context shows).
        var action: InteractionAction? {
            switch operation {
            case .pop: .pop
            case .dismiss: .dismiss
            case .tabForward: .selectTab(.next)
            case .tabBackward: .selectTab(.previous)
            case .push, .present: nil
            }
        }

        /// The card's frame, for a presentation or dismissal on a card; `nil` otherwise.
        var cardFrame: CGRect? { cardFrame(in: device.size) }

        /// The card's frame in a container of `size` with the device's safe area and size class,
        /// for a presentation or dismissal on a card; `nil` otherwise.
        func cardFrame(in size: CGSize) -> CGRect? {
            guard case .card(let layout) = presentation, operation == .present || operation == .dismiss else { return nil }
            return layout.frame(in: CGRect(origin: .zero, size: size), safeArea: device.safeArea, sizeClass: device.sizeClass,
                                layoutDirection: layoutDirection)
        }

        /// The kit's context for this environment in a container of `size` (default the device's).
        func transitionContext(size: CGSize? = nil, isInteractive: Bool) throws -> TransitionContext {
            let card = cardFrame
            var appearance: PresentationAppearance?
            if case .card(let layout) = presentation, card != nil { appearance = layout.appearance }
            return try TransitionContext(
                operation: operation, containerBounds: CGRect(origin: .zero, size: size ?? device.size),
                fromInitialFrame: operation == .dismiss ? card ?? .zero : .zero,
                toFinalFrame: operation == .present ? card ?? .zero : .zero,
                safeAreaInsets: device.safeArea, layoutDirection: layoutDirection, isInteractive: isInteractive,
                isReduceMotionEnabled: reduceMotion, presentation: appearance)
        }

        /// Every environment the options ask for: cards only for presentations and dismissals.
        static func all(_ options: Options) -> [Environment] {
            var result: [Environment] = []
            for operation in options.operations {
                let presentations = operation == .present || operation == .dismiss ? options.presentations : [.fullScreen]
                for direction in options.layoutDirections {
                    for reduceMotion in options.reduceMotion {
                        for device in options.devices {
                            for presentation in Self.unique(presentations) {
                                result.append(Environment(operation: operation, layoutDirection: direction, reduceMotion: reduceMotion,
                                                          device: device, presentation: presentation))
                            }
                        }
                    }
                }
            }
            return result
        }

        private static func unique(_ presentations: [Presentation]) -> [Presentation] {
            presentations.reduce(into: []) { kept, presentation in
                if !kept.contains(presentation) { kept.append(presentation) }
            }
        }
    }
}

extension TransitionConformance.Script: CustomStringConvertible {
    /// `run to end`, `cancel at 0.5`, `interactive finish`, `reverse`, `rapid restart`, `resize mid-flight`.
    public var description: String {
        switch self {
        case .runToEnd: "run to end"
        case .cancel(let progress): "cancel at \(SampledNumber.text(progress))"
        case .interactiveFinish: "interactive finish"
        case .reverse: "reverse"
        case .rapidRestart: "rapid restart"
        case .resizeMidFlight: "resize mid-flight"
        }
    }
}

/// Short decimal text for reports (`0.5`, `0.25`, `1`).
enum SampledNumber {
    static func text(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (Double(value) * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
