/// A delegate's answer for one switch.
public enum AnimatorChoice {
    /// Play this animator.
    case animator(any TransitionAnimator)
    /// Switch without animation, even where the container has a default animator (a config's `"animator": null`).
    case noAnimation
    /// No opinion: the container's default animator plays (or nothing, when it has none).
    case containerDefault
}
