import Testing
import Transitions
@testable import TransitionsGallery

@Suite("Gallery kind")
struct GalleryKindTests {
    @Test("each operation belongs to the kind whose forward or backward operation it is", arguments: TransitionOperation.allCases)
    func operationKind(operation: TransitionOperation) {
        let kind = GalleryKind(operation)
        #expect(operation.isForward ? kind.forwardOperation == operation : kind.backwardOperation == operation)
    }

    @Test("forward operations are forward, backward ones undo them", arguments: GalleryKind.allCases)
    func directions(kind: GalleryKind) {
        #expect(kind.forwardOperation.isForward)
        #expect(!kind.backwardOperation.isForward)
        #expect(kind.backwardOperation.reversed == kind.forwardOperation)
    }

    @Test("tab titles are distinct and non-empty")
    func titles() {
        let titles = GalleryKind.allCases.map(\.title)
        #expect(Set(titles).count == titles.count)
        #expect(titles == ["Modal", "Navigation", "Tabs"])
        #expect(GalleryKind.allCases.allSatisfy { !$0.action.isEmpty })
    }
}
