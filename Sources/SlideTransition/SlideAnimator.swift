import Foundation
import TransitionCore

/// Slides the arriving view in from one edge of the container while the leaving view moves out of its way, stays
/// put underneath it, or drifts behind it.
///
/// Registered as `"slide"`. The direction is the way the views *move*: `"left"` brings the to-view in from the right
/// edge. `"auto"` follows the children's index order (a child with a higher index comes in from the right,
/// mirrored in right-to-left layouts), and `"leading"`/`"trailing"` follow the container's writing direction.
/// Frames are computed from the container's bounds, so any of the four directions works for any pair; the to-view
/// always ends at the bounds.
///
/// ```swift
/// let push = SlideAnimator()                                     // auto, push, 0.35 s, easeInOut
/// let sheet = try SlideAnimator(["direction": "up", "style": "overlap", "dimming": 0.4])
/// let drift = try SlideAnimator(["style": "parallax", "parallaxFactor": 0.3,
///                                "curve": ["dampingRatio": 0.9, "response": 0.4]])
/// let animation = push.animation(for: context)
/// ```
public struct SlideAnimator: ConfigurableAnimator, Hashable {
    /// The checked parameters; everything else is computed from them.
    public let parameters: AnimatorParameters

    /// Makes a slide from checked parameters (see ``descriptor``).
    public init(parameters: AnimatorParameters) {
        self.parameters = parameters
    }

    /// A slide with every parameter at its default: `auto`, `push`, 0.35 s, `easeInOut`, no dimming.
    public init() {
        self.init(parameters: Self.descriptor.defaultParameters)
    }

    /// The way the views move, as configured (possibly `auto`, `leading` or `trailing`, resolved per transition).
    public var direction: Direction { parameters[Self.directionParameter] }

    /// How the from-view moves.
    public var style: Style { parameters[Self.styleParameter] }

    /// The fraction of the distance the from-view moves in the `parallax` style.
    public var parallaxFactor: CGFloat { CGFloat(parameters[Self.parallaxFactorParameter]) }

    /// The easing of the whole slide.
    public var curve: TimingCurve { parameters[Self.curveParameter] }

    /// How long the slide plays by itself, in seconds: the `duration` parameter, or the spring's settling duration
    /// when ``curve`` is a spring (a spring decides its own length).
    public var duration: TimeInterval { curve.settlingDuration ?? parameters[Self.durationParameter] }

    /// The alpha the black dimming overlay over the covered from-view reaches at the end; 0 means no overlay.
    public var dimming: CGFloat { CGFloat(parameters[Self.dimmingParameter]) }

    /// The slide for one transition, with frames computed from the context's container bounds.
    ///
    /// With Reduce Motion (the context's `prefersReducedMotion`) nothing travels: the arriving screen fades in
    /// over the leaving one, on the `duration` parameter and `easeInOut` (a spring's bounce is motion too).
    @MainActor public func animation(for context: TransitionContext) -> TransitionAnimation {
        if context.prefersReducedMotion {
            return TransitionAnimation(
                duration: parameters[Self.durationParameter], curve: .easeInOut,
                tracks: [RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1))], toViewPlacement: .above)
        }
        let bounds = context.containerBounds
        let motion = direction.resolved(isGoingRight: context.isGoingRight, layoutDirection: context.layoutDirection)
        // One full width (or height) along the motion; the to-view starts that far behind its final place.
        let offset = motion.offset(in: bounds.size)
        let fromTravel: CGFloat
        switch style {
        case .push: fromTravel = 1
        case .overlap: fromTravel = 0
        case .parallax: fromTravel = parallaxFactor
        }

        var tracks: [RoleTrack] = []
        // Overlap leaves the from-view without a track, so it keeps exactly the state it had.
        if style != .overlap {
            let end = bounds.offsetBy(dx: offset.width * fromTravel, dy: offset.height * fromTravel)
            tracks.append(RoleTrack(.from, frame: PropertyTrack(from: bounds, to: end)))
        }
        let start = bounds.offsetBy(dx: -offset.width, dy: -offset.height)
        tracks.append(RoleTrack(.to, frame: PropertyTrack(from: start, to: bounds)))
        if dimming > 0 {
            tracks.append(RoleTrack(.dimming, alpha: PropertyTrack(from: 0, to: dimming)))
        }
        // A spring (or a flick's spring finish) can carry both screens past their places: the side the arriving
        // screen uncovers shows its own surface, as a sheet's background continues below it when it bounces, rather
        // than the window. Overlap keeps the leaving screen put underneath, which covers that side.
        return TransitionAnimation(
            duration: duration, curve: curve, tracks: tracks, toViewPlacement: .above,
            backdrop: style == .overlap ? nil : .to)
    }
}
