import Foundation
import TransitionCore

/// An in-memory `UIPanGestureRecognizer`.
///
/// Modelled rules (`UIPanGestureRecognizer` reference): the pan begins only once the finger has moved
/// ``movementThreshold`` points from where it went down, so its `.began` location is not the touch-down point.
/// `translation(in:)` is the movement since touch-down (plus what `setTranslation(_:in:)` set), or, under the other
/// reading of ``HeadlessEnvironment/panTranslationReading``, since the pan began; `velocity(in:)` is the recent movement per second. UIKit does not document the
/// threshold; the model uses 10 points, what developers measure on devices (unverified, listed in the README).
@MainActor
public class HeadlessPanGestureRecognizer: HeadlessGestureRecognizer {
    /// How far the finger must move before the pan begins.
    public static let movementThreshold: CGFloat = 10
    /// The fewest touches the pan accepts.
    public var minimumNumberOfTouches = 1
    /// The most touches the pan accepts.
    public var maximumNumberOfTouches = Int.max

    private var translationOffset: CGPoint = .zero
    /// Where the translation is measured from, in window coordinates, under the reading that measures it from where
    /// the pan began (``HeadlessEnvironment/panTranslationReading``); nil: from where the finger went down.
    private var origin: CGPoint?

    /// `translation(in:)`: the movement since the finger went down (or since the pan began, under
    /// ``HeadlessEnvironment/PanTranslationReading/sinceItBegan``), in `view`'s coordinate space.
    public func translation(in view: HeadlessView?) -> CGPoint {
        guard let touch = touches.first else { return .zero }
        let now = Self.convert(touch.location, to: view)
        let start = Self.convert(origin ?? touch.start, to: view)
        return CGPoint(x: now.x - start.x + translationOffset.x, y: now.y - start.y + translationOffset.y)
    }

    /// `setTranslation(_:in:)`: the translation reads `translation` from here on.
    public func setTranslation(_ translation: CGPoint, in view: HeadlessView?) {
        translationOffset = .zero
        let current = self.translation(in: view)
        translationOffset = CGPoint(x: translation.x - current.x, y: translation.y - current.y)
    }

    /// `velocity(in:)`: points per second over the last 50 ms of movement (0 for a finger that rested).
    public func velocity(in view: HeadlessView?) -> CGPoint {
        guard let touch = touches.first, let last = touch.history.last else { return .zero }
        let window = touch.history.filter { last.time - $0.time <= 0.05 + 1e-9 }
        guard let first = window.first, last.time > first.time else { return .zero }
        let from = Self.convert(first.point, to: view)
        let to = Self.convert(last.point, to: view)
        let dt = CGFloat(last.time - first.time)
        return CGPoint(x: (to.x - from.x) / dt, y: (to.y - from.y) / dt)
    }

    override func touchesBegan() -> Verdict {
        (minimumNumberOfTouches...max(minimumNumberOfTouches, maximumNumberOfTouches)).contains(touches.count)
            ? .undecided : .fails
    }

    override func touchesMoved() -> Verdict {
        guard let touch = touches.first else { return .fails }
        let dx = touch.location.x - touch.start.x
        let dy = touch.location.y - touch.start.y
        return (dx * dx + dy * dy).squareRoot() >= Self.movementThreshold ? .recognizes : .undecided
    }

    override func reset() {
        translationOffset = .zero
        origin = nil
    }

    override func willBegin(afterWaiting waited: Bool) {
        guard let touch = touches.first, self.view?.environment.panTranslationReading == .sinceItBegan else { return }
        if waited {
            origin = touch.location
            return
        }
        let dx = touch.location.x - touch.start.x
        let dy = touch.location.y - touch.start.y
        let distance = (dx * dx + dy * dy).squareRoot()
        let hysteresis = min(distance, Self.movementThreshold)
        origin =
            distance > 0
            ? CGPoint(x: touch.start.x + dx / distance * hysteresis, y: touch.start.y + dy / distance * hysteresis)
            : touch.start
    }
}
