import Foundation

/// Renders ``GalleryItem``s into frames, animated GIFs, contact sheets and the gallery page.
///
/// Each participant is drawn as a placeholder screen (or a plain box) painted once into a
/// texture, then mapped onto every frame through its state's homography — frame, anchor point
/// and 3D transform with perspective — with its alpha, corner radius and z-order, over the
/// container's background.
package struct GalleryRenderer: Sendable {
    /// Rendering options.
    package struct Options: Sendable, Hashable {
        /// Output pixels per container point (default 0.5: a 390 × 844 pt phone becomes 195 × 422).
        /// Clamped to 0.05…4.
        package var scale: Double
        /// How many frames the contact sheet shows, evenly spaced, first and last included
        /// (default 8; clamped to 1…sample count), for an item that does not choose its own
        /// (``GalleryItem/contactSheetSamples``).
        var contactSheetFrames: Int
        /// How long the GIF holds its first frame, in seconds (default 0.5).
        package var holdFirst: Double
        /// How long the GIF holds its last frame, in seconds (default 0.8).
        package var holdLast: Double
        /// The container's colour behind the participants (default black, like a window).
        package var background: CanvasColor
        /// The GIF palette size (default 256).
        package var maximumColors: Int

        /// Creates options; see each property for its default.
        package init(
            scale: Double = 0.5, contactSheetFrames: Int = 8, holdFirst: Double = 0.5, holdLast: Double = 0.8,
            background: CanvasColor = .black, maximumColors: Int = 256
        ) {
            self.scale = scale
            self.contactSheetFrames = contactSheetFrames
            self.holdFirst = holdFirst
            self.holdLast = holdLast
            self.background = background
            self.maximumColors = maximumColors
        }
    }

    /// The options in use.
    package var options: Options

    /// Creates a renderer.
    package init(options: Options = Options()) {
        self.options = options
    }

    /// The scale actually used (``Options/scale`` clamped to 0.05…4; NaN → 0.5).
    package var scale: Double {
        options.scale.isFinite ? min(max(options.scale, 0.05), 4) : 0.5
    }

    /// The frames of `item`, one per sample, each `containerSize × scale` pixels (rounded, ≥ 1).
    ///
    /// - Throws: ``CanvasError/noFrames`` when the item has no samples,
    ///   ``CanvasError/invalidSize(width:height:)`` for an unusable container size.
    func frames(for item: GalleryItem) throws -> [Canvas] {
        let samples = item.samples
        guard !samples.frames.isEmpty else { throw CanvasError.noFrames }
        let width = Double(samples.containerSize.width) * scale, height = Double(samples.containerSize.height) * scale
        guard width.isFinite, height.isFinite, width >= 0.5, height >= 0.5 else {
            throw CanvasError.invalidSize(width: width, height: height)
        }
        let blank = try Canvas(width: Int(width.rounded()), height: Int(height.rounded()), background: options.background)
        let textures = try textures(for: samples)
        return samples.frames.map { frame in
            var canvas = blank
            var layers: [RasterLayer] = []
            layers.reserveCapacity(frame.states.count)
            for (index, state) in frame.states.enumerated() where index < textures.count {
                guard let state, let texture = textures[index] else { continue }
                layers.append(RasterLayer(
                    texture: texture.texture, size: state.frame.size, transform: state.homography(scale: scale),
                    alpha: state.alpha, cornerRadius: state.cornerRadius, zIndex: state.zIndex, contentsRect: texture.contentsRect
                ))
            }
            canvas.draw(layers)
            return canvas
        }
    }

    /// A participant's texture and the part of it the participant shows.
    struct ParticipantTexture: Sendable {
        /// The painted screen (or plain fill), possibly shared with other participants.
        var texture: LayerTexture
        /// The part of ``texture`` the participant shows (``SampledParticipant/contentsRect``).
        var contentsRect: CGRect
    }

    /// What makes two participants' textures the same picture: the screen, the colour and the
    /// whole screen's size (to 1/100 pt).
    private struct TextureKey: Hashable {
        var screen: PlaceholderScreen?
        var color: CanvasColor
        var width: Int
        var height: Int
    }

    /// One texture per participant, painted at the size it first appears with; nil for a
    /// participant that never appears or never has a usable size.
    ///
    /// A participant that shows a region of its screen (``SampledParticipant/contentsRect``, a
    /// shatter tile) gets the whole screen — its size divided by the region's — and the region to
    /// sample. Participants showing the same screen in the same colour at the same size share one
    /// texture, so a screen cut into hundreds of tiles is painted once.
    func textures(for samples: SampledTransition) throws -> [ParticipantTexture?] {
        var textures: [ParticipantTexture?] = []
        var painted: [TextureKey: LayerTexture] = [:]
        for (index, participant) in samples.participants.enumerated() {
            let size = samples.frames.lazy.compactMap { $0.states.indices.contains(index) ? $0.states[index]?.frame.size : nil }
                .first { $0.width.isFinite && $0.height.isFinite && $0.width > 0 && $0.height > 0 }
            guard let size else {
                textures.append(nil)
                continue
            }
            let region = participant.screen != nil && participant.isRegion
            let contentsRect = region ? participant.contentsRect : RasterLayer.wholeContents
            let whole = CGSize(width: size.width / contentsRect.size.width, height: size.height / contentsRect.size.height)
            let key = TextureKey(
                screen: participant.screen, color: participant.color,
                width: Int((Double(whole.width) * 100).rounded()), height: Int((Double(whole.height) * 100).rounded())
            )
            if let texture = painted[key] {
                textures.append(ParticipantTexture(texture: texture, contentsRect: contentsRect))
                continue
            }
            let content: LayerContent
            if let screen = participant.screen {
                content = .placeholder(screen, size: whole, tint: participant.color)
            } else {
                content = .solid(participant.color)
            }
            // Paint at twice the output scale so zoomed-in participants stay sharp (at most 2 texels
            // per point, and within the canvas limit).
            let longest = Double(max(whole.width, whole.height))
            let textureScale = min(scale * 2, 2, Double(Canvas.maximumDimension) / longest)
            let texture = try LayerTexture(content: content, size: whole, scale: textureScale)
            painted[key] = texture
            textures.append(ParticipantTexture(texture: texture, contentsRect: contentsRect))
        }
        return textures
    }

    /// The animated GIF of `frames` (from ``frames(for:)``): every frame shows for the item's
    /// ``GalleryItem/frameInterval`` (or `duration / (frames − 1)`), except that the first and
    /// last are held for ``Options/holdFirst`` and ``Options/holdLast``.
    func animation(of item: GalleryItem, frames: [Canvas]) throws -> [UInt8] {
        guard !frames.isEmpty else { throw CanvasError.noFrames }
        var step = frames.count > 1 ? item.safeDuration / Double(frames.count - 1) : item.safeDuration
        if let interval = item.frameInterval, interval.isFinite, interval > 0 { step = interval }
        var delays = [Double](repeating: step, count: frames.count)
        delays[0] = max(options.holdFirst, step)
        delays[delays.count - 1] = max(options.holdLast, step)
        return try GIFEncoder.encode(frames: frames, delays: delays, matte: options.background, maximumColors: options.maximumColors)
    }

    /// The animated GIF of `item`: its ``frames(for:)`` encoded as ``animation(of:frames:)`` does.
    package func animation(of item: GalleryItem) throws -> [UInt8] {
        try animation(of: item, frames: frames(for: item))
    }

    /// The contact sheet of `frames`: the item's ``GalleryItem/contactSheetSamples``, or else
    /// ``Options/contactSheetFrames`` evenly spaced frames, in one row, each labelled with its time
    /// in seconds (from ``GalleryItem/frameInterval``, or the sample's progress × duration), under
    /// a title line with the item's name.
    func contactSheet(of item: GalleryItem, frames: [Canvas]) throws -> Canvas {
        guard !frames.isEmpty else { throw CanvasError.noFrames }
        let picks = contactSheetPicks(of: item, frameCount: frames.count)
        let count = picks.count
        let labels = picks.map { index -> String in
            if let interval = item.frameInterval, interval.isFinite, interval > 0 {
                return SampledTransition.number(Double(index) * interval, 2) + " s"
            }
            let progress = item.samples.frames.indices.contains(index) ? item.samples.frames[index].progress : 0
            return SampledTransition.number(progress * item.safeDuration, 2) + " s"
        }
        let textScale = frames[0].width >= 150 ? 2 : 1
        return try ContactSheet.compose(
            picks.map { frames[$0] }, labels: labels, title: item.name,
            style: ContactSheet.Style(columns: count, spacing: 10, textScale: textScale)
        )
    }

    /// The indices of the frames the contact sheet of `item` shows, out of `frameCount`: its
    /// ``GalleryItem/contactSheetSamples`` that exist, or ``Options/contactSheetFrames`` (clamped
    /// to 1…`frameCount`) evenly spaced ones, first and last included.
    func contactSheetPicks(of item: GalleryItem, frameCount: Int) -> [Int] {
        if let chosen = item.contactSheetSamples?.filter({ (0..<frameCount).contains($0) }), !chosen.isEmpty { return chosen }
        let count = min(max(options.contactSheetFrames, 1), frameCount)
        return count == 1 ? [0] : (0..<count).map { Int((Double($0) * Double(frameCount - 1) / Double(count - 1)).rounded()) }
    }
}
