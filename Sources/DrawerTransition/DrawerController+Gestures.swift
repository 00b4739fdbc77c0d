import Foundation
@_spi(Host) import TransitionCore

/// A pan that drives a drawer motion: in open-fraction space, 0 closed and 1 open.
struct DrawerGesture {
    var tracker: PanTracker
    var startFraction: Double
    var startedOpen: Bool
}

extension DrawerController {
    /// Feeds a pan over the container. While closed, a *bezel* pan whose finger went down
    /// (``/TransitionCore/TouchSample/startPosition``) within ``bezelMargin`` of the left (or right) edge opens that
    /// drawer, following the finger; while open, a pan anywhere closes it. A touch on a running motion grabs it. At
    /// release the drawer opens or closes from the projected end position, at the finger's speed: the remaining
    /// distance divided by the velocity (clamped to the animation's duration).
    public func handlePan(_ touch: TouchSample) {
        switch touch.phase {
        case .began: beginPan(touch)
        case .moved: movePan(touch)
        case .ended, .cancelled: endPan(touch)
        }
    }

    /// Whether a pan is driving the drawer.
    public var isTrackingPan: Bool { gesture != nil }

    /// Whether a drawer motion plays by itself (opening or closing, no finger on it): a finger touching down would
    /// catch it (``holdMotion()``).
    public var motionPlaysByItself: Bool {
        engine.movingOverlay != nil && gesture == nil && engine.phase != .interactive
    }

    /// Holds a drawer motion playing by itself where it is, for a finger that touched down on it: a pan then takes it
    /// over from there, or ``releaseHeldMotion(towardsOpen:)`` sends it on. Returns whether it was heading open; nil
    /// when none plays.
    public func holdMotion() -> Bool? {
        guard motionPlaysByItself else { return nil }
        let heading = engine.overlayGoal ?? ((engine.overlayFraction ?? 0) >= 0.5)
        guard engine.holdOverlayMotion() else { return nil }
        return heading
    }

    /// Sends a motion ``holdMotion()`` held on towards open or closed, unless a pan took it over meanwhile.
    public func releaseHeldMotion(towardsOpen opens: Bool) {
        guard gesture == nil, engine.movingOverlay != nil, engine.phase == .interactive else { return }
        engine.releaseOverlayMotion(towardsShown: opens, velocity: 0)
    }

    /// Whether a pan beginning with `touch` would move a drawer: it grabs a running motion, closes the open drawer,
    /// or is a bezel pan at the edge of a drawer that is set. A recognizer that covers the whole container asks it
    /// before it begins (`GestureForwarder.shouldBegin`), so it does not take touches that are not for the drawer.
    public func canBeginPan(_ touch: TouchSample) -> Bool {
        guard host != nil else { return false }
        if engine.movingOverlay != nil { return true }
        if openSide != nil {
            // A close is a horizontal pan: a vertical one is the open drawer's own (its list scrolling).
            let dx = abs(touch.position.x - touch.startPosition.x)
            let dy = abs(touch.position.y - touch.startPosition.y)
            return dx >= dy
        }
        return bezelSide(for: touch) != nil
    }

    /// The closed drawer a bezel pan starting with `touch` opens: the one whose edge (a config's `side` may move a
    /// drawer's edge) the finger went down within ``bezelMargin`` of; nil when it went down elsewhere.
    private func bezelSide(for touch: TouchSample) -> ScreenSide? {
        guard let host else { return nil }
        let bounds = host.bounds(of: host.contentView)
        let atEdge: ScreenSide
        if touch.startPosition.x <= bounds.minX + bezelMargin {
            atEdge = .left
        } else if touch.startPosition.x >= bounds.maxX - bezelMargin {
            atEdge = .right
        } else {
            return nil
        }
        return ScreenSide.allCases.first { drawer(for: $0) != nil && edge(for: $0) == atEdge }
    }

    private func beginPan(_ touch: TouchSample) {
        gesture = nil
        guard let host, center != nil else { return }
        if let side = engine.movingOverlay {
            engine.holdOverlayMotion()
            let fraction = engine.overlayFraction ?? 0
            gesture = DrawerGesture(
                tracker: tracker(for: edge(for: side), width: drawerWidth(for: side), touch: touch),
                startFraction: fraction, startedOpen: fraction >= 0.5)
            return
        }
        let side: ScreenSide
        let start: Double
        if let openSide {
            side = openSide
            start = 1
        } else {
            guard let slot = bezelSide(for: touch) else { return }
            side = slot
            start = 0
        }
        guard drawer(for: side) != nil else { return }
        let animator = gestureAnimator(side: side, opening: start == 0, host: host)
        guard
            engine.beginOverlayMotion(on: side, animation(side: side, animator: animator, host: host), pausedAt: start)
        else { return }
        gesture = DrawerGesture(
            tracker: tracker(for: edge(for: side), width: drawerWidth(for: side), touch: touch), startFraction: start,
            startedOpen: start == 1)
    }

