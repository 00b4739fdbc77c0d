import Foundation
import TransitionConfiguration
import TransitionCore

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUI
#endif

/// A `UITabBarController` delegate whose tab switches come from a ``/TransitionConfiguration/TransitionConfig``: container
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

    /// The switch this delegate's animator is playing, and a tab tapped meanwhile.
    private var running: CatalogueAnimatedTransitioning?
    private weak var waiting: UIViewController?

    /// A ``CatalogueAnimatedTransitioning`` for the config's animator; nil for UIKit's own switch, and nil while
    /// one of this delegate's switches still plays (a `selectedIndex` set in code mid-flight, which asks no
    /// `shouldSelect`): the new tab then appears at once instead of a second animation starting from a screen
    /// that is half-way through the first, each one's end undoing the other's.
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        if isSwitching(tabBarController) { return nil }
        guard let animated = CatalogueAnimatedTransitioning(
            choice: choice(in: tabBarController, from: fromVC, to: toVC), clock: clock)
        else { return nil }
        running = animated
        // When the switch ends, a tab tapped meanwhile is selected (the config's mid-flight policy, unless it says
        // to ignore such taps). The handler keeps the delegate alive until then.
        animated.completionHandler = { [self, weak tabBarController, weak animated] _ in
            if running === animated { running = nil }
            guard let tabBarController, waiting != nil else { return }
            // On the next frame: UIKit is still ending this switch while it reports the end, and would not start
            // another (it would also animate nothing).
            var next: FrameSubscription?
            next = clock.subscribe { [self, weak tabBarController] _ in
                if let next { clock.cancel(next) }
                next = nil
                guard let tabBarController, let tab = waiting else { return }
                waiting = nil
                guard let index = tabBarController.viewControllers?.firstIndex(where: { $0 === tab }),
                    index != tabBarController.selectedIndex
                else { return }
                tabBarController.selectedIndex = index
                didSelect?(tabBarController, tab)
            }
        }
        return animated
    }

    /// Whether a switch plays: this delegate's, or any the tab bar controller reports (one a replaced delegate
    /// started).
    private func isSwitching(_ tabBarController: UITabBarController) -> Bool {
        (running?.isRunning ?? false) || tabBarController.transitionCoordinator != nil
    }

    /// False while one of this delegate's switches plays: a tab tapped then waits for it to end (UIKit's own
    /// behaviour for a tap mid-flight is undocumented; a second transition started over a running one would read
    /// the first's half-way screens as their rest). The config's `"midFlightPolicy": "ignore"` drops it instead.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    {
        guard isSwitching(tabBarController) else { return true }
        if configuration.config.midFlightPolicy != .ignore, viewController !== tabBarController.selectedViewController {
            waiting = viewController
        }
        return false
    }

    /// Forwards to ``didSelect``.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        didSelect?(tabBarController, viewController)
    }
}
