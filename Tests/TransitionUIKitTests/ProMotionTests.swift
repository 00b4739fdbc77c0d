import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

/// 9. 120 Hz on an iPhone needs a key in the app's Info.plist; the demo app ships it and the clock can tell.
@MainActor
@Suite("ProMotion on iPhone")
struct ProMotionTests {
    @Test func theDemoAppDeclaresTheKeyThatUnlocks120HzOnIPhone() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/TransitionsDemo.swiftpm/Info.plist")
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
        #expect((plist as? [String: Any])?["CADisableMinimumFrameDurationOnPhone"] as? Bool == true)
        // The test runner's own bundle has no such key.
        #expect(!DisplayLinkClock.appAllowsHighFrameRatesOnPhone)
    }
}
