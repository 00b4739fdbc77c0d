/// Chooses the animator (and the interaction, if any) for each (from, to) pair of a container, and hears about
/// selection changes. ``animator(for:)`` is the one method a delegate must write (a method of that name returning
/// anything else does not make a type conform, so it cannot be silently ignored); every other method has a default.
///
/// The container keeps what a running transition needs (animator, interaction, context) itself, and holds the
/// delegate weakly: a delegate released mid-transition cannot leave a black screen.
@MainActor
public protocol ContainerTransitionDelegate: AnyObject {
    /// What a switch plays: `.animator(_:)`, `.noAnimation` (whatever the container's default), or `nil` — the
    /// container's default animator (a container without one switches without animation).
    func animator(for pair: TransitionPair) -> AnimatorChoice
    /// How a release of a gesture driving `pair` decides between finishing and cancelling (threshold, flick
    /// velocity, deceleration), or nil for the gesture's own rule. A config's rule gives its `"interaction"`'s.
    func gestureDecision(for pair: TransitionPair) -> GestureDecision?
    /// The interaction controller for a gesture-driven transition with `animator`, or nil for a default one.
    func interactionController(for animator: any TransitionAnimator, pair: TransitionPair) -> PercentDrivenInteraction?
    /// What plays when the animator for `pair` moves a shared element (``SharedElementAnimator``) that one of the
    /// screens lacks; nil lets that animator play without the element. A config's rule gives its `"fallback"`.
    func elementFallback(for pair: TransitionPair) -> (any TransitionAnimator)?
    /// Whether the person asked for less motion: an animator that can (``TransitionContext/prefersReducedMotion``)
    /// then plays a gentler form of itself.
    var prefersReducedMotion: Bool { get }
    /// Called when a selection change has completed (not when it was cancelled).
    func didSelect(_ pair: TransitionPair)
    /// Called when a transition was cancelled and the old child is selected again.
    func didCancel(_ pair: TransitionPair)
}

extension ContainerTransitionDelegate {
    /// None: the gesture keeps its own rule.
    public func gestureDecision(for pair: TransitionPair) -> GestureDecision? { nil }
    /// None: the engine makes a default ``PercentDrivenInteraction``.
    public func interactionController(
        for animator: any TransitionAnimator, pair: TransitionPair
    ) -> PercentDrivenInteraction? { nil }
    /// None: a shared-element animator plays without the element.
    public func elementFallback(for pair: TransitionPair) -> (any TransitionAnimator)? { nil }
    /// False.
    public var prefersReducedMotion: Bool { false }
    /// Does nothing.
    public func didSelect(_ pair: TransitionPair) {}
    /// Does nothing.
    public func didCancel(_ pair: TransitionPair) {}
}
