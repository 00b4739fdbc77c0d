import Foundation

/// Connects a pan to a container: a swipe switches interactively to the neighbouring child, and lets go into a
/// finish or a cancel decided from the projected end position. A touch that lands on a transition that is already
/// playing, finishing or cancelling grabs it and drives it from where it is (interruptible, as
/// `UIViewPropertyAnimator` is).
///
/// ```swift
/// let swipe = SwipeInteraction(engine: tabs.engine, edge: .right)   // swipe in from the right: next tab
/// swipe.handle(TouchSample(.began, at: CGPoint(x: 389, y: 400), time: clock.now))
/// ```
@MainActor
public final class SwipeInteraction<Child: AnyObject, View: AnyObject> {
    /// The engine whose children the swipe moves between.
    public let engine: ContainerEngine<Child, View>
    /// The screen edge a swipe must start from, or nil for a pan anywhere.
    public let edge: ScreenSide?
    /// The rule that decides finish or cancel.
    public var decision: GestureDecision
    /// The curve the transition completes on after release (a spring takes the finger's velocity); nil keeps the
    /// interaction controller's own (the delegate's, e.g. a config rule's `completionCurve`).
    public var completionCurve: TimingCurve?
    /// Whether a screen-edge recognizer decides that a swipe starts at the ``edge`` (UIKit's region, which it does not
    /// document): the swipe then checks no margin of its own, which would refuse swipes the recognizer took.
    public var edgeFoundByRecognizer = false
    /// Whether a swipe is being tracked (between its touch-down and its release).
    public var isTracking: Bool { tracker != nil }
    /// How the last swipe ended; nil before the first and from the touch-down of each new one until it ends.
    public private(set) var lastOutcome: GestureOutcome?

    private var tracker: PanTracker?
    private var interaction: PercentDrivenInteraction?
    private var startFraction: Double = 0
    /// The rule the swipe in progress is released by: the delegate's for its pair (a config rule's), or
    /// ``decision``.
    private var releaseDecision = GestureDecision()

    /// Creates a swipe for an engine. `edge` `.right` advances to the next index in a left-to-right layout (the
    /// previous one in right-to-left); `.left` goes the other way; nil follows the finger's first movement.
    public init(
        engine: ContainerEngine<Child, View>, edge: ScreenSide?, decision: GestureDecision = GestureDecision(),
        completionCurve: TimingCurve? = nil
    ) {
        self.engine = engine
        self.edge = edge
        self.decision = decision
        self.completionCurve = completionCurve
    }

    /// Feeds one touch sample.
    public func handle(_ touch: TouchSample) {
        switch touch.phase {
        case .began: begin(touch)
        case .moved: move(touch)
        case .ended, .cancelled: end(touch)
        }
    }

    /// Whether a swipe beginning with `touch` would drive a transition: it grabs a running one, or it starts at this
    /// swipe's edge and a neighbour lies that way. Recognizers that compete for the same touches (a drawer's pan at
    /// the same edge) ask it before they begin (`GestureForwarder.shouldBegin`).
    public func canBegin(_ touch: TouchSample) -> Bool {
        if engine.activeContext != nil { return true }
        guard let edge else { return false }
        var candidate = edgeTracker(edge, containerSize: containerSize)
        candidate.handle(touch)
        return candidate.isTracking && neighbour(for: edge) != nil
    }

    private var containerSize: CGSize {
        guard let host = engine.host else { return .zero }
        return host.bounds(of: host.contentView).size
    }

    private func begin(_ touch: TouchSample) {
        tracker = nil
        interaction = nil
        lastOutcome = nil
        let size = containerSize
        if engine.activeContext != nil {
            // Grab the running transition: it pauses where it is and follows the finger from there.
            guard (try? engine.pauseTransition()) != nil, let context = engine.activeContext else { return }
            let advancesLeft = context.isGoingRight
            var grab = PanTracker(
                axis: .horizontal, advancesTowardsNegative: advancesLeft, distance: size.width,
                decision: decision)
            grab.handle(touch)
            tracker = grab
            releaseDecision = engine.delegate?.gestureDecision(for: context.pair) ?? decision
            startFraction = engine.transitionFraction ?? 0
            let resumed = PercentDrivenInteraction()
            if let completionCurve { resumed.completionCurve = completionCurve }
            interaction = engine.drive(resumed)
            return
        }
        guard let edge else { return }
        var candidate = edgeTracker(edge, containerSize: size)
        candidate.handle(touch)
        guard candidate.isTracking, let target = neighbour(for: edge) else { return }
        guard let started = try? engine.beginInteractiveTransition(to: target) else { return }
        if let completionCurve { started.completionCurve = completionCurve }
        releaseDecision = engine.activeContext.flatMap { engine.delegate?.gestureDecision(for: $0.pair) } ?? decision
        tracker = candidate
        interaction = started
        startFraction = 0
    }

    /// A tracker of a swipe from `edge`, checking the edge only where no recognizer did.
    private func edgeTracker(_ edge: ScreenSide, containerSize: CGSize) -> PanTracker {
        var tracker = PanTracker.screenEdge(edge, containerSize: containerSize, decision: decision)
        if edgeFoundByRecognizer { tracker.edgeStart = nil }
        return tracker
    }

    private func neighbour(for edge: ScreenSide) -> Int? {
        guard let selected = engine.selectedIndex else { return nil }
        let towardsNext = (edge == .right) == (engine.layoutDirection == .leftToRight)
        let target = towardsNext ? selected + 1 : selected - 1
        return engine.children.indices.contains(target) ? target : nil
    }

    private func move(_ touch: TouchSample) {
        guard var tracker, let interaction else { return }
        tracker.handle(touch)
        self.tracker = tracker
        try? interaction.update(startFraction + tracker.translation)
    }

    private func end(_ touch: TouchSample) {
        guard var tracker, let interaction else { return }
        self.tracker = nil
        self.interaction = nil
        guard let outcome = tracker.handle(touch) else { return }
        let progress = min(max(startFraction + tracker.translation, 0), 1)
        try? interaction.update(progress)
        let finishes =
            touch.phase == .ended
            && releaseDecision.shouldFinish(
                progress: progress, velocity: tracker.velocity, distance: tracker.distance)
        lastOutcome = GestureOutcome(finishes: finishes, progress: progress, progressVelocity: outcome.progressVelocity)
        if finishes {
            try? interaction.finish(velocity: outcome.progressVelocity)
        } else {
            try? interaction.cancel(velocity: outcome.progressVelocity)
        }
    }
}
