import Foundation

/// The views one animation moves and the state each role's tracks start from, with the two things done with them on
/// every frame: drawing a fraction and sampling a segment for a render server.
///
/// ``TransitionPlayer`` draws through it, so a transition looks the same whoever plays it. A class, so a frame reads
/// it in place: as a value kept by the player, drawing copied it whole on every frame (its views retained and
/// released through the generic type's value witnesses).
final class AnimationStage<View: AnyObject> {
    var animation: TransitionAnimation
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
    /// The backdrop behind the screens (``TransitionAnimation/backdrop``), once one was inserted.
    var backdropView: View?
    /// The shared element's geometry, when the animation moves one: where its stand-in's tracks start.
    var element: SharedElement?
    /// The shared element's stand-in and pictures, once the renderer put one up.
    var standIn: ElementStandIn<View>?
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

    /// The screen whose tracks `role` names: the from-view or the to-view (nil for any other role).
    func view(playing role: TransitionRole) -> View? {
        role == toRole ? toView : role == fromRole ? fromView : nil
    }

    /// The container view's resting state at the layout's frame.
    var containerBase: ViewState {
        var base = containerRest
        base.frame = containerLayoutFrame
        return base
    }

    /// The dimming view's resting state: transparent over the container's bounds.
    var dimmingBase: ViewState { ViewState(frame: containerBounds, alpha: 0) }

    /// The stand-in's resting state: over the source element, with its corner radius.
    var standInBase: ViewState {
        ViewState(frame: element?.source.frame ?? .zero, cornerRadius: element?.source.cornerRadius ?? 0)
    }

    /// A picture's resting state: the size of its element, at the stand-in's origin.
    func pictureBase(_ geometry: ElementGeometry?) -> ViewState {
        ViewState(frame: CGRect(origin: .zero, size: geometry?.frame.size ?? .zero))
    }

    /// Where the from-view's tracks start: its rest state, hidden while it is itself the lifted element (a screen
    /// tagged as a whole), so drawing a frame does not show it again.
    var fromBase: ViewState {
        guard let standIn, standIn.source === fromView else { return fromRest }
        var base = fromRest
        base.isHidden = true
        return base
    }

    /// Where the to-view's tracks start: its final state, hidden while it is itself the lifted element.
    var toBase: ViewState {
        guard let standIn, standIn.destination === toView else { return toFinal }
        var base = toFinal
        base.isHidden = true
        return base
    }

    /// Every view the animation moves, in drawing order, with the role it plays and the state its tracks start
    /// from.
    var animatedViews: [(role: TransitionRole, view: View, base: ViewState)] {
        var views: [(role: TransitionRole, view: View, base: ViewState)] = []
        if animation.animates(fromRole) { views.append((fromRole, fromView, fromBase)) }
        if animation.animates(toRole) { views.append((toRole, toView, toBase)) }
        if animation.animates(.container) { views.append((.container, containerView, containerBase)) }
        if let dimmingView { views.append((.dimming, dimmingView, dimmingBase)) }
        if let standIn {
            views.append((.element, standIn.view, standInBase))
            views.append((.fromElement, standIn.sourcePicture, pictureBase(element?.source)))
            views.append((.toElement, standIn.destinationPicture, pictureBase(element?.destination)))
        }
        return views
    }

    /// Applies the animation's state at `fraction` to every view it moves, through `apply`.
    func draw(_ fraction: Double, apply: (ViewState, View) -> Void) {
        // The common two-view case stays free of the array ``animatedViews`` builds: this runs on every frame.
        // Each moved view's tracks are looked up once: `sample` says whether the animation moves the view.
        var state = fromBase
        if animation.sample(fromRole, at: fraction, into: &state) { apply(state, fromView) }
        state = toBase
        if animation.sample(toRole, at: fraction, into: &state) { apply(state, toView) }
        state = containerBase
        if animation.sample(.container, at: fraction, into: &state) { apply(state, containerView) }
        if let dimmingView { apply(animation.state(of: .dimming, at: fraction, base: dimmingBase), dimmingView) }
        if let standIn {
            apply(animation.state(of: .element, at: fraction, base: standInBase), standIn.view)
            apply(
                animation.state(of: .fromElement, at: fraction, base: pictureBase(element?.source)),
                standIn.sourcePicture)
            apply(
                animation.state(of: .toElement, at: fraction, base: pictureBase(element?.destination)),
                standIn.destinationPicture)
        }
    }

