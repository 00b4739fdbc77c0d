import Foundation
import TransitionCore

/// An in-memory `UIWindow`. Setting ``rootViewController`` puts the controller's view on screen, with appearance
/// callbacks for it and every child that receives them. Touches arrive here (`touchDown(at:)`, `touchMove(to:)`,
/// ``touchUp()``), are hit-tested and delivered to gesture recognizers and controls as UIKit delivers them.
@MainActor
public final class HeadlessWindow {
    /// The window's own view, which holds the root view controller's view.
    public let rootView: HeadlessView
    private var root: HeadlessViewController?
    /// The status bar style shown: the window asked its frontmost controller at the last update.
    public internal(set) var statusBarStyle: HeadlessStatusBarStyle = .default
    /// Whether the status bar is hidden.
    public internal(set) var isStatusBarHidden = false
    /// How long the last change of the status bar's style or visibility took: the animation block it was asked for
    /// in (`setNeedsStatusBarAppearanceUpdate()` inside `UIView.animate`), 0 when it changed at once.
    public internal(set) var statusBarChangeDuration: TimeInterval = 0
    /// Whether the home indicator hides itself.
    public internal(set) var isHomeIndicatorAutoHidden = false
    /// The edges whose system gestures wait for the app's.
    public internal(set) var screenEdgesDeferringSystemGestures: HeadlessRectEdge = []
    /// The orientations the frontmost controller supports.
    public internal(set) var supportedInterfaceOrientations: HeadlessInterfaceOrientationMask = .allButUpsideDown
    /// The view that receives keyboard input (see ``HeadlessView/becomeFirstResponder()``).
    public internal(set) weak var firstResponder: HeadlessView?
    /// The view controller that is the window's first responder instead of a view (see
    /// ``HeadlessViewController/becomeFirstResponder()``).
    public internal(set) weak var firstResponderController: HeadlessViewController?
    /// The device's safe-area insets (see ``safeAreaInsets``).
    var deviceSafeAreaInsets = HeadlessEdgeInsets()
    private var sequence: TouchSequence?
    private var environment: HeadlessEnvironment { rootView.environment }
    /// The scene the window belongs to (`UIWindow.windowScene`).
    public internal(set) weak var windowScene: HeadlessWindowScene?

    /// The screen that shows the window: its scene's (`UIWindow.screen`), the built-in one outside a scene.
    public var screen: HeadlessScreen { windowScene?.screen ?? environment.mainScreen }

    /// Creates a window; use ``HeadlessEnvironment/makeWindow(size:)``.
    init(size: CGSize, environment: HeadlessEnvironment) {
        rootView = HeadlessView(name: "window", frame: CGRect(origin: .zero, size: size), environment: environment)
        rootView.hostingWindow = self
    }

    /// The window's bounds.
    public var bounds: CGRect { rootView.bounds }

    /// Where the fingers on the glass are now (window coordinates), and where each went down; empty when no finger
    /// touches the window, or the touches went to nothing (the app ignored them while a system transition ran).
    public var fingers: [(start: CGPoint, location: CGPoint)] {
        guard let sequence, sequence.hitView != nil else { return [] }
        return zip(sequence.starts, sequence.locations).map { (start: $0, location: $1) }
    }

    /// Resizes the window; the root view controller's view follows (a rotation).
    public func resize(to size: CGSize) {
        resizeCount += 1
        rootView.frame = CGRect(origin: .zero, size: size)
    }

    /// How many times ``resize(to:)`` was called: a watch sees a turn there and back between two frames.
    public private(set) var resizeCount = 0

    /// The controller whose view fills the window. Replacing it removes the old view (disappearance) and adds the
    /// new one sized to the window (appearance).
    public var rootViewController: HeadlessViewController? {
        get { root }
        set {
            guard newValue !== root else { return }
            if let old = root {
                old.view.removeFromSuperview()
                old.isWindowRoot = false
            }
            root = newValue
            guard let newValue else { return }
            newValue.isWindowRoot = true
            newValue.view.frame = bounds
            newValue.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            rootView.addSubview(newValue.view)
            updateSystemPreferences()
        }
    }

    /// The controller at the top of the presentation chain from the root: what the screen shows in front.
    public var frontmostViewController: HeadlessViewController? {
        var controller = root
        while let presented = controller?.presentedViewController { controller = presented }
        return controller
    }

    /// `hitTest(_:with:)` from the window: the view a touch at `point` (window coordinates) goes to.
    public func hitTest(_ point: CGPoint) -> HeadlessView? {
        rootView.hitTest(point, with: nil)
    }

    /// Whether a touch now would reach a view: the window takes touches (UIKit ignores them while a system
    /// container runs a non-interactive transition) and something is hit at `point`.
    public func takesTouches(at point: CGPoint) -> Bool {
        environment.ignoringInteractionDepth == 0 && hitTest(point) != nil
    }

    // MARK: Touches

