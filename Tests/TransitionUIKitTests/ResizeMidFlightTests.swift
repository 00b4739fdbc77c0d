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

/// The screen under a full-screen presentation turned mid-flight.
@MainActor
@Suite("The presenter of a presentation resized mid-flight")
struct PresenterResizeTests {
    /// Found by watching every random sequence: the presenter of a full-screen presentation turned to landscape
    /// mid-flight was put back at its portrait frame when the presentation settled (the frame it had when the
    /// transition started); dismissed later, it showed the window beside it. It fits its superview now.
    @Test(arguments: [HeadlessEnvironment.TransitionEndLayout.laysOut, .keepsTheAnimatorsFrame])
    func thePresenterFitsTheNewSize(reading: HeadlessEnvironment.TransitionEndLayout) throws {
        let ui = HeadlessEnvironment()
        ui.transitionEndLayout = reading
        let window = ui.makeWindow()
        let configuration = try ConfiguredTransitionDelegate(
            data: Data(#"{ "version": 1, "default": { "type": "slide" } }"#.utf8), registry: .catalogue)
        let delegate = ConfiguredTransitioningDelegate(configuration: configuration)
        let navigation = UINavigationController(rootViewController: Screen("Home"))
        ui.perform { window.rootViewController = navigation }
        ui.clock.runUntilIdle()
        let home = try #require(navigation.topViewController)
        let compose = Screen("Compose")
        compose.modalPresentationStyle = .fullScreen
        compose.transitioningDelegate = delegate
        ui.perform { home.present(compose, animated: true) }
        ui.clock.advance(frames: 6)
        ui.perform { window.resize(to: CGSize(width: 844, height: 390)) }
        ui.clock.runUntilIdle()
        #expect(home.view.frame.size == CGSize(width: 844, height: 390), "the presenter is \(home.view.frame)")
        let watch = FrameWatch(window: window)
        watch.start()
        ui.perform { home.dismiss(animated: true) }
        ui.clock.runUntilIdle()
        #expect(watch.report.background.failedCount == 0, "\(watch.report)")
        withExtendedLifetime(delegate) {}
    }
}

/// Controls at a screen's edges respond at once.
@MainActor
@Suite("Controls at the screen's edges")
struct EdgeControlTests {
    /// Review: the configured delegate's edge recognizers (a screen-edge pan delays touches-began) held back the touch
    /// of a Done button at the trailing edge: it showed no pressed state until the finger lifted. It highlights as the
    /// finger goes down, and its action still runs.
    @Test func aButtonAtTheTrailingEdgeHighlightsAtOnce() throws {
        let scene = try ConfiguredNavigationScene(
            #"{ "from": "Home", "to": "Detail", "reversible": true, "animator": { "type": "slide" } }"#)
        var tapped = 0
        let done = UIButton(primaryAction: UIAction(title: "Done") { _ in tapped += 1 })
        done.frame = CGRect(x: 330, y: 380, width: 60, height: 44)
        let home = try #require(scene.navigation.topViewController)
        home.view.addSubview(done)
        scene.window.touchDown(at: CGPoint(x: 385, y: 400))
        scene.ui.clock.advance(frames: 1)
        #expect(done.isTracking, "the button is not highlighted while the finger is down")
        scene.window.touchUp()
        #expect(tapped == 1)
        withExtendedLifetime(scene) {}
    }
}
