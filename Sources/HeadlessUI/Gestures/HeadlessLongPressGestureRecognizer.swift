import Foundation
import TransitionCore

/// An in-memory `UILongPressGestureRecognizer` (one finger): a continuous gesture that begins once the finger has
/// been down ``minimumPressDuration`` seconds without moving more than ``allowableMovement`` points, changes as it
/// moves, and ends when it lifts (`UILongPressGestureRecognizer` reference).
///
/// Simplified: with a press duration of 0 it begins as the finger goes down (the model's clock needs no timer for
/// it); a longer one begins on the first move or lift after the duration has passed.
@MainActor
public final class HeadlessLongPressGestureRecognizer: HeadlessGestureRecognizer {
    /// `minimumPressDuration`, in seconds (UIKit's default 0.5).
    public var minimumPressDuration: TimeInterval = 0.5
    /// `allowableMovement`, in points (UIKit's default 10), before the gesture begins.
    public var allowableMovement: CGFloat = 10

    /// When the finger went down.
    private var downTime: TimeInterval = 0

    override func touchesBegan() -> Verdict {
        guard touches.count == 1 else { return .fails }
        downTime = touches.first?.history.first?.time ?? 0
        return minimumPressDuration <= 0 ? .recognizes : .undecided
    }

    override func touchesMoved() -> Verdict {
        guard let touch = touches.first else { return .fails }
        let dx = touch.location.x - touch.start.x
        let dy = touch.location.y - touch.start.y
        if (dx * dx + dy * dy).squareRoot() > allowableMovement { return .fails }
        let held = (touch.history.last?.time ?? downTime) - downTime
        return held >= minimumPressDuration ? .recognizes : .undecided
    }
}
