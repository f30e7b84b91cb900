import Testing
import TransitionsUI

/// `cardScrollHandoff()` names the nearest scroll view above it, only inside the presented
/// content's view.
@Suite struct CardScrollHandoffSearchTests {
    final class View {
        let isScrollView: Bool
        init(scroll: Bool = false) { isScrollView = scroll }
    }

    @Test func theNearestScrollViewInsideTheContentIsNamed() {
        let inner = View(scroll: true), outer = View(scroll: true), content = View(), host = View(), card = View()
        let superviews = [View(), inner, View(), outer, content, card, host]
        #expect(CardScrollHandoffSearch.scrollView(superviews: superviews, contentView: content, isScrollView: \.isScrollView) === inner)
    }

    @Test func aScrollViewOutsideTheContentIsNeverNamed() {
        let content = View(), outsideScroll = View(scroll: true)
        #expect(CardScrollHandoffSearch.scrollView(superviews: [View(), content, outsideScroll], contentView: content, isScrollView: \.isScrollView) == nil,
                "no scroll view between the marker and the content's view")
        #expect(CardScrollHandoffSearch.scrollView(superviews: [View(), outsideScroll, View()], contentView: content, isScrollView: \.isScrollView) == nil,
                "a marker outside the presented content names nothing")
        #expect(CardScrollHandoffSearch.scrollView(superviews: [], contentView: content, isScrollView: \.isScrollView) == nil)
    }
}
