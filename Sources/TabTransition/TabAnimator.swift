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

    /// The switch's animation, read from the context's frames.
    @MainActor public func animation(for context: TransitionContext) -> TransitionAnimation {
        let curve = parameters[Self.curveParameter]
        let duration = curve.settlingDuration ?? parameters[Self.durationParameter]
        let tracks: [RoleTrack]
        if style == .crossFade {
            tracks = [
                RoleTrack(.from, alpha: PropertyTrack(from: 1, to: 0)),
                RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1)),
            ]
        } else {
            tracks = [
                RoleTrack(
                    .from,
                    frame: PropertyTrack(
                        from: context.initialFrame(for: .from),
                        to: context.finalFrame(for: .from))),
                RoleTrack(
                    .to,
                    frame: PropertyTrack(
                        from: context.initialFrame(for: .to),
                        to: context.finalFrame(for: .to))),
            ]
        }
        return TransitionAnimation(duration: duration, curve: curve, tracks: tracks)
    }
}