    /// Every moved view's key times and states in the segment, for a host that plays segments itself.
    ///
    /// A view whose every property moves in straight lines between its keyframes (a slide's frames, a fade's
    /// alphas), in a segment eased by a cubic Bézier, gets its states at the segment's ends and where its progress
    /// passes the view's keyframes, each stretch between them paced by that stretch of the segment's curve: the render
    /// server then shows, on every frame, exactly the state the engine computes, and the tap that starts a
    /// transition samples and boxes a few states per view instead of one per display frame. Any other view (eased
    /// keyframes, a spring, a rotation, a shadow) gets a state per display frame, between which the server
    /// interpolates linearly.
    func playback(of segment: PlaybackSegment, framesPerSecond: Double) -> SegmentPlayback<View> {
        let animation = animation
        let curve = segment.curve.cubicBezier.flatMap { curve in
            Self.staysWithinStraightTracks(segment, curve) ? curve : nil
        }
        var sampled: (keyTimes: [Double], fractions: [Double])?
        var tracks: [SegmentTrack<View>] = []
        for (role, view, base) in animatedViews {
            if let curve, let knots = animation.straightLineKnots(role),
                let paced = Self.paced(segment, on: curve, through: knots)
            {
                var states: [ViewState] = []
                states.reserveCapacity(paced.fractions.count)
                for fraction in paced.fractions { states.append(animation.state(of: role, at: fraction, base: base)) }
                tracks.append(
                    SegmentTrack(view: view, role: role, keyTimes: paced.keyTimes, states: states, pacing: paced.pieces))
                continue
            }
            let times = sampled ?? Self.frameTimes(of: segment, framesPerSecond: framesPerSecond)
            sampled = times
            tracks.append(
                SegmentTrack(
                    view: view, role: role, keyTimes: times.keyTimes,
                    states: times.fractions.map { animation.state(of: role, at: $0, base: base) }))
        }
        return SegmentPlayback(segment: segment, tracks: tracks)
    }

    /// The key times, progress fractions and pacing of a view whose tracks bend only at `knots`: the segment's
    /// ends and each knot it passes, in time order. Nil when the curve cannot be cut at a knot (it overshoots, so
    /// progress passes a knot more than once).
    private static func paced(
        _ segment: PlaybackSegment, on curve: CubicBezier, through knots: [Double]
    ) -> (keyTimes: [Double], fractions: [Double], pieces: [SegmentPacing])? {
        let start = segment.fraction(atLocalTime: 0)
        let end = segment.fraction(atLocalTime: segment.duration)
        let change = end - start
        var passed: [Double] = []
        for knot in knots where change > 0 ? (start < knot && knot < end) : (end < knot && knot < start) {
            passed.append(knot)
        }
        guard !passed.isEmpty else { return (segmentEnds, [start, end], [curve.pacing]) }
        guard curve.risesSteadily, segment.duration > 0 else { return nil }
        if change < 0 { passed.reverse() }
        // The curve's parameter at each knot, the segment's ends at 0 and 1.
        var parameters: [Double] = [0]
        var fractions: [Double] = [start]
        for knot in passed {
            // Each knot reached later than the last, before the end: else the curve cannot be cut there (sampled).
            let parameter = curve.parameter(atOutput: (knot - start) / change)
            guard parameter > parameters[parameters.count - 1], parameter < 1 else { return nil }
            parameters.append(parameter)
            fractions.append(knot)
        }
        parameters.append(1)
        fractions.append(end)
        var keyTimes: [Double] = []
        var pieces: [SegmentPacing] = []
        keyTimes.reserveCapacity(parameters.count)
        pieces.reserveCapacity(parameters.count - 1)
        for index in parameters.indices {
            keyTimes.append(index == 0 ? 0 : index == parameters.count - 1 ? 1 : curve.input(atParameter: parameters[index]))
            guard index > 0 else { continue }
            guard keyTimes[index] > keyTimes[index - 1],
                let piece = curve.piece(from: parameters[index - 1], to: parameters[index])
            else { return nil }
            pieces.append(piece)
        }
        return (keyTimes, fractions, pieces)
    }

    /// One key time per display frame, and the progress fraction at each.
    private static func frameTimes(
        of segment: PlaybackSegment, framesPerSecond: Double
    ) -> (keyTimes: [Double], fractions: [Double]) {
        let keyTimes = segment.keyTimes(framesPerSecond: framesPerSecond)
        return (keyTimes, keyTimes.map { segment.fraction(atLocalTime: $0 * segment.duration) })
    }

    /// Whether every fraction the segment passes through on `curve` is one a straight track gives by its straight
    /// line: tracks extrapolate no further than ``PropertyTrack/extrapolationRange`` (a curve that overshoots far
    /// past it would meet the clamp), and the ends must be numbers.
    private static func staysWithinStraightTracks(_ segment: PlaybackSegment, _ curve: CubicBezier) -> Bool {
        let start = segment.startFraction
        let change = segment.endFraction - start
        guard start.isFinite, change.isFinite else { return false }
        // The curve stays within its control points' hull.
        let low = min(0, curve.y1, curve.y2)
        let high = max(1, curve.y1, curve.y2)
        let range = PropertyTrack<CGFloat>.extrapolationRange
        return range.contains(start + change * low) && range.contains(start + change * high)
    }
}

/// The key times of a segment's two ends, made once (a generic type cannot keep a static stored property).
private let segmentEnds: [Double] = [0, 1]
