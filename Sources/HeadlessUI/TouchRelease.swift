import Foundation
import TransitionCore

/// How a scripted drag lets go.
public enum TouchRelease: Sendable, Hashable {
    /// The finger stops and rests for 100 ms before lifting: a slow release, no velocity.
    case still
    /// The finger lifts while still moving at the drag's pace.
    case moving
    /// The finger lifts and the platform reports this velocity in points per second (a flick).
    case flick(CGPoint)
    /// The system cancels the touch instead of an ending.
    case cancelled

    /// Hashes the case and a flick's velocity components (the same on every platform).
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .still: hasher.combine(0)
        case .moving: hasher.combine(1)
        case let .flick(velocity):
            hasher.combine(2)
            hasher.combine(point: velocity)
        case .cancelled: hasher.combine(3)
        }
    }
}
