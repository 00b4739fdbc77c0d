import Foundation
import TransitionCore

/// `UITabBarControllerDelegate`, with UIKit's defaults for what a delegate leaves out.
@MainActor
public protocol HeadlessTabBarControllerDelegate: AnyObject {
    /// Whether a tap on a tab may select it.
    func tabBarController(
        _ tabBarController: HeadlessTabBarController, shouldSelect viewController: HeadlessViewController
    ) -> Bool
    /// A tap selected a tab.
    func tabBarController(
        _ tabBarController: HeadlessTabBarController, didSelect viewController: HeadlessViewController)
    /// A custom animator for the switch, or nil for none.
    func tabBarController(
        _ tabBarController: HeadlessTabBarController,
        animationControllerForTransitionFrom fromVC: HeadlessViewController, to toVC: HeadlessViewController
    ) -> (any HeadlessAnimatedTransitioning)?
    /// An interaction controller for the animator, or nil.
    func tabBarController(
        _ tabBarController: HeadlessTabBarController,
        interactionControllerFor animationController: any HeadlessAnimatedTransitioning
    ) -> (any HeadlessInteractiveTransitioning)?
}

extension HeadlessTabBarControllerDelegate {
    /// True.
    public func tabBarController(
        _ tabBarController: HeadlessTabBarController, shouldSelect viewController: HeadlessViewController
    ) -> Bool { true }
    /// Does nothing.
    public func tabBarController(
        _ tabBarController: HeadlessTabBarController, didSelect viewController: HeadlessViewController
    ) {}
    /// Nil.
    public func tabBarController(
        _ tabBarController: HeadlessTabBarController,
        animationControllerForTransitionFrom fromVC: HeadlessViewController, to toVC: HeadlessViewController
    ) -> (any HeadlessAnimatedTransitioning)? { nil }
    /// Nil.
    public func tabBarController(
        _ tabBarController: HeadlessTabBarController,
        interactionControllerFor animationController: any HeadlessAnimatedTransitioning
    ) -> (any HeadlessInteractiveTransitioning)? { nil }
}
