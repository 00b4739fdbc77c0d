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

    /// Every view the animation moves, in drawing order, with the role it plays and the state its tracks start
    /// from: the from-view where it stood, the to-view at its final frame (so a pure fade needs no frame track),
    /// the content view at the layout's frame, the dimming view transparent over the container's bounds.
    func animatedViews(host: Host) -> [(role: TransitionRole, view: Host.View, base: ViewState)] {
        var views: [(role: TransitionRole, view: Host.View, base: ViewState)] = []
        if animation.animates(.from) { views.append((.from, fromView, fromRest)) }
        if animation.animates(.to) { views.append((.to, toView, toFinal)) }
        if animation.animates(.container) {
            var base = containerRest
            base.frame = containerLayoutFrame
            views.append((.container, host.contentView, base))
        }
        if let dimmingView {
            views.append((.dimming, dimmingView, ViewState(frame: context.containerBounds, alpha: 0)))
        }
        return views
    }

    /// Applies the animation's state at `fraction` to every view it moves.
    func draw(_ fraction: Double, host: Host) {
        // The common two-view case stays free of the array ``animatedViews`` builds: this runs on every frame.
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

    /// The segment's key times and every moved view's state at each, for a host that plays segments itself.
    func playback(of segment: PlaybackSegment, framesPerSecond: Double, host: Host) -> SegmentPlayback<Host.View> {
        let keyTimes = segment.keyTimes(framesPerSecond: framesPerSecond)
        let fractions = keyTimes.map { segment.fraction(atLocalTime: $0 * segment.duration) }
        let tracks = animatedViews(host: host).map { role, view, base in
            SegmentTrack(
                view: view, role: role, states: fractions.map { animation.state(of: role, at: $0, base: base) })
        }
        return SegmentPlayback(segment: segment, keyTimes: keyTimes, tracks: tracks)
    }
}
