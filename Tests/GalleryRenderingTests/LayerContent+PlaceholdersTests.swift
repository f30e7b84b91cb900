import Foundation
import Testing
@testable import GalleryRendering

@Suite struct LayerContentPlaceholdersTests {
    @Test(arguments: PlaceholderScreen.allCases)
    func screensStayInsideTheirBoundsAndEndWithANavigationBar(screen: PlaceholderScreen) {
        let size = CGSize(width: 390, height: 844)
        let content = LayerContent.placeholder(screen, size: size, tint: CanvasColor(hex: 0x5856D6))
        #expect(content.primitives.count > 5)
        guard case .navigationBar = content.primitives.last else {
            Issue.record("the navigation bar must be painted last")
            return
        }
        let bounds = CGRect(origin: .zero, size: size).insetBy(dx: -1, dy: -1)
        for shape in content.primitives.flatMap(\.shapes) {
            #expect(bounds.contains(shape.rect), "\(shape.rect) leaves the screen")
        }
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
