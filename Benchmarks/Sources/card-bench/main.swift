import Foundation
import Transitions

// The cost of a sheet's frame on the pure model (`CardPresentationModel`), as
// `CardPresentationController` runs it at every display-link frame of a drag and its spring
// (handle the event, then read the frame and the dimming alpha it applies), against the work the
// card did per layout before detents (`CardLayout.frame`, one call). Prints nanoseconds per frame,
// the ratio, and the share of a 120 Hz frame (8.33 ms).
//
//   swift run -c release --package-path Benchmarks card-bench [rounds]

let rounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 2_000
let phone = CardEnvironment(containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
                            safeArea: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0), contentHeight: 240)
var checksum: CGFloat = 0

/// Drags and throws a sheet with a content-fit, a medium and a large detent `rounds` times,
/// alternating up and down, ticking at 120 Hz until it rests; returns the frames played.
@MainActor func sheetFrames(_ rounds: Int) -> Int {
    var model = CardPresentationModel(layout: .sheet(detents: [.contentFit(), .medium, .large], largestUndimmed: .medium), environment: phone)
    model.handle(.presentationWillBegin)
    model.handle(.presentationDidEnd(completed: true))
    var frames = 0
    func frame(_ event: CardPresentationModel.Event) {
        model.handle(event)
        checksum += model.cardFrame.minY + model.restingDimmingAlpha
        frames += 1
    }
    for round in 0..<rounds {
        let direction: CGFloat = round % 2 == 0 ? -1 : 1
        frame(.dragBegan)
        for step in 1...20 { frame(.dragMoved(translation: direction * CGFloat(step) * 9)) }
        frame(.dragEnded(velocity: direction * 800))
        var ticks = 0
        while model.needsClock, ticks < 1_200 { frame(.tick(1.0 / 120)); ticks += 1 }
    }
    return frames
}

/// The fixed card's per-layout frame, `count` times, the keyboard up every other time.
@MainActor func fixedCardFrames(_ count: Int) -> Int {
    let layout = CardLayout(height: 400, placement: CGPoint(x: 0.5, y: 1))
    for index in 0..<count {
        checksum += layout.frame(in: phone.containerBounds, safeArea: phone.safeArea, sizeClass: .compact,
                                 keyboardOverlap: index % 2 == 0 ? 0 : 336).minY
    }
    return count
}

@MainActor func measure(_ body: () -> Int) -> (frames: Int, nanoseconds: Double) {
    _ = body()  // warm up
    let clock = ContinuousClock()
    var frames = 0
    let elapsed = clock.measure { frames = body() }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    return (frames, seconds * 1e9 / Double(max(frames, 1)))
}

let sheet = measure { sheetFrames(rounds) }
let fixed = measure { fixedCardFrames(sheet.frames) }
print("sheet (pure model, drag + spring): \(sheet.frames) frames, \(String(format: "%.0f", sheet.nanoseconds)) ns per frame")
print("fixed card (CardLayout.frame):     \(fixed.frames) frames, \(String(format: "%.0f", fixed.nanoseconds)) ns per frame")
print("ratio sheet / fixed card: \(String(format: "%.1f", sheet.nanoseconds / fixed.nanoseconds))×; "
      + "a sheet frame is \(String(format: "%.4f", sheet.nanoseconds / 8_333_333 * 100)) % of a 120 Hz frame")
print("checksum \(checksum)")
