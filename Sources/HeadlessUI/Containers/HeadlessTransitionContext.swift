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
    }

    /// The transition stops being interactive and will finish.
    public func finishInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = false
    }

    /// The transition stops being interactive and will be cancelled.
    public func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
    }

    /// The transition is interactive again.
    public func pauseInteractiveTransition() {
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
