/// Chooses the animator (and the interaction, if any) for each (from, to) pair of a container, and hears about
/// selection changes. Every method has a default, so a delegate implements only what it needs.
///
/// The container keeps what a running transition needs (animator, interaction, context) itself, and holds the
/// delegate weakly: a delegate released mid-transition cannot leave a black screen.
@MainActor
public protocol ContainerTransitionDelegate: AnyObject {
    /// The animator for a switch, or nil to switch without animation.
    func animator(for pair: TransitionPair) -> (any TransitionAnimator)?
    /// The interaction controller for a gesture-driven transition with `animator`, or nil for a default one.
    func interactionController(for animator: any TransitionAnimator, pair: TransitionPair) -> PercentDrivenInteraction?
    /// Called when a selection change has completed (not when it was cancelled).
    func didSelect(_ pair: TransitionPair)
    /// Called when a transition was cancelled and the old child is selected again.
    func didCancel(_ pair: TransitionPair)
}

extension ContainerTransitionDelegate {
    /// No animator: switch without animation.
    public func animator(for pair: TransitionPair) -> (any TransitionAnimator)? { nil }
    /// None: the engine makes a default ``PercentDrivenInteraction``.
    public func interactionController(
        for animator: any TransitionAnimator, pair: TransitionPair
    ) -> PercentDrivenInteraction? { nil }
    /// Does nothing.
    public func didSelect(_ pair: TransitionPair) {}
    /// Does nothing.
    public func didCancel(_ pair: TransitionPair) {}
}
