import Foundation

/// Describes a transition for a context. Animators never touch views: they read the context — always the context,
/// never a cached copy — and return a ``TransitionAnimation`` that the engine plays.
///
/// ```swift
/// struct Dissolve: TransitionAnimator {
///     var name: String { "dissolve" }
///     func animation(for context: TransitionContext) -> TransitionAnimation {
///         TransitionAnimation(duration: 0.25, tracks: [
///             RoleTrack(.from, alpha: PropertyTrack(from: 1, to: 0)),
///             RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1)),
///         ])
///     }
/// }
/// ```
public protocol TransitionAnimator: Sendable {
    /// The name the animator is registered under (`"slide"`), shown in traces.
    var name: String { get }
    /// What the animator supports.
    var capabilities: AnimatorCapabilities { get }
    /// The animation for one transition.
    @MainActor func animation(for context: TransitionContext) -> TransitionAnimation
}

extension TransitionAnimator {
    /// Interactive, interruptible, for replace transitions.
    public var capabilities: AnimatorCapabilities { AnimatorCapabilities() }
}
