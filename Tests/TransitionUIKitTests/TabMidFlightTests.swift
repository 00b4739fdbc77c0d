import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

@MainActor
@Suite("A tab chosen while a tab switch plays")
struct TabMidFlightTests {
    @MainActor
    struct Scene {
        let ui = HeadlessEnvironment()
        let window: UIWindow
        let tabs = UITabBarController()
        let screens = ["Home", "Search", "Settings"].map { Screen($0) }
        let delegate: ConfiguredTabBarDelegate

        init(reading: UITabBarController.MidFlightSwitch = .refused) throws {
            window = ui.makeWindow()
            tabs.midFlightSwitch = reading
            let configuration = try ConfiguredTransitionDelegate(
                data: Data(
                    #"{ "version": 1, "default": { "type": "tab", "style": "cross-fade", "duration": 0.4 } }"#.utf8),
                registry: .catalogue)
            delegate = ConfiguredTabBarDelegate(configuration: configuration)
            tabs.setViewControllers(screens, animated: false)
            tabs.delegate = delegate
            ui.perform { window.rootViewController = tabs }
            ui.clock.runUntilIdle()
        }
    }

    /// Device defect 2: a tab tapped while a switch played went nowhere (UIKit refused it, as the model reads it) or
    /// started a second transition over the first, which read the half-faded screen as its rest and left it at that
    /// alpha. The tap waits for the switch to end, then selects its tab; every screen rests as found.
    @Test(arguments: [UITabBarController.MidFlightSwitch.refused, .startsAnother])
    func aTabTappedMidFlightIsSelectedWhenTheSwitchEnds(reading: UITabBarController.MidFlightSwitch) throws {
        let scene = try Scene(reading: reading)
        let watch = FrameWatch(window: scene.window)
        watch.start()
        scene.ui.perform { scene.tabs.selectTab(at: 1) }
        scene.ui.clock.advance(frames: 8)
        scene.ui.perform { scene.tabs.selectTab(at: 2) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.tabs.selectedIndex == 2)
        #expect(scene.ui.transitionErrors.isEmpty, "\(scene.ui.transitionErrors)")
        #expect(scene.screens.allSatisfy { $0.view.alpha == 1 })
        watch.checkRest()
        #expect(watch.report.passed, "\(watch.report)")
    }

    /// Review: the tab a switch goes to, tapped again while it plays (a person tapping "Search" twice to get back
    /// to its list), was dropped: the search tab stayed on the article pushed inside it. UIKit takes a tab tapped
    /// while selected back to its root; the tap waits for the switch and does that at its end, reporting the
    /// selection as UIKit does. A later tap wins over an earlier one: tapping "Settings" and then "Search" again
    /// mid-flight leaves Search selected.
    ///
    /// Found by the random sequences: a screen pushed in that tab after the tap, before the switch ended, was popped
    /// by the tap's late pop to root (or the pop asked for over the running push, which UIKit refuses). The person
    /// moved on from the tap: the pushed screen stays.
    @Test(arguments: [(false, false), (true, false), (false, true)])
    func theSwitchedToTabTappedAgainMidFlightGoesBackToItsRoot(tappedAnotherFirst: Bool, pushedAfter: Bool) throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let tabs = UITabBarController()
        let list = Screen("Search")
        let search = UINavigationController(rootViewController: list)
        let article = Screen("Article")
        search.pushViewController(article, animated: false)
        let configuration = try ConfiguredTransitionDelegate(
            data: Data(#"{ "version": 1, "default": { "type": "tab", "style": "cross-fade", "duration": 0.4 } }"#.utf8),
            registry: .catalogue)
        let delegate = ConfiguredTabBarDelegate(configuration: configuration)
        var selections: [UIViewController] = []
        delegate.didSelect = { selections.append($1) }
        tabs.setViewControllers([Screen("Home"), search, Screen("Settings")], animated: false)
        tabs.delegate = delegate
        ui.perform { window.rootViewController = tabs }
        ui.clock.runUntilIdle()
        let watch = FrameWatch(window: window)
        watch.start()
        ui.perform { tabs.selectTab(at: 1) }
        ui.clock.advance(frames: 8)
        if tappedAnotherFirst { ui.perform { tabs.selectTab(at: 2) } }
        ui.perform { tabs.selectTab(at: 1) }
        let pushed = Screen("Filters")
        if pushedAfter {
            ui.clock.advance(frames: 2)
            ui.perform { search.pushViewController(pushed, animated: true) }
        }
        ui.clock.runUntilIdle()
        #expect(tabs.selectedIndex == 1)
        let expected: [UIViewController] = pushedAfter ? [list, article, pushed] : [list]
        #expect(search.viewControllers == expected, "\(search.viewControllers.map(\.identifier))")
        #expect(selections.count == 2 && selections.allSatisfy { $0 === search })
        #expect(ui.transitionErrors.isEmpty, "\(ui.transitionErrors)")
        #expect(ui.appearanceErrors.isEmpty, "\(ui.appearanceErrors)")
        watch.checkRest()
        #expect(watch.report.passed, "\(watch.report)")
    }

