import Foundation
import TransitionCore

/// An in-memory `UINavigationController` (without a navigation bar): a stack of controllers, push, pop and
/// `setViewControllers`, its delegate's animators and interaction controllers, and the system back swipe.
///
/// Modelled rules (`UINavigationController` reference; View Controller Programming Guide, "Navigation Controllers"):
/// - It forwards appearance to its children by hand: at the start of a transition the leaving top gets
///   `viewWillDisappear` and the arriving one `viewWillAppear`, the did-calls come at the end, and a cancelled
///   (interactive) pop sends the reverse sequence; the popped controller gets `willMove(toParent: nil)` at the start
///   and, on cancel, `didMove(toParent:)` back.
/// - A push or pop while a transition runs is refused (UIKit logs "Can't add self as subview" or corrupts the bar);
///   the model records a ``HeadlessEnvironment/transitionErrors`` entry and does nothing.
/// - `interactivePopGestureRecognizer` is a screen-edge pan on the leading edge of the navigation controller's view.
///   Conservative reading of several reports (openradar 15215690; react-native-screens PR 3173): **while the
///   navigation controller has a delegate, the system back swipe does not begin** — unless the app replaced the
///   recognizer's delegate, whose answer then decides. When it does begin on a pair for which the delegate returns
///   an animator but no interaction controller, UIKit plays the pop without the finger.
/// - The back swipe does not begin while the top screen's ``HeadlessNavigationItem`` hides the back button or
///   replaces it with left items that do not supplement it (an observation, unverified on a device; see there), nor
///   while the navigation bar is hidden (`isNavigationBarHidden`; widely reported since iOS 7, for example in the
///   "interactivePopGestureRecognizer with hidden navigation bar" questions on Stack Overflow, where apps restore it
///   by replacing the recognizer's delegate: an observation, unverified on a device), nor when the app set the
///   recognizer's `isEnabled` to false (`UIGestureRecognizer.isEnabled` reference: a disabled recognizer receives no
///   touches).
/// - The navigation bar's items move by UIKit's own animations beside the transition (``HeadlessNavigationBar``).
@MainActor
open class HeadlessNavigationController: HeadlessViewController {
    /// `UINavigationController.Operation`.
    public enum Operation: Int, Sendable {
        /// No operation.
        case none
        /// A push.
        case push
        /// A pop.
        case pop
    }

    /// How the system back swipe treats a navigation delegate, where reports disagree (see the type's rules).
    public enum BackSwipeReading: Sendable, Hashable {
        /// The conservative reading, the default: while the navigation controller has a delegate, the swipe does
        /// not begin (unless the app replaced the recognizer's delegate).
        case disabledByADelegate
        /// The other reading: the swipe begins with a delegate too.
        case beginsWithADelegate
    }

    /// The delegate (held weakly).
    public weak var delegate: (any HeadlessNavigationControllerDelegate)?
    /// Which reading of the system back swipe the model plays; code should work under both.
    public var backSwipeReading = BackSwipeReading.disabledByADelegate
    /// The stack, root first.
    public private(set) var viewControllers: [HeadlessViewController] = []
    /// The system back swipe.
    public let interactivePopGestureRecognizer: HeadlessScreenEdgePanGestureRecognizer?
    /// The navigation bar.
    public let navigationBar = HeadlessNavigationBar()
    private let systemPopDelegate = SystemPopGestureDelegate()
    private var running: HeadlessSystemTransition?
    private var wrapper: HeadlessView?

    /// `UINavigationController(rootViewController:)`.
    public init(rootViewController: HeadlessViewController) {
        interactivePopGestureRecognizer = HeadlessScreenEdgePanGestureRecognizer()
        super.init(nibName: nil, bundle: nil)
        systemPopDelegate.navigationController = self
        navigationBar.navigationController = self
        interactivePopGestureRecognizer?.delegate = systemPopDelegate
        interactivePopGestureRecognizer?.addTarget(systemPopDelegate) { [weak self] in self?.systemSwipe($0) }
        addChild(rootViewController)
        viewControllers = [rootViewController]
        rootViewController.didMove(toParent: self)
    }

    /// Not available in the model.
    public required init?(coder: NSCoder) { nil }

    /// The top controller.
    public var topViewController: HeadlessViewController? { viewControllers.last }

