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
