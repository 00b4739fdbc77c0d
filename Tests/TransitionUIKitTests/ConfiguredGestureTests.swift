import Foundation
import HeadlessUI
import Testing
import TransitionConfiguration
import TransitionCore
import TransitionUIKit

@MainActor
@Suite("A config's gesture settings reach the swipe")
struct ConfiguredGestureTests {
    static func json(threshold: Double) -> String {
        """
        {
          "version": 1,
          "transitions": [
            { "container": "Tabs", "from": "Home", "to": "Search", "animator": { "type": "slide" },
              "interaction": { "type": "edge-pan", "threshold": \(threshold) } }
          ]
        }
        """
    }

    /// Swipes in from the right edge to 40% and rests before lifting; returns whether the switch finished.
    func swipeToFortyPercent(threshold: Double) throws -> Bool {
        let scene = try ContainerScene()
        let delegate = try ConfiguredTransitionDelegate(
            data: Data(Self.json(threshold: threshold).utf8), registry: ConfiguredDelegateTests.registry)
        delegate.attach(to: scene.container.engine)
        // The swipe's own rule would cancel at 40% (0.6 by default): only the config's threshold can finish it.
        let swipe = SwipeInteraction(engine: scene.container.engine, edge: .right)
        scene.ui.drag(from: CGPoint(x: 389, y: 400), to: CGPoint(x: 233, y: 400), frames: 12) { swipe.handle($0) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.ui.finish() == .clean)
        withExtendedLifetime(delegate) {}
        return scene.container.selectedIndex == 1
    }

    @Test func theRulesThresholdDecidesTheRelease() throws {
        #expect(try swipeToFortyPercent(threshold: 0.3), "40% passes the rule's 0.3")
        #expect(try !swipeToFortyPercent(threshold: 0.5), "40% falls short of the rule's 0.5")
    }
}
