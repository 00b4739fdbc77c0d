import Foundation

/// What an animator can do, declared up front so a config can be checked before anything runs.
public struct AnimatorCapabilities: Sendable, Hashable {
    /// A gesture may drive the animation (its progress can be scrubbed).
    public var isInteractive: Bool
    /// A running transition may be paused, grabbed and reversed.
    public var isInterruptible: Bool
    /// The kinds of transition the animator describes.
    public var kinds: Set<TransitionKind>

    /// Creates a capability set.
    public init(isInteractive: Bool = true, isInterruptible: Bool = true, kinds: Set<TransitionKind> = [.replace]) {
        self.isInteractive = isInteractive
        self.isInterruptible = isInterruptible
        self.kinds = kinds
    }
}

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

/// An animator made from a closure, for one-off transitions and tests.
///
/// ```swift
/// let fade = ClosureAnimator(name: "fade") { context in
///     TransitionAnimation(duration: 0.2, tracks: [RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1))])
/// }
/// ```
public struct ClosureAnimator: TransitionAnimator {
    /// The name shown in traces.
    public let name: String
    /// What the closure's animations support.
    public let capabilities: AnimatorCapabilities
    private let make: @MainActor @Sendable (TransitionContext) -> TransitionAnimation

    /// Creates an animator that calls `make` for each transition.
    public init(
        name: String, capabilities: AnimatorCapabilities = AnimatorCapabilities(),
        make: @escaping @MainActor @Sendable (TransitionContext) -> TransitionAnimation
    ) {
        self.name = name
        self.capabilities = capabilities
        self.make = make
    }

    /// Calls the closure.
    @MainActor public func animation(for context: TransitionContext) -> TransitionAnimation { make(context) }
}
