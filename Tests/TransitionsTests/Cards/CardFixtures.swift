import Foundation
import Testing
@testable import Transitions

/// A container a card is shown in: phones and iPads, both orientations, with their safe areas and
/// size classes, and the space a card with the default 16 pt margins gets there.
struct CardDevice: Sendable, CustomTestStringConvertible {
    let name: String
    let environment: CardEnvironment
    /// The available space with 16 pt margins, worked out by hand.
    let available: CGRect

    var testDescription: String { name }

    static let phonePortrait = CardDevice(
        name: "iPhone portrait",
        environment: CardEnvironment(containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
                                     safeArea: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0), sizeClass: .compact),
        available: CGRect(x: 16, y: 63, width: 358, height: 731))
    static let phoneLandscape = CardDevice(
        name: "iPhone landscape",
        environment: CardEnvironment(containerBounds: CGRect(x: 0, y: 0, width: 844, height: 390),
                                     safeArea: SafeAreaInsets(top: 0, left: 47, bottom: 21, right: 47), sizeClass: .compact),
        available: CGRect(x: 63, y: 16, width: 718, height: 337))
    static let padPortrait = CardDevice(
        name: "iPad portrait",
        environment: CardEnvironment(containerBounds: CGRect(x: 0, y: 0, width: 1024, height: 1366),
                                     safeArea: SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0), sizeClass: .regular),
        available: CGRect(x: 16, y: 40, width: 992, height: 1290))
    static let padLandscape = CardDevice(
        name: "iPad landscape",
        environment: CardEnvironment(containerBounds: CGRect(x: 0, y: 0, width: 1366, height: 1024),
                                     safeArea: SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0), sizeClass: .regular),
        available: CGRect(x: 16, y: 40, width: 1334, height: 948))

    static let all = [phonePortrait, phoneLandscape, padPortrait, padLandscape]

    /// The card's width and x there: the whole available width on phones, 540 pt centred on iPads.
    var cardColumn: (x: CGFloat, width: CGFloat) {
        environment.sizeClass == .regular ? (available.midX - 270, 540) : (available.minX, available.width)
    }

    /// The same container with `contentHeight` for content-fit detents.
    func with(contentHeight: CGFloat?) -> CardEnvironment {
        var environment = self.environment
        environment.contentHeight = contentHeight
        return environment
    }
}

/// A phone's keyboard frame in screen coordinates: docked at the bottom, `height` tall.
func dockedKeyboard(in environment: CardEnvironment, height: CGFloat) -> CGRect {
    let bounds = environment.containerBounds
    return CGRect(x: 0, y: bounds.maxY - height, width: bounds.width, height: height)
}

extension CardLayout {
    /// A sheet laid out as the kit's classic inset card (16 pt margins and corners), whose
    /// geometry these tests work out by hand from ``CardDevice/available``.
    static func insetSheet(
        detents: [CardDetent], selected: CardDetent.Identifier? = nil, largestUndimmed: CardDetent.Identifier? = nil,
        keyboard: CardKeyboardPolicy = .moveUp
    ) -> CardLayout {
        var layout = CardLayout.sheet(detents: detents, selected: selected, largestUndimmed: largestUndimmed, keyboard: keyboard)
        layout.attachment = .inset
        layout.cornerRadius = 16
        return layout
    }
}
