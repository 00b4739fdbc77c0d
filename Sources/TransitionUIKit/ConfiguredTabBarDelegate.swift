import Foundation
import TransitionConfiguration
@_spi(Host) import TransitionCore

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
/// tabDelegate.attach(to: tabBarController)   // keep tabDelegate alive, as any delegate
/// ```
///
/// UIKit holds its delegates weakly: the app keeps this object. A transition already running survives its
/// release — UIKit keeps the animated transitioning object, which keeps the animator and the transition.
///
/// The delegate ``attach(to:)`` replaces keeps working: it is kept as ``replacedDelegate`` and gets every call this
/// one does not answer — `shouldSelect` (its veto stands), `didSelect`, the animation and interaction controllers for
/// the pairs the config leaves to UIKit, and on iOS every other method it implements (customizing, the interface
/// orientations). ``detach()`` puts it back.
@MainActor
public final class ConfiguredTabBarDelegate: NSObject, UITabBarControllerDelegate {
    /// Chooses the animators.
    public let configuration: ConfiguredTransitionDelegate
    /// The clock transitions play on.
    public let clock: DisplayLinkClock
    /// The tab bar controller's delegate before ``attach(to:)``, held weakly as UIKit holds it; calls this delegate
    /// does not answer go to it, and ``detach()`` puts it back.
    public private(set) weak var replacedDelegate: (any UITabBarControllerDelegate)?
    private weak var tabBarController: UITabBarController?
    private let log = DiagnosticLog()
    /// What this delegate noticed and handled, oldest first (at most 100): a screen without a transition identifier
    /// (once per type), what its transitions reported.
    public var diagnostics: [ContainerDiagnostic] { log.entries }
    /// Told of each of ``diagnostics`` as it is recorded. Without one, a debug build prints an unnamed screen's
    /// diagnostic once.
    public var diagnosticHandler: (@MainActor (ContainerDiagnostic) -> Void)? {
        get { log.handler }
        set { log.handler = newValue }
    }
    /// Called for UIKit's `tabBarController(_:didSelect:)`, after the replaced delegate.
    public var didSelect: (@MainActor (UITabBarController, UIViewController) -> Void)?

    /// A delegate choosing from `configuration`.
    public init(configuration: ConfiguredTransitionDelegate, clock: DisplayLinkClock? = nil) {
        self.configuration = configuration
        self.clock = clock ?? DisplayLinkClock()
        super.init()
    }

    /// Becomes `tabBarController`'s delegate, keeping the one it replaces (``replacedDelegate``).
    public func attach(to tabBarController: UITabBarController) {
        detach()
        self.tabBarController = tabBarController
        // Kept before taking its place: UIKit asks which methods the new delegate implements as it is set.
        if let current = tabBarController.delegate, current !== self {
            replacedDelegate = current
            // As the navigation delegate does: UIKit is made to ask again which methods this one answers once the
            // replaced delegate, whose methods it answers for, is gone.
            ReplacedDelegateWatch.watch(current, for: self) { [weak self] in self?.reregister() }
        }
        tabBarController.delegate = self
    }

    /// Stops being the tab bar controller's delegate, putting back the one it replaced.
    public func detach() {
        if let tabBarController, tabBarController.delegate === self { tabBarController.delegate = replacedDelegate }
        if let replacedDelegate { ReplacedDelegateWatch.stopWatching(replacedDelegate, for: self) }
        replacedDelegate = nil
        tabBarController = nil
    }

    /// Sets itself as the tab bar controller's delegate again, so UIKit asks anew which methods it answers.
    private func reregister() {
        guard let tabBarController, tabBarController.delegate === self else { return }
        tabBarController.delegate = nil
        tabBarController.delegate = self
    }

    /// What the config chooses for a switch from `from` to `to` in `tabBarController`.
    public func choice(
        in tabBarController: UITabBarController, from: UIViewController, to: UIViewController
    ) -> SystemTransitionChoice {
        let tabs = tabBarController.viewControllers ?? []
        let container = tabBarController.explicitTransitionIdentifier
        let name = container ?? SystemTransitionOperation.tab.defaultContainerIdentifier
        return configuration.systemTransition(
            .tab, container: container, from: log.name(of: from, in: name), to: log.name(of: to, in: name),
            fromIndex: tabs.firstIndex(of: from), toIndex: tabs.firstIndex(of: to))
    }

    /// The switch this delegate's animator is playing, while UIKit holds it (an animator UIKit asked for and never
    /// ran goes, with whatever its completion handler holds), and a tab tapped meanwhile.
    private weak var running: CatalogueAnimatedTransitioning?
    private weak var waiting: UIViewController?
    /// For a tap on the tab the switch goes to: the screen on top of its navigation stack when it was tapped.
    private weak var waitingTop: UIViewController?
    /// The frames that watch for the end of the switch a held tap waits for, and whether one has seen it ended.
    private var waitingFrames: (subscription: FrameSubscription, sawEnd: Bool)?

