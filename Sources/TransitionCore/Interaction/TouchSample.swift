import Foundation

/// One touch report: where the finger is, when, and in which phase — what a gesture recognizer hands its target.
public struct TouchSample: Sendable, Hashable {
    /// The phase of the touch sequence.
    public enum Phase: Sendable, Hashable {
        /// The finger went down.
        case began
        /// The finger moved (or stayed) while down.
        case moved
        /// The finger lifted.
        case ended
        /// The system took the touch away (an incoming call, another recognizer).
        case cancelled
    }

    /// The phase.
    public var phase: Phase
    /// The touch position in the container's coordinates (for a pinch: the first finger).
    public var position: CGPoint
    /// The second finger's position, for a pinch.
    public var secondPosition: CGPoint?
    /// The time in seconds, on the same clock as the transition.
    public var time: TimeInterval
    /// Where the finger went down, when the platform reports a gesture only after it has moved: a pan recognizer
    /// begins once the finger has travelled its threshold, so its first location is not the touch-down point
    /// (`location(in:) − translation(in:)` is). Edge checks use it; nil means ``position`` is where it went down.
    public var touchDownPosition: CGPoint?
    /// The velocity the platform measured at release (`UIPanGestureRecognizer.velocity(in:)`), in points per
    /// second as (x, y) — Linux has no `CGVector`; nil lets the tracker estimate it from the samples.
    public var reportedVelocity: CGPoint?

    /// Creates a sample.
    public init(
        _ phase: Phase, at position: CGPoint, second secondPosition: CGPoint? = nil, time: TimeInterval,
        reportedVelocity: CGPoint? = nil, touchDown touchDownPosition: CGPoint? = nil
    ) {
        self.phase = phase
        self.position = position
        self.secondPosition = secondPosition
        self.time = time
        self.reportedVelocity = reportedVelocity
        self.touchDownPosition = touchDownPosition
    }

    /// Where the touch sequence started: ``touchDownPosition``, else ``position``.
    public var startPosition: CGPoint { touchDownPosition ?? position }

    /// Hashes every stored property.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(phase)
        hasher.combine(point: position)
        hasher.combine(point: secondPosition)
        hasher.combine(time)
        hasher.combine(point: reportedVelocity)
        hasher.combine(point: touchDownPosition)
    }
}

extension TouchSample.Phase {
    /// The phase a gesture recognizer's state stands for, from `UIGestureRecognizer.State`'s raw value: began (1) →
    /// ``began``, changed (2) → ``moved``, ended (3) → ``ended``, cancelled (4) and failed (5) → ``cancelled``;
    /// possible (0) and unknown values are no touch report (nil).
    public init?(gestureRecognizerState rawValue: Int) {
        switch rawValue {
        case 1: self = .began
        case 2: self = .moved
        case 3: self = .ended
        case 4, 5: self = .cancelled
        default: return nil
        }
    }
}
