import Foundation
import TransitionCore

extension FadeScaleAnimator {
    /// Registers as `"fade-scale"`: interactive, interruptible, for replace transitions.
    public static let descriptor = AnimatorDescriptor(
        name: "fade-scale",
        summary: "Cross-fades the views in place, scaling the old one away and the new one up to size.",
        parameters: [fromScaleParameter, toScaleParameter, durationParameter, curveParameter],
        capabilities: AnimatorCapabilities(isInteractive: true, isInterruptible: true, kinds: [.replace]))

    static let fromScaleParameter = Parameter(
        "fromScale", in: 0.1...2, default: 0.92,
        "The scale the old view shrinks (or grows) to while it fades out; 1 for none.")
    static let toScaleParameter = Parameter(
        "toScale", in: 0.1...2, default: 1,
        "The scale the new view starts at while it fades in (it ends at 1); 1 for none.")
    static let durationParameter = Parameter(
        "duration", in: 0...10, default: 0.25,
        "Seconds; ignored with a spring curve, which plays for its settling duration.")
    static let curveParameter = Parameter(
        "curve", default: TimingCurve.easeInOut, "The easing: a name, [x1, y1, x2, y2], or a spring object.")
}
