import Foundation
import TransitionCore

/// The transition context the model's system containers hand to animators, modelled on UIKit's: it records every
/// call, so a test can check that `completeTransition(_:)` ran exactly once and that an interactive transition
/// heard its finish or cancel first.
@MainActor
public final class HeadlessTransitionContext: HeadlessContextTransitioning {
    /// The view the transition happens in.
    public let containerView: HeadlessView
    /// Whether the transition is animated.
    public let isAnimated: Bool
    /// Whether a finger drives it now.
    public internal(set) var isInteractive: Bool
    /// Whether it was cancelled.
    public private(set) var transitionWasCancelled = false
    /// The interactive progress last reported.
    public private(set) var percentComplete: CGFloat = 0
    /// How many times `completeTransition(_:)` was called (UIKit requires exactly one).
    public private(set) var completionCount = 0
    /// Whether the transition can be paused once it plays by itself: when its animator gives an interruptible
    /// animator (`interruptibleAnimator(using:)`), which the model's animators cannot.
    var isInterruptible: Bool { false }

    /// What the context was told, for the transition that owns it (UIKit's own animations follow it).
    enum Change {
        case update(Double)
        case finish
        case cancel
        case pause
    }
    /// Told of each interactive call, before it takes effect.
    var onChange: (@MainActor (Change) -> Void)?

    private let controllers: [HeadlessTransitionKey: HeadlessViewController]
    private let views: [HeadlessTransitionKey: HeadlessView]
    private let initialFrames: [ObjectIdentifier: CGRect]
    private let finalFrames: [ObjectIdentifier: CGRect]
    private let completion: @MainActor (Bool) -> Void

    init(
        containerView: HeadlessView, isAnimated: Bool, isInteractive: Bool,
        controllers: [HeadlessTransitionKey: HeadlessViewController], views: [HeadlessTransitionKey: HeadlessView],
        initialFrames: [ObjectIdentifier: CGRect], finalFrames: [ObjectIdentifier: CGRect],
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        self.containerView = containerView
        self.isAnimated = isAnimated
        self.isInteractive = isInteractive
        self.controllers = controllers
        self.views = views
        self.initialFrames = initialFrames
        self.finalFrames = finalFrames
        self.completion = completion
    }

    /// The leaving or arriving controller.
    public func viewController(forKey key: HeadlessTransitionKey) -> HeadlessViewController? { controllers[key] }
    /// The leaving or arriving view.
    public func view(forKey key: HeadlessTransitionKey) -> HeadlessView? { views[key] }
    /// Where a controller's view starts.
    public func initialFrame(for controller: HeadlessViewController) -> CGRect {
        initialFrames[ObjectIdentifier(controller)] ?? .zero
    }
    /// Where a controller's view ends.
    public func finalFrame(for controller: HeadlessViewController) -> CGRect {
        finalFrames[ObjectIdentifier(controller)] ?? .zero
    }

    /// Records the progress.
    public func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = percentComplete
        onChange?(.update(Double(percentComplete)))
    }

    /// The transition stops being interactive and will finish.
    public func finishInteractiveTransition() {
        onChange?(.finish)
        isInteractive = false
        transitionWasCancelled = false
    }

    /// The transition stops being interactive and will be cancelled.
    public func cancelInteractiveTransition() {
        onChange?(.cancel)
        isInteractive = false
        transitionWasCancelled = true
    }

    /// The transition is interactive again — when it is interruptible. Apple documents pausing for interruptible
    /// transitions only ("Call this method when your transition is interruptible", `pauseInteractiveTransition()`
    /// reference): for any other, UIKit's own animations are already finishing or cancelling and do not stop, so the
    /// model records a ``HeadlessEnvironment/transitionErrors`` entry and leaves the transition as it was.
    public func pauseInteractiveTransition() {
        guard isInterruptible else {
            containerView.environment.reportTransitionError(
                "pauseInteractiveTransition() on a transition that is not interruptible: UIKit's own animations "
                    + "(the navigation bar) keep ending while the content is held")
            return
        }
        onChange?(.pause)
        isInteractive = true
    }

    /// Ends the transition the first time; a second call is recorded as an error
    /// (``HeadlessEnvironment/transitionErrors``) and changes nothing.
    public func completeTransition(_ didComplete: Bool) {
        completionCount += 1
        guard completionCount == 1 else {
            containerView.environment.reportTransitionError("completeTransition called \(completionCount) times")
            return
        }
        completion(didComplete)
    }
}
