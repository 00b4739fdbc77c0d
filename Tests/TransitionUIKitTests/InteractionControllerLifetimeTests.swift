import Foundation
import HeadlessUI
import SlideTransition
import Testing
import TransitionUIKit

/// An app that keeps its interaction controller (to reuse it, or in a gesture handler's closure) must not keep the
/// screen it popped alive: once the transition ends, the controller lets go of UIKit's transition context, which
/// holds both controllers.
@MainActor
@Suite("An interaction controller after its transition")
struct InteractionControllerLifetimeTests {
    final class PopDelegate: UINavigationControllerDelegate {
        var interaction: CatalogueInteractionController?

        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
            to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            guard operation == .pop else { return nil }
            return CatalogueAnimatedTransitioning(
                animator: SlideAnimator(), operation: .pop,
                pair: TransitionPair(container: "Navigation", from: "Detail", to: "List"))
        }

        func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            guard let animated = animationController as? CatalogueAnimatedTransitioning else { return nil }
            let controller = CatalogueInteractionController(driving: animated)
            interaction = controller
            return controller
        }
    }

    @Test func aFinishedInteractivePopLetsThePoppedScreenGo() {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let delegate = PopDelegate()
        let navigation = UINavigationController(rootViewController: ui.makeViewController("List"))
        navigation.delegate = delegate
        ui.perform { window.rootViewController = navigation }
        weak var popped: UIViewController?
        do {
            let detail = ui.makeViewController("Detail")
            popped = detail
            ui.perform { navigation.pushViewController(detail, animated: false) }
        }
        ui.perform { _ = navigation.popViewController(animated: true) }
        ui.clock.runUntilIdle()
        let interaction = delegate.interaction
        #expect(interaction != nil)
        interaction?.update(0.5)
        interaction?.finish()
        ui.clock.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
        #expect(popped == nil, "the interaction controller still holds the transition context")
        #expect(ui.finish() == .clean)
        withExtendedLifetime((delegate, interaction)) {}
    }
}
