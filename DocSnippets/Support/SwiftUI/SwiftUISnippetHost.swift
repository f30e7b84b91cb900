#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import Transitions
import TransitionsUI
import UIKit

/// The view controller the documentation's SwiftUI snippets are written in: the UIKit host and
/// its fixtures, plus the SwiftUI ones the docs use (`photos`, `messages`, `thumbnailFrame`…).
/// Views a snippet declares are members of its wrapper; the wrappers are compiled, never run.
class SwiftUISnippetHost: UIKitSnippetHost {
    let photos = (1...12).map { Photo(id: $0) }
    let messages = (1...40).map { Message(id: $0, text: "Message \($0)") }
    /// A thumbnail's rectangle in the container's coordinates, points.
    let thumbnailFrame = CGRect(x: 24, y: 180, width: 160, height: 120)
}

/// A photo of the docs' examples.
struct Photo: Identifiable, Hashable {
    let id: Int
}

/// A chat message of the docs' examples.
struct Message: Identifiable, Hashable {
    let id: Int
    var text: String
}

/// The screens and rows the docs' examples show.
struct PhotoView: View {
    let photo: Photo
    var body: some View { Text("Photo \(photo.id)") }
}

struct PhotoGrid: View {
    let photos: [Photo]
    var body: some View { Text("\(photos.count) photos") }
}

struct Thumbnail: View {
    let photo: Photo
    var body: some View { Text("\(photo.id)") }
}

struct Bubble: View {
    let message: Message
    var body: some View { Text(message.text).padding(8) }
}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}
#endif
