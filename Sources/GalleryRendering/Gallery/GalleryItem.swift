import Foundation

/// One transition to render into the gallery: how it is named and described, and its samples.
package struct GalleryItem: Sendable, Equatable {
    /// The base name of its files: `<slug>.gif` and `<slug>-sheet.png`. Characters other than
    /// ASCII letters, digits and `-` are replaced by `-` when files are written.
    package var slug: String
    /// The display name.
    package var name: String
    /// Parameters shown on the page.
    package var parameters: [GalleryPage.Parameter]
    /// Duration in seconds (non-finite or negative values are shown and played as 0).
    package var duration: Double
    /// The participants' states as rendered into the GIF and contact sheet, sampled at evenly
    /// spaced instants from start to end; the first sample is the start, the last the end.
    package var samples: SampledTransition
    /// Seconds between consecutive ``samples`` (e.g. 1/30 for a 30 Hz virtual clock); nil means
    /// `duration / (samples − 1)`. Non-finite or non-positive values are treated as nil.
    package var frameInterval: Double?
    /// The samples the page's scrubber plays (e.g. the plan sampled densely over its progress);
    /// nil means ``samples``.
    package var scrubberSamples: SampledTransition?
    /// The indices of the ``samples`` the contact sheet shows, in this order — the moments that
    /// matter (a dropped card mid-drop, a card falling away), which evenly spaced frames can miss;
    /// nil (the default) shows ``GalleryRenderer/Options/contactSheetFrames`` evenly spaced ones.
    /// Indices outside the samples are skipped; a list with no valid index counts as nil.
    package var contactSheetSamples: [Int]?

    /// Creates an item.
    package init(
        slug: String, name: String, parameters: [GalleryPage.Parameter] = [], duration: Double, samples: SampledTransition,
        frameInterval: Double? = nil, scrubberSamples: SampledTransition? = nil, contactSheetSamples: [Int]? = nil
    ) {
        self.slug = slug
        self.name = name
        self.parameters = parameters
        self.duration = duration
        self.samples = samples
        self.frameInterval = frameInterval
        self.scrubberSamples = scrubberSamples
        self.contactSheetSamples = contactSheetSamples
    }

    /// The slug with every character outside `[A-Za-z0-9-]` replaced by `-` ("entry" if empty).
    var fileSlug: String {
        let cleaned = String(slug.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") ? $0 : "-" })
        return cleaned.isEmpty ? "entry" : cleaned
    }

    /// The duration with non-finite or negative values read as 0.
    var safeDuration: Double { duration.isFinite ? max(duration, 0) : 0 }
}