    /// A ``CatalogueAnimatedTransitioning`` for the config's animator; for a pair the config gives none, the replaced
    /// delegate's answer (nil: UIKit's own switch); and nil while
    /// one of this delegate's switches still plays (a `selectedIndex` set in code mid-flight, which asks no
    /// `shouldSelect`): the new tab then appears at once instead of a second animation starting from a screen
    /// that is half-way through the first, each one's end undoing the other's.
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        if isSwitching(tabBarController) { return nil }
        guard
            let animated = CatalogueAnimatedTransitioning(
                choice: choice(in: tabBarController, from: fromVC, to: toVC), clock: clock)
        else { return replacedDelegate?.forwardedAnimationController(tabBarController, from: fromVC, to: toVC) }
        running = animated
        animated.diagnosticHandler = { [weak self] in self?.log.record($0) }
        // The handler keeps the delegate alive while its switch plays (an app that lets the delegate go mid-switch
        // still has a tap then held, not a second switch started over this one).
        animated.completionHandler = { [self, weak animated] _ in
            if running === animated { running = nil }
        }
        return animated
    }

    /// Whether a switch plays: this delegate's, or any the tab bar controller reports (one a replaced delegate
    /// started).
    private func isSwitching(_ tabBarController: UITabBarController) -> Bool {
        (running?.isRunning ?? false) || tabBarController.transitionCoordinator != nil
    }

    /// False while a switch plays (this delegate's, or one a replaced delegate started): a tab tapped then waits for
    /// it to end (UIKit's own behaviour for a tap mid-flight is undocumented; a second transition started over a
    /// running one would read the first's half-way screens as their rest). The last tap wins; one on the tab the
    /// switch goes to takes its navigation stack back to its root at the end, as UIKit does for a tap on the selected
    /// tab. The config's `"midFlightPolicy": "ignore"` drops such taps instead. Otherwise the replaced delegate
    /// decides (true without one).
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    )
        -> Bool
    {
        guard isSwitching(tabBarController) else {
            // A tap now supersedes one held back for a switch that ended meanwhile (settled as the app went away).
            waiting = nil
            return replacedDelegate?.forwardedShouldSelect(tabBarController, viewController) ?? true
        }
        if configuration.config.midFlightPolicy != .ignore {
            waiting = viewController
            waitingTop = (viewController as? UINavigationController)?.topViewController
            waitForTheSwitch(in: tabBarController)
        }
        return false
    }

    /// Selects the held tab once no switch plays (this delegate's or one a replaced delegate started), on the frame
    /// after the one that saw it end: UIKit is still ending a switch while it reports the end, and would not start
    /// another (it would also animate nothing). The frames keep the delegate alive until then.
    private func waitForTheSwitch(in tabBarController: UITabBarController) {
        guard waitingFrames == nil else { return }
        let subscription = clock.subscribe { [self, weak tabBarController] _ in
            guard let tabBarController, waiting != nil else { return stopWaiting() }
            guard !isSwitching(tabBarController) else {
                waitingFrames?.sawEnd = false
                return
            }
            guard waitingFrames?.sawEnd == true else {
                waitingFrames?.sawEnd = true
                return
            }
            stopWaiting()
            selectHeldTab(in: tabBarController)
        }
        waitingFrames = (subscription, false)
    }

    private func stopWaiting() {
        guard let frames = waitingFrames else { return }
        waitingFrames = nil
        clock.cancel(frames.subscription)
    }

    /// The tab held back while a switch played, selected now: as UIKit would have on the tap.
    private func selectHeldTab(in tabBarController: UITabBarController) {
        guard let tab = waiting else { return }
        waiting = nil
        guard let index = tabBarController.viewControllers?.firstIndex(where: { $0 === tab }),
            // The tap was held back unasked: the replaced delegate's veto applies now.
            replacedDelegate?.forwardedShouldSelect(tabBarController, tab) ?? true
        else { return }
        if index == tabBarController.selectedIndex {
            // The tab the switch went to, tapped again: what UIKit does for a tap on the selected tab (its navigation
            // stack back to its root), which it could not do while the switch played; not once the stack moved on
            // meanwhile (a screen pushed since: the person went on from the tap).
            if let stack = tab as? UINavigationController, stack.transitionCoordinator == nil,
                let top = waitingTop, stack.topViewController === top
            {
                stack.popToRootViewController(animated: true)
            }
        } else {
            tabBarController.selectedIndex = index
        }
        replacedDelegate?.forwardedDidSelect(tabBarController, tab)
        didSelect?(tabBarController, tab)
    }

    /// Forwards to the replaced delegate, then to ``didSelect``.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        replacedDelegate?.forwardedDidSelect(tabBarController, viewController)
        didSelect?(tabBarController, viewController)
    }

    /// The replaced delegate's interaction controller for an animation controller of its own; nil otherwise (this
    /// delegate's switches are not interactive).
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        if animationController is CatalogueAnimatedTransitioning { return nil }
        return replacedDelegate?.forwardedInteractionController(tabBarController, for: animationController)
    }
}
