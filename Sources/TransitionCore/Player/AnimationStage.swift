import Foundation

/// The views one animation moves and the state each role's tracks start from, with the two things done with them on
/// every frame: drawing a fraction and sampling a segment for a render server.
///
/// ``TransitionPlayer`` draws through it, so a transition looks the same whoever plays it.
struct AnimationStage<View: AnyObject> {
    let animation: TransitionAnimation
    let fromView: View
    /// The from-view's state before the transition: where its tracks start.
    let fromRest: ViewState
    let toView: View
    /// The to-view's resting state at its final frame: where its tracks start (so a pure fade needs no frame track).
    let toFinal: ViewState
    /// The view both children's views live in, and its state before the transition.
    let containerView: View
    let containerRest: ViewState
    /// The container view's frame as its layout sets it: its frame before the transition, or the new one after a
    /// resize mid-flight. Its tracks start there, and it returns there when the transition ends.
    var containerLayoutFrame: CGRect
    /// The bounds the dimming view covers.
    let containerBounds: CGRect
    /// The dimming overlay, once one was inserted.
    var dimmingView: View?
    /// The roles whose tracks move the from-view and the to-view: `.from` and `.to`, or in an animation that has
    /// none of those but `.center` and `.drawer` tracks (a drawer's), those.
    let fromRole: TransitionRole
    let toRole: TransitionRole

    init(
        animation: TransitionAnimation, fromView: View, fromRest: ViewState, toView: View, toFinal: ViewState,
        containerView: View, containerRest: ViewState, containerBounds: CGRect
    ) {
        self.animation = animation
        self.fromView = fromView
        self.fromRest = fromRest
        self.toView = toView
        self.toFinal = toFinal
        self.containerView = containerView
        self.containerRest = containerRest
        self.containerLayoutFrame = containerRest.frame
        self.containerBounds = containerBounds
        self.fromRole = !animation.animates(.from) && animation.animates(.center) ? .center : .from
        self.toRole = !animation.animates(.to) && animation.animates(.drawer) ? .drawer : .to
    }

    /// The container view's resting state at the layout's frame.
    var containerBase: ViewState {
        var base = containerRest
        base.frame = containerLayoutFrame
        return base
    }

    /// The dimming view's resting state: transparent over the container's bounds.
    var dimmingBase: ViewState { ViewState(frame: containerBounds, alpha: 0) }

    /// Every view the animation moves, in drawing order, with the role it plays and the state its tracks start
    /// from.
    var animatedViews: [(role: TransitionRole, view: View, base: ViewState)] {
        var views: [(role: TransitionRole, view: View, base: ViewState)] = []
        if animation.animates(fromRole) { views.append((fromRole, fromView, fromRest)) }
        if animation.animates(toRole) { views.append((toRole, toView, toFinal)) }
        if animation.animates(.container) { views.append((.container, containerView, containerBase)) }
        if let dimmingView { views.append((.dimming, dimmingView, dimmingBase)) }
        return views
    }

    /// Applies the animation's state at `fraction` to every view it moves, through `apply`.
    func draw(_ fraction: Double, apply: (ViewState, View) -> Void) {
        // The common two-view case stays free of the array ``animatedViews`` builds: this runs on every frame.
        if animation.animates(fromRole) { apply(animation.state(of: fromRole, at: fraction, base: fromRest), fromView) }
        if animation.animates(toRole) { apply(animation.state(of: toRole, at: fraction, base: toFinal), toView) }
        if animation.animates(.container) {
            apply(animation.state(of: .container, at: fraction, base: containerBase), containerView)
        }
        if let dimmingView { apply(animation.state(of: .dimming, at: fraction, base: dimmingBase), dimmingView) }
    }

    /// The segment's key times and every moved view's state at each, for a host that plays segments itself.
    func playback(of segment: PlaybackSegment, framesPerSecond: Double) -> SegmentPlayback<View> {
        let keyTimes = segment.keyTimes(framesPerSecond: framesPerSecond)
        let fractions = keyTimes.map { segment.fraction(atLocalTime: $0 * segment.duration) }
        let animation = animation
        let tracks = animatedViews.map { role, view, base in
            SegmentTrack(
                view: view, role: role, states: fractions.map { animation.state(of: role, at: $0, base: base) })
        }
        return SegmentPlayback(segment: segment, keyTimes: keyTimes, tracks: tracks)
    }
}
