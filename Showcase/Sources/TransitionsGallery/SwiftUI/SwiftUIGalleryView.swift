#if canImport(UIKit)
import DynamicLayouts
import SwiftUI
import Transitions
import TransitionsUI
import UIKit

/// The gallery's SwiftUI section: the Navigation tab's catalogue through `TransitionsUI` — each
/// entry pushed by a `TransitionLink` playing its transition and popped with a pinch or an edge
/// pan, screens with the navigation bar's title, large title and items, an environment object set
/// around the stack that every screen reads, a composer sheet whose detent is a binding and whose
/// unsaved text vetoes a swipe down, a card presented from every demo screen, and the three springy
/// layouts as SwiftUI views.
public struct SwiftUIGalleryView: View {
    @State private var path: [SwiftUIGalleryScreen] = []
    @State private var composing = false
    @State private var composerDetent: CardDetent.Identifier? = .medium
    /// The entries starred: owned by the section's hosting controller (``makeViewController()``),
    /// which lives as long as the section, so a new value of this view never makes a new one.
    @ObservedObject private var favorites: GalleryFavorites

    /// The section, at its list, showing `favorites`.
    init(favorites: GalleryFavorites) {
        _favorites = ObservedObject(wrappedValue: favorites)
    }

    public var body: some View {
        TransitionNavigationStack(path: $path, transition: .slide(), gestures: [.pinch, .screenEdge(.leading)]) {
            List {
                Section(header: Text("Push with a link; pinch or swipe from the edge to pop")) {
                    ForEach(SwiftUIGalleryScreen.entries) { entry in
                        TransitionLink(value: SwiftUIGalleryScreen.entry(entry.id), transition: entry.forward) {
                            VStack(alignment: .leading, spacing: 2) {
                                Text(entry.title)
                                Text(entry.summary).font(.caption).foregroundColor(.secondary).lineLimit(2)
                            }
                        }
                    }
                }
                Section(header: Text("Springy layouts")) {
                    ForEach(SwiftUIGalleryScreen.layouts, id: \.self) { screen in
                        TransitionLink(value: screen) { Text(screen.title) }
                    }
                }
            }
            .transitionNavigationTitle("SwiftUI")
            .transitionNavigationBarTitleDisplayMode(.large)
            .transitionNavigationBarBackButtonTitle("Gallery")
            .transitionToolbarItem(.leading) {
                Button("Compose") { composing = true }
            }
            .transitionToolbarItem(.trailing) { FavoritesBadge() }
            .transitionPresentation(isPresented: $composing, transition: .slideUp(),
                                    presentation: .card(.sheet(detents: [.medium, .large], showsGrabber: true,
                                                               keyboard: .growToDetent(nil))),
                                    selectedDetent: $composerDetent, gestures: [.pan(.down)]) {
                ComposerDemo(detent: $composerDetent)
            }
        } destination: { screen in
            switch screen {
            case .entry:
                if let entry = screen.entry { EntryDemo(entry: entry, path: $path) }
            case .springyList:
                SpringyListDemo().transitionNavigationTitle(screen.title)
            case .carousel:
                CarouselDemo().transitionNavigationTitle(screen.title)
            case .newtonian:
                NewtonianDemo().transitionNavigationTitle(screen.title)
            }
        }
        .environmentObject(favorites)
    }

    /// The section in a hosting controller, for the gallery's tab bar.
    @MainActor
    public static func makeViewController() -> UIViewController {
        let controller = SectionHostingController(rootView: SwiftUIGalleryView(favorites: GalleryFavorites()))
        controller.tabBarItem = UITabBarItem(title: "SwiftUI", image: UIImage(systemName: "swift"), tag: 5)
        return controller
    }
}

/// The entries starred, shared by every screen of the section through the environment (set
/// once, around the stack).
final class GalleryFavorites: ObservableObject {
    @Published var starred: Set<String> = []
}

/// The number of starred entries, in the bar.
struct FavoritesBadge: View {
    @EnvironmentObject private var favorites: GalleryFavorites

    var body: some View {
        Text("★ \(favorites.starred.count)")
    }
}

