import DynamicLayouts
import Foundation
import Testing
@testable import GalleryRendering
@testable import GalleryShowcase

/// What the layout entries' contact sheets show: the moment each entry is about — the
/// carousel's insert mid-drop, the Newtonian cards on their springs and the one falling away, the
/// springy list's far bubbles lagging behind the finger — and not just evenly spaced frames that
/// can miss it.
@Suite struct LayoutRecorderKeyFramesTests {
    /// The samples the demo's gallery item holds and the ones its contact sheet shows.
    static func sheet(of demo: LayoutDemo) -> (timeline: SampledTransition, picks: [Int]) {
        let item = Showcase.item(for: demo, framesPerSecond: 30)
        return (item.samples, GalleryRenderer().contactSheetPicks(of: item, frameCount: item.samples.frames.count))
    }

    @Test func theCarouselSheetCatchesTheInsertedCardMidDrop() throws {
        let demo = ShowcaseCatalog.springyCarouselDemo()
        let (timeline, picks) = Self.sheet(of: demo)
        // The inserted card has the identity after the nine cards the carousel starts with.
        let card = try #require(timeline.index(of: "cell-\(demo.sections[0].items.count + 1)"))
        let shown = timeline.frames.indices.filter { timeline.frames[$0].states[card] != nil }
        let first = try #require(shown.first), last = try #require(shown.last)
        let start = try #require(timeline.frame(card, at: first)).minY
        let slot = try #require(timeline.frame(card, at: last)).minY
        #expect(start < demo.collectionFrame.minY + 20)  // one frame after starting at the collection view's top
        #expect(slot - start > 250)
        let drop = slot - start
        let heights = picks.compactMap { timeline.frame(card, at: $0)?.minY }
        // Near the top, and at least twice between the start and its slot.
        #expect(heights.contains { $0 - start < 0.15 * drop }, "\(heights)")
        #expect(heights.filter { $0 > start + 0.15 * drop && $0 < slot - 0.15 * drop }.count >= 2, "\(heights)")
        // The card that had its slot springs aside: caught between its old place and its new one.
        let neighbour = try #require(timeline.index(of: "cell-\(ShowcaseCatalog.carouselInsertIndex + 1)"))
        let before = try #require(timeline.frame(neighbour, at: first - 1)).minX
        let after = try #require(timeline.frame(neighbour, at: timeline.frames.count - 1)).minX
        #expect(after - before > 200)
        #expect(picks.contains { timeline.frame(neighbour, at: $0).map { $0.minX > before + 20 && $0.minX < after - 20 } ?? false })
    }

    @Test func theNewtonianSheetShowsTheSpringsTheFallAndTheSwingOver() throws {
        let (timeline, picks) = Self.sheet(of: ShowcaseCatalog.newtonianDemo())
        var swinging = 0, falling = 0
        for sample in picks {
            var hanging: [CGRect] = [], loose: [CGRect] = []
            var tilt: CGFloat = 0
            for (k, participant) in timeline.participants.enumerated() where participant.name.hasPrefix("cell-") {
                guard let card = timeline.frame(k, at: sample) else { continue }
                let identity = participant.name.dropFirst("cell-".count)
                let spring = timeline.index(of: "spring-\(identity)").flatMap { timeline.frames[sample].states[$0] }
                let pin = timeline.index(of: "pin-\(identity)").flatMap { timeline.frame($0, at: sample) }
                guard let spring else {
                    #expect(pin == nil, "a loose card keeps no pin")
                    loose.append(card)
                    continue
                }
                // The spring runs from the pin to the card's centre, behind the card.
                let pinCentre = try #require(pin.map { CGPoint(x: $0.midX, y: $0.midY) })
                let map = spring.homography(scale: 1)
                let top = try #require(map.apply(CGPoint(x: 0, y: spring.frame.height / 2)))
                let bottom = try #require(map.apply(CGPoint(x: spring.frame.width, y: spring.frame.height / 2)))
                #expect(hypot(top.x - pinCentre.x, top.y - pinCentre.y) < 0.5)
                #expect(hypot(bottom.x - card.midX, bottom.y - card.midY) < 0.5)
                #expect(spring.zIndex < (timeline.frames[sample].states[k]?.zIndex ?? 0))
                tilt = max(tilt, atan2(abs(bottom.x - top.x), bottom.y - top.y) * 180 / .pi)
                hanging.append(card)
            }
            #expect(!hanging.isEmpty, "sample \(sample) shows no hanging card")
            if tilt > 8 { swinging += 1 }
            let lowestHanging = hanging.map(\.maxY).max() ?? 0
            falling += loose.filter { $0.midY > lowestHanging }.count
        }
        #expect(swinging >= 4)  // three cards swinging in on stretched springs, and the rest swinging over
        #expect(falling >= 1)  // the detached card falling away below the others
        // At rest: three cards hang straight down, 300 pt plus gravity's sag below their pins.
        let rest = try #require(picks.last)
        let springs = timeline.participants.indices.filter { timeline.participants[$0].name.hasPrefix("spring-") }
            .compactMap { timeline.frames[rest].states[$0] }
        #expect(springs.count == 3)
        for spring in springs {
            #expect(abs(spring.transform[0]) < 1e-6 && spring.transform[1] == 1)  // turned a quarter: straight down
            #expect(spring.frame.width > 300 && spring.frame.width < 340)
        }
    }

