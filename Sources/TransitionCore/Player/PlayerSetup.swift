import Foundation

/// What a ``TransitionPlayer`` plays, as one value: the pair and its two children and views, the container view and
/// its bounds, the frames the roles start and end at, and the animator (with what plays when it needs a shared
/// element a screen lacks).
package struct PlayerSetup<View: AnyObject> {
    package var pair: TransitionPair
    package var kind: TransitionKind
    package var direction: TransitionDirection
    package var layoutDirection: TransitionLayoutDirection
    package var fromChild: AnyObject
    package var toChild: AnyObject
    package var fromView: View
    package var toView: View
    package var containerView: View
    package var containerBounds: CGRect
    /// The to-view's final frame when it does not end at the container's bounds (a sheet).
    package var toFinalFrame: CGRect?
    /// The initial and final frames of roles the animator reads beyond the two views' (a drawer's `.center` and
    /// `.drawer`); a frame given for `.from` or `.to` replaces the one `kind` and `direction` imply.
    package var roleFrames: [TransitionRole: RoleFrames]
    /// Whether a gesture drives it from the start.
    package var isInteractive: Bool
    package var animator: any TransitionAnimator
    /// What plays when `animator` moves a shared element either screen lacks; nil plays `animator` without it.
    package var elementFallback: (any TransitionAnimator)?
    package var prefersReducedMotion: Bool
    /// Where a shared element is looked for, measured and pictured when it is not the view the tracks move: a
    /// presentation that keeps the presenting view in place gives the player a stand-in for its tracks, while the
    /// element stays in the presenting controller's own view. Nil: the from- or to-view itself.
    package var fromElementScreen: View?
    package var toElementScreen: View?

    package init(
        pair: TransitionPair, kind: TransitionKind, direction: TransitionDirection,
        layoutDirection: TransitionLayoutDirection = .leftToRight, fromChild: AnyObject, toChild: AnyObject,
        fromView: View, toView: View, containerView: View, containerBounds: CGRect, toFinalFrame: CGRect? = nil,
        roleFrames: [TransitionRole: RoleFrames] = [:], isInteractive: Bool = false, animator: any TransitionAnimator,
        elementFallback: (any TransitionAnimator)? = nil, prefersReducedMotion: Bool = false,
        fromElementScreen: View? = nil, toElementScreen: View? = nil
    ) {
        self.pair = pair
        self.kind = kind
        self.direction = direction
        self.layoutDirection = layoutDirection
        self.fromChild = fromChild
        self.toChild = toChild
        self.fromView = fromView
        self.toView = toView
        self.containerView = containerView
        self.containerBounds = containerBounds
        self.toFinalFrame = toFinalFrame
        self.roleFrames = roleFrames
        self.isInteractive = isInteractive
        self.animator = animator
        self.elementFallback = elementFallback
        self.prefersReducedMotion = prefersReducedMotion
        self.fromElementScreen = fromElementScreen
        self.toElementScreen = toElementScreen
    }
}
