import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

@MainActor
@Suite("Layer time")
struct LayerTimeTests {
    /// Device defect 9: keyframes took the segment's duration in media time while their begin time was converted to
    /// the layer's: under `window.layer.speed = 2` (UI tests set it) Core Animation played the switch in half the
    /// time, held the end, and the screen jumped back when the main thread drew again. What a person sees at the
    /// hand-off is the last frame drawn.
    @Test(arguments: [1.0, 2.0, 0.5])
    func keyframesFollowTheLayersTime(speed: Double) throws {
        let scene = try TabsScene()
        scene.window.rootView.layer.speed = Float(speed)
        let animation = try #require(
            scene.configuration.config.resolve(container: "Tabs", from: "Home", to: "Search")?.animator?.animator
        ).animation(
            for: TransitionContext(
                previewing: TransitionPair(container: "Tabs", from: "Home", to: "Search", fromIndex: 0, toIndex: 1),
                containerBounds: scene.window.bounds))
        let watch = FrameWatch(window: scene.window, limits: FrameLimits(peakRatesOf: animation, in: scene.window.bounds))
        watch.start()
        try scene.ui.perform { try scene.tabs.select(index: 1) }
        scene.ui.clock.advance(frames: 3)
        scene.ui.clock.stall(frames: 6)
        scene.ui.clock.runUntilIdle()
        #expect(watch.report.jumps.failedCount == 0, "\(watch.report)")
        #expect(scene.tabs.selectedIndex == 1)
    }
}
