import Foundation
import Testing
import Transitions
@testable import GalleryShowcase

@Suite struct ShowcaseCatalogTests {
    @Test func slugsAreUniqueAndFileSafe() {
        let slugs = ShowcaseCatalog.builtIns().map(\.slug)
        #expect(Set(slugs).count == slugs.count)
        #expect(slugs.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") } })
    }

    @Test func coversEveryBuiltInBothWays() {
        let entries = ShowcaseCatalog.builtIns()
        let names = Set(entries.map(\.transition.name))
        let builtIns = Set((BuiltInTransitions.all() + ShowcaseCatalog.physicsTransitions()).map(\.name))
        #expect(names == builtIns)
        #expect(builtIns.count >= 16)
        // Every physics built-in is there (the shatter with the gallery's tile count).
        #expect(BuiltInTransitions.physics().count == 7)
        #expect(names.isSuperset(of: ["Drop", "Drop (settle and fade)", "Swing-drop (physical)", "Shatter (\(ShowcaseCatalog.shatterTiles) tiles)", "Snap-in", "Throw",
                                      "Newton's cradle (5 strips)"]))
        for name in names {
            let operations = entries.filter { $0.transition.name == name }.map(\.operation)
            #expect(operations.contains { $0.isForward } && operations.contains { !$0.isForward }, "\(name) must be shown both ways")
        }
    }

    @Test func readmeImagesNameExistingEntries() {
        let slugs = Set(ShowcaseCatalog.builtIns().map(\.slug) + ShowcaseCatalog.layoutDemos().map(\.slug) + ShowcaseCatalog.cardDemos().map(\.slug))
        #expect(ShowcaseCatalog.readmeSlugs.allSatisfy(slugs.contains))
    }

    @Test func parametersDescribeTheTransition() {
        let slideUp = ShowcaseCatalog.parameters(of: SlideUpTransition())
        #expect(slideUp.contains { $0.name == "damping" && $0.value == "0.8" })
        #expect(slideUp.contains { $0.name == "velocity" && $0.value == "1" })
        #expect(ShowcaseCatalog.parameters(of: ScaleTransition()).contains { $0.value == "ease in-out" })
        #expect(ShowcaseCatalog.curveName(try! TimingCurve(controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0.3, y: 1))) == "cubic (0.2, 0, 0.3, 1)")
    }

    @Test func physicsParametersListGravityTilesAndCaps() {
        let shatter = ShowcaseCatalog.parameters(of: ShatterTransition(tiles: 200))
        #expect(shatter.contains { $0.name == "tiles" && $0.value == "200 (10 × 20)" })
        #expect(shatter.contains { $0.name == "gravity" && $0.value == "3 (3000 pt/s²)" })
        #expect(shatter.contains { $0.name == "simulated" && $0.value == "1.4 s" })
        let drop = ShowcaseCatalog.parameters(of: DropTransition())
        #expect(drop.contains { $0.name == "cap" && $0.value == "3 s" })
        #expect(drop.contains { $0.name == "after bounce" && $0.value == "falls through" })
        #expect(ShowcaseCatalog.parameters(of: PhysicalSwingDropTransition()).contains { $0.name == "gravity" && $0.value == "8 (8000 pt/s²)" })
        #expect(ShowcaseCatalog.parameters(of: SnapInTransition()).contains { $0.name == "snap damping" && $0.value == "0.5" })
        #expect(ShowcaseCatalog.parameters(of: ThrowTransition()).contains { $0.name == "speed" && $0.value == "1800 pt/s" })
    }

    @Test func slugsOfNames() {
        #expect(ShowcaseCatalog.slug("Slide (leading)") == "slide-leading")
        #expect(ShowcaseCatalog.slug("Swing-drop") == "swing-drop")
        #expect(ShowcaseCatalog.slug("((!))") == "transition")
    }

    @Test func titlesNameTheOperation() throws {
        let entry = try #require(ShowcaseCatalog.builtIns().first { $0.slug == "slide-leading-push-rtl" })
        #expect(entry.title == "Slide (leading) — push (right-to-left)")
    }
}