    /// Fingers go down at `points` (window coordinates; one finger, or two for a pinch). The view under the first is
    /// hit-tested; the gesture recognizers of it and its ancestors, and the control it is in, receive the touches.
    /// While the window ignores interaction (a system transition is running), the touches go nowhere.
    public func touchDown(at points: [CGPoint]) {
        environment.perform {
            if sequence != nil { endSequence(cancelled: true) }
            guard environment.ignoringInteractionDepth == 0, let first = points.first, let hit = hitTest(first) else {
                sequence = TouchSequence(hitView: nil, recognizers: [], control: nil, starts: points, locations: points)
                return
            }
            var recognizers: [HeadlessGestureRecognizer] = []
            var view: HeadlessView? = hit
            var control: HeadlessControl?
            while let current = view {
                if control == nil, let asControl = current as? HeadlessControl, asControl.isEnabled {
                    control = asControl
                }
                recognizers += current.gestureRecognizers.filter(\.isEnabled)
                view = current.superview
            }
            // Each recognizer's delegate is asked whether it sees the finger (`gestureRecognizer(_:shouldReceive:)`).
            let finger = HeadlessFingerTouch(at: first, on: hit, in: self)
            recognizers.removeAll { $0.delegate?.gestureRecognizer($0, shouldReceive: finger) == false }
            if environment.gestureTieReading == .outermostFirst { recognizers.reverse() }
            let now = environment.clock.now
            let touches = points.map { HeadlessTouch(location: $0, start: $0, history: [($0, now)]) }
            sequence = TouchSequence(
                hitView: hit, recognizers: recognizers, control: nil, starts: points, locations: points)
            for recognizer in recognizers {
                recognizer.touches = touches
                apply(recognizer.touchesBegan(), to: recognizer)
            }
            // A recognizer that delays touches-began (`delaysTouchesBegan`) holds the control's touch back until it
            // fails; if it recognizes, the control never sees the touch.
            sequence?.delayedControl = control
            resolve()
        }
    }

    /// A finger goes down at `point`.
    public func touchDown(at point: CGPoint) { touchDown(at: [point]) }

    /// The fingers move to `points` (as many as went down).
    public func touchMove(to points: [CGPoint]) {
        environment.perform {
            guard let sequence else { return }
            self.sequence?.locations = points
            let now = environment.clock.now
            for recognizer in sequence.recognizers {
                for (index, point) in points.enumerated() where recognizer.touches.indices.contains(index) {
                    recognizer.touches[index].location = point
                    recognizer.touches[index].history.append((point, now))
                    recognizer.touches[index].history.removeAll { now - $0.time > 0.2 }
                }
                switch recognizer.state {
                case .possible: apply(recognizer.touchesMoved(), to: recognizer)
                case .began, .changed:
                    recognizer.state = .changed
                    recognizer.sendActions()
                default: break
                }
            }
            resolve()
            // A control still tracking the touches (no recognizer took them) follows the first finger.
            if let control = self.sequence?.control, control.isTracking, let point = points.first {
                control.trackingMoved(to: point)
            }
        }
    }

    /// A finger moves to `point`.
    public func touchMove(to point: CGPoint) { touchMove(to: [point]) }

    /// The fingers lift: active recognizers end, those still possible fail (a tap recognizes), and a control still
    /// tracking sends its action when the finger lifted inside it.
    public func touchUp() {
        environment.perform {
            guard let sequence else { return }
            for recognizer in sequence.recognizers {
                switch recognizer.state {
                case .began, .changed:
                    recognizer.state = .ended
                    recognizer.sendActions()
                case .possible:
                    apply(recognizer.touchesEnded(), to: recognizer)
                default: break
                }
            }
            resolve(lifting: true)
            // The recognizers that still wait can no longer see a gesture.
            for recognizer in sequence.recognizers where recognizer.state == .possible { recognizer.state = .failed }
            releaseDelayedTouches()
            if let control = self.sequence?.control, control.isTracking {
                let lift = sequence.locations.first
                let inside = lift.map { control.point(inside: control.convert($0, from: nil), with: nil) } ?? false
                control.trackingEnded(inside: inside)
            }
            endSequence(cancelled: false)
        }
    }

    /// The system cancels the touches (an incoming call): active recognizers are cancelled, controls stop tracking.
    public func touchCancel() {
        environment.perform { endSequence(cancelled: true) }
    }

    /// Cancels the touches on the window without a turn of its own (the window's scene stopped being active).
    func cancelAllTouches() {
        endSequence(cancelled: true)
    }

    /// Cancels the touch sequence when the view it went to leaves the window (UIKit cancels touches of a view removed
    /// from the hierarchy).
    func cancelTouches(in removed: HeadlessView) {
        guard let hit = sequence?.hitView, hit.isDescendant(of: removed) else { return }
        sequence?.control?.trackingCancelled()
        sequence?.control = nil
    }