    private func tracker(for edge: ScreenSide, width: CGFloat, touch: TouchSample) -> PanTracker {
        // A drawer at the left edge opens as the finger moves right; one at the right edge as it moves left.
        var tracker = PanTracker(
            axis: .horizontal, advancesTowardsNegative: edge == .right, distance: width,
            decision: gestureDecision)
        tracker.handle(TouchSample(.began, at: touch.startPosition, time: touch.time))
        return tracker
    }

    private func movePan(_ touch: TouchSample) {
        guard var gesture, engine.movingOverlay != nil else {
            self.gesture = nil
            return
        }
        gesture.tracker.handle(touch)
        self.gesture = gesture
        engine.updateOverlayMotion(gesture.startFraction + gesture.tracker.translation)
    }

    private func endPan(_ touch: TouchSample) {
        guard var gesture, let side = engine.movingOverlay else {
            self.gesture = nil
            return
        }
        self.gesture = nil
        gesture.tracker.handle(touch)
        let fraction = min(max(gesture.startFraction + gesture.tracker.translation, 0), 1)
        engine.updateOverlayMotion(fraction)
        let opens: Bool
        if touch.phase == .cancelled {
            opens = gesture.startedOpen
        } else {
            // A config rule's "interaction" for the pair decides, else the controller's own rule, each in the
            // pan's own terms: an opening's progress is the open fraction, a closing's how far it is shut.
            let opening = !gesture.startedOpen
            let decision =
                host.flatMap { gestureDecision(side: side, opening: opening, host: $0) } ?? gestureDecision
            let velocity = gesture.tracker.velocity
            let distance = gesture.tracker.distance
            if opening {
                opens = decision.shouldFinish(progress: fraction, velocity: velocity, distance: distance)
            } else {
                opens = !decision.shouldFinish(progress: 1 - fraction, velocity: -velocity, distance: distance)
            }
        }
        // The velocity in open fraction per second, positive towards open.
        let velocity = gesture.tracker.distance > 0 ? Double(gesture.tracker.velocity / gesture.tracker.distance) : 0
        engine.releaseOverlayMotion(towardsShown: opens, velocity: velocity)
    }
}

extension DrawerController {
    /// Starts opening (`opening: true`, closed drawer on `side`) or closing (`opening: false`, the open drawer)
    /// under your own gesture's control: the motion waits at its start for
    /// ``updateInteractiveTransition(_:)``. Returns false (and changes nothing) when that is not possible: the side
    /// has no drawer, the other side is open, a motion is running, or the container has no size.
    @discardableResult
    public func beginInteractiveTransition(_ side: ScreenSide, opening: Bool) -> Bool {
        guard engine.movingOverlay == nil, let host, center != nil, drawer(for: side) != nil else { return false }
        guard opening ? openSide == nil : openSide == side else { return false }
        let animator = gestureAnimator(side: side, opening: opening, host: host)
        return engine.beginOverlayMotion(
            on: side, animation(side: side, animator: animator, host: host), pausedAt: opening ? 0 : 1, goal: opening)
    }

    /// Sets the progress of an interactive open or close, 0…1 towards its goal (clamped; NaN ignored).
    public func updateInteractiveTransition(_ progress: Double) {
        guard !progress.isNaN, let goal = engine.overlayGoal else { return }
        let p = min(max(progress, 0), 1)
        engine.updateOverlayMotion(goal ? p : 1 - p)
    }

    /// Completes the interactive open or close from where it is; `velocity` is progress per second towards the goal.
    public func finishInteractiveTransition(velocity: Double = 0) {
        guard let goal = engine.overlayGoal else { return }
        engine.releaseOverlayMotion(towardsShown: goal, velocity: goal ? velocity : -velocity)
    }

    /// Abandons the interactive open or close: the drawer goes back to where it was.
    public func cancelInteractiveTransition(velocity: Double = 0) {
        guard let goal = engine.overlayGoal else { return }
        engine.releaseOverlayMotion(towardsShown: !goal, velocity: goal ? -velocity : velocity)
    }
}
