import Foundation
import HeadlessUI
import TabTransition
import Testing
import TransitionConfiguration
import TransitionCore
import TransitionUIKit
import TransitionTesting

@MainActor
@Suite("Tab container")
struct TabContainerTests {
    /// The tab container's animator sits beneath the engine's own default: it never overwrites what the app set.
    @Test func theEnginesDefaultAnimatorIsTheApps() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let host = TransitionContainerViewController(identifier: "Tabs")
        let chosen = ClosureAnimator(name: "apps-own") { _ in
            TransitionAnimation(
                duration: 0.2, curve: .linear,
                tracks: [RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1))])
        }
        host.engine.defaultAnimator = chosen
        let tabs = TabContainer(container: host)
        #expect(tabs.engine.defaultAnimator?.name == "apps-own")
        let children = ["Home", "Search"].map(ui.makeViewController)
        try ui.perform {
            window.rootViewController = host
            try tabs.setTabs(children)
        }
        try ui.perform { try tabs.select(index: 1) }
        #expect(tabs.engine.activeAnimation?.duration == 0.2)
        ui.clock.runUntilIdle()
        // Without an app default, the tab container's own animator plays.
        host.engine.defaultAnimator = nil
        try ui.perform { try tabs.select(index: 0) }
        let context = try #require(tabs.engine.activeContext)
        #expect(tabs.engine.activeAnimation?.duration == TabAnimator().animation(for: context).duration)
        #expect(tabs.engine.activeAnimation?.duration != 0.2)
        ui.clock.runUntilIdle()
    }

    @Test func theIndicatorFollowsProgressForwardAndReturnsOnCancel() throws {
        let scene = try TabScene()
        var positions: [Double] = []
        scene.tabs.onTabBarChange = { positions.append($0.indicatorPosition) }
        // Swipe in from the right edge to 40% and release slowly: cancelled.
        scene.ui.drag(from: CGPoint(x: 389, y: 400), to: CGPoint(x: 233, y: 400), frames: 12) {
            scene.tabs.handlePan($0)
        }
        let peak = positions.max() ?? 0
        #expect(abs(peak - 0.4) < 1e-9)
        #expect(scene.tabs.tabBar.selectedIndex == 1, "the destination is selected while the finger drives")
        scene.ui.clock.runUntilIdle()
        #expect(scene.tabs.lastSwipeOutcome?.finishes == false)
        #expect(scene.tabs.tabBar == TabBarState(titles: ["Home", "Search", "Settings"], selectedIndex: 0))
        let afterPeak = positions.drop { $0 < peak }
        #expect(zip(afterPeak, afterPeak.dropFirst()).allSatisfy { $0 >= $1 }, "the indicator only goes back")
        #expect(scene.shown == ["Home"])
        #expect(scene.ui.finish() == .clean)
    }

    @Test func theTitlesHighlightMidTransition() throws {
        let scene = try TabScene()
        try scene.ui.perform { try scene.tabs.engine.beginInteractiveTransition(to: 2) }
        try scene.tabs.engine.updateInteractiveTransition(0.25)
        #expect(scene.tabs.tabBar.highlights == [0.75, 0, 0.25])
        #expect(scene.tabs.tabBar.indicatorPosition == 0.5)
        try scene.tabs.engine.finishInteractiveTransition()
        scene.ui.clock.runUntilIdle()
        #expect(scene.tabs.tabBar.highlights == [0, 0, 1])
        #expect(scene.tabs.tabBar.indicatorPosition == 2)
    }

    @Test func aSwipeFromTheLeftEdgeGoesToThePreviousTab() throws {
        let scene = try TabScene()
        try scene.ui.perform { try scene.tabs.select(index: 2, animated: false) }
        #expect(scene.tabs.tabBar.selectedIndex == 2)
        scene.ui.drag(from: CGPoint(x: 3, y: 400), to: CGPoint(x: 300, y: 400), frames: 12) { scene.tabs.handlePan($0) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.tabs.engine.selectedIndex == 1)
        #expect(scene.tabs.tabBar.indicatorPosition == 1)
        #expect(scene.shown == ["Search"])
    }

    @Test func mismatchedTitlesAreRejected() throws {
        let scene = try TabScene()
        #expect(throws: TransitionError.self) { try scene.tabs.setTabs(scene.children, titles: ["One"]) }
        #expect(scene.tabs.tabBar.titles == ["Home", "Search", "Settings"])
    }

    @Test func tabAnimatorConforms() {
        var registry = AnimatorRegistry()
        try? registry.register(TabAnimator.self)
        for parameters: [String: ParameterValue] in [[:], ["style": "cross-fade"], ["curve": [0.3, 0, 0.2, 1]]] {
            let animator = (try? TabAnimator(parameters)) ?? TabAnimator()
            let report = AnimatorConformance.check(animator, registry: registry)
            #expect(report.passed, "\(report)")
            #expect(report.checks.count >= 8)
        }
    }
}
