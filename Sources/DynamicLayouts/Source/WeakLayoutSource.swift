import Foundation

/// A source that reads another one through a weak reference, and reports an empty layout once that
/// one is gone.
///
/// The UIKit layouts hand their model this over the adapter they own, so that the model — which
/// is public, and may be kept by an app, a debugger overlay or a SwiftUI host — never keeps the
/// layout alive and never reads a layout that was deallocated: once it is gone the model sees no
/// content and no elements (its bodies then show nowhere and are dropped at the next update).
final class WeakLayoutSource: LayoutSource {
    /// The source read while it exists.
    private(set) weak var base: (any LayoutSource)?

    init(_ base: any LayoutSource) {
        self.base = base
    }

    var contentSize: CGSize { base?.contentSize ?? .zero }

    func appendElements(in rect: CGRect, to elements: inout [LayoutElement]) {
        base?.appendElements(in: rect, to: &elements)
    }

    func element(for id: LayoutElementID) -> LayoutElement? {
        base?.element(for: id)
    }

    var itemCounts: [Int]? { base?.itemCounts }
}
