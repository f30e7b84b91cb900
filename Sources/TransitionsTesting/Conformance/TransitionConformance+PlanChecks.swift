import Foundation
import Transitions

extension TransitionConformance {
    /// The track progresses a plan is probed at for non-finite values: 0, 1, 64 even steps between
    /// and the participant's first 64 keyframe or sample boundaries.
    static func probes(of participant: TransitionParticipant) -> [CGFloat] {
        let even = (0...64).map { CGFloat($0) / 64 }
        let boundaries = participant.breakpoints.filter { $0.isFinite && $0 >= 0 && $0 <= 1 }.prefix(64)
        return even + boundaries
    }

    /// The values of `plan` that are NaN or infinite, one sentence per participant and property
    /// (the first progress where it happens). The kit replaces such values before a view gets them
    /// (``ParticipantState/sanitized()``), so on screen they are a jump to 0 or to the identity.
    static func nonFiniteValues(in plan: TransitionPlan) -> [String] {
        var found: [String] = []
        if !plan.duration.isFinite { found.append("the plan's duration is \(plan.duration)") }
        for participant in plan.participants {
            let anchor = participant.anchorPoint
            if !anchor.x.isFinite || !anchor.y.isFinite { found.append("\(participant.id)'s anchor point is \(anchor)") }
            var reported: Set<String> = []
            func check(_ property: String, at progress: CGFloat, _ values: [CGFloat]) {
                guard !reported.contains(property), values.contains(where: { !$0.isFinite }) else { return }
                reported.insert(property)
                found.append("\(participant.id)'s \(property) is not finite at track progress \(SampledNumber.text(progress)): \(values)")
            }
            for progress in probes(of: participant) {
                let frame = participant.frame.value(at: progress)
                check("frame", at: progress, [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height])
                let transform = participant.transform.value(at: progress)
                check("transform", at: progress, [
                    transform.translation.x, transform.translation.y, transform.translation.z, transform.scale.x, transform.scale.y,
                    transform.scale.z, transform.rotation.x, transform.rotation.y, transform.rotation.z, transform.perspective,
                ])
                check("alpha", at: progress, [participant.alpha.value(at: progress)])
                check("corner radius", at: progress, [participant.cornerRadius.value(at: progress)])
                check("zPosition", at: progress, [participant.zPosition.value(at: progress)])
            }
        }
        return found
    }

    /// The views about to be removed that still cover the screen that stays at the end of the
    /// motion (track progress 1 when `finished`, 0 when cancelled), one sentence each: when the
    /// transition completes they vanish at once and the screen pops. A view counts when it is
    /// temporary (a snapshot or colour view), visible (alpha above 0.01 and more than 1 pt² drawn),
    /// drawn above the screen that stays and overlapping where that screen rests by more than
    /// 1 pt², unless it is a snapshot of that very screen drawn in place (the hand-over of the
    /// swing-drop and of sliced transitions, which shows the same picture).
    static func coveringViews(atEndOf plan: TransitionPlan, finished: Bool) -> [String] {
        let staying: ParticipantID = finished ? .toView : .fromView
        let state = plan.state(atTrackProgress: finished ? 1 : 0)
        let order = state.drawingOrder
        guard let stayingRank = order.firstIndex(of: staying) else { return [] }
        let resting = plan.restingState[staying]?.frame ?? (finished ? plan.context.toFinalFrame : plan.context.fromInitialFrame)
        var found: [String] = []
        for (rank, id) in order.enumerated() where rank > stayingRank {
            guard let entry = state.entries.first(where: { $0.id == id }), entry.kind.isTemporary, entry.state.alpha > 0.01 else { continue }
            let corners = entry.state.corners
            guard Geometry.area(of: corners) > 1, Geometry.overlap(of: corners, with: resting) > 1 else { continue }
            if let region = Self.region(shownBy: entry.kind, of: staying), Geometry.matches(corners, region.rect(in: resting)) { continue }
            let alpha = SampledNumber.text(entry.state.alpha)
            found.append("\(id) (alpha \(alpha)) still covers \(staying) at the end of the motion and vanishes when the transition completes")
        }
        return found
    }

    /// The part of `screen` that a participant of `kind` shows, when it shows that screen.
    private static func region(shownBy kind: TransitionParticipant.Kind, of screen: ParticipantID) -> SnapshotRegion? {
        switch (kind, screen) {
        case (.snapshotOfToView, .toView), (.snapshotOfFromView, .fromView): .whole
        case (.snapshotOfToViewRegion(let region), .toView), (.snapshotOfFromViewRegion(let region), .fromView): region
        default: nil
        }
    }
}

/// Plane geometry for the conformance checks, in container points.
enum Geometry {
    /// The area of the polygon `corners` (shoelace formula; 0 for fewer than three corners or
    /// non-finite ones).
    static func area(of corners: [CGPoint]) -> CGFloat {
        guard corners.count >= 3, corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return 0 }
        var twice: CGFloat = 0
        for index in corners.indices {
            let a = corners[index], b = corners[(index + 1) % corners.count]
            twice += a.x * b.y - b.x * a.y
        }
        return abs(twice) / 2
    }

    /// The area where the bounding box of `corners` overlaps `rect` (an upper bound of the
    /// polygon's overlap, exact for rectangles that are not turned).
    static func overlap(of corners: [CGPoint], with rect: CGRect) -> CGFloat {
        guard !corners.isEmpty, corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return 0 }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let box = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        let common = box.intersection(rect)
        return common.isNull ? 0 : common.width * common.height
    }

    /// Whether `corners` (top-left, top-right, bottom-right, bottom-left) are those of `rect`,
    /// within `tolerance` points.
    static func matches(_ corners: [CGPoint], _ rect: CGRect, tolerance: CGFloat = 0.5) -> Bool {
        let expected = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ]
        return corners.count == 4 && zip(corners, expected).allSatisfy { abs($0.x - $1.x) <= tolerance && abs($0.y - $1.y) <= tolerance }
    }

    /// Whether `rect` lies inside `bounds`, within `tolerance` points on every side.
    static func isInside(_ rect: CGRect, _ bounds: CGRect, tolerance: CGFloat = 0.5) -> Bool {
        rect.minX >= bounds.minX - tolerance && rect.minY >= bounds.minY - tolerance
            && rect.maxX <= bounds.maxX + tolerance && rect.maxY <= bounds.maxY + tolerance
    }
}