    private func endSequence(cancelled: Bool) {
        guard let current = sequence else { return }
        sequence = nil
        for recognizer in current.recognizers {
            if cancelled, recognizer.state == .began || recognizer.state == .changed {
                recognizer.state = .cancelled
                recognizer.sendActions()
            }
            recognizer.state = .possible
            recognizer.touches = []
            recognizer.wantsToRecognize = false
            recognizer.reset()
        }
        if cancelled { current.control?.trackingCancelled() }
    }

    private func apply(_ verdict: HeadlessGestureRecognizer.Verdict, to recognizer: HeadlessGestureRecognizer) {
        switch verdict {
        case .undecided: break
        case .fails: if recognizer.state == .possible { recognizer.state = .failed }
        case .recognizes: recognizer.wantsToRecognize = true
        }
    }

    /// UIKit's arbitration, repeated until nothing changes: a recognizer that wants to begin waits for those it
    /// requires to fail, fails when one of them recognized or when another is active and neither allows
    /// simultaneous recognition, asks its delegate, then begins and fails the others still possible.
    private func resolve(lifting: Bool = false) {
        guard let sequence else { return }
        let all = sequence.recognizers
        func simultaneous(_ a: HeadlessGestureRecognizer, _ b: HeadlessGestureRecognizer) -> Bool {
            a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
                || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
        }
        var changed = true
        while changed {
            changed = false
            for recognizer in all where recognizer.state == .possible && recognizer.wantsToRecognize {
                let others = all.filter { $0 !== recognizer }
                if others.contains(where: { recognizer.waitsFor($0) && $0.state == .possible }) { continue }
                let recognized: Set<HeadlessGestureRecognizer.State> = [.began, .changed, .ended]
                let blocked =
                    others.contains { recognizer.waitsFor($0) && recognized.contains($0.state) }
                    || others.contains {
                        ($0.state == .began || $0.state == .changed) && !simultaneous(recognizer, $0)
                    }
                    || recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false
                changed = true
                if blocked {
                    recognizer.state = .failed
                    continue
                }
                recognizer.willBegin(afterWaiting: others.contains { recognizer.waitsFor($0) })
                recognizer.state = recognizer.isDiscrete ? .ended : .began
                recognizer.sendActions()
                if lifting, recognizer.state == .began {
                    recognizer.state = .ended
                    recognizer.sendActions()
                }
                for other in others where other.state == .possible && !simultaneous(recognizer, other) {
                    other.state = .failed
                }
                if recognizer.cancelsTouchesInView, let control = self.sequence?.control {
                    control.trackingCancelled()
                    self.sequence?.control = nil
                }
                if recognizer.cancelsTouchesInView || recognizer.delaysTouchesBegan {
                    self.sequence?.delayedControl = nil
                }
            }
        }
        releaseDelayedTouches()
    }

    /// Hands the control the touch held back by recognizers that delay touches-began, once none of them can still
    /// recognize (`UIGestureRecognizer.delaysTouchesBegan`: the touch is delivered when the gesture fails).
    private func releaseDelayedTouches() {
        guard let sequence, let control = sequence.delayedControl else { return }
        let holding = sequence.recognizers.contains { $0.delaysTouchesBegan && $0.state == .possible }
        guard !holding else { return }
        self.sequence?.delayedControl = nil
        self.sequence?.control = control
        control.trackingBegan()
    }

    // MARK: Scripted fingers

    /// A tap at `point`: down, one frame, up.
    public func tap(at point: CGPoint) {
        touchDown(at: point)
        environment.clock.advance(frames: 1)
        touchUp()
    }

    /// A tap on the centre of `view`.
    public func tap(_ view: HeadlessView) {
        tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    /// A one-finger drag as a person makes it: down at `start`, one move per frame along a line to `end` over
    /// `frames` frames, then the release (``TouchRelease``: a still finger rests 100 ms first; a flick lifts at
    /// the drag's pace).
    public func drag(from start: CGPoint, to end: CGPoint, frames: Int, release: TouchRelease = .still) {
        touchDown(at: start)
        let steps = max(frames, 1)
        for step in 1...steps {
            environment.clock.advance(frames: 1)
            let fraction = CGFloat(step) / CGFloat(steps)
            touchMove(to: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
        }
        switch release {
        case .still:
            for _ in 0..<Int((0.1 * environment.clock.framesPerSecond).rounded(.up)) {
                environment.clock.advance(frames: 1)
                touchMove(to: end)
            }
            touchUp()
        case .moving, .flick: touchUp()
        case .cancelled: touchCancel()
        }
    }
}

/// The touches of one sequence: the view they went to, the recognizers they reach, the control tracking them.
private struct TouchSequence {
    weak var hitView: HeadlessView?
    let recognizers: [HeadlessGestureRecognizer]
    var control: HeadlessControl?
    /// The control whose touch recognizers that delay touches-began still hold back.
    var delayedControl: HeadlessControl?
    /// Where the fingers went down, in window coordinates.
    let starts: [CGPoint]
    /// Where the fingers are, in window coordinates.
    var locations: [CGPoint]
}
