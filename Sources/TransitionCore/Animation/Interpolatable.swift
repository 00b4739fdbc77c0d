import Foundation

/// A value that a keyframe track can blend. `fraction` may leave [0, 1] when a spring overshoots; implementations
/// extrapolate rather than clamp.
public protocol Interpolatable: Sendable, Equatable {
    /// The blend of `self` (at 0) and `other` (at 1).
    func interpolated(to other: Self, fraction: Double) -> Self

    /// Feeds the value's stored components to `hasher`, so that tracks hash the same way on every platform
    /// (`CGRect` is `Hashable` on Linux but not on Apple platforms).
    func hashComponents(into hasher: inout Hasher)
}

extension Interpolatable where Self: Hashable {
    /// Hashes the value itself.
    public func hashComponents(into hasher: inout Hasher) {
        hasher.combine(self)
    }
}
