import Foundation

/// Turns a two-finger pinch into progress and velocity: progress grows as the fingers' distance moves from its
/// starting value towards `targetScale` times it (a pinch-out to open with a target above 1, a pinch-in to close
/// with a target below 1).
public struct PinchTracker: Sendable {
    /// The scale of the fingers' distance at which progress reaches 1.
    public var targetScale: CGFloat
    /// The rule that decides finish or cancel at release (distances in scale units × 1000 points, see
    /// ``handle(_:)``).
    public var decision: GestureDecision

    private var startSpan: CGFloat?
    private var recent: [(scale: CGFloat, time: TimeInterval)] = []
    /// Whether a pinch is being tracked.
    public private(set) var isTracking = false
    /// The current scale of the fingers' distance relative to its start.
    public private(set) var scale: CGFloat = 1
    /// Progress, 0…1.
    public private(set) var progress: Double = 0
    /// Progress per second, positive towards finishing.
    public private(set) var progressVelocity: Double = 0

    /// A pinch whose full progress is at `targetScale` (≠ 1) times the starting span.
    public init(targetScale: CGFloat = 2, decision: GestureDecision = GestureDecision()) {
        self.targetScale = targetScale
        self.decision = decision
    }

    /// Feeds one sample (both fingers). Returns the outcome at release, nil otherwise. A sample without a second
    /// finger is ignored while tracking (UIKit keeps the last two-finger state).
    @discardableResult
    public mutating func handle(_ sample: TouchSample) -> GestureOutcome? {
        let span = sample.secondPosition.map { hypot($0.x - sample.position.x, $0.y - sample.position.y) }
        switch sample.phase {
        case .began:
            guard let span, span > 0, targetScale != 1, targetScale > 0 else {
                isTracking = false
                return nil
            }
            isTracking = true
            startSpan = span
            scale = 1
            progress = 0
            progressVelocity = 0
            recent = [(1, sample.time)]
            return nil
        case .moved:
            if isTracking, let span { track(span, at: sample.time) }
            return nil
        case .ended, .cancelled:
            guard isTracking else { return nil }
            if let span { track(span, at: sample.time) }
            isTracking = false
            // Project in progress units: a full pinch counts as 1000 points so the same decision rule applies.
            let finishes =
                sample.phase == .ended
                && decision.shouldFinish(
                    progress: progress, velocity: CGFloat(progressVelocity * 1000), distance: 1000)
            return GestureOutcome(finishes: finishes, progress: progress, progressVelocity: progressVelocity)
        }
    }

    private mutating func track(_ span: CGFloat, at time: TimeInterval) {
        guard let startSpan else { return }
        scale = span / startSpan
        let fraction = Double((scale - 1) / (targetScale - 1))
        progress = min(max(fraction, 0), 1)
        recent.append((scale, time))
        recent.removeAll { time - $0.time > 0.1 }
        if let first = recent.first, time - first.time > 0 {
            progressVelocity = Double((scale - first.scale) / (targetScale - 1)) / (time - first.time)
        } else {
            progressVelocity = 0
        }
    }
}