    @Test func theListSheetShowsTheDragLagAndTheSpringBack() throws {
        let demo = ShowcaseCatalog.springyListDemo()
        let (timeline, picks) = Self.sheet(of: demo)
        // Each bubble's place in the content, by the identity the recorder gives it (in order).
        let list = ListLayout(metrics: demo.metrics, sections: demo.sections)
        var places: [Int: CGRect] = [:]
        for (s, section) in demo.sections.enumerated() {
            for i in section.items.indices { places[places.count + 1] = list.element(for: .cell(section: s, item: i))?.frame }
        }
        let finger = try #require(timeline.index(of: "finger"))
        let touchY = demo.collectionFrame.minY + 560
        /// How far the bubbles on screen at least `distance` points from the finger trail the one
        /// nearest the finger (which moves with the content), points: the largest difference
        /// between their shifts from their places.
        func lag(at sample: Int, fartherThan distance: CGFloat = 250) -> CGFloat {
            var shifts: [(distance: CGFloat, shift: CGFloat)] = []
            for (identity, place) in places {
                guard let shown = timeline.index(of: "cell-\(identity)").flatMap({ timeline.frame($0, at: sample) }),
                      shown.intersects(demo.collectionFrame) else { continue }
                shifts.append((abs(shown.midY - touchY), shown.minY - place.minY))
            }
            guard let nearest = shifts.min(by: { $0.distance < $1.distance }) else { return 0 }
            return shifts.filter { $0.distance >= distance }.map { abs($0.shift - nearest.shift) }.max() ?? 0
        }
        let dragging = picks.filter { timeline.frames[$0].states[finger] != nil }
        #expect(dragging.count >= 3)
        for sample in dragging { #expect(lag(at: sample) >= 30, "sample \(sample): \(lag(at: sample)) pt") }
        let released = picks.filter { $0 > (dragging.max() ?? 0) && $0 != picks.last }
        #expect(released.contains { lag(at: $0) >= 10 }, "no spring-back in \(released.map { lag(at: $0) })")
        let atRest = [try #require(picks.first), try #require(picks.last)].map { lag(at: $0, fartherThan: 0) }
        #expect(atRest.allSatisfy { $0 < 0.5 }, "\(atRest)")
    }
}

extension SampledTransition {
    /// The index of the participant named `name`.
    func index(of name: String) -> Int? { participants.firstIndex { $0.name == name } }

    /// Participant `k`'s frame at sample `sample`, or nil when it is not shown then.
    func frame(_ k: Int, at sample: Int) -> CGRect? {
        frames.indices.contains(sample) && participants.indices.contains(k) ? frames[sample].states[k]?.frame : nil
    }
}