    /// `isNavigationBarHidden`.
    public var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { navigationBar.isHidden = newValue }
    }

    /// `setNavigationBarHidden(_:animated:)` (the model shows or hides it at once).
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
    }

    /// The running transition's context, while one runs.
    public var runningTransition: HeadlessTransitionContext? { running?.context }
    /// The delegate's animator playing the running transition, while one plays (nil for UIKit's own animation).
    public var runningAnimator: (any HeadlessAnimatedTransitioning)? { running?.animator }

    /// False: the navigation controller tells its children itself.
    public override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let wrapper = HeadlessView(name: "\(identifier).transition", frame: view.bounds, environment: environment)
        wrapper.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(wrapper)
        self.wrapper = wrapper
        if let top = topViewController {
            top.view.frame = wrapper.bounds
            top.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            wrapper.addSubview(top.view)
        }
        if let pop = interactivePopGestureRecognizer {
            pop.edges = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
            view.addGestureRecognizer(pop)
        }
    }

    /// Lays the top view out at the container's bounds, as UIKit's navigation controller does in every layout pass
    /// while no transition runs.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard running == nil, let top = topViewController, let wrapper, top.view.superview === wrapper else { return }
        top.view.frame = wrapper.bounds
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if running == nil { topViewController?.beginAppearanceTransition(true, animated: animated) }
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if running == nil, topViewController?.appearanceState == .appearing {
            topViewController?.endAppearanceTransition()
        }
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if running == nil { topViewController?.beginAppearanceTransition(false, animated: animated) }
    }

    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if running == nil, topViewController?.appearanceState == .disappearing {
            topViewController?.endAppearanceTransition()
        }
    }

    // MARK: Operations

    /// `pushViewController(_:animated:)`.
    public func pushViewController(_ controller: HeadlessViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === controller }) else {
            environment.reportTransitionError("pushing \(controller.identifier), which is already in the stack")
            return
        }
        change(to: viewControllers + [controller], operation: .push, animated: animated)
    }

    /// VoiceOver's escape gesture (a two-finger Z) reached the stack: it goes back a screen, animated, when there is
    /// one to go back to (iPhone User Guide, VoiceOver gestures: the two-finger scrub "goes back" to the previous
    /// screen or dismisses an alert). The model answers here, at the navigation controller in the responder chain;
    /// where UIKit answers it is not documented.
    public nonisolated override func accessibilityPerformEscape() -> Bool {
        MainActor.assumeIsolated {
            guard viewControllers.count > 1, running == nil else { return false }
            return popViewController(animated: true) != nil
        }
    }

    /// `popViewController(animated:)`: the popped controller, or nil when the stack has one controller or a
    /// transition is running.
    @discardableResult
    public func popViewController(animated: Bool) -> HeadlessViewController? {
        guard viewControllers.count >= 2, let top = topViewController else { return nil }
        return change(to: Array(viewControllers.dropLast()), operation: .pop, animated: animated) ? top : nil
    }

    /// `popToRootViewController(animated:)`: the popped controllers.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [HeadlessViewController]? {
        guard viewControllers.count >= 2 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        return change(to: [viewControllers[0]], operation: .pop, animated: animated) ? popped : nil
    }

    /// `setViewControllers(_:animated:)`: a push animation when the new top was not in the stack, a pop otherwise.
    public func setViewControllers(_ controllers: [HeadlessViewController], animated: Bool) {
        guard let newTop = controllers.last else { return }
        let operation: Operation = viewControllers.contains { $0 === newTop } ? .pop : .push
        change(to: controllers, operation: operation, animated: animated)
    }

    @discardableResult
    private func change(to stack: [HeadlessViewController], operation: Operation, animated: Bool) -> Bool {
        guard running == nil else {
            environment.reportTransitionError(
                "\(operation == .push ? "push" : "pop") while \(identifier) is transitioning")
            return false
        }
        guard let from = topViewController, let to = stack.last else { return false }
        let old = viewControllers
        let adding = stack.filter { new in !old.contains { $0 === new } }
        let removing = old.filter { existing in !stack.contains { $0 === existing } }
        for controller in removing { controller.willMove(toParent: nil) }
        for controller in adding { addChild(controller) }
        viewControllers = stack
        guard from !== to else {
            finishChange(from: from, to: to, adding: adding, removing: removing, completed: true)
            return true
        }
        delegate?.navigationController(self, willShow: to, animated: animated)
        let visible = isViewLoaded && (appearanceState == .appeared || appearanceState == .appearing)
        if visible {
            from.beginAppearanceTransition(false, animated: animated)
            to.beginAppearanceTransition(true, animated: animated)
        }
        let container = wrapper ?? view
        let animator =
            animated ? delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) : nil
        let interaction = animator.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
        to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if animator == nil {
            to.view.frame = container.bounds
            if operation == .pop {
                container.insertSubview(to.view, belowSubview: from.view)
            } else {
                container.addSubview(to.view)
            }
        }
        let transition = HeadlessSystemTransition(
            container: container, from: from, to: to, fromView: from.view, toView: to.view,
            toFinalFrame: container.bounds, animated: animated, animator: animator, interaction: interaction,
            followsFinger: poppingBySwipe && operation == .pop
        ) { [weak self] completed in
            guard let self else { return }
            running = nil
            if !completed { viewControllers = old }
            finishChange(from: from, to: to, adding: adding, removing: removing, completed: completed)
            if completed { delegate?.navigationController(self, didShow: to, animated: animated) }
        }
        navigationBar.follow(transition)
        if transition.context.completionCount == 0 { running = transition }
        return true
    }

    private func finishChange(
        from: HeadlessViewController, to: HeadlessViewController, adding: [HeadlessViewController],
        removing: [HeadlessViewController], completed: Bool
    ) {
        if completed {
            if from !== to, from.view.superview != nil { from.view.removeFromSuperview() }
            if let container = wrapper {
                // UIKit lays the top view out at the container's bounds (a rotation mid-flight changed them), under
                // the model's default reading (``HeadlessEnvironment/transitionEndLayout``).
                if environment.transitionEndLayout == .laysOut { to.view.frame = container.bounds }
                if to.view.superview == nil { container.addSubview(to.view) }
            }
            for controller in removing { controller.removeFromParent() }
            for controller in adding { controller.didMove(toParent: self) }
        } else {
            if to.view.superview != nil { to.view.removeFromSuperview() }
            if let container = wrapper {
                if environment.transitionEndLayout == .laysOut { from.view.frame = container.bounds }
                if from.view.superview == nil { container.addSubview(from.view) }
            }
            for controller in adding {
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
            for controller in removing { controller.didMove(toParent: self) }
        }
        // The did-calls, or for a cancel the reverse sequence. The navigation controller's own appearance may have
        // changed while the transition ran (its tab was switched away, a full-screen presentation covered it): its
        // calls could not reach the children then, so each goes where it now belongs.
        let leaving = completed ? from : to
        if leaving !== topViewController, leaving.isViewLoaded { leaving.settleAppearance(to: .disappeared) }
        if let top = topViewController, top.isViewLoaded { top.settleAppearance(to: appearanceState) }
    }

    // MARK: The system back swipe

    /// Whether the system back swipe may begin now (the conservative reading: never while there is a delegate).
    fileprivate var systemSwipeMayBegin: Bool {
        viewControllers.count >= 2 && running == nil
            && (delegate == nil || backSwipeReading == .beginsWithADelegate)
            && topViewController?.navigationItem.showsBackButton != false && !isNavigationBarHidden
    }

    private var systemSwipeProgress: CGFloat = 0
    private var poppingBySwipe = false

    private func systemSwipe(_ recognizer: HeadlessGestureRecognizer) {
        guard let pan = recognizer as? HeadlessPanGestureRecognizer else { return }
        let width = max(view.bounds.width, 1)
        let leading: CGFloat = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        switch pan.state {
        case .began:
            systemSwipeProgress = 0
            poppingBySwipe = true
            defer { poppingBySwipe = false }
            popViewController(animated: true)
        case .changed:
            systemSwipeProgress = min(max(pan.translation(in: view).x * leading / width, 0), 1)
            running?.context.updateInteractiveTransition(systemSwipeProgress)
        case .ended, .cancelled:
            // UIKit's own interactive pop is driven here; a custom animator's pop is not (it plays by itself).
            guard let running, running.context.isAnimated, !running.isCustom else { return }
            let velocity = pan.velocity(in: view).x * leading
            let finishes = pan.state == .ended && (systemSwipeProgress > 0.5 || velocity > 300)
            let remaining = finishes ? 1 - systemSwipeProgress : systemSwipeProgress
            running.playSystemAnimation(
                for: Double(remaining) * HeadlessSystemTransition.systemDuration, completing: finishes)
        default: break
        }
    }
}

/// The system back swipe's own delegate (UIKit's private `_UINavigationInteractiveTransition`).
@MainActor
private final class SystemPopGestureDelegate: HeadlessGestureRecognizerDelegate {
    weak var navigationController: HeadlessNavigationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: HeadlessGestureRecognizer) -> Bool {
        navigationController?.systemSwipeMayBegin ?? false
    }
}

extension HeadlessViewController {
    /// `navigationController`: the nearest ancestor that is a navigation controller.
    public var navigationController: HeadlessNavigationController? {
        var controller = parent
        while let current = controller {
            if let navigation = current as? HeadlessNavigationController { return navigation }
            controller = current.parent
        }
        return nil
    }
}
