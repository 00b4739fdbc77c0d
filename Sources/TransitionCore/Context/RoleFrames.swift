import Foundation

/// Where a role's view starts and ends in a transition.
public struct RoleFrames: Sendable, Hashable {
    /// The frame when the transition begins.
    public var initial: CGRect
    /// The frame when it ends.
    public var final: CGRect

    /// Creates a pair of frames.
    public init(initial: CGRect, final: CGRect) {
        self.initial = initial
        self.final = final
    }

    /// Hashes both frames.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: initial)
        hasher.combine(rect: final)
    }
}
