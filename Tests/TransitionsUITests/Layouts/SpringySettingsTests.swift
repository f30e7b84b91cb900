import DynamicLayouts
import Foundation
import Testing
import TransitionsUI

/// The springy views take the layouts' settings: bad input reads as "not set", and the settle time
/// tunes each view's preset as the layouts' own presets do.
@Suite struct SpringySettingsTests {
    @Test func badInputReadsAsNotSet() {
        var settings = SpringySettings(frameRateLimit: 0, settleTime: .nan)
        #expect(settings.frameRateLimit == nil)
        #expect(settings.settleTime == nil)
        settings.frameRateLimit = -60
        settings.settleTime = -1
        #expect(settings.frameRateLimit == nil)
        #expect(settings.settleTime == nil)
        settings.settleTime = .infinity
        #expect(settings.settleTime == nil)
        settings.frameRateLimit = 60
        settings.settleTime = 0.8
        #expect(settings == SpringySettings(frameRateLimit: 60, settleTime: 0.8))
    }

    @Test func theSettleTimeTunesEachViewsPreset() {
        let settings = SpringySettings(settleTime: 0.5)
        #expect(settings.style(for: .list(.tiled)) == .springyList(.tiled, settleTime: 0.5))
        #expect(settings.style(for: .carousel(itemWidth: 150)) == .springyCarousel(itemWidth: 150, settleTime: 0.5))
        #expect(settings.style(for: .newtonian) == .newtonian(settleTime: 0.5))
        #expect(settings.style(for: .custom(.newtonian)) == .newtonian, "an app's own style is kept as given")
        #expect(SpringySettings().style(for: .list(.messages)) == .springyList())
        #expect(settings.style(for: .list(.messages)) != .springyList(), "the spring changes to settle in time")
    }
}
