import Foundation

/// What the engine keeps for the one running transition: the animator and context it owns (so a delegate released
/// mid-flight changes nothing), the views' states from before it began (so a cancel restores them exactly), and the
/// driver that plays it.
@MainActor
final class ActiveTransition<Host: ContainerHost> {
    let pair: TransitionPair
    let fromIndex: Int
    let toIndex: Int
    let from: Host.Child
    let to: Host.Child
    let fromView: Host.View
    let toView: Host.View
    let animator: any TransitionAnimator
    let context: TransitionContext
    let animation: TransitionAnimation
    let fromRest: ViewState
    let toRest: ViewState
    let containerRest: ViewState
    /// The content view's frame as the container's layout sets it: the frame before the transition, or the new
    /// one after a resize mid-flight. The content view returns to it when the transition ends.
    var containerLayoutFrame: CGRect
    var dimmingView: Host.View?
    var interaction: PercentDrivenInteraction?
    var driver: TransitionDriver

    init(
        pair: TransitionPair, fromIndex: Int, toIndex: Int, from: Host.Child, to: Host.Child, fromView: Host.View,
        toView: Host.View, animator: any TransitionAnimator, context: TransitionContext,
        animation: TransitionAnimation, fromRest: ViewState, toRest: ViewState, containerRest: ViewState,
        driver: TransitionDriver
    ) {
        self.pair = pair
        self.fromIndex = fromIndex
        self.toIndex = toIndex
        self.from = from
        self.to = to
        self.fromView = fromView
        self.toView = toView
        self.animator = animator
        self.context = context
        self.animation = animation
        self.fromRest = fromRest
        self.toRest = toRest
        self.containerRest = containerRest
        self.containerLayoutFrame = containerRest.frame
        self.driver = driver
    }

    /// The to-view's resting state: as it was, at its final frame.
    var toFinal: ViewState {
        var state = toRest
        state.frame = context.finalFrame(for: .to)
        return state
    }

    /// Applies the animation's state at `fraction` to every view it moves. The bases are the views' resting
    /// states: the from-view where it stood, the to-view at its final frame (so a pure fade needs no frame track).
    func draw(_ fraction: Double, host: Host) {
        let animation = animation
        if animation.animates(.from) {
            host.apply(animation.state(of: .from, at: fraction, base: fromRest), to: fromView)
        }
        if animation.animates(.to) {
            host.apply(animation.state(of: .to, at: fraction, base: toFinal), to: toView)
        }
        if animation.animates(.container) {
            var base = containerRest
            base.frame = containerLayoutFrame
            host.apply(animation.state(of: .container, at: fraction, base: base), to: host.contentView)
        }
        if let dimmingView {
            let base = ViewState(frame: context.containerBounds, alpha: 0)
            host.apply(animation.state(of: .dimming, at: fraction, base: base), to: dimmingView)
        }
    }
}
