import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CGRect.zero in default arguments must be imported directly on Apple platforms
#endif

/// Everything a transition needs to know to build its plan, as plain values: the operation, the
/// container's geometry, the from- and to-views' frames, and the environment (layout direction,
/// interactivity, Reduce Motion).
///
/// The UIKit layer fills it from `UIViewControllerContextTransitioning`; tests and the gallery
/// build it directly. Frames are in the container's coordinate space, in points.
///
/// ## Unknown frames
/// UIKit's `initialFrame(for:)` and `finalFrame(for:)` return `.zero` when the frame is not
/// known (a custom modal dismissal, a controller already removed). The context never passes such
/// a frame on: a frame that is `.zero`, empty (width or height ≤ 0) or not finite is replaced:
/// - from-view initial frame → the container bounds;
/// - to-view final frame → the container bounds;
/// - from-view final frame → the from-view initial frame (the transition decides where it goes);
/// - to-view initial frame → the to-view final frame.
/// ``rawFrames`` keeps what was passed in.
public struct TransitionContext: Equatable, Sendable {
    /// Why a context could not be created.
    public enum Error: Swift.Error, Equatable, Sendable, CustomStringConvertible {
        /// The container's bounds have a zero, negative or non-finite size or origin; no
        /// transition can be laid out in it.
        case invalidContainerBounds(CGRect)

        public var description: String {
            switch self {
            case .invalidContainerBounds(let rect):
                "TransitionContext: the container bounds \(rect) must be finite with a positive width and height"
            }
        }
    }

    /// The frames exactly as they were passed to the initializer (before `.zero` replacement).
    public struct RawFrames: Equatable, Sendable {
        /// `initialFrame(for: from)` as given.
        public var fromInitial: CGRect
        /// `finalFrame(for: from)` as given.
        public var fromFinal: CGRect
        /// `initialFrame(for: to)` as given.
        public var toInitial: CGRect
        /// `finalFrame(for: to)` as given.
        public var toFinal: CGRect
    }

