import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionUIKit

/// Tabs whose selection the app owns (SwiftUI's tab view): the bar shows the screens the app gave, follows every
/// switch and rests on the screen on show.
@MainActor
@Suite("Tabs bound to the app's selection")
struct BoundTabsTests {
    @Test func theBarFollowsTheScreensTheAppGivesAndItsSwitches() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let container = TransitionContainerViewController(identifier: "Tabs")
        let tabs = TransitionContainerViewController.Tabs(container: container)
        tabs.title = { ($0.transitionIdentifier ?? "").uppercased() }
        var bars: [TabBarState] = []
        tabs.onTabBarChange = { bars.append($0) }
        let bound = BoundSelection<String>(container: container) { _ in }
        ui.perform { window.rootViewController = container }
        ui.perform {
            bound.setScreens(["Home", "Search"], selecting: "Search") { Screen($0) }
        }
        #expect(tabs.tabBar.titles == ["HOME", "SEARCH"] && tabs.tabBar.selectedIndex == 1)
        #expect(tabs.tabBar.indicatorPosition == 1)
        // A screen inserted before the selected one: the bar shows it and stays under Search.
        ui.perform {
            bound.setScreens(["Inbox", "Home", "Search"], selecting: "Search") { Screen($0) }
        }
        #expect(tabs.tabBar.titles == ["INBOX", "HOME", "SEARCH"] && tabs.tabBar.indicatorPosition == 2)
        // The app's value switches; the indicator moves frame by frame towards Inbox and rests there.
        bars.removeAll()
        ui.perform { bound.appSelected("Inbox", animated: true) }
        ui.clock.runUntilIdle()
        let positions = bars.map(\.indicatorPosition)
        #expect(positions.count > 5, "the bar did not follow the switch")
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 >= $1 - 1e-9 }, "the indicator went back")
        #expect(tabs.tabBar.indicatorPosition == 0 && tabs.tabBar.selectedIndex == 0)
    }
}
