import Foundation

extension GalleryPage {
    /// One transition on the gallery page: its name, parameters, duration, rendered files and the
    /// sampled states the page's scrubber plays.
    package struct Entry: Sendable, Equatable {
        /// The display name (e.g. "Slide up — present").
        package var name: String
        /// Parameters shown under the name (e.g. damping 0.8, velocity 1.0), in order.
        package var parameters: [Parameter]
        /// The transition's duration in seconds, shown as e.g. "0.40 s".
        package var duration: Double
        /// The animated GIF's path relative to the page.
        var animationPath: String
        /// The contact sheet's path relative to the page, or nil for none.
        var contactSheetPath: String?
        /// The GIF's size in pixels, written as the image's width and height attributes so the page
        /// lays out before images load; nil leaves them out.
        var animationSize: CGSize?
        /// The sampled states for the scrubber, or nil for an entry without one.
        package var timeline: SampledTransition?

        /// Creates an entry.
        package init(
            name: String, parameters: [Parameter] = [], duration: Double, animationPath: String,
            contactSheetPath: String? = nil, animationSize: CGSize? = nil, timeline: SampledTransition? = nil
        ) {
            self.name = name
            self.parameters = parameters
            self.duration = duration
            self.animationPath = animationPath
            self.contactSheetPath = contactSheetPath
            self.animationSize = animationSize
            self.timeline = timeline
        }
}

    /// A named parameter of a gallery entry, shown as "name: value".
    package struct Parameter: Sendable, Hashable {
        /// The parameter's name (e.g. "damping").
        package var name: String
        /// Its value as displayed (e.g. "0.8").
        package var value: String

        /// Creates a parameter.
        package init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }
}
