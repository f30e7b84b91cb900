import Foundation
import Testing
@testable import GalleryRendering

@Suite struct LayerContentPlaceholdersTests {
    @Test(arguments: PlaceholderScreen.allCases)
    func screensStayInsideTheirBoundsAndEndWithANavigationBar(screen: PlaceholderScreen) {
        let size = screen == .card ? CGSize(width: 200, height: 300) : CGSize(width: 390, height: 844)
        let content = LayerContent.placeholder(screen, size: size, tint: CanvasColor(hex: 0x5856D6))
        let bounds = CGRect(origin: .zero, size: size).insetBy(dx: -1, dy: -1)
        for shape in content.primitives.flatMap(\.shapes) {
            #expect(bounds.contains(shape.rect), "\(shape.rect) leaves the screen")
        }
        switch screen {
        case .card:
            // A picture, its disc, a title and a caption; no navigation bar.
            #expect(content.primitives.count == 4)
            #expect(!content.primitives.contains { if case .navigationBar = $0 { true } else { false } })
        case .empty:
            #expect(content.primitives.count == 1)
        case .list, .detail, .grid:
            #expect(content.primitives.count > 5)
        }
        guard screen != .card else { return }
        guard case .navigationBar(_, let height, _, _) = content.primitives.last else {
            Issue.record("the navigation bar must be painted last")
            return
        }
        #expect(height == LayerContent.navigationBarHeight(screenHeight: size.height))
    }

    @Test func theNavigationBarIs91PointsOrAFifthOfAShortScreen() {
        #expect(LayerContent.navigationBarHeight(screenHeight: 844) == 91)
        #expect(LayerContent.navigationBarHeight(screenHeight: 400) == 80)
        #expect(LayerContent.navigationBarHeight(screenHeight: .nan) == 0)
        #expect(LayerContent.navigationBarHeight(screenHeight: -10) == 0)
    }

    @Test func screensDiffer() {
        let size = CGSize(width: 200, height: 400)
        let all = PlaceholderScreen.allCases.map { LayerContent.placeholder($0, size: size, tint: .black) }
        // Pairwise distinct (LayerContent is only Equatable: it stores CG geometry, not Hashable on iOS).
        #expect(all.indices.allSatisfy { i in all.indices.allSatisfy { j in i == j || all[i] != all[j] } })
    }

    @Test(arguments: [CGSize(width: 0, height: 100), CGSize(width: CGFloat.nan, height: 100), CGSize(width: 100, height: -5)])
    func invalidSizesGiveAPlainLayer(size: CGSize) {
        #expect(LayerContent.placeholder(.list, size: size, tint: .black) == LayerContent())
    }
}
