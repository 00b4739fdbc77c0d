import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionUIKit

/// A navigation delegate of an app's own that hands UIKit a catalogue animator and, while `interaction` is set, an
/// interaction controller for it.
@MainActor
final class OwnNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var animated: CatalogueAnimatedTransitioning?
    var interaction: CatalogueInteractionController?
    var interactive = false

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let animated = CatalogueAnimatedTransitioning(
            animator: SlideAnimator(), operation: operation == .push ? .push : .pop,
            pair: TransitionPair(container: "Navigation", from: fromVC.identifier, to: toVC.identifier))
        self.animated = animated
        interaction = interactive ? CatalogueInteractionController(driving: animated) : nil
        return animated
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
}

@MainActor
@Suite("System transitions on the model")
struct SystemTransitionTests {
    @Test func reduceMotionFollowsTheSystemSettingUntilInvalidated() throws {
        let ui = HeadlessEnvironment()
        let configuration = try exampleConfiguration()
        let observer = SystemSettingsObserver(delegate: configuration)
        #expect(!configuration.reduceMotion)
        ui.accessibility.isReduceMotionEnabled = true
        #expect(configuration.reduceMotion)
        ui.accessibility.isReduceMotionEnabled = false
        #expect(!configuration.reduceMotion)
        observer.invalidate()
        ui.accessibility.isReduceMotionEnabled = true
        #expect(!configuration.reduceMotion)
    }

    /// UIKit's containers give a catalogue transition no interruptible animator, so a finishing pop cannot be grabbed
    /// (`pause()` does not compile): a cancel after the release changes nothing, and the pop lands with its bar.
    /// Before, a pause held the screens while UIKit's bar went on finishing, and the cancel then left the bar on the
    /// popped screen's items over a stack that had not popped.
    @Test func aFinishingPopIsNotTakenBackAfterTheRelease() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let delegate = OwnNavigationDelegate()
        let navigation = UINavigationController(rootViewController: Screen("List"))
        navigation.delegate = delegate
        ui.perform { window.rootViewController = navigation }
        ui.perform { navigation.pushViewController(Screen("Detail"), animated: false) }
        let list = navigation.viewControllers[0]
        delegate.interactive = true
        ui.perform { navigation.popViewController(animated: true) }
        let interaction = try #require(delegate.interaction)
        #expect(interaction.isDriving)
        ui.perform { interaction.update(0.3) }
        #expect(abs((navigation.runningTransition?.percentComplete ?? 0) - 0.3) < 1e-9)
        ui.perform { interaction.finish(velocity: 0) }
        ui.clock.advance(frames: 3)
        #expect(navigation.runningTransition?.isInteractive == false)
        ui.perform { interaction.cancel(velocity: 0) }
        ui.clock.runUntilIdle()
        #expect(navigation.topViewController === list)
        #expect(list.view.frame == navigation.view.bounds)
        #expect(navigation.navigationBar.lastLanding?.completed == true)
        #expect(
            delegate.animated?.diagnostics.contains { "\($0)".contains("cancel(velocity: 0.0) after the release") }
                == true)
        #expect(ui.appearanceErrors.isEmpty && ui.transitionErrors.isEmpty)
    }

    @Test func aReleaseBeforeUIKitStartsThePopIsAppliedWhenItStarts() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let delegate = OwnNavigationDelegate()
        let navigation = UINavigationController(rootViewController: Screen("List"))
        navigation.delegate = delegate
        ui.perform { window.rootViewController = navigation }
        ui.perform { navigation.pushViewController(Screen("Detail"), animated: false) }
        delegate.interactive = true
        ui.perform {
            navigation.popViewController(animated: true)
            // UIKit starts the pop at the end of this turn; the finger lifts first.
            delegate.interaction?.update(0.8)
            delegate.interaction?.finish(velocity: 0)
        }
        ui.clock.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func aTransitionThatCannotAnimateStillCompletes() throws {
        let ui = HeadlessEnvironment()
        let delegate = OwnNavigationDelegate()
        let navigation = UINavigationController(rootViewController: Screen("List"))
        navigation.delegate = delegate
        // No size: the animator's transition cannot be made, and UIKit must still hear completeTransition.
        navigation.view.frame = .zero
        ui.perform { navigation.pushViewController(Screen("Detail"), animated: true) }
        ui.clock.runUntilIdle()
        #expect(navigation.viewControllers.map(\.identifier) == ["List", "Detail"])
        #expect(navigation.runningTransition == nil)
        delegate.interactive = true
        ui.perform { navigation.popViewController(animated: true) }
        ui.clock.runUntilIdle()
        // An interactive one cannot be driven: it is cancelled.
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.runningTransition == nil)
        #expect(ui.transitionErrors.isEmpty)
    }
}