    /// Found by the random sequences: a tab tapped while a switch played was held for its end, the app went to the
    /// background (the switch settled there), and back in the app the person tapped another tab. The held tap then
    /// fired over the new switch (UIKit refused it) or undid the person's latest choice. The latest tap wins.
    @Test(arguments: [UITabBarController.MidFlightSwitch.refused, .startsAnother])
    func aTapHeldOverTheBackgroundGivesWayToTheNextOne(reading: UITabBarController.MidFlightSwitch) throws {
        let scene = try Scene(reading: reading)
        scene.ui.perform { scene.tabs.selectTab(at: 1) }
        scene.ui.clock.advance(frames: 8)
        scene.ui.perform { scene.tabs.selectTab(at: 2) }
        let appScene = try #require(scene.window.windowScene)
        appScene.enterBackground()
        appScene.enterForeground()
        scene.ui.perform { scene.tabs.selectTab(at: 0) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.tabs.selectedIndex == 0)
        #expect(scene.ui.transitionErrors.isEmpty, "\(scene.ui.transitionErrors)")
        #expect(scene.screens.allSatisfy { $0.view.alpha == 1 })
    }

    /// Device defect 2, in code: a `selectedIndex` set mid-flight asks no `shouldSelect`. Under both readings of
    /// UIKit (it refuses the switch, or starts it over the running one), the delegate hands no animator while its
    /// own switch plays, so no second animation starts from half-faded screens: nothing is left half-faded and one
    /// tab shows.
    @Test(arguments: [UITabBarController.MidFlightSwitch.refused, .startsAnother])
    func aSelectionInCodeMidFlightLeavesNothingHalfFaded(reading: UITabBarController.MidFlightSwitch) throws {
        let scene = try Scene(reading: reading)
        let watch = FrameWatch(window: scene.window)
        watch.start()
        scene.ui.perform { scene.tabs.selectTab(at: 1) }
        scene.ui.clock.advance(frames: 8)
        #expect(
            scene.delegate.tabBarController(
                scene.tabs, animationControllerForTransitionFrom: scene.screens[1], to: scene.screens[2]) == nil)
        scene.ui.perform { scene.tabs.selectedIndex = 2 }
        scene.ui.clock.runUntilIdle()
        #expect(scene.screens.allSatisfy { $0.view.alpha == 1 })
        // One tab on screen, the selected one, with balanced appearance calls.
        let shown = scene.tabs.view.subviews.compactMap(\.owner)
        #expect(shown.count == 1 && shown.first === scene.tabs.selectedViewController, "\(shown.map(\.identifier))")
        #expect(scene.ui.appearanceErrors.isEmpty, "\(scene.ui.appearanceErrors)")
        watch.checkRest()
        #expect(watch.report.passed, "\(watch.report)")
    }
}
