import Foundation
import TransitionCore

/// `UIViewControllerContextTransitioning`.
@MainActor
public protocol HeadlessContextTransitioning: AnyObject {
    /// The view the transition happens in.
    var containerView: HeadlessView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether a finger drives it now.
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The leaving or arriving controller.
    func viewController(forKey key: HeadlessTransitionKey) -> HeadlessViewController?
    /// The leaving or arriving view; nil where the container keeps it out of the transition.
    func view(forKey key: HeadlessTransitionKey) -> HeadlessView?
    /// Where a controller's view starts (`.zero` when unknown).
    func initialFrame(for controller: HeadlessViewController) -> CGRect
    /// Where a controller's view ends (`.zero` when unknown).
    func finalFrame(for controller: HeadlessViewController) -> CGRect
    /// The interactive progress.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The finger lifted to finish.
    func finishInteractiveTransition()
    /// The finger lifted to cancel.
    func cancelInteractiveTransition()
    /// A running end was grabbed again.
    func pauseInteractiveTransition()
    /// The transition is over; `didComplete` false for a cancel. Must be called exactly once.
    func completeTransition(_ didComplete: Bool)
}
