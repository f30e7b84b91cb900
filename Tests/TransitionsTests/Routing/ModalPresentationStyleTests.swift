import Foundation
import Testing
@testable import Transitions

@Suite struct ModalPresentationStyleTests {
    /// Raw values as in UIViewController.h (`UIModalPresentationStyle`).
    @Test func rawValuesMatchUIKit() {
        let expected: [ModalPresentationStyle: Int] = [
            .fullScreen: 0, .pageSheet: 1, .formSheet: 2, .currentContext: 3, .custom: 4,
            .overFullScreen: 5, .overCurrentContext: 6, .popover: 7, .blurOverFullScreen: 8,
            .none: -1, .automatic: -2,
        ]
        #expect(expected.count == ModalPresentationStyle.allCases.count)
        for style in ModalPresentationStyle.allCases {
            #expect(style.rawValue == expected[style])
        }
        #expect(ModalPresentationStyle(rawValue: 9) == nil)
        #expect(ModalPresentationStyle(rawValue: -3) == nil)
    }

    @Test(arguments: [ModalPresentationStyle.custom, .fullScreen, .overFullScreen, .currentContext, .overCurrentContext])
    func stylesThatPlayTheCustomAnimator(_ style: ModalPresentationStyle) {
        #expect(style.customAnimatorSupport == .used)
        #expect(style.diagnostic(presenting: "Settings") == nil)
        #expect(style.resolvedForCustomTransition == style)
    }

    @Test(arguments: [ModalPresentationStyle.automatic, .pageSheet, .formSheet, .popover])
    func stylesThatIgnoreTheCustomAnimator(_ style: ModalPresentationStyle) throws {
        #expect(style.customAnimatorSupport == .ignored)
        let message = try #require(style.diagnostic(presenting: "SettingsViewController"))
        #expect(message.contains(style.name))
        #expect(message.contains("SettingsViewController"))
        #expect(message.contains("ignores custom animators"))
        #expect(message.contains(".custom, .fullScreen or .overFullScreen"))
    }

    @Test(arguments: [ModalPresentationStyle.none, .blurOverFullScreen])
    func stylesThatCannotPresentOnIOS(_ style: ModalPresentationStyle) throws {
        #expect(style.customAnimatorSupport == .invalid)
        let message = try #require(style.diagnostic(presenting: "X"))
        #expect(message.contains("cannot present"))
    }

    @Test func onlyAutomaticIsReplacedByTheOneLinePresent() {
        #expect(ModalPresentationStyle.automatic.resolvedForCustomTransition == .fullScreen)
        for style in ModalPresentationStyle.allCases where style != .automatic {
            #expect(style.resolvedForCustomTransition == style)
        }
        #expect(ModalPresentationStyle.automatic.resolvedForCustomTransition.customAnimatorSupport == .used)
    }

    @Test func namesAreTheSwiftSpellings() {
        #expect(ModalPresentationStyle.pageSheet.name == ".pageSheet")
        #expect(ModalPresentationStyle.overFullScreen.name == ".overFullScreen")
        #expect(Set(ModalPresentationStyle.allCases.map(\.name)).count == ModalPresentationStyle.allCases.count)
    }
}
