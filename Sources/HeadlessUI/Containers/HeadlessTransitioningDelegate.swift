import Foundation
import TransitionCore

/// `UIViewControllerTransitioningDelegate`, with UIKit's defaults for what a delegate leaves out.
@MainActor
public protocol HeadlessTransitioningDelegate: AnyObject {
    /// The animator for a presentation, or nil for UIKit's own.
    func animationController(
        forPresented presented: HeadlessViewController, presenting: HeadlessViewController,
        source: HeadlessViewController
    ) -> (any HeadlessAnimatedTransitioning)?
    /// The animator for a dismissal, or nil for UIKit's own.
    func animationController(forDismissed dismissed: HeadlessViewController) -> (any HeadlessAnimatedTransitioning)?
    /// The interaction controller for a presentation, or nil.
    func interactionControllerForPresentation(
        using animator: any HeadlessAnimatedTransitioning
    )
        -> (any HeadlessInteractiveTransitioning)?
    /// The interaction controller for a dismissal, or nil.
    func interactionControllerForDismissal(
        using animator: any HeadlessAnimatedTransitioning
    )
        -> (any HeadlessInteractiveTransitioning)?
}

extension HeadlessTransitioningDelegate {
    /// Nil.
    public func animationController(
        forPresented presented: HeadlessViewController, presenting: HeadlessViewController,
        source: HeadlessViewController
    ) -> (any HeadlessAnimatedTransitioning)? { nil }
    /// Nil.
    public func animationController(
        forDismissed dismissed: HeadlessViewController
    )
        -> (any HeadlessAnimatedTransitioning)?
    { nil }
    /// Nil.
    public func interactionControllerForPresentation(
        using animator: any HeadlessAnimatedTransitioning
    )
        -> (any HeadlessInteractiveTransitioning)?
    { nil }
    /// Nil.
    public func interactionControllerForDismissal(
        using animator: any HeadlessAnimatedTransitioning
    )
        -> (any HeadlessInteractiveTransitioning)?
    { nil }
}