    /// The operation being animated.
    public let operation: TransitionOperation
    /// The container view's bounds, points; always finite with a positive size.
    public let containerBounds: CGRect
    /// The from-view's frame when the transition starts (never empty; see "Unknown frames").
    public let fromInitialFrame: CGRect
    /// The from-view's frame when the transition ends (never empty; see "Unknown frames").
    public let fromFinalFrame: CGRect
    /// The to-view's frame when the transition starts (never empty; see "Unknown frames").
    public let toInitialFrame: CGRect
    /// The to-view's frame when the transition ends (never empty; see "Unknown frames").
    public let toFinalFrame: CGRect
    /// The frames as passed in, before replacement.
    public let rawFrames: RawFrames
    /// The container's safe-area insets, points.
    public let safeAreaInsets: SafeAreaInsets
    /// The container's layout direction; horizontal motions mirror in right-to-left layouts.
    public let layoutDirection: LayoutDirection
    /// `true` when an interaction controller drives the transition (`isInteractive` of the
    /// UIKit context).
    public let isInteractive: Bool
    /// `UIAccessibility.isReduceMotionEnabled` when the transition starts; every built-in
    /// transition then plays a cross-fade instead of its motion.
    public let isReduceMotionEnabled: Bool
    /// The presentation controller's dimming view and corner radius, for a presentation or
    /// dismissal through one that has a dimming view (on iOS a card presentation); `nil`
    /// otherwise. Plans built for such a context animate that dimming view (see
    /// ``PresentationAppearance``).
    public let presentation: PresentationAppearance?

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - operation: what is being animated.
    ///   - containerBounds: the container's bounds in points; must be finite with a positive
    ///     width and height, otherwise ``Error/invalidContainerBounds(_:)`` is thrown.
    ///   - fromInitialFrame: the from-view's frame before the transition, in the container's
    ///     coordinates (points). `.zero` (the default), empty or non-finite frames are replaced
    ///     as described in "Unknown frames"; so are those of the next three parameters.
    ///   - fromFinalFrame: the from-view's frame after the transition.
    ///   - toInitialFrame: the to-view's frame before the transition.
    ///   - toFinalFrame: the to-view's frame after the transition.
    ///   - safeAreaInsets: default `.zero`.
    ///   - layoutDirection: default `.leftToRight`.
    ///   - isInteractive: default `false`.
    ///   - isReduceMotionEnabled: default `false`.
    ///   - presentation: the presentation controller's dimming and corner radius; default `nil`
    ///     (none). Ignored unless `operation` is `.present` or `.dismiss`.
    ///
    /// ```swift
    /// // A card presentation on a phone: the card inset in the container, the screen beneath dimmed.
    /// let context = try TransitionContext(
    ///     operation: .present,
    ///     containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
    ///     toFinalFrame: CGRect(x: 16, y: 200, width: 358, height: 480),
    ///     safeAreaInsets: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0),
    ///     presentation: PresentationAppearance(dimmingAlpha: 0.4, cornerRadius: 16))
    /// ```
    public init(
        operation: TransitionOperation,
        containerBounds: CGRect,
        fromInitialFrame: CGRect = .zero,
        fromFinalFrame: CGRect = .zero,
        toInitialFrame: CGRect = .zero,
        toFinalFrame: CGRect = .zero,
        safeAreaInsets: SafeAreaInsets = .zero,
        layoutDirection: LayoutDirection = .leftToRight,
        isInteractive: Bool = false,
        isReduceMotionEnabled: Bool = false,
        presentation: PresentationAppearance? = nil
    ) throws {
        guard Self.isUsable(containerBounds) else {
            throw Error.invalidContainerBounds(containerBounds)
        }
        self.operation = operation
        self.containerBounds = containerBounds
        self.rawFrames = RawFrames(
            fromInitial: fromInitialFrame, fromFinal: fromFinalFrame,
            toInitial: toInitialFrame, toFinal: toFinalFrame
        )
        let fromInitial = Self.isUsable(fromInitialFrame) ? fromInitialFrame : containerBounds
        let toFinal = Self.isUsable(toFinalFrame) ? toFinalFrame : containerBounds
        self.fromInitialFrame = fromInitial
        self.fromFinalFrame = Self.isUsable(fromFinalFrame) ? fromFinalFrame : fromInitial
        self.toInitialFrame = Self.isUsable(toInitialFrame) ? toInitialFrame : toFinal
        self.toFinalFrame = toFinal
        self.safeAreaInsets = safeAreaInsets
        self.layoutDirection = layoutDirection
        self.isInteractive = isInteractive
        self.isReduceMotionEnabled = isReduceMotionEnabled
        self.presentation = operation == .present || operation == .dismiss ? presentation : nil
    }

    /// The same context with Reduce Motion switched on or off.
    public func withReduceMotion(_ enabled: Bool) -> TransitionContext {
        TransitionContext(copying: self, reduceMotion: enabled)
    }

    /// A frame is usable when it is finite and has a positive width and height.
    static func isUsable(_ rect: CGRect) -> Bool {
        // `size`, not `width`/`height`: those are standardized (a negative width reads as positive).
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
            && rect.size.width > 0 && rect.size.height > 0
    }

    private init(copying other: TransitionContext, reduceMotion: Bool) {
        operation = other.operation
        containerBounds = other.containerBounds
        fromInitialFrame = other.fromInitialFrame
        fromFinalFrame = other.fromFinalFrame
        toInitialFrame = other.toInitialFrame
        toFinalFrame = other.toFinalFrame
        rawFrames = other.rawFrames
        safeAreaInsets = other.safeAreaInsets
        layoutDirection = other.layoutDirection
        isInteractive = other.isInteractive
        isReduceMotionEnabled = reduceMotion
        presentation = other.presentation
    }
}
