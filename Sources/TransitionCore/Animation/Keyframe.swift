import Foundation

/// One stop of a ``PropertyTrack``.
public struct Keyframe<Value: Interpolatable>: Sendable, Equatable, Hashable {
    /// When the value is reached, as a fraction 0…1 of the animation's (eased) progress.
    public var time: Double
    /// The value at ``time``.
    public var value: Value
    /// The easing of the segment that arrives at this keyframe (ignored on the first keyframe).
    public var curve: TimingCurve

    /// Creates a keyframe.
    @inlinable
    public init(time: Double, value: Value, curve: TimingCurve = .linear) {
        self.time = time
        self.value = value
        self.curve = curve
    }

    /// Hashes the time, the value's components and the curve.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(time)
        value.hashComponents(into: &hasher)
        hasher.combine(curve)
    }
}
