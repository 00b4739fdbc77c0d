import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionUIKit

/// A screen that takes its back button away (`.navigationBarBackButtonHidden(true)`, a custom leading button) keeps a
/// person on it: neither the configured back swipe nor UIKit's own pops it.
@MainActor
@Suite("A screen without a back button")
struct BackButtonHiddenTests {
    func scene(configured: Bool) throws -> (HeadlessEnvironment, UIWindow, UINavigationController, ConfiguredNavigationDelegate) {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let rule = configured ? #"{ "from": "Home", "to": "Form", "reversible": true, "animator": { "type": "slide" } }"# : #"{ "from": "Home", "to": "Other", "animator": { "type": "slide" } }"#
        let delegate = ConfiguredNavigationDelegate(configuration: try ruleConfiguration(rule))
        let navigation = UINavigationController(rootViewController: Screen("Home"))
        navigation.backSwipeReading = .beginsWithADelegate
        delegate.attach(to: navigation)
        ui.perform { window.rootViewController = navigation }
        ui.perform { navigation.pushViewController(Screen("Form"), animated: false) }
        return (ui, window, navigation, delegate)
    }

    @Test(arguments: [true, false])
    func aHiddenBackButtonKeepsThePersonOnTheScreen(configured: Bool) throws {
        let (ui, window, navigation, delegate) = try scene(configured: configured)
        navigation.viewControllers[1].navigationItem.hidesBackButton = true
        window.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 330, y: 400), frames: 20, release: .moving)
        ui.clock.runUntilIdle()
        #expect(navigation.viewControllers.count == 2, "a screen without a back button was swiped away")
        let top = navigation.topViewController
        #expect(top?.transitionIdentifier == "Form" && top?.view.window != nil && top?.view.frame.minX == 0)
        _ = delegate
    }

    @Test(arguments: [true, false])
    func aLeadingButtonBesideTheBackButtonLeavesTheSwipe(configured: Bool) throws {
        let (ui, window, navigation, delegate) = try scene(configured: configured)
        let item = navigation.viewControllers[1].navigationItem
        item.leftBarButtonItem = UIBarButtonItem(title: "Help")
        window.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 330, y: 400), frames: 20, release: .moving)
        ui.clock.runUntilIdle()
        #expect(navigation.viewControllers.count == 2, "a screen whose back button was replaced was swiped away")
        item.leftItemsSupplementBackButton = true
        window.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 330, y: 400), frames: 20, release: .moving)
        ui.clock.runUntilIdle()
        #expect(navigation.viewControllers.count == 1, "the back button is there, beside Help: the swipe goes back")
        _ = delegate
    }
}
