import Foundation
import TransitionCore

/// `UIViewControllerInteractiveTransitioning`.
@MainActor
public protocol HeadlessInteractiveTransitioning: AnyObject {
    /// Starts the interactive transition.
    func startInteractiveTransition(_ transitionContext: any HeadlessContextTransitioning)
    /// The speed of the end of the transition (optional in UIKit, 1 by default).
    var completionSpeed: CGFloat { get }
    /// The curve UIKit's own animations (the navigation bar) end on (optional in UIKit, easeInOut by default).
    var completionCurve: HeadlessView.AnimationCurve { get }
    /// Whether the transition starts interactive (optional in UIKit, true by default).
    var wantsInteractiveStart: Bool { get }
}

extension HeadlessInteractiveTransitioning {
    /// 1.
    public var completionSpeed: CGFloat { 1 }
    /// easeInOut.
    public var completionCurve: HeadlessView.AnimationCurve { .easeInOut }
    /// True.
    public var wantsInteractiveStart: Bool { true }
}
