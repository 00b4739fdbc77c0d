import Foundation
import TransitionCore

extension SlideAnimator {
    /// Registers as `"slide"`: interactive, interruptible, for replace transitions.
    public static let descriptor = AnimatorDescriptor(
        name: "slide",
        summary: "Slides the new view in from an edge, pushing, overlapping or drifting past the old one.",
        parameters: [
            directionParameter, styleParameter, parallaxFactorParameter, durationParameter, curveParameter,
            dimmingParameter,
        ],
        capabilities: AnimatorCapabilities(isInteractive: true, isInterruptible: true, kinds: [.replace]))

    static let directionParameter = Parameter(
        "direction", default: Direction.auto,
        "Where the views move: auto follows index order; leading/trailing follow the writing direction.")
    static let styleParameter = Parameter(
        "style", default: Style.push,
        "push moves both views; overlap slides over a still view; parallax moves it by parallaxFactor.")
    static let parallaxFactorParameter = Parameter(
        "parallaxFactor", in: 0...1, default: 0.3,
        "In the parallax style, the fraction of the distance the old view moves.")
    static let durationParameter = Parameter(
        "duration", in: 0...10, default: 0.35,
        "Seconds; ignored with a spring curve, which plays for its settling duration.")
    static let curveParameter = Parameter(
        "curve", default: TimingCurve.easeInOut, "The easing: a name, [x1, y1, x2, y2], or a spring object.")
    static let dimmingParameter = Parameter(
        "dimming", in: 0...1, default: 0, "Final alpha of a black overlay over the covered view; 0 for none.")
}

extension SlideAnimator.Direction: ParameterRepresentable {}
extension SlideAnimator.Style: ParameterRepresentable {}
