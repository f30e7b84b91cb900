import Foundation
import GalleryRendering

extension SnippetFixtures {
    /// A phone screen, points.
    var screen: CGSize { CGSize(width: 390, height: 844) }
    /// A participant's sampled state: full screen, at rest.
    var state: SampledState { SampledState(frame: CGRect(origin: .zero, size: screen)) }
}
