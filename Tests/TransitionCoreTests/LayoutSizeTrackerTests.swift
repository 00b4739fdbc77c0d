import Foundation
import HeadlessUI
import Testing
import TransitionCore

@Suite("Layout passes that are resizes")
struct LayoutSizeTrackerTests {
    @Test func theFirstPassAtAnotherSizeThanTheContentWasMadeAtIsAResize() {
        var tracker = LayoutSizeTracker()
        tracker.contentCreated(at: CGSize(width: 390, height: 844))
        #expect(tracker.layoutPass(at: CGSize(width: 390, height: 844)) == false)
        #expect(tracker.layoutPass(at: CGSize(width: 320, height: 600)) == true)
        #expect(tracker.layoutPass(at: CGSize(width: 320, height: 600)) == false)
        var embedded = LayoutSizeTracker()
        embedded.contentCreated(at: CGSize(width: 390, height: 844))
        #expect(embedded.layoutPass(at: CGSize(width: 390, height: 400)) == true, "an embedded container's first pass")
    }
}
