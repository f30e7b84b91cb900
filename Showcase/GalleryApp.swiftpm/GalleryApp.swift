import SwiftUI
import TransitionsGallery
import UIKit

/// The app: one window showing the gallery's root tab bar controller, which is all UIKit.
@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup {
            GalleryRoot()
                .ignoresSafeArea()
        }
    }
}

/// Hosts ``GalleryRootViewController`` in SwiftUI's window. The gallery does its own
/// presentations, pushes and tab switches inside it, with the Transitions router.
@MainActor
struct GalleryRoot: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> GalleryRootViewController {
        GalleryRootViewController()
    }

    func updateUIViewController(_ controller: GalleryRootViewController, context: Context) {}
}
