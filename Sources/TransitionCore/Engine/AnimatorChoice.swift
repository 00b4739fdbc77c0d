/// A delegate's answer for one switch: `.animator(SlideAnimator())`, `.noAnimation`, or `nil` for the container's
/// default.
public enum AnimatorChoice: ExpressibleByNilLiteral {
    /// Play this animator.
    case animator(any TransitionAnimator)
    /// Switch without animation, even where the container has a default animator (a config's `"animator": null`).
    case noAnimation
    /// No opinion: the container's default animator plays (or nothing, when it has none).
    case containerDefault

    /// `nil` is ``containerDefault``.
    public init(nilLiteral: ()) { self = .containerDefault }

    /// The animator to play, if the answer names one.
    public var animator: (any TransitionAnimator)? {
        if case let .animator(animator) = self { return animator }
        return nil
    }
}
