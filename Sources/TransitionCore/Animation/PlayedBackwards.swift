import Foundation

/// The animator a reversible rule plays on its way back: `forward`, worked out for the way there (the two screens
/// swapped, the direction turned round) and played backwards (``TransitionAnimation/reversed()``). A dismissal moves
/// the presented screen away the way it came; it does not bring the presenting one in over it.
///
/// ```swift
/// let dismissal = PlayedBackwards(try SlideAnimator(["direction": "up", "style": "overlap"]))
/// ```
public struct PlayedBackwards: TransitionAnimator {
    /// The animator of the way there.
    public let forward: any TransitionAnimator

    /// The way back of `forward`.
    public init(_ forward: any TransitionAnimator) {
        self.forward = forward
    }

    /// The forward animator's name: the same animator, played the other way.
    public var name: String { forward.name }
    /// The forward animator's.
    public var capabilities: AnimatorCapabilities { forward.capabilities }

    /// The way there's animation for the swapped pair, played backwards.
    @MainActor public func animation(for context: TransitionContext) -> TransitionAnimation {
        forward.animation(for: context.wayThere).reversed()
    }
}
