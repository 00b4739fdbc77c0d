import Foundation

/// Finish or cancel, decided at release from the projected end position, not from position alone.
public struct GestureDecision: Sendable, Hashable {
    /// Progress the projected end must reach to finish (0.6 by default).
    public var threshold: Double
    /// Speeds below this (points per second) are finger jitter and project nothing.
    public var minimumFlickVelocity: CGFloat
    /// Deceleration per millisecond of a scroll view's normal rate (UIKit's `.normal` is 0.998).
    public var decelerationRate: CGFloat

    /// Creates a decision rule.
    public init(threshold: Double = 0.6, minimumFlickVelocity: CGFloat = 150, decelerationRate: CGFloat = 0.998) {
        self.threshold = threshold
        self.minimumFlickVelocity = minimumFlickVelocity
        self.decelerationRate = decelerationRate
    }

    /// How far a release at `velocity` (points per second) would carry on decelerating:
    /// `(v / 1000) · r / (1 − r)`, the sum of a per-millisecond geometric decay.
    public func projectedDistance(velocity: CGFloat) -> CGFloat {
        guard abs(velocity) >= minimumFlickVelocity, decelerationRate > 0, decelerationRate < 1 else { return 0 }
        return (velocity / 1000) * decelerationRate / (1 - decelerationRate)
    }

    /// Whether a release at `progress`, moving at `velocity` points per second towards more progress over a full
    /// `distance` of points, should finish.
    public func shouldFinish(progress: Double, velocity: CGFloat, distance: CGFloat) -> Bool {
        guard distance > 0 else { return progress >= threshold }
        let projected = progress + Double(projectedDistance(velocity: velocity) / distance)
        return projected >= threshold
    }
}
