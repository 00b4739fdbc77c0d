import TransitionCore

extension SlideAnimator {
    /// Registers as `"slide"`: interactive, interruptible, for replace transitions.
    public static let descriptor = AnimatorDescriptor(
        name: "slide",
        summary: "Slides the new view in from an edge, pushing, overlapping or drifting past the old one.",
        parameters: [
            AnimatorParameter(
                "direction", .choice(Direction.allCases.map(\.rawValue)), default: "auto",
                "Where the views move: auto follows index order; leading/trailing follow the writing direction."),
            AnimatorParameter(
                "style", .choice(Style.allCases.map(\.rawValue)), default: "push",
                "push moves both views; overlap slides over a still view; parallax moves it by parallaxFactor."),
            AnimatorParameter(
                "parallaxFactor", .number(0...1), default: 0.3,
                "In the parallax style, the fraction of the distance the old view moves."),
            AnimatorParameter(
                "duration", .number(0...10), default: 0.35,
                "Seconds; ignored with a spring curve, which plays for its settling duration."),
            AnimatorParameter(
                "curve", .curve, default: "easeInOut",
                "The easing: a name, [x1, y1, x2, y2], or a spring object."),
            AnimatorParameter(
                "dimming", .number(0...1), default: 0,
                "Final alpha of a black overlay over the covered view; 0 for none."),
        ],
        capabilities: AnimatorCapabilities(isInteractive: true, isInterruptible: true, kinds: [.replace]))
}