/// A composer on a sheet: its detent is the section's binding (the picker moves the sheet, a drag
/// moves the picker), a scroll view hands the drag off to the sheet, and unsaved text vetoes a
/// swipe down or a tap outside ("Discard?").
struct ComposerDemo: View {
    @Binding var detent: CardDetent.Identifier?
    @State private var text = ""
    @State private var asksToDiscard = false
    @Environment(\.transitionDismiss) private var dismiss

    var body: some View {
        VStack(spacing: 12) {
            Picker("Detent", selection: $detent) {
                Text("Medium").tag(CardDetent.Identifier?.some(.medium))
                Text("Large").tag(CardDetent.Identifier?.some(.large))
            }
            .pickerStyle(SegmentedPickerStyle())
            TextField("Write something, then swipe down", text: $text)
                .textFieldStyle(RoundedBorderTextFieldStyle())
            ScrollView {
                VStack(alignment: .leading, spacing: 8) {
                    ForEach(0..<30) { line in Text("Earlier message \(line + 1)").foregroundColor(.secondary) }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .cardScrollHandoff()
            }
        }
        .padding()
        .padding(.top, 12)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(UIColor.systemBackground).edgesIgnoringSafeArea(.all))
        .transitionDismissDisabled(!text.isEmpty) { asksToDiscard = true }
        .alert(isPresented: $asksToDiscard) {
            Alert(title: Text("Discard the draft?"),
                  primaryButton: .destructive(Text("Discard")) { text = ""; dismiss() },
                  secondaryButton: .cancel(Text("Keep editing")))
        }
    }
}

/// Hides a navigation bar around the section (the tab bar's More list on iPhone): the section's
/// own stack has one.
final class SectionHostingController: UIHostingController<SwiftUIGalleryView> {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

/// An entry's demo screen: its toolbar follows the transition's progress; it presents a card and
/// a full-screen demo; it pops back to the list (several screens at once).
struct EntryDemo: View {
    let entry: GalleryEntry
    @Binding var path: [SwiftUIGalleryScreen]
    @State private var showsCard = false
    @State private var showsFullScreen = false
    @Environment(\.transitionProgress) private var transition
    @Environment(\.transitionDismiss) private var dismiss
    @EnvironmentObject private var favorites: GalleryFavorites

    var body: some View {
        VStack(spacing: 16) {
            Text(entry.title).font(.title).scaleEffect(1 + 0.15 * (1 - transition.visibility))
            Text(entry.detailText).font(.footnote).foregroundColor(.secondary).multilineTextAlignment(.center)
            Button("Present on a card") { showsCard = true }
            Button("Present full screen") { showsFullScreen = true }
            Button("Push the next entry") {
                if let next = nextEntry { path.append(.entry(next.id)) }
            }
            Button("Back to the list") { path.removeAll() }
            Button("Dismiss this screen") { dismiss() }
            Spacer()
            ProgressToolbar()
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(hue: Double(abs(entry.id.hashValue % 360)) / 360, saturation: 0.25, brightness: 0.95).edgesIgnoringSafeArea(.all))
        .transitionNavigationTitle(entry.title)
        .transitionNavigationBarTitleDisplayMode(.inline)
        .transitionToolbarItem(.trailing) {
            Button(favorites.starred.contains(entry.id) ? "★" : "☆") {
                if favorites.starred.contains(entry.id) { favorites.starred.remove(entry.id) } else { favorites.starred.insert(entry.id) }
            }
        }
        .transitionToolbarItem(.trailing) { FavoritesBadge() }
        .transitionPresentation(isPresented: $showsCard, transition: .scale, dismissal: .swingDrop,
                                presentation: .card(.swingDrop), gestures: [.pan(.down), .pinch]) {
            CardDemo(title: "Swipe down, pinch or tap outside")
        }
        .transitionPresentation(isPresented: $showsFullScreen, transition: entry.forward, dismissal: entry.backward,
                                gestures: [.pinch, .pan(.down)]) {
            CardDemo(title: entry.title)
        }
    }

    private var nextEntry: GalleryEntry? {
        let entries = SwiftUIGalleryScreen.entries
        guard let index = entries.firstIndex(where: { $0.id == entry.id }) else { return nil }
        return entries[(index + 1) % entries.count]
    }
}

/// A toolbar that fades and slides with its screen's transition, and shows its progress.
struct ProgressToolbar: View {
    @Environment(\.transitionProgress) private var transition

