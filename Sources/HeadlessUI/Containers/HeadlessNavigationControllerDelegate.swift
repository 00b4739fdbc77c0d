import Foundation
import TransitionCore

/// `UINavigationControllerDelegate`, with UIKit's defaults for what a delegate leaves out.
@MainActor
public protocol HeadlessNavigationControllerDelegate: AnyObject {
    /// A custom animator for the operation, or nil for UIKit's own.
    func navigationController(
        _ navigationController: HeadlessNavigationController,
        animationControllerFor operation: HeadlessNavigationController.Operation, from fromVC: HeadlessViewController,
        to toVC: HeadlessViewController
    ) -> (any HeadlessAnimatedTransitioning)?
    /// An interaction controller for the animator, or nil.
    func navigationController(
        _ navigationController: HeadlessNavigationController,
        interactionControllerFor animationController: any HeadlessAnimatedTransitioning
    ) -> (any HeadlessInteractiveTransitioning)?
    /// A controller is about to be shown.
    func navigationController(
        _ navigationController: HeadlessNavigationController, willShow viewController: HeadlessViewController,
        animated: Bool)
    /// A controller was shown.
    func navigationController(
        _ navigationController: HeadlessNavigationController, didShow viewController: HeadlessViewController,
        animated: Bool)
}

extension HeadlessNavigationControllerDelegate {
    /// Nil: UIKit's own animation.
    public func navigationController(
        _ navigationController: HeadlessNavigationController,
        animationControllerFor operation: HeadlessNavigationController.Operation, from fromVC: HeadlessViewController,
        to toVC: HeadlessViewController
    ) -> (any HeadlessAnimatedTransitioning)? { nil }
    /// Nil.
    public func navigationController(
        _ navigationController: HeadlessNavigationController,
        interactionControllerFor animationController: any HeadlessAnimatedTransitioning
    ) -> (any HeadlessInteractiveTransitioning)? { nil }
    /// Does nothing.
    public func navigationController(
        _ navigationController: HeadlessNavigationController, willShow viewController: HeadlessViewController,
        animated: Bool
    ) {}
    /// Does nothing.
    public func navigationController(
        _ navigationController: HeadlessNavigationController, didShow viewController: HeadlessViewController,
        animated: Bool
    ) {}
}
