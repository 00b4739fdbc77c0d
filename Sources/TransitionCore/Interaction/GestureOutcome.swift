import Foundation

/// What a tracker concluded when the finger lifted.
public struct GestureOutcome: Sendable, Hashable {
    /// Finish (true) or cancel (false).
    public var finishes: Bool
    /// The progress at release.
    public var progress: Double
    /// The release velocity in progress per second (positive towards finishing).
    public var progressVelocity: Double

    /// Creates an outcome.
    public init(finishes: Bool, progress: Double, progressVelocity: Double) {
        self.finishes = finishes
        self.progress = progress
        self.progressVelocity = progressVelocity
    }
}
