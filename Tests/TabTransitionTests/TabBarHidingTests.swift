import Foundation
import HeadlessUI
import TabTransition
import Testing
import TransitionCore

/// A tab whose child asks for the bar to be hidden (as `hidesBottomBarWhenPushed` does): the bar's visibility moves
/// with the transition, comes back on a cancel, and follows a change of the answer without a switch.
@MainActor
@Suite("Tab container: a bar that moves with its screen")
struct TabBarHidingTests {
    func scene() throws -> TabScene {
        let scene = try TabScene()
        scene.children[1].hidesBottomBarWhenPushed = true
        scene.tabs.hidesBar = { $0.hidesBottomBarWhenPushed }
        return scene
    }

    @Test func theBarHidesWithTheTransitionToATabThatAsks() throws {
        let scene = try scene()
        #expect(scene.tabs.tabBar.visibility == 1)
        var visibilities: [Double] = []
        scene.tabs.onTabBarChange = { visibilities.append($0.visibility) }
        try scene.ui.perform { try scene.tabs.select(index: 1) }
        scene.ui.clock.advance(frames: 4)
        let midway = scene.tabs.tabBar.visibility
        #expect(midway > 0 && midway < 1, "part of the way down with the screens")
        scene.ui.clock.runUntilIdle()
        #expect(scene.tabs.tabBar.visibility == 0)
        #expect(zip(visibilities, visibilities.dropFirst()).allSatisfy { $0 >= $1 }, "only goes down")
        // And back up on the way out.
        try scene.ui.perform { try scene.tabs.select(index: 2) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.tabs.tabBar.visibility == 1)
    }

    @Test func aCancelledSwipeBringsTheBarBack() throws {
        let scene = try scene()
        // Swipe in from the right edge to 40% and release slowly: cancelled.
        scene.ui.drag(from: CGPoint(x: 389, y: 400), to: CGPoint(x: 233, y: 400), frames: 12) {
            scene.tabs.handlePan($0)
        }
        #expect(abs(scene.tabs.tabBar.visibility - 0.6) < 1e-9, "40% of the way to hidden")
        scene.ui.clock.runUntilIdle()
        #expect(scene.tabs.lastSwipeOutcome?.finishes == false)
        #expect(scene.tabs.tabBar.visibility == 1)
        #expect(scene.tabs.tabBar == TabBarState(titles: ["Home", "Search", "Settings"], selectedIndex: 0))
    }

    /// A screen pushed inside the selected tab that asks: the app says the answer changed, the bar follows.
    @Test func theBarFollowsAChangedAnswerWithoutASwitch() throws {
        let scene = try scene()
        scene.children[0].hidesBottomBarWhenPushed = true
        #expect(scene.tabs.tabBar.visibility == 1)
        scene.tabs.barPreferenceDidChange()
        #expect(scene.tabs.tabBar.visibility == 0)
        // A tab list that starts on a tab that asks starts hidden.
        try scene.ui.perform { try scene.tabs.setTabs(scene.children, selecting: 1) }
        #expect(scene.tabs.tabBar.visibility == 0)
    }
}
