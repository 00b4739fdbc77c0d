import Foundation
import TransitionCore

/// Describes a tab switch: the pages slide by one container width in index order (mirrored right-to-left), or
/// cross-fade.
///
/// ```swift
/// tabs.engine.defaultAnimator = try TabAnimator(["style": "cross-fade", "duration": 0.2])
/// ```
public struct TabAnimator: ConfigurableAnimator, Hashable {
    /// The registered name, parameters and capabilities.
    public static let descriptor = AnimatorDescriptor(
        name: "tab",
        summary: "Switches tabs: pages slide in index order, or cross-fade.",
        parameters: [styleParameter, durationParameter, curveParameter],
        capabilities: AnimatorCapabilities(isInteractive: true, isInterruptible: true, kinds: [.replace]))

    /// How the pages change.
    public enum Style: String, Sendable, Hashable, CaseIterable, ParameterRepresentable {
        /// The pages slide by one container width in index order (mirrored right-to-left).
        case slide
        /// The pages cross-fade in place.
        case crossFade = "cross-fade"
    }

    static let styleParameter = Parameter("style", default: Style.slide, "Slide or cross-fade.")
    static let durationParameter = Parameter(
        "duration", in: 0...10, default: 0.3, "Seconds (a spring curve's settling time replaces it).")
    static let curveParameter = Parameter("curve", default: TimingCurve.easeInOut, "The timing curve.")

    /// How the pages change, as configured.
    public var style: Style { parameters[Self.styleParameter] }

    /// The checked parameters.
    public let parameters: AnimatorParameters

    /// Creates the animator from checked parameters.
    public init(parameters: AnimatorParameters) {
        self.parameters = parameters
    }

    /// A sliding tab switch, 0.3 s, easeInOut.
    public init() {
        self.parameters = Self.descriptor.defaultParameters
    }

    /// The switch's animation, read from the context's frames; a cross-fade with Reduce Motion
    /// (the context's `prefersReducedMotion`), whatever the style.
    @MainActor public func animation(for context: TransitionContext) -> TransitionAnimation {
        let curve = parameters[Self.curveParameter]
        let duration = curve.settlingDuration ?? parameters[Self.durationParameter]
        // With Reduce Motion the pages cross-fade: nothing travels.
        if style == .crossFade || context.prefersReducedMotion {
            // The leaving page fades out over the arriving one, which waits opaque underneath: two pages faded at
            // once would let a quarter of the window's background through at the middle.
            return TransitionAnimation(
                duration: duration, curve: curve, tracks: [RoleTrack(.from, alpha: PropertyTrack(from: 1, to: 0))],
                toViewPlacement: .below)
        }
        let tracks = [TransitionRole.from, .to].map { role in
            RoleTrack(
                role, frame: PropertyTrack(from: context.initialFrame(for: role), to: context.finalFrame(for: role)))
        }
        return TransitionAnimation(duration: duration, curve: curve, tracks: tracks)
    }
}
