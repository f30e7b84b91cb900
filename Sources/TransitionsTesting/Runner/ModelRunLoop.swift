import Foundation

/// The main run loop in the model of UIKit's transition runner: work that UIKit and the kit leave
/// for after the current turn, run in UIKit's order when the turn ends.
///
/// A turn is what runs from one event (a touch, a display frame, UIKit's start of a transition)
/// until control returns to the run loop. When it ends (``endTurn()``):
/// 1. Core Animation commits the transaction, then runs what waits for that commit
///    (``afterCommit(_:)``: `UIPercentDrivenInteractiveTransition` applies an update there when its
///    animator is interruptible, see ``ModelPercentDrivenInteractiveTransition``);
/// 2. the main queue runs what was queued on it (``async(_:)``: `DispatchQueue.main.async`, a
///    `Task` on the main actor), in order.
///
/// Work queued while a turn ends waits for the next turn. Share one run loop between the contexts
/// of successive transitions (``ModelTransitionContext/init(_:isAnimated:isInteractive:fromLayer:toLayer:handsOutPresentersView:containerBounds:from:to:runLoop:toEndFrame:)``)
/// to let work left by one transition race the next one.
@MainActor
public final class ModelRunLoop {
    private var commitBlocks: [@MainActor () -> Void] = []
    private var mainQueue: [@MainActor () -> Void] = []

    /// Turns ended so far.
    public private(set) var turns = 0

    /// An empty run loop.
    public init() {}

    /// Whether anything waits for the end of the turn.
    public var hasPendingWork: Bool { !commitBlocks.isEmpty || !mainQueue.isEmpty }

    /// Runs `body` after the current Core Animation transaction commits, at the end of the turn
    /// (UIKit's `_performBlockAfterCATransactionCommits`).
    public func afterCommit(_ body: @escaping @MainActor () -> Void) {
        commitBlocks.append(body)
    }

    /// Runs `body` on the main queue once the current turn is over (`DispatchQueue.main.async`, a
    /// `Task` on the main actor).
    public func async(_ body: @escaping @MainActor () -> Void) {
        mainQueue.append(body)
    }

    /// Ends the turn: the commit's blocks, then the main queue's, each in the order queued. What
    /// they queue waits for the next turn.
    public func endTurn() {
        turns += 1
        let committed = commitBlocks
        commitBlocks = []
        for block in committed { block() }
        let queued = mainQueue
        mainQueue = []
        for block in queued { block() }
    }

    /// Ends turns until nothing is pending (at most `limit` turns, default 16); returns whether
    /// nothing is pending.
    @discardableResult
    public func settle(limit: Int = 16) -> Bool {
        var left = max(limit, 0)
        while hasPendingWork, left > 0 {
            endTurn()
            left -= 1
        }
        return !hasPendingWork
    }
}
