import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionUIKit

/// A container of pages pushed on a navigation controller: a swipe from the leading edge goes back, as a person
/// expects of any pushed screen, and the pages keep the trailing edge.
@MainActor
@Suite("A container pushed on a navigation stack")
struct PushedContainerSwipeTests {
    @Test(arguments: [false, true])
    func theLeadingEdgeGoesBackAndTheTrailingEdgePages(configured: Bool) throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let navigation = UINavigationController(rootViewController: Screen("Home"))
        let pages = TransitionContainerViewController(identifier: "Pages")
        pages.transitionIdentifier = "Pages"
        pages.engine.defaultAnimator = SlideAnimator()
        let delegate = ConfiguredNavigationDelegate(
            configuration: try ruleConfiguration(
                #"{ "from": "Home", "to": "Pages", "reversible": true, "animator": { "type": "slide" } }"#))
        if configured { delegate.attach(to: navigation) }
        // Swipes installed before the container is pushed: nothing is known of the navigation controller yet.
        let swipes = pages.installEdgeSwipes()
        ui.perform {
            window.rootViewController = navigation
            try? pages.setViewControllers([Screen("One"), Screen("Two"), Screen("Three")], selecting: 1)
            navigation.pushViewController(pages, animated: false)
        }
        ui.clock.runUntilIdle()
        window.drag(from: CGPoint(x: 385, y: 400), to: CGPoint(x: 100, y: 400), frames: 20, release: .moving)
        ui.clock.runUntilIdle()
        #expect(pages.selectedIndex == 2, "the trailing edge did not page")
        window.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 330, y: 400), frames: 20, release: .moving)
        ui.clock.runUntilIdle()
        #expect(navigation.viewControllers.count == 1, "the leading edge paged back instead of going back")
        #expect(pages.selectedIndex == 2)
        _ = (swipes, delegate)
    }
}

/// Swipes from the same edge, nested: the one nearest the screen goes first, and the next one out only where it
/// cannot begin — a stack inside a tab goes back before the tabs page, the tabs page before the drawer opens.
@MainActor
@Suite("Nested edge swipes")
struct NestedEdgeSwipeTests {
    /// Under both readings of where a pan's translation is measured from: where it began (as UIKit's implementation
    /// does), the tabs' swipe and the drawer's pan, each beginning after the swipe nearer the screen failed, took the
    /// point they began at for the touch-down (translation zero), far from the edge, and refused the swipe.
    @Test(
        arguments: [HeadlessEnvironment.GestureTieReading.hitViewFirst, .outermostFirst],
        [HeadlessEnvironment.PanTranslationReading.sinceTouchDown, .sinceItBegan])
    func aStackGoesBackThenTheTabsPageThenTheDrawerOpens(
        reading: HeadlessEnvironment.GestureTieReading, panReading: HeadlessEnvironment.PanTranslationReading
    ) throws {
        let ui = HeadlessEnvironment()
        ui.gestureTieReading = reading
        ui.panTranslationReading = panReading
        let window = ui.makeWindow()
        let drawerHost = TransitionContainerViewController(identifier: "Drawer")
        let drawer = TransitionContainerViewController.Drawer(container: drawerHost)
        let tabs = TransitionContainerViewController(identifier: "Tabs")
        tabs.engine.defaultAnimator = SlideAnimator()
        let first = UINavigationController(rootViewController: Screen("Home"))
        let second = UINavigationController(rootViewController: Screen("Search"))
        first.transitionIdentifier = "Home"
        second.transitionIdentifier = "Search"
        let swipes = tabs.installEdgeSwipes()
        let pans = drawer.installPans(on: drawerHost)
        try ui.perform {
            window.rootViewController = drawerHost
            drawer.setCenter(tabs)
            drawer.setDrawer(Screen("Menu"), for: .left)
            try tabs.setViewControllers([first, second], selecting: 1)
            second.pushViewController(Screen("Detail"), animated: false)
        }
        ui.clock.runUntilIdle()
        func swipeFromTheLeadingEdge() {
            window.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 300, y: 400), frames: 20, release: .moving)
            ui.clock.runUntilIdle()
        }
        swipeFromTheLeadingEdge()
        #expect(
            second.viewControllers.count == 1 && tabs.selectedIndex == 1 && drawer.openSide == nil,
            "the stack in the tab did not go back first")
        swipeFromTheLeadingEdge()
        #expect(tabs.selectedIndex == 0 && drawer.openSide == nil, "the tabs did not page before the drawer opened")
        swipeFromTheLeadingEdge()
        #expect(drawer.openSide == .left, "the drawer did not open where nothing inside could take the swipe")
        _ = (swipes, pans)
    }
}

/// Where the finger went down, whatever a pan's translation is measured from.
@MainActor
@Suite("The touch-down of a pan")
struct PanTouchDownTests {
    /// A pan from 15 pt off the leading edge (inside the drawer's 20 pt bezel) did not open the drawer where UIKit
    /// measures the translation from where the pan began: `location − translation` put the touch-down 10 pt further in.
    @Test(arguments: [HeadlessEnvironment.PanTranslationReading.sinceTouchDown, .sinceItBegan])
    func aBezelPanWithinTheMarginOpensTheDrawer(reading: HeadlessEnvironment.PanTranslationReading) {
        let scene = DrawerScene()
        scene.ui.panTranslationReading = reading
        let pans = scene.drawer.installPans(on: scene.host)
        scene.window.drag(from: CGPoint(x: 15, y: 400), to: CGPoint(x: 235, y: 400), frames: 12)
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == .left, "a pan from inside the bezel did not open the drawer")
        scene.ui.perform { scene.drawer.close(animated: false) }
        scene.window.drag(from: CGPoint(x: 30, y: 400), to: CGPoint(x: 250, y: 400), frames: 12)
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil, "a pan from outside the bezel opened the drawer")
        pans.remove()
    }
}
