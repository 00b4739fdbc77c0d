import Foundation
import HeadlessUI
import TabTransition
import Testing
import TransitionConfiguration
import TransitionCore
import TransitionTesting

@MainActor
@Suite("Tab container and config")
struct TabContainerConfigTests {
    static let json = """
        {
          "version": 1,
          "transitions": [
            { "container": "Tabs", "from": "Home", "to": "Search", "animator": null }
          ]
        }
        """

    @Test func aNullRuleSwitchesWithoutAnimationWhileNoRuleKeepsTheTabAnimator() throws {
        let scene = try TabScene()
        var registry = AnimatorRegistry()
        try registry.register(TabAnimator.self)
        let delegate = try ConfiguredTransitionDelegate(data: Data(Self.json.utf8), registry: registry)
        delegate.attach(to: scene.tabs.engine)
        let nullRule = TransitionPair(container: "Tabs", from: "Home", to: "Search", fromIndex: 0, toIndex: 1)
        let noRule = TransitionPair(container: "Tabs", from: "Search", to: "Settings", fromIndex: 1, toIndex: 2)
        guard case .noAnimation = delegate.animator(for: nullRule) else {
            Issue.record("a null rule must say 'no animation'")
            return
        }
        guard case .containerDefault = delegate.animator(for: noRule) else {
            Issue.record("no rule must defer to the container")
            return
        }

        try scene.ui.perform { try scene.tabs.select(index: 1) }
        #expect(scene.tabs.engine.phase == .idle, "null: no animation, even with the tab animator as default")
        #expect(scene.shown == ["Search"])
        try scene.ui.perform { try scene.tabs.select(index: 2) }
        #expect(scene.tabs.engine.phase == .animating, "no rule: the container's own tab animator")
        scene.ui.clock.runUntilIdle()
        #expect(scene.shown == ["Settings"])
        #expect(scene.ui.finish() == .clean)
    }
}
