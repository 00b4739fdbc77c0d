import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

/// A system transition whose container changes size mid-flight (a rotation, an iPad split-view resize) lands at the
/// new size.
@MainActor
@Suite("UIKit's containers resized mid-flight")
struct ResizeMidFlightTests {
    /// A push turned to landscape mid-flight landed at the portrait size where UIKit leaves the screen at the
    /// frame the animator left it at: a strip of window beside it until something laid it out.
    @Test(arguments: [HeadlessEnvironment.TransitionEndLayout.laysOut, .keepsTheAnimatorsFrame])
    func aPushResizedMidFlightLandsAtTheNewSize(reading: HeadlessEnvironment.TransitionEndLayout) throws {
        let scene = try ConfiguredNavigationScene(
            #"{ "from": "Home", "to": "Detail", "reversible": true, "animator": { "type": "slide" } }"#)
        let (ui, window, navigation) = (scene.ui, scene.window, scene.navigation)
        ui.transitionEndLayout = reading
        let detail = Screen("Detail")
        ui.perform { navigation.pushViewController(detail, animated: true) }
        ui.clock.advance(frames: 6)
        ui.perform { window.resize(to: CGSize(width: 844, height: 390)) }
        ui.clock.runUntilIdle()
        #expect(navigation.topViewController === detail)
        #expect(detail.view.frame.size == CGSize(width: 844, height: 390), "landed at \(detail.view.frame)")
        withExtendedLifetime(scene) {}
    }

    /// A tab switch and a full-screen presentation turned mid-flight land at the new size too.
    @Test(arguments: [HeadlessEnvironment.TransitionEndLayout.laysOut, .keepsTheAnimatorsFrame])
    func aTabSwitchAndAPresentationResizedMidFlightLandAtTheNewSize(
        reading: HeadlessEnvironment.TransitionEndLayout
    ) throws {
        let ui = HeadlessEnvironment()
        ui.transitionEndLayout = reading
        let window = ui.makeWindow()
        let configuration = try ConfiguredTransitionDelegate(
            data: Data(
                #"{ "version": 1, "default": { "type": "slide" } }"#.utf8),
            registry: .catalogue)
        let tabDelegate = ConfiguredTabBarDelegate(configuration: configuration)
        let modalDelegate = ConfiguredTransitioningDelegate(configuration: configuration)
        let tabs = UITabBarController()
        let screens = ["Home", "Search"].map { Screen($0) }
        tabs.setViewControllers(screens, animated: false)
        tabs.delegate = tabDelegate
        ui.perform { window.rootViewController = tabs }
        ui.clock.runUntilIdle()
        ui.perform { tabs.selectTab(at: 1) }
        ui.clock.advance(frames: 6)
        ui.perform { window.resize(to: CGSize(width: 844, height: 390)) }
        ui.clock.runUntilIdle()
        #expect(tabs.selectedIndex == 1)
        #expect(screens[1].view.frame.size == CGSize(width: 844, height: 390), "landed at \(screens[1].view.frame)")
        let compose = Screen("Compose")
        compose.modalPresentationStyle = .fullScreen
        compose.transitioningDelegate = modalDelegate
        ui.perform { screens[1].present(compose, animated: true) }
        ui.clock.advance(frames: 6)
        ui.perform { window.resize(to: CGSize(width: 390, height: 844)) }
        ui.clock.runUntilIdle()
        #expect(screens[1].presentedViewController === compose)
        #expect(compose.view.frame.size == CGSize(width: 390, height: 844), "landed at \(compose.view.frame)")
        withExtendedLifetime((tabDelegate, modalDelegate)) {}
    }
}
