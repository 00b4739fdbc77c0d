import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionConfiguration
import TransitionCore

@MainActor
@Suite("Drawer pans and the config")
struct DrawerGestureConfigTests {
    static let json = """
        {
          "version": 1,
          "transitions": [
            { "container": "DrawerPage", "from": "CenterPage", "to": "LeftPage", "reversible": true,
              "animator": { "type": "drawer" }, "interaction": { "type": "edge-pan", "edge": "left", "threshold": 0.2 } }
          ]
        }
        """

    /// A bezel pan from the left edge to 30% of the drawer's width, resting before it lifts.
    func panToThirtyPercent(configured: Bool) throws -> ScreenSide? {
        let scene = try DrawerScene()
        var registry = AnimatorRegistry()
        try registry.register(DrawerAnimator.self)
        let delegate = try ConfiguredTransitionDelegate(data: Data(Self.json.utf8), registry: registry)
        if configured { scene.drawer.delegate = delegate }
        scene.ui.drag(from: CGPoint(x: 3, y: 400), to: CGPoint(x: 3 + 0.3 * 280, y: 400), frames: 12) {
            scene.drawer.handlePan($0)
        }
        scene.ui.clock.runUntilIdle()
        withExtendedLifetime(delegate) {}
        return scene.drawer.openSide
    }

    @Test func theRulesThresholdDecidesTheRelease() throws {
        #expect(try panToThirtyPercent(configured: false) == nil, "the controller's own 0.5 closes it again")
        #expect(try panToThirtyPercent(configured: true) == .left, "the rule's 0.2 opens it")
    }
}
