import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

/// The back swipe keeps UIKit's own policy with the configured navigation delegate attached: every pop UIKit would
/// refuse stays refused, for pairs the config animates and for those it leaves to UIKit, under both readings of
/// whether UIKit's swipe begins while the navigation controller has a delegate. Before, the delegate made itself
/// the system recognizer's delegate, and a hidden bar or a recognizer the app turned off no longer kept anyone on
/// the screen.
@MainActor
@Suite("The back swipe keeps UIKit's policy")
struct BackSwipePolicyTests {
    @MainActor
    struct Scene {
        let ui: HeadlessEnvironment
        let window: UIWindow
        let navigation: UINavigationController
        var delegate: ConfiguredNavigationDelegate?

        /// Whether a left-edge swipe across the screen takes the person back (the stack loses its top screen).
        func swipeBack() -> Bool {
            let before = navigation.viewControllers.count
            window.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 330, y: 400), frames: 20, release: .moving)
            ui.clock.runUntilIdle()
            return navigation.viewControllers.count < before
        }

        func push(_ name: String) {
            ui.perform { navigation.pushViewController(Screen(name), animated: false) }
            ui.clock.runUntilIdle()
        }
    }

    /// Home → Form, with a config that animates the pop (`configured`) or leaves it to UIKit.
    static func scene(configured: Bool, reading: UINavigationController.BackSwipeReading) throws -> Scene {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let rule =
            configured
            ? #"{ "from": "Home", "to": "Form", "reversible": true, "animator": { "type": "slide" } }"#
            : #"{ "from": "Home", "to": "Other", "animator": { "type": "slide" } }"#
        let delegate = ConfiguredNavigationDelegate(configuration: try ruleConfiguration(rule))
        let navigation = UINavigationController(rootViewController: Screen("Home"))
        navigation.backSwipeReading = reading
        delegate.attach(to: navigation)
        ui.perform { window.rootViewController = navigation }
        let scene = Scene(ui: ui, window: window, navigation: navigation, delegate: delegate)
        scene.push("Form")
        return scene
    }

    nonisolated static let cases: [(Bool, UINavigationController.BackSwipeReading)] = [
        (true, .disabledByADelegate), (true, .beginsWithADelegate), (false, .beginsWithADelegate),
    ]

    @Test(arguments: cases)
    func aHiddenNavigationBarKeepsThePersonOnTheScreen(
        configured: Bool, reading: UINavigationController.BackSwipeReading
    ) throws {
        let scene = try Self.scene(configured: configured, reading: reading)
        scene.navigation.setNavigationBarHidden(true, animated: false)
        #expect(!scene.swipeBack(), "a screen under a hidden navigation bar was swiped away")
        scene.navigation.setNavigationBarHidden(false, animated: false)
        #expect(scene.swipeBack(), "with the bar back, the swipe goes back")
    }

    @Test(arguments: cases)
    func aBackSwipeTheAppTurnedOffStaysOff(configured: Bool, reading: UINavigationController.BackSwipeReading) throws {
        let scene = try Self.scene(configured: configured, reading: reading)
        scene.navigation.interactivePopGestureRecognizer?.isEnabled = false
        #expect(!scene.swipeBack(), "the app turned the back swipe off, and the screen was swiped away")
        scene.navigation.interactivePopGestureRecognizer?.isEnabled = true
        #expect(scene.swipeBack())
    }

    /// The system recognizer keeps UIKit's delegate: what an app set there, or UIKit's own, is never replaced.
    @Test func theSystemBackSwipeKeepsItsDelegate() throws {
        let ui = HeadlessEnvironment()
        _ = ui.makeWindow()
        let navigation = UINavigationController(rootViewController: Screen("Home"))
        let system = try #require(navigation.interactivePopGestureRecognizer)
        let uikits = system.delegate
        let delegate = ConfiguredNavigationDelegate(configuration: try exampleConfiguration())
        delegate.attach(to: navigation)
        #expect(system.delegate === uikits)
        delegate.detach()
        #expect(system.delegate === uikits)
    }

    /// An app that decides for the system back swipe itself (here: never on Form) is obeyed for the pops UIKit plays.
    @Test func anAppsOwnAnswerForTheSystemSwipeStands() throws {
        final class Refuses: UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let scene = try Self.scene(configured: false, reading: .beginsWithADelegate)
        let refuses = Refuses()
        scene.navigation.interactivePopGestureRecognizer?.delegate = refuses
        #expect(!scene.swipeBack())
        _ = refuses
    }

    // MARK: Delegates released and replaced

    /// Released without `detach()`: the navigation controller has no delegate, so UIKit's own back swipe pops, under
    /// both readings. Before, the library's edge swipes stayed on the view, began for every edge touch with no one
    /// to answer, and the system swipe waited for them for ever.
    @Test(arguments: [UINavigationController.BackSwipeReading.disabledByADelegate, .beginsWithADelegate])
    func aReleasedDelegateLeavesUIKitsBackSwipeWorking(reading: UINavigationController.BackSwipeReading) throws {
        for configured in [true, false] {
            var scene = try Self.scene(configured: configured, reading: reading)
            weak let released = scene.delegate
            scene.delegate = nil
            #expect(released == nil, "the configured delegate outlived the app's reference")
            #expect(scene.navigation.delegate == nil)
            #expect(scene.swipeBack(), "no back swipe after the delegate was released (configured: \(configured))")
            #expect(scene.ui.transitionErrors.isEmpty)
        }
    }

    /// The app's own delegate set after `attach(to:)`: UIKit asks it for every pop. The back swipe keeps working —
    /// UIKit's own, as that delegate animates nothing — swipe after swipe, and the configured delegate is not kept
    /// alive. Before, the first swipe started a pop the other delegate answered, the library kept waiting for it, and
    /// from then on no swipe began.
    @Test func theAppsDelegateSetAfterAttachKeepsEverySwipeWorking() throws {
        final class AppDelegate: NSObject, UINavigationControllerDelegate {}
        var scene = try Self.scene(configured: true, reading: .beginsWithADelegate)
        let app = AppDelegate()
        scene.navigation.delegate = app
        #expect(scene.swipeBack(), "the first swipe did not go back")
        scene.push("Form")
        #expect(scene.swipeBack(), "the second swipe did not go back")
        scene.push("Form")
        #expect(scene.swipeBack(), "the third swipe did not go back")
        weak let released = scene.delegate
        scene.delegate = nil
        #expect(released == nil, "the configured delegate leaked")
        #expect(scene.ui.transitionErrors.isEmpty)
        _ = app
    }

    /// Under the conservative reading UIKit refuses its swipe while any delegate is set, so with the app's own
    /// delegate in place nothing swipes back — and the library's swipes, no longer asked for the pop, stay out of it.
    @Test func aReplacedDelegatesSwipesDoNotStartPopsOthersAnimate() throws {
        final class AppDelegate: NSObject, UINavigationControllerDelegate {
            var asked = 0
            func navigationController(
                _ navigationController: UINavigationController,
                animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
                to toVC: UIViewController
            ) -> (any UIViewControllerAnimatedTransitioning)? {
                asked += 1
                return nil
            }
        }
        let scene = try Self.scene(configured: true, reading: .disabledByADelegate)
        let app = AppDelegate()
        scene.navigation.delegate = app
        #expect(!scene.swipeBack())
        #expect(app.asked == 0, "a swipe of the replaced delegate asked the app's delegate for a pop")
        _ = scene.delegate
    }
}

