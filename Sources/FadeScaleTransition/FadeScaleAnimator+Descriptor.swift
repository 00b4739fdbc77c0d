import TransitionCore

extension FadeScaleAnimator {
    /// Registers as `"fade-scale"`: interactive, interruptible, for replace transitions.
    public static let descriptor = AnimatorDescriptor(
        name: "fade-scale",
        summary: "Cross-fades the views in place, scaling the old one away and the new one up to size.",
        parameters: [
            AnimatorParameter(
                "fromScale", .number(0.1...2), default: 0.92,
                "The scale the old view shrinks (or grows) to while it fades out; 1 for none."),
            AnimatorParameter(
                "toScale", .number(0.1...2), default: 1,
                "The scale the new view starts at while it fades in (it ends at 1); 1 for none."),
            AnimatorParameter(
                "duration", .number(0...10), default: 0.25,
                "Seconds; ignored with a spring curve, which plays for its settling duration."),
            AnimatorParameter(
                "curve", .curve, default: "easeInOut",
                "The easing: a name, [x1, y1, x2, y2], or a spring object."),
        ],
        capabilities: AnimatorCapabilities(isInteractive: true, isInterruptible: true, kinds: [.replace]))
}
