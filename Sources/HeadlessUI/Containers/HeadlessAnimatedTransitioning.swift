import Foundation
import TransitionCore

/// `UIViewControllerAnimatedTransitioning`.
@MainActor
public protocol HeadlessAnimatedTransitioning: AnyObject {
    /// The transition's duration.
    func transitionDuration(using transitionContext: (any HeadlessContextTransitioning)?) -> TimeInterval
    /// Plays the transition; must end with `completeTransition(_:)`.
    func animateTransition(using transitionContext: any HeadlessContextTransitioning)
    /// The transition ended (optional in UIKit).
    func animationEnded(_ transitionCompleted: Bool)
}

extension HeadlessAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}
