// swiftui-layout-bench: what the SwiftUI springy views (TransitionsUI) add to a springy layout's
// cost, against the UIKit layout fed the same changes, in the same run.
//
//     swift run -c release swiftui-layout-bench [--counts 1000,100000,1000000] [--frames 2400] [--repeats 5]
//
// Both sides run the default springy list over uniform 44 pt rows on a 390 × 844 pt screen, the finger
// dragging 6 pt per frame (a scroll, one physics step of 1/120 s and `elements(in:)` per frame), and a
// data change every 30 frames (one row inserted near the top of the screen, one deleted below it):
//   uikit   — the change reaches the model as UIKit hands it to DynamicFlowLayout: index paths;
//   swiftui — the change is found the way the SwiftUI views find it: from the data's identities, as
//             SwiftUI hands them over again on each update (`IdentityList.update(to:)`), then the same
//             `LayoutUpdate`s.
// A frame is the same code on both sides (the SwiftUI view is DynamicFlowLayout in a collection view);
// an update adds finding the change by identity. The table gives both, per side, as this thread's CPU
// time: the best run (median in brackets); runs alternate uikit/swiftui.
import DynamicLayouts
import Foundation
@_spi(Benchmarks) import TransitionsUI

/// The value after `name` on the command line, if any.
func option(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

let counts = option("--counts")?.split(separator: ",").compactMap { Int($0) } ?? [1_000, 100_000, 1_000_000]
let frameCount = option("--frames").flatMap(Int.init) ?? 2_400
let repeats = option("--repeats").flatMap(Int.init) ?? 5

enum Side: String, CaseIterable {
    case uikit, swiftui
}

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

let screen = CGSize(width: 390, height: 844)
let every = 30

/// Times `frames` frames of one side, and the updates among them apart; returns seconds of CPU.
func measure(_ side: Side, count: Int, frames: Int) -> (frames: Double, updates: Double) {
    var identities = Array(0..<count)
    var nextIdentity = count
    var shown = IdentityList<Int>()
    _ = shown.update(to: identities)
    let list = ListLayout(metrics: .init(containerSize: screen),
                          sections: [.init(items: Array(repeating: .init(size: CGSize(width: 374, height: 44)), count: count))])
    let middle = (list.contentSize.height / 2).rounded()
    let model = DynamicLayoutModel(style: .springyList(), source: list,
                                   visibleRect: CGRect(origin: CGPoint(x: 0, y: middle), size: screen), displayScale: 3)
    var checksum: CGFloat = 0
    var frameSeconds = 0.0, updateSeconds = 0.0
    func frame(_ index: Int) {
        var rect = model.visibleRect
        rect.origin.y = middle + CGFloat(index % 200) * 6
        if index % every == every - 1 {
            let top = min(Int(rect.minY / 52) + 2, identities.count - 1)
            // What SwiftUI hands the view: the whole data again, one row in and one out.
            var data = identities
            data.insert(nextIdentity, at: top)
            data.remove(at: top + 10)
            nextIdentity += 1
            let start = now()
            let updates: [LayoutUpdate]
            switch side {
            case .uikit:
                updates = [.deleteItem(LayoutIndexPath(section: 0, item: top + 9)), .insertItem(LayoutIndexPath(section: 0, item: top))]
            case .swiftui:
                updates = shown.update(to: data).batch.layoutUpdates()
            }
            do { try model.apply(updates) } catch { fatalError("swiftui-layout-bench made an invalid batch: \(error)") }
            model.finishUpdates()
            updateSeconds += now() - start
            identities = data
        }
        let start = now()
        model.scroll(to: rect, touch: .dragging(CGPoint(x: 195, y: rect.minY + 422)))
        model.advance(by: 1.0 / 120)
        checksum += model.elements(in: model.visibleRect).last?.frame.minY ?? 0
        frameSeconds += now() - start
    }
    for index in 0..<240 { frame(index) }
    frameSeconds = 0
    updateSeconds = 0
    for index in 240..<(240 + frames) { frame(index) }
    if checksum.isNaN { print("") }
    return (frameSeconds, updateSeconds)
}

func median(_ values: [Double]) -> Double {
    let s = values.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

#if DEBUG
print("debug build: the numbers are not meaningful; use swift run -c release swiftui-layout-bench")
#endif
print("| Rows | frame µs, UIKit | frame µs, SwiftUI | frame SwiftUI / UIKit | update µs, UIKit | update µs, SwiftUI |")
print("|---:|---:|---:|---:|---:|---:|")
for count in counts {
    var frames: [Side: [Double]] = [:]
    var updates: [Side: [Double]] = [:]
    for _ in 0..<repeats {
        for side in Side.allCases {
            let run = measure(side, count: count, frames: frameCount)
            frames[side, default: []].append(run.frames / Double(frameCount) * 1e6)
            updates[side, default: []].append(run.updates / Double(frameCount / every) * 1e6)
        }
    }
    func cell(_ values: [Double]?) -> String { String(format: "%.2f (%.2f)", values?.min() ?? 0, median(values ?? [0])) }
    let ratio = (frames[.swiftui]?.min() ?? 0) / max(frames[.uikit]?.min() ?? 1, 1e-12)
    print("| \(count) | \(cell(frames[.uikit])) | \(cell(frames[.swiftui])) | " + String(format: "%.2f", ratio)
        + " | \(cell(updates[.uikit])) | \(cell(updates[.swiftui])) |")
}
