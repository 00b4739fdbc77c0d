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
    /// The views the animation moves and where their tracks start; drawing goes through it.
    var stage: AnimationStage<Host.View>
    var interaction: PercentDrivenInteraction?
    var driver: TransitionDriver

    init(
        pair: TransitionPair, fromIndex: Int, toIndex: Int, from: Host.Child, to: Host.Child, fromView: Host.View,
        toView: Host.View, containerView: Host.View, animator: any TransitionAnimator, context: TransitionContext,
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
        var toFinal = toRest
        toFinal.frame = context.finalFrame(for: .to)
        self.stage = AnimationStage(
            animation: animation, fromView: fromView, fromRest: fromRest, toView: toView, toFinal: toFinal,
            containerView: containerView, containerRest: containerRest, containerBounds: context.containerBounds)
        self.driver = driver
    }

    /// The to-view's resting state: as it was, at its final frame.
    var toFinal: ViewState { stage.toFinal }

    /// The content view's frame as the container's layout sets it: the frame before the transition, or the new
    /// one after a resize mid-flight. The content view returns to it when the transition ends.
    var containerLayoutFrame: CGRect {
        get { stage.containerLayoutFrame }
        set { stage.containerLayoutFrame = newValue }
    }

    /// The dimming overlay, once the engine inserted one.
    var dimmingView: Host.View? {
        get { stage.dimmingView }
        set { stage.dimmingView = newValue }
    }

    /// Applies the animation's state at `fraction` to every view it moves.
    func draw(_ fraction: Double, host: Host) {
        stage.draw(fraction) { host.apply($0, to: $1) }
    }

    /// The segment's key times and every moved view's state at each, for a host that plays segments itself.
    func playback(of segment: PlaybackSegment, framesPerSecond: Double) -> SegmentPlayback<Host.View> {
        stage.playback(of: segment, framesPerSecond: framesPerSecond)
    }
}
