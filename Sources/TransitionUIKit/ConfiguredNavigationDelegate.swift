import Foundation
import TransitionConfiguration
@_spi(Host) import TransitionCore

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUI
#endif

/// A `UINavigationController` delegate whose pushes and pops come from a ``/TransitionConfiguration/TransitionConfig``:
/// each (top, next) pair is resolved as ``/TransitionConfiguration/SystemTransitionChoice`` does — container
/// `"Navigation"` (or the navigation controller's own `UIViewController.transitionIdentifier` when you
/// set one), a pop as the reverse of its push — and played by a ``CatalogueAnimatedTransitioning``. A pair the
/// config gives no animator keeps UIKit's own animation.
///
/// ``attach(to:)`` also installs an interactive pop: a swipe in from the screen edge the pop's gesture names
/// (the config's `"interaction"`, or the leading edge for an interactive animator), through
/// `UIScreenEdgePanGestureRecognizer`s and ``/TransitionCore/PanTracker``, finishing or cancelling by the config's
/// ``/TransitionCore/GestureDecision``. It also decides for the system's back swipe (`interactivePopGestureRecognizer`), which
/// then begins exactly for the pops the config leaves to UIKit's own animation: reports disagree on whether that
/// swipe begins at all under a delegate, and where it does, it would play a configured animator without the finger.
/// A configured pop that no edge swipe can drive (a pinch gesture) has no back swipe; the back button still pops it.
///
/// ```swift
/// let navigationDelegate = ConfiguredNavigationDelegate(configuration: configuredDelegate)
/// navigationDelegate.attach(to: navigationController)   // keep navigationDelegate alive, as any delegate
/// ```
///
/// UIKit holds its delegates weakly: the app keeps this object. A transition already running survives its
/// release — UIKit keeps the animated transitioning object, which keeps the animator and the transition.
///
/// The delegate ``attach(to:)`` replaces (the app's own, or the one SwiftUI installed) keeps working: it is kept as
/// ``replacedDelegate`` and gets every call this one does not answer — `willShow` and `didShow`, the animation and
/// interaction controllers for the pairs the config leaves to UIKit, and on iOS every other method it implements
/// (the interface orientations). ``detach()`` puts it back.
@MainActor
public final class ConfiguredNavigationDelegate: NSObject, UINavigationControllerDelegate,
    UIGestureRecognizerDelegate
{
    /// Chooses the animators and gestures (its ``/TransitionConfiguration/ConfiguredTransitionDelegate/reduceMotion`` too).
    public let configuration: ConfiguredTransitionDelegate
    /// The clock transitions play on.
    public let clock: DisplayLinkClock
    /// The navigation controller's delegate before ``attach(to:)``, held weakly as UIKit holds it; calls this delegate
    /// does not answer go to it, and ``detach()`` puts it back.
    public private(set) weak var replacedDelegate: (any UINavigationControllerDelegate)?
    /// Called for UIKit's `navigationController(_:willShow:animated:)`, after the replaced delegate.
    public var willShow: (@MainActor (UINavigationController, UIViewController, Bool) -> Void)?
    /// Called for UIKit's `navigationController(_:didShow:animated:)`, after the replaced delegate.
    public var didShow: (@MainActor (UINavigationController, UIViewController, Bool) -> Void)?

    private weak var navigationController: UINavigationController?
    private var edgeSwipes: [(edge: ScreenSide, forwarder: GestureForwarder)] = []
    /// The system back swipe's own delegate, put back on detach.
    private weak var replacedPopDelegate: (any UIGestureRecognizerDelegate)?
    /// The pop a swipe started, until UIKit asked for its controllers and the finger lifted.
    private var swipe: (animated: CatalogueAnimatedTransitioning, gesture: GestureDrivenTransition)?

    /// A delegate choosing from `configuration`.
    public init(configuration: ConfiguredTransitionDelegate, clock: DisplayLinkClock? = nil) {
        self.configuration = configuration
        self.clock = clock ?? DisplayLinkClock()
        super.init()
    }

    /// Becomes `navigationController`'s delegate, keeping the one it replaces (``replacedDelegate``), and installs
    /// the interactive pop's edge swipes on its view.
    public func attach(to navigationController: UINavigationController) {
        detach()
        self.navigationController = navigationController
        // Kept before taking its place: UIKit asks which methods the new delegate implements as it is set.
        if let current = navigationController.delegate, current !== self { replacedDelegate = current }
        navigationController.delegate = self
        for edge in [ScreenSide.left, .right] {
            let recognizer = UIScreenEdgePanGestureRecognizer()
            recognizer.edges = edge == .left ? .left : .right
            let forwarder = GestureForwarder(recognizer, on: navigationController.view) { [weak self] sample in
                self?.handleSwipe(sample, from: edge)
            }
            recognizer.delegate = self
            // The system's back swipe waits for these: they fail at once where no configured pop may be driven.
            navigationController.interactivePopGestureRecognizer?.require(toFail: recognizer)
            edgeSwipes.append((edge, forwarder))
        }
        // The system's back swipe is UIKit's own pop. Reports disagree on whether it begins at all once the
        // navigation controller has a delegate, and where it does begin on a pair with an animator it plays that
        // animator without the finger. Deciding for it works under both readings: it begins exactly for the pops
        // the config leaves to UIKit, and a configured pop is driven by the edge swipes above or not at all.
        if let system = navigationController.interactivePopGestureRecognizer {
            replacedPopDelegate = system.delegate
            system.delegate = self
        }
    }

    /// Removes the edge swipes and stops being the navigation controller's delegate, putting back the one it replaced.
    public func detach() {
        for swipe in edgeSwipes { swipe.forwarder.remove() }
        edgeSwipes.removeAll()
        if let system = navigationController?.interactivePopGestureRecognizer, system.delegate === self {
            system.delegate = replacedPopDelegate
        }
        replacedPopDelegate = nil
        if navigationController?.delegate === self { navigationController?.delegate = replacedDelegate }
        replacedDelegate = nil
        navigationController = nil
    }

    /// What the config chooses for `operation` from `from` to `to` in `navigationController`.
    public func choice(
        for operation: SystemTransitionOperation, in navigationController: UINavigationController,
        from: UIViewController, to: UIViewController
    ) -> SystemTransitionChoice {
        configuration.systemTransition(
            operation, container: navigationController.explicitTransitionIdentifier,
            from: from.transitionIdentifier, to: to.transitionIdentifier)
    }

    /// Whether `controller` gets its name when its view lays out: SwiftUI's hosting controllers (`UIHostingController`
    /// and the subclasses SwiftUI pushes, such as a navigation stack's destinations), whose content's
    /// `.transitionIdentifier(_:)` names them from a controller added in the layout pass.
    static var namesItselfWhenLaidOut: @MainActor (UIViewController) -> Bool = { controller in
        String(describing: type(of: controller)).contains("HostingController")
    }

    // MARK: UINavigationControllerDelegate

    /// A ``CatalogueAnimatedTransitioning`` for the config's animator; for a pair the config gives none, the replaced
    /// delegate's answer, and nil (UIKit's own animation) when it has none.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        if let swipe, operation == .pop { return swipe.animated }
        let system: SystemTransitionOperation
        switch operation {
        case .push:
            system = .push
            // A SwiftUI destination is named (`.transitionIdentifier`) by a controller its hosting view adds when it
            // lays out, which UIKit does only after asking for the animator: laid out now, as it is about to be, the
            // destination has its name when the rules are read (unverified on a device). Only a destination that
            // names itself so, and has no name yet: a UIKit screen is not laid out before it is in the window, where
            // its safe area is known.
            if toVC.explicitTransitionIdentifier == nil, Self.namesItselfWhenLaidOut(toVC) {
                toVC.loadViewIfNeeded()
                toVC.view.layoutIfNeeded()
            }
        case .pop: system = .pop
        default: return nil
        }
        if let animated = CatalogueAnimatedTransitioning(
            choice: choice(for: system, in: navigationController, from: fromVC, to: toVC), clock: clock)
        {
            return animated
        }
        return replacedDelegate?.forwardedAnimationController(navigationController, operation, from: fromVC, to: toVC)
    }

    /// The edge swipe's interaction controller while a swipe drives the pop; for an animation controller of the
    /// replaced delegate's, its answer; nil otherwise.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        if let swipe, swipe.animated === animationController { return swipe.gesture.controller }
        if animationController is CatalogueAnimatedTransitioning { return nil }
        return replacedDelegate?.forwardedInteractionController(navigationController, for: animationController)
    }

    /// Forwards to the replaced delegate, then to ``willShow``.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
    ) {
        replacedDelegate?.forwardedWillShow(navigationController, viewController, animated: animated)
        willShow?(navigationController, viewController, animated)
    }

    /// Forwards to the replaced delegate, then to ``didShow``.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        // A swipe whose pop UIKit never started (another transition won) must not block the next one.
        if let swipe, !swipe.animated.isRunning {
            swipe.animated.completionHandler = nil
            self.swipe = nil
        }
        replacedDelegate?.forwardedDidShow(navigationController, viewController, animated: animated)
        didShow?(navigationController, viewController, animated)
    }

    // MARK: The interactive pop

    /// The pop a swipe from `edge` would drive now: the top two controllers' choice, when its animator may be
    /// driven from that edge and nothing else is moving.
    private func popChoice(from edge: ScreenSide) -> SystemTransitionChoice? {
        guard swipe == nil, let navigationController, navigationController.transitionCoordinator == nil else {
            return nil
        }
        let stack = navigationController.viewControllers
        guard stack.count >= 2, Self.showsBackButton(stack[stack.count - 1]) else { return nil }
        let choice = choice(
            for: .pop, in: navigationController, from: stack[stack.count - 1], to: stack[stack.count - 2])
        return choice.startingEdge(layoutDirection: layoutDirection(of: navigationController)) == edge ? choice : nil
    }

    /// The navigation controller's layout direction: a pop's gesture starts at its leading edge.
    private func layoutDirection(of navigationController: UINavigationController) -> TransitionLayoutDirection {
        navigationController.view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// An edge swipe begins only where a configured pop may be driven from its edge; the system back swipe only
    /// where the config leaves the pop to UIKit's own animation.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let navigationController, gestureRecognizer === navigationController.interactivePopGestureRecognizer {
            return systemPopMayBegin(in: navigationController)
        }
        guard let swipe = edgeSwipes.first(where: { $0.forwarder.recognizer === gestureRecognizer }) else {
            return true
        }
        return popChoice(from: swipe.edge) != nil
    }

    /// Whether UIKit's own interactive pop may start: there is something to pop, nothing is moving, and the
    /// config gives the pop no animator.
    private func systemPopMayBegin(in navigationController: UINavigationController) -> Bool {
        let stack = navigationController.viewControllers
        guard swipe == nil, stack.count >= 2, navigationController.transitionCoordinator == nil,
            Self.showsBackButton(stack[stack.count - 1]),
            choice(for: .pop, in: navigationController, from: stack[stack.count - 1], to: stack[stack.count - 2])
                .animator == nil
        else { return false }
        // The delegate this one replaced is not asked: under the reading where UIKit's own refuses whenever the
        // navigation controller has a delegate, it would refuse every pop. What it is reported to check besides —
        // whether a person can go back — is checked above.
        return true
    }

    /// Whether the top screen lets a person go back: its back button is neither hidden nor replaced by left items
    /// that do not supplement it (`.navigationBarBackButtonHidden(true)`, a custom leading toolbar button). UIKit's
    /// back swipe is reported not to begin otherwise (unverified on a device); a configured pop never does.
    static func showsBackButton(_ top: UIViewController) -> Bool {
        let item = top.navigationItem
        return !item.hidesBackButton && ((item.leftBarButtonItems ?? []).isEmpty || item.leftItemsSupplementBackButton)
    }

    private func handleSwipe(_ sample: TouchSample, from edge: ScreenSide) {
        if sample.phase == .began {
            guard let navigationController, let choice = popChoice(from: edge),
                let spec = choice.gesture(layoutDirection: layoutDirection(of: navigationController)),
                let animated = CatalogueAnimatedTransitioning(choice: choice, clock: clock),
                let gesture = GestureDrivenTransition(
                    spec: spec, size: navigationController.view.bounds.size, recognizerFindsEdge: true,
                    driving: animated)
            else { return }
            guard !gesture.handle(sample) else { return }
            swipe = (animated, gesture)
            // The recognizers feed this swipe until its transition ends: the handler keeps the delegate alive that
            // long, even if the app lets go of it mid-swipe. The cycle ends when the handler runs (once).
            animated.completionHandler = { [self, weak animated] _ in
                if swipe?.animated === animated { swipe = nil }
            }
            if navigationController.popViewController(animated: true) == nil {
                animated.completionHandler = nil
                swipe = nil
            }
            return
        }
        // A release before UIKit started the pop waits in the controller, which applies it when the pop starts;
        // the swipe is forgotten when the transition ends.
        swipe?.gesture.handle(sample)
    }
}
