import Foundation
import TransitionCore

/// Cross-fades the two views in place, shrinking (or growing) the leaving view as it fades out and bringing the
/// arriving view up to its natural size as it fades in.
///
/// Registered as `"fade-scale"`. Neither view moves: the from-view keeps its frame and the to-view sits at its
/// final frame throughout. A scale of exactly 1 gives that view no transform track at all, so with both scales at 1
/// the animation is a pure cross-dissolve (alpha tracks only).
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

    /// The fade for one transition. It reads nothing from the context: a fade looks the same in every direction.
    @MainActor public func animation(for context: TransitionContext) -> TransitionAnimation {
        TransitionAnimation(
            duration: duration, curve: curve,
            tracks: [
                RoleTrack(.from, alpha: PropertyTrack(from: 1, to: 0), transform: scaleTrack(from: 1, to: fromScale)),
                RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1), transform: scaleTrack(from: toScale, to: 1)),
            ],
            toViewPlacement: .above)
    }

    /// A uniform scale track, or none when the view keeps scale 1 (so a host has nothing to apply).
    private func scaleTrack(from start: CGFloat, to end: CGFloat) -> PropertyTrack<Transform>? {
        guard start != 1 || end != 1 else { return nil }
        return PropertyTrack(from: Transform(scale: start), to: Transform(scale: end))
    }
}
