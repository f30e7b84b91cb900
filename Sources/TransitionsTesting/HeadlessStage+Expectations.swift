import Foundation
import Transitions

extension HeadlessStage {
    /// Differences between the views on stage and `expected`, one English sentence each; empty
    /// when every participant named in `expected` exists with a state within `tolerance` (points
    /// for frames and corner radii, radians for angles, plain units for scale, alpha, anchor and
    /// zPosition; default 1e-9).
    public func differences(from expected: TransitionState, tolerance: CGFloat = 1e-9) -> [String] {
        expected.entries.flatMap { entry -> [String] in
            guard let actual = views[entry.id]?.state else { return ["\(entry.id) does not exist"] }
            return Self.differences(actual, entry.state, tolerance: tolerance).map { "\(entry.id): \($0)" }
        }
    }

    /// Differences between the container's subviews (bottom to top) and `expected`; empty when
    /// they are equal.
    public func hierarchyDifferences(from expected: [ParticipantID]) -> [String] {
        subviews == expected ? [] : ["container subviews are \(subviews), expected \(expected)"]
    }

    /// Differences between two participant states; empty when within `tolerance`.
    public static func differences(_ actual: ParticipantState, _ expected: ParticipantState, tolerance: CGFloat) -> [String] {
        var found: [String] = []
        func check(_ name: String, _ a: CGFloat, _ b: CGFloat) {
            if !(abs(a - b) <= tolerance) { found.append("\(name) is \(a), expected \(b)") }
        }
        check("frame.minX", actual.frame.minX, expected.frame.minX)
        check("frame.minY", actual.frame.minY, expected.frame.minY)
        check("frame.width", actual.frame.width, expected.frame.width)
        check("frame.height", actual.frame.height, expected.frame.height)
        check("anchorPoint.x", actual.anchorPoint.x, expected.anchorPoint.x)
        check("anchorPoint.y", actual.anchorPoint.y, expected.anchorPoint.y)
        check("alpha", actual.alpha, expected.alpha)
        check("cornerRadius", actual.cornerRadius, expected.cornerRadius)
        check("zPosition", actual.zPosition, expected.zPosition)
        let a = actual.transform
        let e = expected.transform
        for (axis, pair) in [("x", (a.translation.x, e.translation.x)), ("y", (a.translation.y, e.translation.y)), ("z", (a.translation.z, e.translation.z))] {
            check("translation.\(axis)", pair.0, pair.1)
        }
        for (axis, pair) in [("x", (a.scale.x, e.scale.x)), ("y", (a.scale.y, e.scale.y)), ("z", (a.scale.z, e.scale.z))] {
            check("scale.\(axis)", pair.0, pair.1)
        }
        for (axis, pair) in [("x", (a.rotation.x, e.rotation.x)), ("y", (a.rotation.y, e.rotation.y)), ("z", (a.rotation.z, e.rotation.z))] {
            check("rotation.\(axis)", pair.0, pair.1)
        }
        check("perspective", a.perspective, e.perspective)
        return found
    }
}

extension TransitionHarness {
    /// Everything wrong with the stage after a transition that should have *finished*, one
    /// sentence each (empty when correct): completion reported exactly once and `true`, the
    /// completion handlers run once, no stage-contract breach, no temporary view left, the
    /// container holding the to-view (and the from-view only if the plan keeps it, and a
    /// presentation's dimming view), both permanent views exactly at rest (the to-view in its
    /// final frame), and a presentation's dimming view shown after a presentation, hidden after a
    /// dismissal.
    public func problemsAfterFinish() -> [String] {
        problems(expectingFinished: true)
    }

    /// Everything wrong with the stage after a transition that should have been *cancelled*
    /// (empty when correct): completion exactly once and `false`, no contract breach, no
    /// temporary view left, the container holding only the from-view (and a presentation's
    /// dimming view, back at its alpha from before), and the from-view restored exactly (frame,
    /// anchor, transform, alpha, corner radius, zPosition).
    public func problemsAfterCancel() -> [String] {
        problems(expectingFinished: false)
    }

    private func problems(expectingFinished finished: Bool) -> [String] {
        var found = stage.violations
        if stage.completions != [finished] {
            found.append("stage completions are \(stage.completions), expected [\(finished)]")
        }
        if completionResults != [finished] {
            found.append("completion handlers ran with \(completionResults), expected [\(finished)]")
        }
        if driver.phase != .completed(finished: finished) {
            found.append("driver phase is \(driver.phase), expected completed(finished: \(finished))")
        }
        let temporaries = stage.temporaryViewsInContainer
        if !temporaries.isEmpty { found.append("temporary views left in the container: \(temporaries)") }
        // A presentation controller's dimming view stays in the container (its controller removes
        // it after a dismissal), in its plan order.
        let planOrder = plan.participants.map(\.id)
        var expectedSubviews: [ParticipantID]
        if finished {
            let keepsFrom = !plan.removesFromViewOnFinish && plan.participant(.fromView) != nil
            expectedSubviews = planOrder.filter { $0 == .toView || $0 == .presentationDimming || ($0 == .fromView && keepsFrom) }
        } else {
            let kept = planOrder.filter { $0 == .fromView || $0 == .presentationDimming }
            expectedSubviews = kept.contains(.fromView) ? kept : [.fromView] + kept
        }
        found += stage.hierarchyDifferences(from: expectedSubviews)
        let context = plan.context
        // At rest: in its frame, with the card's corner radius for a card presentation's card.
        found += stage.differences(from: TransitionState(progress: 0, entries: [
            .init(id: .fromView, kind: .fromView, state: ParticipantState(
                frame: context.fromInitialFrame, cornerRadius: context.restingCornerRadius(of: .fromView))),
        ]))
        if finished {
            found += stage.differences(from: TransitionState(progress: 1, entries: [
                .init(id: .toView, kind: .toView, state: ParticipantState(
                    frame: context.toFinalFrame, cornerRadius: context.restingCornerRadius(of: .toView))),
            ]))
        }
        // A presentation's dimming view ends shown when the card is (a finished presentation, a
        // cancelled dismissal) and hidden otherwise.
        if let presentation = context.presentation, let dimming = stage.state(of: .presentationDimming) {
            let shown = finished == (context.operation == .present)
            let expected = shown ? presentation.dimmingAlpha : 0
            if abs(dimming.alpha - expected) > 1e-9 {
                found.append("the presentation's dimming view has alpha \(dimming.alpha), expected \(expected)")
            }
        }
        return found
    }
}
