import Foundation
import Testing
@testable import GalleryRendering

@Suite struct GalleryPageTests {
    static func timeline() -> SampledTransition {
        let participants = [
            SampledParticipant(name: "from", screen: .list, color: CanvasColor(hex: 0x007AFF)),
            SampledParticipant(name: "dimming", screen: nil, color: CanvasColor.black.withAlpha(0.4)),
        ]
        let frames = (0...4).map { i -> SampledFrame in
            let p = Double(i) / 4
            return SampledFrame(progress: p, states: [
                SampledState(frame: CGRect(x: 0, y: 844 * p, width: 390, height: 844), transform: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 0, 0, 0, 1], alpha: 1 - p, cornerRadius: 12),
                i == 4 ? nil : SampledState(frame: CGRect(x: 0, y: 0, width: 390, height: 844), alpha: 0.4, zIndex: -1),
            ])
        }
        return SampledTransition(containerSize: CGSize(width: 390, height: 844), participants: participants, frames: frames)
    }

    static func page() -> GalleryPage {
        GalleryPage(title: "Transitions <gallery>", introduction: "Every built-in & more.", entries: [
            GalleryPage.Entry(name: "Slide \"up\"", parameters: [GalleryPage.Parameter("damping", "0.8")], duration: 0.5,
                         animationPath: "slide-up.gif", contactSheetPath: "slide-up.png", animationSize: CGSize(width: 130, height: 281), timeline: timeline()),
            GalleryPage.Entry(name: "Plain", duration: 0.25, animationPath: "plain.gif"),
        ])
    }

    @Test func timelineJSONParsesWithTheDocumentedShape() throws {
        let json = Self.timeline().json
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["w"] as? Double == 390)
        let participants = try #require(object["p"] as? [[Any]])
        #expect(participants.count == 2)
        #expect(participants[0][1] as? String == "list")
        #expect(participants[1][1] as? String == "plain")
        let frames = try #require(object["f"] as? [[Any]])
        #expect(frames.count == 5)
        let states = try #require(frames[2][1] as? [Any])
        let first = try #require(states[0] as? [Double])
        #expect(first.count == 25)
        #expect(first[1] == 422)                 // y at progress 0.5
        #expect(first[6] == 0.5)                 // alpha
        #expect(first[9 + 11] == -0.002)         // m34
        let last = try #require(frames[4][1] as? [Any])
        #expect(last[1] as? Int == 0)            // dimming removed at the end
    }

    @Test func numbersAreCompactAndNeverNonFinite() {
        #expect(SampledTransition.number(1.5, 3) == "1.5")
        #expect(SampledTransition.number(2, 3) == "2")
        #expect(SampledTransition.number(-0.00001, 3) == "0")
        #expect(SampledTransition.number(.nan, 3) == "0")
        #expect(SampledTransition.number(-.infinity, 3) == "0")
    }

    @Test func pageEscapesTextAndListsEveryEntry() {
        let html = Self.page().html
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<title>Transitions &lt;gallery&gt;</title>"))
        #expect(html.contains("Every built-in &amp; more."))
        #expect(html.contains("<h2>Slide &quot;up&quot;</h2>"))
        #expect(html.contains("<dt>damping</dt><dd>0.8</dd>"))
        #expect(html.contains("<dd>0.5 s</dd>") && html.contains("<dd>0.25 s</dd>"))
        #expect(html.contains("src=\"slide-up.gif\" width=\"130\" height=\"281\""))
        #expect(html.contains("href=\"slide-up.png\""))
        #expect(html.components(separatedBy: "class=\"stage\"").count == 2)
        #expect(html.components(separatedBy: "type=\"range\"").count == 2)
        #expect(html.contains("id=\"console-errors\""))
    }

    @Test func pageLoadsNothingFromTheNetwork() {
        let html = Self.page().html
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(!html.contains("<script src"))
        #expect(!html.contains("<link rel=\"stylesheet\""))
    }

    @Test func jsonStringsCannotCloseTheScriptElement() {
        #expect(GalleryPage.jsonString("</script>") == "\"\\u003c/script\\u003e\"")
        #expect(GalleryPage.jsonString("a\"b\\\n") == "\"a\\\"b\\\\\\n\"")
    }

    @Test func malformedTransformsBecomeIdentity() {
        let state = SampledState(frame: .zero, transform: [1, 2, 3])
        #expect(state.transform == SampledState.identityTransform)
    }
}
