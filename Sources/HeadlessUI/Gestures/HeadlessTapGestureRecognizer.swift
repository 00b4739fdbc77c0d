import Foundation
import TransitionCore

/// An in-memory `UITapGestureRecognizer` (one finger, one tap): recognized when the finger lifts within
/// ``HeadlessPanGestureRecognizer/movementThreshold`` points of where it went down.
@MainActor
public final class HeadlessTapGestureRecognizer: HeadlessGestureRecognizer {
    override var isDiscrete: Bool { true }

    override func touchesBegan() -> Verdict { touches.count == 1 ? .undecided : .fails }

    override func touchesMoved() -> Verdict {
        guard let touch = touches.first else { return .fails }
        let dx = touch.location.x - touch.start.x
        let dy = touch.location.y - touch.start.y
        return (dx * dx + dy * dy).squareRoot() >= HeadlessPanGestureRecognizer.movementThreshold ? .fails : .undecided
    }

    override func touchesEnded() -> Verdict { .recognizes }
}
