import Foundation

/// What the engine keeps for the one running switch: which children it moves between, and the player that plays
/// it (which owns the animator and context, so a delegate released mid-flight changes nothing, and the views'
/// states from before it began, so a cancel restores them exactly).
@MainActor
final class ActiveTransition<Child: AnyObject, View: AnyObject>: RunningSwitch {
    let pair: TransitionPair
    let fromIndex: Int
    let toIndex: Int
    let from: Child
    let to: Child
    let fromView: View
    let toView: View
    let player: TransitionPlayer<AnyContainerHost<Child, View>>
    var interaction: PercentDrivenInteraction?
    /// Set when the transition is an overlay's motion (a drawer opening or closing), not a switch.
    var overlay: OverlayRun?

    init(
        pair: TransitionPair, fromIndex: Int, toIndex: Int, from: Child, to: Child, fromView: View,
        toView: View, player: TransitionPlayer<AnyContainerHost<Child, View>>
    ) {
        self.pair = pair
        self.fromIndex = fromIndex
        self.toIndex = toIndex
        self.from = from
        self.to = to
        self.fromView = fromView
        self.toView = toView
        self.player = player
    }
}