/// A fast back swipe starts under the finger. The recognizer begins some points after the finger went down — 46 pt
/// for a finger crossing the screen in 50 ms — and the pop drew its first frame at rest, then caught up with the
/// finger in one 93-pt jump (found by the random sequences).
@MainActor
@Suite("A fast back swipe")
struct FastBackSwipeTests {
    @Test func aFastBackSwipeDoesNotJumpToTheFinger() throws {
        let ui = HeadlessEnvironment(framesPerSecond: 120)
        let window = ui.makeWindow()
        let delegate = ConfiguredNavigationDelegate(configuration: try exampleConfiguration())
        let navigation = UINavigationController(rootViewController: Screen("Home"))
        delegate.attach(to: navigation)
        ui.perform { window.rootViewController = navigation }
        let watch = FrameWatch(window: window, limits: FrameLimits(cellSize: 24))
        watch.start()
        ui.perform { navigation.pushViewController(Screen("Pushed"), animated: false) }
        window.drag(
            from: CGPoint(x: 4, y: window.bounds.midY), to: CGPoint(x: 283, y: window.bounds.midY), frames: 6,
            release: .moving)
        ui.clock.runUntilIdle()
        let report = watch.report
        #expect(report.jumps.failures.isEmpty, "\(report.jumps.failures)")
        #expect(navigation.viewControllers.count == 1)
    }
}

