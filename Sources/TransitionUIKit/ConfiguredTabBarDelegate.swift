import Foundation
import TransitionCore

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUI
#endif

/// A `UITabBarController` delegate whose tab switches come from a ``/TransitionCore/TransitionConfig``: container
/// `"TabBar"` (or the tab bar controller's own `UIViewController.transitionIdentifier` when you set one),
/// forward to a tab on the right and backward to one on the left, played by a
/// ``CatalogueAnimatedTransitioning``. A pair the config gives no animator switches as UIKit does.
///
/// ```swift
/// tabBarController.delegate = tabDelegate   // keep tabDelegate alive, as any delegate
/// ```
///
/// UIKit holds its delegates weakly: the app keeps this object. A transition already running survives its
/// release — UIKit keeps the animated transitioning object, which keeps the animator and the transition.
@MainActor
public final class ConfiguredTabBarDelegate: NSObject, UITabBarControllerDelegate {
    /// Chooses the animators.
    public let configuration: ConfiguredTransitionDelegate
    /// The clock transitions play on.
    public let clock: DisplayLinkClock
    /// Called for UIKit's `tabBarController(_:didSelect:)`, which this delegate takes over.
    public var didSelect: (@MainActor (UITabBarController, UIViewController) -> Void)?

    /// A delegate choosing from `configuration`.
    public init(configuration: ConfiguredTransitionDelegate, clock: DisplayLinkClock? = nil) {
        self.configuration = configuration
        self.clock = clock ?? DisplayLinkClock()
        super.init()
    }

    /// What the config chooses for a switch from `from` to `to` in `tabBarController`.
    public func choice(
        in tabBarController: UITabBarController, from: UIViewController, to: UIViewController
    ) -> SystemTransitionChoice {
        let tabs = tabBarController.viewControllers ?? []
        return configuration.systemTransition(
            .tab, container: tabBarController.explicitTransitionIdentifier, from: from.transitionIdentifier,
            to: to.transitionIdentifier, fromIndex: tabs.firstIndex(of: from), toIndex: tabs.firstIndex(of: to))
    }

    /// A ``CatalogueAnimatedTransitioning`` for the config's animator; nil for UIKit's own switch.
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        CatalogueAnimatedTransitioning(choice: choice(in: tabBarController, from: fromVC, to: toVC), clock: clock)
    }

    /// Forwards to ``didSelect``.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        didSelect?(tabBarController, viewController)
    }
}
