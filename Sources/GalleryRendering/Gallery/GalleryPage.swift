import Foundation

/// Writes the gallery's `index.html`: a responsive grid of entries, each with its name,
/// parameters, duration, animated GIF, a link to its contact sheet, and a scrubber (a range
/// input and a play button) that plays the sampled plan with CSS transforms.
///
/// The page is self-contained: inline CSS and script, no external resources or network. It
/// records any script error, failed resource load or `console.error` call into a
/// `<pre id="console-errors">` element (hidden while empty), and sets `data-gallery-ready` on
/// `<body>` to the number of scrubbers it set up, so a headless browser's DOM dump shows whether
/// the page ran cleanly. An address ending in `#progress=0.5` starts every scrubber at that
/// progress (0…1).
package struct GalleryPage: Sendable, Equatable {
    /// The page title (also the `<h1>`).
    package var title: String
    /// A paragraph under the title.
    package var introduction: String
    /// The entries, in display order.
    package var entries: [Entry]

    /// Creates a page.
    package init(title: String, introduction: String = "", entries: [Entry]) {
        self.title = title
        self.introduction = introduction
        self.entries = entries
    }

    /// The complete HTML document.
    package var html: String {
        html(entryFragments: entries.enumerated().map { Self.entryHTML($1, index: $0) })
    }

    /// The document with `entryFragments` (``entryHTML(_:index:)`` of each entry, in order) as its
    /// entries: a writer makes the fragments, the costly part (each entry's timeline as JSON), on
    /// the threads that render the entries.
    func html(entryFragments: [String]) -> String {
        var out = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Self.escapeHTML(title))</title>
        <link rel="icon" href="data:,">
        <script>\(Self.errorHookScript)</script>
        <style>\(Self.styleSheet)</style>
        </head>
        <body>
        <header><h1>\(Self.escapeHTML(title))</h1>
        """
        if !introduction.isEmpty {
            out += "<p>\(Self.escapeHTML(introduction))</p>"
        }
        out += "</header>\n<pre id=\"console-errors\" hidden></pre>\n<main class=\"grid\">\n"
        for fragment in entryFragments {
            out += fragment
        }
        out += "</main>\n<script>\(Self.scrubberScript)</script>\n</body>\n</html>\n"
        return out
    }

    /// The `<article>` of `entry`, the `index`-th entry of the page (0-based).
    static func entryHTML(_ entry: Entry, index: Int) -> String {
        var out = "<article class=\"entry\" id=\"entry-\(index)\">\n<h2>\(Self.escapeHTML(entry.name))</h2>\n<dl>"
        out += "<div><dt>duration</dt><dd>\(SampledTransition.number(entry.duration, 2)) s</dd></div>"
        for parameter in entry.parameters {
            out += "<div><dt>\(Self.escapeHTML(parameter.name))</dt><dd>\(Self.escapeHTML(parameter.value))</dd></div>"
        }
        out += "</dl>\n<div class=\"media\">"
        var size = ""
        if let s = entry.animationSize, s.width.isFinite, s.height.isFinite, s.width > 0, s.height > 0 {
            size = " width=\"\(Int(s.width))\" height=\"\(Int(s.height))\""
        }
        out += "<figure><img src=\"\(Self.escapeHTML(entry.animationPath))\"\(size) alt=\"\(Self.escapeHTML(entry.name)) animation\"><figcaption>GIF</figcaption></figure>"
        if let timeline = entry.timeline {
            let ratio = "\(SampledTransition.number(Double(timeline.containerSize.width), 2)) / \(SampledTransition.number(Double(timeline.containerSize.height), 2))"
            out += "<figure><div class=\"stage\" style=\"aspect-ratio: \(ratio)\" data-timeline=\"timeline-\(index)\" data-duration=\"\(SampledTransition.number(entry.duration, 4))\"></div><figcaption>live</figcaption></figure>"
        }
        out += "</div>\n"
        if entry.timeline != nil {
            out += "<div class=\"controls\"><button type=\"button\" class=\"play\" aria-label=\"Play \(Self.escapeHTML(entry.name))\">▶</button>"
            out += "<input type=\"range\" min=\"0\" max=\"1000\" value=\"0\" aria-label=\"Progress of \(Self.escapeHTML(entry.name))\"><output>0%</output></div>\n"
        }
        if let sheet = entry.contactSheetPath {
            out += "<p class=\"sheet\"><a href=\"\(Self.escapeHTML(sheet))\">contact sheet</a></p>\n"
        }
        if let timeline = entry.timeline {
            out += "<script type=\"application/json\" id=\"timeline-\(index)\">\(timeline.json)</script>\n"
        }
        out += "</article>\n"
        return out
    }

    /// Escapes `&`, `<`, `>`, `"` and `'` for HTML text and attribute values.
    static func escapeHTML(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A JSON string literal; `<`, `>` and `&` are escaped as `\u003c`… so the JSON can sit
    /// inside a `<script>` element.
    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<", ">", "&":
                out += String(format: "\\u%04x", scalar.value)
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
