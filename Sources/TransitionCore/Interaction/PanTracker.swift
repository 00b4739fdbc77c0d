import Foundation

/// Turns a pan — optionally one that must start at a screen edge — into progress and velocity.
///
/// Progress is the finger's travel along the axis, in the direction that advances the transition, divided by
/// ``distance`` and clamped to [0, 1]. Velocity is estimated from the samples of the last 100 ms (or taken from the
/// platform's reported velocity at release).
///
/// ```swift
/// var tracker = PanTracker.screenEdge(.right, containerSize: bounds.size)   // swipe in from the right edge
/// tracker.handle(TouchSample(.began, at: CGPoint(x: 389, y: 400), time: 0))
/// tracker.handle(TouchSample(.moved, at: CGPoint(x: 233, y: 400), time: 0.2))
/// tracker.progress   // 0.4
/// ```
public struct PanTracker: Sendable {
    /// The axis the pan follows.
    public enum Axis: String, Sendable, Hashable, CaseIterable {
        /// Left–right.
        case horizontal
        /// Up–down.
        case vertical
    }

    /// The axis.
    public var axis: Axis
    /// True when moving towards negative coordinates (left or up) advances the transition.
    public var advancesTowardsNegative: Bool
    /// Points of travel for full progress (usually the container's width).
    public var distance: CGFloat
    /// For a screen-edge pan: where a touch must begin to be tracked.
    public var edgeStart: EdgeStart?
    /// The rule that decides finish or cancel at release.
    public var decision: GestureDecision

    /// Where a screen-edge pan must begin.
    public struct EdgeStart: Sendable, Hashable {
        /// The edge.
        public var edge: ScreenSide
        /// The container's width, to place the right edge.
        public var containerWidth: CGFloat
        /// How close to the edge the touch must begin, in points.
        public var margin: CGFloat

        /// Creates an edge constraint.
        public init(edge: ScreenSide, containerWidth: CGFloat, margin: CGFloat = 20) {
            self.edge = edge
            self.containerWidth = containerWidth
            self.margin = margin
        }
    }

    private var start: CGPoint?
    private var recent: [(offset: CGFloat, time: TimeInterval)] = []
    /// Whether a touch sequence was accepted and is being tracked.
    public private(set) var isTracking = false
    /// Progress, 0…1.
    public private(set) var progress: Double = 0
    /// Signed travel in progress units, not clamped: negative when the finger went the other way. Used to move a
    /// grabbed transition backwards as well as forwards.
    public private(set) var translation: Double = 0
    /// Velocity along the axis in points per second, positive towards more progress.
    public private(set) var velocity: CGFloat = 0

    /// A pan along `axis` over `distance` points.
    public init(
        axis: Axis = .horizontal, advancesTowardsNegative: Bool = true, distance: CGFloat,
        decision: GestureDecision = GestureDecision()
    ) {
        self.axis = axis
        self.advancesTowardsNegative = advancesTowardsNegative
        self.distance = distance
        self.decision = decision
    }

    /// A screen-edge pan: from the right edge it advances leftwards, from the left edge rightwards, over the
    /// container's width; touches that begin more than `margin` points from the edge are ignored.
    public static func screenEdge(
        _ edge: ScreenSide, containerSize: CGSize, margin: CGFloat = 20,
        decision: GestureDecision = GestureDecision()
    ) -> PanTracker {
        var tracker = PanTracker(
            axis: .horizontal, advancesTowardsNegative: edge == .right,
            distance: containerSize.width, decision: decision)
        tracker.edgeStart = EdgeStart(edge: edge, containerWidth: containerSize.width, margin: margin)
        return tracker
    }

    /// Feeds one sample. Returns the outcome when the finger lifts (or the touch is cancelled, which always
    /// cancels), nil otherwise.
    @discardableResult
    public mutating func handle(_ sample: TouchSample) -> GestureOutcome? {
        switch sample.phase {
        case .began:
            // The finger went down at the start position; a pan recognizer reports it only some points later.
            isTracking = accepts(sample.startPosition)
            guard isTracking else { return nil }
            start = sample.startPosition
            recent = [(0, sample.time)]
            progress = 0
            translation = 0
            velocity = 0
            return nil
        case .moved:
            guard isTracking else { return nil }
            track(sample)
            return nil
        case .ended, .cancelled:
            guard isTracking else { return nil }
            track(sample)
            isTracking = false
            if let reported = sample.reportedVelocity {
                let along = axis == .horizontal ? reported.x : reported.y
                velocity = advancesTowardsNegative ? -along : along
            }
            let finishes =
                sample.phase == .ended
                && decision.shouldFinish(progress: progress, velocity: velocity, distance: distance)
            let perSecond = distance > 0 ? Double(velocity / distance) : 0
            return GestureOutcome(finishes: finishes, progress: progress, progressVelocity: perSecond)
        }
    }

    /// Whether a pan the recognizer reports as beginning goes this tracker's way: it went down where the tracker
    /// takes touches (its edge, if it has one) and has moved further along the axis, towards more progress, than
    /// across it. A pan that goes the other way or sideways is not this gesture (a page sheet dismisses on a pull
    /// down, never on a drag up or sideways): its recognizer should fail, so nothing starts and other recognizers
    /// (a scroll view's) get the touch.
    public func startsItsWay(_ sample: TouchSample) -> Bool {
        guard accepts(sample.startPosition) else { return false }
        let dx = sample.position.x - sample.startPosition.x
        let dy = sample.position.y - sample.startPosition.y
        let along = axis == .horizontal ? dx : dy
        let across = axis == .horizontal ? dy : dx
        let towardsProgress = advancesTowardsNegative ? -along : along
        return towardsProgress > 0 && towardsProgress > abs(across)
    }

    private func accepts(_ point: CGPoint) -> Bool {
        guard let edgeStart else { return true }
        switch edgeStart.edge {
        case .left: return point.x <= edgeStart.margin
        case .right: return point.x >= edgeStart.containerWidth - edgeStart.margin
        }
    }

    private mutating func track(_ sample: TouchSample) {
        guard let start else { return }
        let raw = axis == .horizontal ? sample.position.x - start.x : sample.position.y - start.y
        let offset = advancesTowardsNegative ? -raw : raw
        translation = distance > 0 ? Double(offset / distance) : 0
        progress = min(max(translation, 0), 1)
        recent.append((offset, sample.time))
        // Velocity over the last 100 ms: long enough to smooth jitter, short enough to feel a stop.
        recent.removeAll { sample.time - $0.time > 0.1 }
        if let first = recent.first, sample.time - first.time > 0 {
            velocity = (offset - first.offset) / CGFloat(sample.time - first.time)
        } else {
            velocity = 0
        }
    }
}
