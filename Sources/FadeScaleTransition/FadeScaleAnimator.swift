import Foundation
import TransitionCore

/// Cross-fades the two views in place, the leaving view scaling to ``fromScale`` and the arriving one from
/// ``toScale`` to its natural size.
///
/// Registered as `"fade-scale"`. Neither view moves: the from-view keeps its frame and the to-view sits at its
/// final frame throughout. A scale of exactly 1 gives that view no transform track at all.
///
/// The window's background never shows through: one screen stays opaque underneath while the other fades over it.
/// Underneath goes a screen that never shrinks (its scale stays at 1 or above, so it covers the container the whole
/// time): the arriving one when ``toScale`` is 1 or more, as by default (the leaving screen fades out and shrinks
/// over it), else the leaving one when ``fromScale`` is 1 or more (the arriving screen fades in over it). Two
/// screens faded at once would let a quarter of the background through at the middle, a dip a person sees as a
/// darkening. Only with both scales below 1 does the background show, around the shrinking leaving screen.
///
/// ```swift
/// let fade = FadeScaleAnimator()                                  // from 0.92, to 1, 0.25 s, easeInOut
/// let zoom = try FadeScaleAnimator(["fromScale": 1.1, "toScale": 0.8, "duration": 0.4])
/// let dissolve = try FadeScaleAnimator(["fromScale": 1, "curve": ["dampingRatio": 1, "response": 0.3]])
/// let animation = fade.animation(for: context)
/// ```
public struct FadeScaleAnimator: ConfigurableAnimator, Hashable {
    /// The checked parameters; everything else is computed from them.
    public let parameters: AnimatorParameters

    /// Makes a fade from checked parameters (see ``descriptor``).
    public init(parameters: AnimatorParameters) {
        self.parameters = parameters
    }

    /// A fade with every parameter at its default: from-view to 0.92, to-view from 1, 0.25 s, `easeInOut`.
    public init() {
        self.init(parameters: Self.descriptor.defaultParameters)
    }

    /// The scale the from-view reaches as it fades out.
    public var fromScale: CGFloat { CGFloat(parameters[Self.fromScaleParameter]) }

    /// The scale the to-view starts at as it fades in; it ends at 1.
    public var toScale: CGFloat { CGFloat(parameters[Self.toScaleParameter]) }

    /// The easing of the whole fade.
    public var curve: TimingCurve { parameters[Self.curveParameter] }

    /// How long the fade plays by itself, in seconds: the `duration` parameter, or the spring's settling duration
    /// when ``curve`` is a spring (a spring decides its own length).
    public var duration: TimeInterval { curve.settlingDuration ?? parameters[Self.durationParameter] }

    /// The fade for one transition. It reads nothing else from the context: a fade looks the same in every direction.
    ///
    /// With Reduce Motion (the context's `prefersReducedMotion`) nothing scales: the leaving screen dissolves over the
    /// arriving one, on the `duration` parameter and `easeInOut` (Apple's guidance replaces zooms and scaling with
    /// dissolves; a spring's bounce is motion too).
    @MainActor public func animation(for context: TransitionContext) -> TransitionAnimation {
        if context.prefersReducedMotion {
            return TransitionAnimation(
                duration: parameters[Self.durationParameter], curve: .easeInOut,
                tracks: [RoleTrack(.from, alpha: PropertyTrack(from: 1, to: 0))], toViewPlacement: .below)
        }
        let leaving = scaleTrack(from: 1, to: fromScale)
        let arriving = scaleTrack(from: toScale, to: 1)
        if toScale >= 1 {
            // The arriving screen underneath, opaque and never smaller than the container; the leaving one fades out.
            return TransitionAnimation(
                duration: duration, curve: curve,
                tracks: [RoleTrack(.from, alpha: PropertyTrack(from: 1, to: 0), transform: leaving)]
                    + (arriving.map { [RoleTrack(.to, transform: $0)] } ?? []),
                toViewPlacement: .below)
        }
        // The leaving screen underneath, opaque; the arriving one fades in over it.
        return TransitionAnimation(
            duration: duration, curve: curve,
            tracks: (leaving.map { [RoleTrack(.from, transform: $0)] } ?? [])
                + [RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1), transform: arriving)],
            toViewPlacement: .above)
    }

    /// A uniform scale track, or none when the view keeps scale 1 (so a host has nothing to apply).
    private func scaleTrack(from start: CGFloat, to end: CGFloat) -> PropertyTrack<Transform>? {
        guard start != 1 || end != 1 else { return nil }
        return PropertyTrack(from: Transform(scale: start), to: Transform(scale: end))
    }
}
