import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionUIKit

/// A container inside another one goes by its own name in the outer container's rules.
@MainActor
@Suite("A nested container's name")
struct NestedContainerNameTests {
    /// Remembers the pairs the outer container asks about.
    final class Asked: ContainerTransitionDelegate {
        var pairs: [TransitionPair] = []
        func animator(for pair: TransitionPair) -> AnimatorChoice {
            pairs.append(pair)
            return .animator(FadeScaleAnimator())
        }
    }

    /// Before, the tabs were asked about as `TransitionContainerViewController` (the class name), so a rule written
    /// `"from": "Tabs"` never matched and the switch played the container's default instead.
    @Test func tabsInsideAnotherContainerAreMatchedByTheirIdentifier() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let outer = TransitionContainerViewController(identifier: "Root")
        let tabs = TransitionContainerViewController(identifier: "Tabs")
        let profile = Screen("Profile")
        let asked = Asked()
        outer.delegate = asked
        try outer.setViewControllers([tabs, profile])
        ui.perform { window.rootViewController = outer }
        try ui.perform { try outer.select(index: 1) }
        ui.clock.runUntilIdle()
        #expect(asked.pairs.map(\.from) == ["Tabs"] && asked.pairs.map(\.to) == ["Profile"])
        // An identifier the app sets still wins.
        tabs.transitionIdentifier = "Main"
        try ui.perform { try outer.select(index: 0) }
        ui.clock.runUntilIdle()
        #expect(asked.pairs.last?.to == "Main")
        #expect(ui.finish() == .clean)
    }
}
