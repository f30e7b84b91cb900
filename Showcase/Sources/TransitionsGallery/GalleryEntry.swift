import Foundation
import Transitions

/// One row of the gallery: a transition (or a pair, one for each direction), what it is called,
/// what it does, its parameters, and the kinds of screen change it can be shown with.
public struct GalleryEntry: Sendable, Identifiable {
    /// A stable identifier made from the title (`slide-leading`, `slide-up-swing-drop`).
    public let id: String
    /// The row's title, e.g. `Slide (leading)`.
    public let title: String
    /// One sentence describing the motion.
    public let summary: String
    /// Played by forward operations: present, push, tab forward.
    public let forward: any Transition
    /// Played by backward operations: dismiss, pop, tab backward. The same as ``forward`` for
    /// every built-in, which mirrors itself.
    public let backward: any Transition
    /// The kinds this entry is listed under; never empty.
    public let kinds: Set<GalleryKind>
    /// The parameters shown under the title: those of ``forward``, then, for a pair, those of
    /// ``backward`` prefixed with its name. Worked out once, when the entry is made (physics
    /// durations are measured by running the simulation).
    public let parameters: [GalleryParameter]
    /// How a modal presentation shows the screen: full screen (the default) or on a card
    /// (`CardPresentationController`).
    public let presentation: ModalPresentation

    /// An entry playing `forward` one way and `backward` (default: `forward`) the other, listed
    /// under `kinds` (default: all three). An empty `kinds` is read as all three, so an entry is
    /// always reachable. `title` and `summary` default to the transition's name and the
    /// gallery's description of it. `presentation` (default full screen) is how a modal
    /// presentation shows the screen.
    public init(
        _ forward: any Transition, backward: (any Transition)? = nil, kinds: Set<GalleryKind> = Set(GalleryKind.allCases),
        title: String? = nil, summary: String? = nil, presentation: ModalPresentation = .fullScreen
    ) {
        self.forward = forward
        self.backward = backward ?? forward
        self.kinds = kinds.isEmpty ? Set(GalleryKind.allCases) : kinds
        self.presentation = presentation
        let title = title ?? forward.name
        self.title = title
        self.summary = summary ?? TransitionDescription.summary(of: forward)
        self.id = Self.slug(title)
        self.parameters = Self.parameters(forward: forward, backward: self.backward)
    }

    /// `true` when the entry is listed under `kind`.
    public func supports(_ kind: GalleryKind) -> Bool { kinds.contains(kind) }

    /// The transition that plays `operation`: ``forward`` for present, push and tab forward,
    /// ``backward`` for dismiss, pop and tab backward.
    public func transition(for operation: TransitionOperation) -> any Transition {
        operation.isForward ? forward : backward
    }

    /// `true` when the two directions play different transitions (told apart by name).
    public var isPair: Bool { forward.name != backward.name }

    /// The text under a list row's title: the summary, then the parameters joined by " · " on a
    /// second line (just the summary when there are none).
    public var detailText: String {
        parameters.isEmpty ? summary : summary + "\n" + parameters.map(\.description).joined(separator: " · ")
    }

    /// See ``parameters``.
    private static func parameters(forward: any Transition, backward: any Transition) -> [GalleryParameter] {
        let forwardParameters = TransitionDescription.parameters(of: forward)
        guard forward.name != backward.name else { return forwardParameters }
        let backwardParameters = TransitionDescription.parameters(of: backward).map {
            GalleryParameter("\(backward.name.lowercased()) \($0.name)", $0.value)
        }
        return forwardParameters + backwardParameters
    }

    /// The same entry with every ``ZoomTransition`` in it zooming from `rect` (container
    /// coordinates, points) instead: the gallery zooms out of the tapped row. Other transitions
    /// are unchanged. An empty or non-finite `rect` is passed on as is; the zoom then grows from
    /// the container's centre, as ``ZoomTransition`` documents.
    public func zooming(from rect: CGRect) -> GalleryEntry {
        func retarget(_ transition: any Transition) -> any Transition {
            guard var zoom = transition as? ZoomTransition else { return transition }
            zoom.sourceRect = rect
            return zoom
        }
        return GalleryEntry(
            retarget(forward), backward: retarget(backward), kinds: kinds, title: title, summary: summary, presentation: presentation)
    }

    /// Lower-case letters and digits of `title`, other runs of characters replaced by one `-`.
    static func slug(_ title: String) -> String {
        var slug = ""
        for character in title.lowercased() {
            if character.isLetter || character.isNumber {
                slug.append(character)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.last == "-" { slug.removeLast() }
        return slug
    }
}
