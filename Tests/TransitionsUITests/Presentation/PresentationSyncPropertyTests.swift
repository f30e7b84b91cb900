import Foundation
import Testing
import Transitions
import TransitionsUI
import TransitionsUITesting

/// Random sequences of binding changes, SwiftUI updates, frames, the user's interactive
/// dismissals (finished or cancelled), taps outside and presenters that cannot present, against
/// the model presenter, every transition under the model of UIKit's transition runner.
@MainActor
@Suite struct PresentationSyncPropertyTests {
    /// Every binding is written back exactly once per finished dismissal the user made (with the
    /// app not having moved on), never for a cancelled one and never for the app's own; UIKit is
    /// never asked to present while presenting or to dismiss nothing; at rest, what is presented
    /// is what the binding names.
    @Test(arguments: 0..<8)
    func writtenBackExactlyOncePerFinishedDismissal(seed: UInt64) {
        var random = SplitMix64(seed: 2200 + seed)
        let presenter = ModelPresenter<Int>()
        var expectedWriteBacks = 0
        var checkedSwipes = 0
        for _ in 0..<300 {
            switch random.next() % 10 {
            case 0, 1:
                presenter.appSets(random.next() % 3 == 0 ? nil : Int(random.next() % 3), animated: random.next() % 6 != 0)
            case 2:
                presenter.swiftUIUpdate()
            case 3, 4:
                presenter.advance(by: 0.1)
            case 5:
                presenter.finishTransition()
            case 6, 7:
                // A swipe with nothing else going on: the write-back rule is checked.
                presenter.isInWindow = true
                presenter.swiftUIUpdate()
                presenter.settle()
                if presenter.binding == nil {
                    presenter.appSets(Int(random.next() % 3))
                    presenter.settle()
                }
                guard !presenter.isTransitioning, let shown = presenter.presented, presenter.binding == shown,
                      case .presented = presenter.sync.phase
                else { break }
                let finishes = random.next() % 2 == 0
                let writes = presenter.writeBacks
                guard presenter.beginSwipe(progress: 0.5) else { break }
                if random.next() % 2 == 0 { presenter.swiftUIUpdate() }
                presenter.endSwipe(finishes: finishes)
                #expect(presenter.writeBacks == writes + (finishes ? 1 : 0))
                #expect(presenter.binding == (finishes ? nil : shown))
                expectedWriteBacks += finishes ? 1 : 0
                checkedSwipes += 1
            case 8:
                // The user taps outside with nothing else going on.
                guard !presenter.isTransitioning, let shown = presenter.presented, presenter.binding == shown,
                      case .presented = presenter.sync.phase
                else { break }
                presenter.userTapsOutside()
                presenter.settle()
                expectedWriteBacks += 1
                #expect(presenter.binding == nil)
            default:
                presenter.isInWindow.toggle()
                presenter.swiftUIUpdate()
            }
            #expect(presenter.violations.isEmpty)
            if !presenter.violations.isEmpty { return }
        }
        presenter.isInWindow = true
        presenter.swiftUIUpdate()
        presenter.settle()
        presenter.swiftUIUpdate()
        presenter.settle()
        #expect(presenter.presented == presenter.binding)
        #expect(presenter.writeBacks == expectedWriteBacks)
        #expect(presenter.violations.isEmpty)
        #expect(checkedSwipes > 25)
    }
}
