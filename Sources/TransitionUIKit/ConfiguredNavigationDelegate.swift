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
/// ``attach(to:)`` also installs an interactive pop for the pops the config animates: a swipe in from the screen edge
/// the pop's gesture names (the config's `"interaction"`, or the leading edge for an interactive animator), through
/// `UIScreenEdgePanGestureRecognizer`s of its own and ``/TransitionCore/PanTracker``, finishing or cancelling by the
/// config's ``/TransitionCore/GestureDecision``. Those swipes begin only where UIKit's own back swipe would: never
/// while the top screen hides or replaces its back button, the navigation bar is hidden, the app turned
/// `interactivePopGestureRecognizer` off (`isEnabled = false`), a transition runs, or another object is the
/// navigation controller's delegate. The system back swipe itself is left as UIKit made it — its delegate, its
/// policy: it waits for the library's swipe only where that swipe may drive a configured pop, and pops the config
/// leaves to UIKit keep UIKit's own swipe. Reports disagree on whether UIKit's swipe begins at all while a navigation
/// controller has a delegate that animates: where it does not, the leading edge's swipe, which waits for UIKit's to
/// fail, plays those pops as UIKit's would (the top screen sliding off, the one below coming in from a third behind)
/// under the same policy, obeying a delegate the app set on UIKit's recognizer; where it does and starts a configured
/// pop, the pop follows UIKit's recognizer.
/// A configured pop that no edge swipe of the config can drive (a pinch) gets no swipe of the library's; UIKit's, where
/// it begins, drives it, and the back button pops it.
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
public final class ConfiguredNavigationDelegate: NSObject, UINavigationControllerDelegate {
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
    /// The edge swipes ``attach(to:)`` installed: they go with this object (a released delegate takes them off).
    private var edgeSwipes: [(edge: ScreenSide, forwarder: GestureForwarder)] = []
    private let log = DiagnosticLog()
    /// The system back swipe's delegate when this delegate was attached (UIKit's own, unless the app had set one).
    private weak var uikitsPopDelegate: (any UIGestureRecognizerDelegate)?
    /// The pop a swipe started, until its transition ended (or UIKit never started it).
    private var swipe: (animated: CatalogueAnimatedTransitioning, gesture: GestureDrivenTransition)?

