import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // a CGRect in a default argument must be imported directly on Apple platforms
#endif

/// A transition recorded as samples of its participants' states: what the gallery renders into
/// frames, and what it embeds in the page so that a slider can scrub the transition in the
/// browser — what an interactive transition does with `fractionComplete` — and a play button
/// can run it.
///
/// The page draws each participant as an absolutely positioned box with a CSS `matrix3d`
/// transform about its anchor point, interpolating linearly between neighbouring samples.
package struct SampledTransition: Sendable, Equatable {
    /// The container (the transition's `containerView`) size, in points.
    package var containerSize: CGSize
    /// The participants, in a fixed order that ``SampledFrame/states`` follows.
    package var participants: [SampledParticipant]
    /// Samples in increasing progress order (at least two make the slider move anything).
    package var frames: [SampledFrame]

    /// Creates a timeline.
    package init(containerSize: CGSize, participants: [SampledParticipant], frames: [SampledFrame]) {
        self.containerSize = containerSize
        self.participants = participants
        self.frames = frames
    }

    /// The timeline as compact JSON:
    /// `{"w":W,"h":H,"p":[[name,screen,colour,alpha(,region)],…],"f":[[progress,[state|0,…]],…]}`
    /// where `region`, present only for a participant showing part of its screen, is its
    /// ``SampledParticipant/contentsRect`` as `[x,y,width,height]` (unit coordinates), and a state is
    /// `[x,y,width,height,anchorX,anchorY,alpha,cornerRadius,zIndex,m11,m12,…,m44]` and 0 marks a
    /// participant that is not in the hierarchy at that sample. Non-finite numbers are written as 0.
    var json: String {
        var out = "{\"w\":\(Self.number(Double(containerSize.width), 2)),\"h\":\(Self.number(Double(containerSize.height), 2)),\"p\":["
        out += participants.map { p in
            var fields = "\(GalleryPage.jsonString(p.name)),\(GalleryPage.jsonString(p.screen?.rawValue ?? "plain")),\(GalleryPage.jsonString(p.color.hexString)),\(Self.number(Double(p.color.alpha), 3))"
            if p.screen != nil && p.isRegion {
                let r = p.contentsRect
                fields += ",[\([r.minX, r.minY, r.width, r.height].map { Self.number(Double($0), 6) }.joined(separator: ","))]"
            }
            return "[" + fields + "]"
        }.joined(separator: ",")
        out += "],\"f\":["
        out += frames.map { frame in
            let states = frame.states.map { state -> String in
                guard let s = state else { return "0" }
                var values = [Self.number(Double(s.frame.minX), 2), Self.number(Double(s.frame.minY), 2),
                              Self.number(Double(s.frame.width), 2), Self.number(Double(s.frame.height), 2),
                              Self.number(Double(s.anchorPoint.x), 4), Self.number(Double(s.anchorPoint.y), 4),
                              Self.number(s.alpha, 4), Self.number(s.cornerRadius, 2), Self.number(s.zIndex, 2)]
                values += s.transform.map { Self.number($0, 7) }
                return "[" + values.joined(separator: ",") + "]"
            }
            return "[\(Self.number(frame.progress, 5)),[\(states.joined(separator: ","))]]"
        }.joined(separator: ",")
        out += "]}"
        return out
    }

    /// A number with at most `decimals` decimals (clamped to 0…12) and no trailing zeros, as the
    /// page shows numbers; non-finite → "0", and "-0" becomes "0".
    package static func number(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        let places = min(max(decimals, 0), 12)
        if let text = roundedText(value, places: places) { return text }
        var text = String(format: "%.\(places)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { text = "0" }
        return text
    }

    /// What ``number(_:_:)`` returns for `value` with `places` decimals, computed with integers:
    /// `value × 10^places` rounded to the nearest integer, when that product is below 10⁹ in size
    /// and more than 10⁻⁶ away from a tie, so that its rounding error (under 2 × 10⁻⁷) cannot change
    /// the digits `printf`'s exact rounding gives; `nil` otherwise (the caller formats it then).
    /// The timelines of the gallery page hold hundreds of thousands of numbers.
    static func roundedText(_ value: Double, places: Int) -> String? {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = value * scale
        guard abs(scaled) < 1e9 else { return nil }
        let magnitude = abs(scaled)
        let whole = magnitude.rounded(.down)
        guard abs(magnitude - whole - 0.5) > 1e-6 else { return nil }
        let rounded = Int(magnitude - whole > 0.5 ? whole + 1 : whole)
        if rounded == 0 { return "0" }
        var digits = String(rounded)
        if places > 0 {
            if digits.count <= places { digits = String(repeating: "0", count: places + 1 - digits.count) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
            while digits.hasSuffix("0") { digits.removeLast() }
            if digits.hasSuffix(".") { digits.removeLast() }
        }
        return value < 0 ? "-" + digits : digits
    }
}

/// A participant of a ``SampledTransition``: a name, the placeholder screen it shows and its
/// colour, and — for a snapshot of part of a view (a shatter tile) — which part of the screen.
package struct SampledParticipant: Sendable, Equatable {
    /// A short name (e.g. "from", "to", "dimming").
    package var name: String
    /// The placeholder screen drawn inside it, or nil for a plain box of `color`.
    package var screen: PlaceholderScreen?
    /// Its tint (for a screen) or fill colour (for a plain box, alpha included).
    package var color: CanvasColor
    /// The part of ``screen`` it shows, in unit coordinates of the whole screen (default
    /// `(0, 0, 1, 1)`, all of it) — `CALayer.contentsRect`. A region snapshot (a tile of a
    /// shattered screen, a layer with this `contentsRect` over one render of the screen on iOS) shows its rectangle of the screen,
    /// which is drawn at the participant's size divided by this rectangle's size. Ignored for a
    /// plain box; a rectangle with a non-finite value or a side that is not positive is read as
    /// the whole screen.
    package var contentsRect: CGRect

    /// Creates a participant.
    package init(name: String, screen: PlaceholderScreen?, color: CanvasColor, contentsRect: CGRect = RasterLayer.wholeContents) {
        self.name = name
        self.screen = screen
        self.color = color
        self.contentsRect = contentsRect
    }

    /// Whether it shows only part of its screen (``contentsRect`` is a usable rectangle other
    /// than the whole screen).
    var isRegion: Bool {
        let r = contentsRect
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.size.width.isFinite, r.size.height.isFinite, r.size.width > 0, r.size.height > 0 else { return false }
        return r != RasterLayer.wholeContents
    }
}

/// One sample of a ``SampledTransition``.
package struct SampledFrame: Sendable, Equatable {
    /// Transition progress of the sample, 0…1.
    package var progress: Double
    /// One state per participant (same order as ``SampledTransition/participants``); nil when the
    /// participant is not in the hierarchy.
    package var states: [SampledState?]

    /// Creates a sample.
    package init(progress: Double, states: [SampledState?]) {
        self.progress = progress
        self.states = states
    }
}