/// UIKit's own back swipe starting a configured pop (under the reading where it begins with a delegate).
@MainActor
@Suite("UIKit's back swipe on a configured pop")
struct SystemSwipeOnConfiguredPopTests {
    /// A cut no finger can scrub: a custom animator that is not interactive.
    struct Cut: ConfigurableAnimator {
        static let descriptor = AnimatorDescriptor(
            name: "cut", summary: "A cut.", parameters: [],
            capabilities: AnimatorCapabilities(isInteractive: false, kinds: [.replace, .overlay]))
        let parameters: AnimatorParameters
        init(parameters: AnimatorParameters) { self.parameters = parameters }
        func animation(for context: TransitionContext) -> TransitionAnimation {
            TransitionAnimation(duration: 0.2, tracks: [])
        }
    }

    static func scene(animator: String, registry: AnimatorRegistry) throws -> BackSwipePolicyTests.Scene {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let configuration = try ConfiguredTransitionDelegate(
            data: Data(
                #"{ "version": 1, "transitions": [{ "from": "Home", "to": "Detail", "reversible": true, "animator": \#(animator) }] }"#
                    .utf8), file: "nav.json", registry: registry)
        let delegate = ConfiguredNavigationDelegate(configuration: configuration)
        let navigation = UINavigationController(rootViewController: Screen("Home"))
        navigation.backSwipeReading = .beginsWithADelegate
        delegate.attach(to: navigation)
        ui.perform { window.rootViewController = navigation }
        let scene = BackSwipePolicyTests.Scene(ui: ui, window: window, navigation: navigation, delegate: delegate)
        scene.push("Detail")
        return scene
    }

    /// An animator no finger can drive still takes the person back: before, the pop was made interactive, the
    /// animator refused it, and the swipe did nothing.
    @Test func aSwipeOnAPopNoFingerCanDriveStillGoesBack() throws {
        var registry = AnimatorRegistry.catalogue
        try registry.register(Cut.self)
        let scene = try Self.scene(animator: #"{ "type": "cut" }"#, registry: registry)
        // The library's edge swipes cannot drive a cut; UIKit's begins, and the pop plays.
        #expect(scene.swipeBack(), "the back swipe did nothing")
        #expect(scene.ui.transitionErrors.isEmpty)
    }

    /// The target the library adds to UIKit's recognizer for a pop goes when the pop ends: before, the navigation
    /// delegate's `didShow` dropped the pop's handler before it ran, and each pop left a dead target behind.
    @Test func theTargetAddedToUIKitsRecognizerGoesWithThePop() throws {
        let scene = try Self.scene(
            animator: #"{ "type": "fade-scale" }, "interaction": { "type": "pinch" }"#, registry: .catalogue)
        let system = try #require(scene.navigation.interactivePopGestureRecognizer)
        let before = system.targetCount
        #expect(scene.swipeBack())
        #expect(system.targetCount == before, "a target was left on UIKit's back swipe")
    }
}