    var body: some View {
        HStack {
            Image(systemName: "square.and.arrow.up")
            Spacer()
            Text(label).font(.caption)
            Spacer()
            Image(systemName: "trash")
        }
        .padding()
        .background(Color(UIColor.secondarySystemBackground).cornerRadius(12))
        .opacity(Double(transition.visibility))
        .offset(y: 60 * (1 - transition.visibility))
    }

    private var label: String {
        guard transition.isTransitioning else { return "at rest" }
        let phase = transition.phase == .appearing ? "appearing" : "disappearing"
        return "\(phase) \(Int((transition.progress * 100).rounded())) %" + (transition.isInteractive ? " · finger" : "")
    }
}

/// What the demos present.
struct CardDemo: View {
    let title: String
    @Environment(\.transitionDismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text(title).font(.headline).multilineTextAlignment(.center)
            Button("Dismiss") { dismiss() }
            ProgressToolbar()
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(UIColor.systemBackground).edgesIgnoringSafeArea(.all))
    }
}

/// The springy message list: + sends, − removes the last message.
struct SpringyListDemo: View {
    @State private var messages = LayoutMessage.conversation(count: 60).flatMap { $0 }
    @State private var next = 60

    var body: some View {
        VStack(spacing: 0) {
            SpringyList(messages) { message in
                HStack {
                    if message.isSent { Spacer(minLength: 60) }
                    Text(message.text)
                        .padding(10)
                        .foregroundColor(message.isSent ? .white : .primary)
                        .background(message.isSent ? Color.blue : Color(UIColor.systemGray5))
                        .cornerRadius(16)
                    if !message.isSent { Spacer(minLength: 60) }
                }
            }
            HStack {
                Button("−") { if !messages.isEmpty { messages.removeLast() } }
                Spacer()
                Button("+") {
                    messages.append(LayoutMessage(id: next, text: "Message \(next)", isSent: next % 2 == 0))
                    next += 1
                }
            }
            .font(.title)
            .padding()
        }
    }
}

/// A deck of cards in a springy layout, with + to add one (in the middle, or at the end).
struct CardDeckDemo<Deck: View>: View {
    @State private var cards: [GalleryCard]
    @State private var next: Int
    private let insertsInTheMiddle: Bool
    private let deck: (Binding<[GalleryCard]>) -> Deck

    init(count: Int, insertsInTheMiddle: Bool, @ViewBuilder deck: @escaping (Binding<[GalleryCard]>) -> Deck) {
        _cards = State(initialValue: GalleryCard.deck(count))
        _next = State(initialValue: count + 1)
        self.insertsInTheMiddle = insertsInTheMiddle
        self.deck = deck
    }

    var body: some View {
        VStack {
            Spacer()
            deck($cards)
            Button("+") {
                cards.insert(GalleryCard(id: next), at: insertsInTheMiddle ? cards.count / 2 : cards.count)
                next += 1
            }
            .font(.title)
            .padding()
        }
    }
}

/// The springy carousel: + inserts a card in the middle, which drops in.
struct CarouselDemo: View {
    var body: some View {
        CardDeckDemo(count: 12, insertsInTheMiddle: true) { cards in
            SpringyCarousel(cards.wrappedValue, itemSize: LayoutScreen.carouselCardSize) { card in
                CardFace(card: card)
            }
            .frame(height: LayoutScreen.carouselCardSize.height + 40)
        }
    }
}

/// Newtonian cards: tap one to let it fall (it is then deleted); + adds one.
struct NewtonianDemo: View {
    var body: some View {
        CardDeckDemo(count: 4, insertsInTheMiddle: false) { cards in
            NewtonianCards(cards.wrappedValue, itemSize: LayoutScreen.newtonianCardSize, onDeparture: { card in
                cards.wrappedValue.removeAll { $0.id == card.id }
            }) { card in
                CardFace(card: card)
            }
            .frame(height: 400)
        }
    }
}

/// A card's face: its number on its hue.
struct CardFace: View {
    let card: GalleryCard

    var body: some View {
        Text("\(card.id)")
            .font(.title.bold())
            .foregroundColor(.white)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color(hue: card.hue, saturation: 0.6, brightness: 0.85))
            .cornerRadius(12)
    }
}
#endif