    /// What this delegate noticed and handled, oldest first (at most 100): a screen without a transition identifier
    /// (once per type), what its transitions reported (a shared element a screen lacked).
    public var diagnostics: [ContainerDiagnostic] { log.entries }
    /// Told of each of ``diagnostics`` as it is recorded. Without one, a debug build prints an unnamed screen's
    /// diagnostic once.
    public var diagnosticHandler: (@MainActor (ContainerDiagnostic) -> Void)? {
        get { log.handler }
        set { log.handler = newValue }
    }

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
        if let current = navigationController.delegate, current !== self {
            replacedDelegate = current
            // UIKit asks, as a delegate is set, which optional methods it implements, and this one answers for the
            // replaced delegate too; when that one goes, UIKit is made to ask again, so it never sends this object a
            // method only the departed delegate had.
            ReplacedDelegateWatch.watch(current, for: self) { [weak self] in self?.reregister() }
        }
        navigationController.delegate = self
        uikitsPopDelegate = navigationController.interactivePopGestureRecognizer?.delegate
        for edge in [ScreenSide.left, .right] {
            let recognizer = UIScreenEdgePanGestureRecognizer()
            // A control at the edge (a Done button) is pressed as the finger goes down, not when the swipe fails.
            recognizer.delaysTouchesBegan = false
            recognizer.edges = edge == .left ? .left : .right
            let forwarder = GestureForwarder(recognizer, on: navigationController.view) { [weak self] sample in
                self?.handleSwipe(sample, from: edge)
            }
            forwarder.shouldBegin = { [weak self] _ in
                guard let self else { return false }
                return popChoice(from: edge) != nil || standInPop(from: edge) != nil
            }
            // UIKit's back swipe waits for this one only where this one may drive a configured pop: nothing is set
            // on the system recognizer, and once these swipes are gone (detached, or this delegate released) it
            // waits for nothing. For a pop the config leaves to UIKit, this one waits for UIKit's instead.
            forwarder.makesWait = { [weak self, weak navigationController] other in
                guard let self, let navigationController,
                    other === navigationController.interactivePopGestureRecognizer
                else { return false }
                return popChoice(from: edge) != nil
            }
            forwarder.waitsFor = { [weak self, weak navigationController] other in
                guard let self, let navigationController,
                    other === navigationController.interactivePopGestureRecognizer
                else { return false }
                return standInPop(from: edge) != nil
            }
            edgeSwipes.append((edge, forwarder))
        }
    }

    /// Removes the edge swipes and stops being the navigation controller's delegate, putting back the one it replaced.
    public func detach() {
        for swipe in edgeSwipes { swipe.forwarder.remove() }
        edgeSwipes.removeAll()
        if navigationController?.delegate === self { navigationController?.delegate = replacedDelegate }
        if let replacedDelegate { ReplacedDelegateWatch.stopWatching(replacedDelegate, for: self) }
        replacedDelegate = nil
        navigationController = nil
    }

    /// Sets itself as the navigation controller's delegate again, so UIKit asks anew which methods it answers.
    private func reregister() {
        guard let navigationController, navigationController.delegate === self else { return }
        navigationController.delegate = nil
        navigationController.delegate = self
    }

    /// What the config chooses for `operation` from `from` to `to` in `navigationController`.
    public func choice(
        for operation: SystemTransitionOperation, in navigationController: UINavigationController,
        from: UIViewController, to: UIViewController
    ) -> SystemTransitionChoice {
        let container = navigationController.explicitTransitionIdentifier
        let name = container ?? operation.defaultContainerIdentifier
        return configuration.systemTransition(
            operation, container: container, from: log.name(of: from, in: name), to: log.name(of: to, in: name))
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
            animated.diagnosticHandler = { [weak self] in self?.log.record($0) }
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
        if let animated = animationController as? CatalogueAnimatedTransitioning {
            return followSystemBackSwipe(driving: animated, in: navigationController)
        }
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
        // A swipe whose pop UIKit never started (another transition won) must not block the next one. One whose pop
        // has just ended is left to its handler, which takes its target off UIKit's recognizer.
        if let swipe, !swipe.animated.isRunning, !swipe.animated.hasEnded {
            let handler = swipe.animated.completionHandler
            swipe.animated.completionHandler = nil
            self.swipe = nil
            handler?(false)
        }
        replacedDelegate?.forwardedDidShow(navigationController, viewController, animated: animated)
        didShow?(navigationController, viewController, animated)
    }

    // MARK: The interactive pop

    /// The finger on UIKit's own back swipe, when that swipe started a pop the config animates (it begins where the
    /// library's swipes do not: a pop no edge swipe of the config drives, under the reading where UIKit's swipe
    /// begins with a delegate): without it, UIKit would play the animator to its end under a finger that has not
    /// finished moving. The library adds a target to the system recognizer for that pop and takes it off when the
    /// pop ends; its delegate and policy stay UIKit's. The pop follows the leading edge, finishing or cancelling by
    /// the config's rule where it gives one.
    private func followSystemBackSwipe(
        driving animated: CatalogueAnimatedTransitioning, in navigationController: UINavigationController
    ) -> CatalogueInteractionController? {
        forgetSwipeUIKitNeverStarted()
        // An animator no finger can drive plays by itself: the person still goes back, as they asked.
        guard animated.operation == .pop, animated.animator.capabilities.isInteractive, swipe == nil,
            let system = navigationController.interactivePopGestureRecognizer,
            system.state == .began || system.state == .changed,
            let sample = TouchSample(system, in: navigationController.view)
        else { return nil }
        let direction = layoutDirection(of: navigationController)
        let leading: ScreenSide = direction == .leftToRight ? .left : .right
        let configured = animated.choice?.gesture(layoutDirection: direction)
        let spec = InteractionSpec(
            gesture: .edgePan(edge: leading, margin: 20), decision: configured?.decision ?? GestureDecision(),
            completionSpeed: configured?.completionSpeed ?? 1,
            completionCurve: configured?.completionCurve ?? .easeInOut)
        guard
            let gesture = GestureDrivenTransition(
                spec: spec, size: navigationController.view.bounds.size, recognizerFindsEdge: true, driving: animated),
            !gesture.handle(sample)
        else { return nil }
        let target = GestureTarget { [weak navigationController, weak gesture] recognizer in
            guard let navigationController, let gesture,
                let sample = TouchSample(recognizer, in: navigationController.view)
            else { return }
            gesture.handle(sample)
        }
        target.attach(to: system)
        swipe = (animated, gesture)
        animated.completionHandler = { [self, weak animated, weak system] _ in
            if let system { target.detach(from: system) }
            if swipe?.animated === animated { swipe = nil }
        }
        return gesture.controller
    }

    /// The pop a swipe from `edge` would drive now: the top two controllers' choice, when UIKit would let a person
    /// go back (``backSwipeAllowed(in:)``), this object is still the navigation controller's delegate (another's would
    /// be asked for the pop's animator), nothing else is moving, and the pop's animator may be driven from that edge.
    private func popChoice(from edge: ScreenSide) -> SystemTransitionChoice? {
        forgetSwipeUIKitNeverStarted()
        guard swipe == nil, let navigationController, navigationController.delegate === self,
            Self.backSwipeAllowed(in: navigationController)
        else { return nil }
        let stack = navigationController.viewControllers
        let choice = choice(
            for: .pop, in: navigationController, from: stack[stack.count - 1], to: stack[stack.count - 2])
        return choice.startingEdge(layoutDirection: layoutDirection(of: navigationController)) == edge ? choice : nil
    }

    /// The pop the leading edge's swipe plays as UIKit's would (``UIKitPopStandIn``), for a pop the config leaves to
    /// UIKit: asked once UIKit's own back swipe has failed (this swipe waits for it), so it plays only where UIKit's
    /// swipe did not begin although UIKit would let a person go back — the reading where UIKit refuses its swipe under
    /// a navigation delegate that animates. A delegate the app set on UIKit's recognizer is obeyed.
    private func standInPop(from edge: ScreenSide) -> TransitionPair? {
        forgetSwipeUIKitNeverStarted()
        guard swipe == nil, let navigationController, navigationController.delegate === self,
            Self.backSwipeAllowed(in: navigationController)
        else { return nil }
        let direction = layoutDirection(of: navigationController)
        guard edge == (direction == .leftToRight ? .left : .right) else { return nil }
        if let system = navigationController.interactivePopGestureRecognizer, let appsOwn = system.delegate,
            appsOwn !== uikitsPopDelegate, !appsOwn.askedShouldBegin(system)
        {
            return nil
        }
        let stack = navigationController.viewControllers
        let choice = choice(
            for: .pop, in: navigationController, from: stack[stack.count - 1], to: stack[stack.count - 2])
        return choice.animator == nil ? choice.pair : nil
    }

    /// Whether UIKit would let a person swipe back now: there is a screen to go back to, nothing moves, the app left
    /// `interactivePopGestureRecognizer` on, the navigation bar shows, and the top screen shows its back button.
    /// UIKit's back swipe is reported not to begin otherwise (the hidden bar and the hidden or replaced back button are
    /// observations, unverified on a device); the library's own swipes never do.
    static func backSwipeAllowed(in navigationController: UINavigationController) -> Bool {
        let stack = navigationController.viewControllers
        guard stack.count >= 2, navigationController.transitionCoordinator == nil,
            navigationController.interactivePopGestureRecognizer?.isEnabled != false,
            !navigationController.isNavigationBarHidden
        else { return false }
        return showsBackButton(stack[stack.count - 1])
    }

    /// The navigation controller's layout direction: a pop's gesture starts at its leading edge.
    private func layoutDirection(of navigationController: UINavigationController) -> TransitionLayoutDirection {
        navigationController.view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Whether the top screen lets a person go back: its back button is neither hidden nor replaced by left items
    /// that do not supplement it (`.navigationBarBackButtonHidden(true)`, a custom leading toolbar button).
    static func showsBackButton(_ top: UIViewController) -> Bool {
        let item = top.navigationItem
        return !item.hidesBackButton && ((item.leftBarButtonItems ?? []).isEmpty || item.leftItemsSupplementBackButton)
    }

    /// A swipe whose pop UIKit never started (another delegate was asked, another transition won) lets go of this
    /// object and of the slot, so the next swipe is not refused for ever.
    private func forgetSwipeUIKitNeverStarted() {
        guard let swipe, !swipe.animated.isRunning, !swipe.animated.hasEnded, swipe.gesture.isOver,
            navigationController?.transitionCoordinator == nil
        else { return }
        // Its handler lets go of what the swipe installed (a target on the system recognizer) and of the slot.
        let handler = swipe.animated.completionHandler
        swipe.animated.completionHandler = nil
        self.swipe = nil
        handler?(false)
    }

    private func handleSwipe(_ sample: TouchSample, from edge: ScreenSide) {
        if sample.phase == .began {
            guard let navigationController else { return }
            let direction = layoutDirection(of: navigationController)
            let animated: CatalogueAnimatedTransitioning
            let spec: InteractionSpec
            if let choice = popChoice(from: edge), let configured = choice.gesture(layoutDirection: direction),
                let made = CatalogueAnimatedTransitioning(choice: choice, clock: clock)
            {
                (animated, spec) = (made, configured)
            } else if let pair = standInPop(from: edge) {
                animated = CatalogueAnimatedTransitioning(
                    animator: UIKitPopStandIn(), operation: .pop, pair: pair, clock: clock)
                animated.prefersReducedMotion = configuration.prefersReducedMotion
                spec = InteractionSpec(gesture: .edgePan(edge: edge, margin: 20))
            } else {
                return
            }
            animated.diagnosticHandler = { [weak self] in self?.log.record($0) }
            guard
                let gesture = GestureDrivenTransition(
                    spec: spec, size: navigationController.view.bounds.size, recognizerFindsEdge: true,
                    driving: animated)
            else { return }
            guard !gesture.handle(sample) else { return }
            swipe = (animated, gesture)
            // The recognizers feed this swipe until its transition ends: the handler keeps the delegate alive that
            // long, even if the app lets go of it mid-swipe. The cycle ends when the handler runs (once), or when a
            // pop UIKit never started is forgotten.
            animated.completionHandler = { [self, weak animated] _ in
                if swipe?.animated === animated { swipe = nil }
            }
            // UIKit asks the delegate it has when the pop starts: if that is no longer this one, nothing of this
            // swipe will run.
            if navigationController.popViewController(animated: true) == nil || navigationController.delegate !== self {
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
