import Foundation

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
