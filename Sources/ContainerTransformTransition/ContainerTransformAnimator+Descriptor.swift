import Foundation
import TransitionCore

extension ContainerTransformAnimator {
    /// Registers as `"container-transform"`: interactive, interruptible, for replace and overlay transitions.
    public static let descriptor = AnimatorDescriptor(
        name: "container-transform",
        summary: "Grows an element of the old screen into the new one (or back), fading their content and dimming "
            + "what is left behind.",
        parameters: [
            elementParameter, fadeModeParameter, fitModeParameter, scrimParameter, pathParameter, durationParameter,
            curveParameter,
        ],
        capabilities: AnimatorCapabilities(isInteractive: true, isInterruptible: true, kinds: [.replace, .overlay]))

    static let elementParameter = Parameter(
        "element", identifier: "element",
        "The identifier both screens' views carry (transitionElement); tag the arriving screen's root view for it "
            + "to grow to the whole screen.")
    static let fadeModeParameter = Parameter(
        "fadeMode", default: FadeMode.in,
        "in fades the new content in over the old; out fades the old out over the new; cross does both; through "
            + "fades the old out, then the new in.")
    static let fitModeParameter = Parameter(
        "fitMode", default: FitMode.auto,
        "How both elements' pictures fill the moving shape: scaled to its width, to its height, or auto by their "
            + "aspect ratios.")
    static let scrimParameter = Parameter(
        "scrim", in: 0...1, default: 0.32, "Final alpha of the black scrim over the screen left behind; 0 for none.")
    static let pathParameter = Parameter(
        "path", default: MotionPath.linear, "linear moves the element straight; arc along a quarter-curve.")
    static let durationParameter = Parameter(
        "duration", in: 0...10, default: 0.3,
        "Seconds; ignored with a spring curve, which plays for its settling duration.")
    static let curveParameter = Parameter(
        // Material's standard easing, cubic-bezier(0.4, 0, 0.2, 1): valid control points, so never the easeInOut.
        "curve", default: CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1).map(TimingCurve.cubicBezier) ?? .easeInOut,
        "The easing: a name, [x1, y1, x2, y2], or a spring object.")
}

extension ContainerTransformAnimator.FadeMode: ParameterRepresentable {}
extension ContainerTransformAnimator.FitMode: ParameterRepresentable {}
extension ContainerTransformAnimator.MotionPath: ParameterRepresentable {}
