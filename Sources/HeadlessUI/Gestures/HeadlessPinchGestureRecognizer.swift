import Foundation
import TransitionCore

/// An in-memory `UIPinchGestureRecognizer`: two fingers; it begins when their distance has changed by
/// ``spanThreshold`` points, and reports `scale` (distance over the distance at touch-down).
@MainActor
public final class HeadlessPinchGestureRecognizer: HeadlessGestureRecognizer {
    /// How much the fingers' distance must change before the pinch begins (unverified, listed in the README).
    public static let spanThreshold: CGFloat = 8

    /// `scale`.
    public var scale: CGFloat {
        guard touches.count == 2 else { return 1 }
        let start = Self.span(touches[0].start, touches[1].start)
        return start > 0 ? Self.span(touches[0].location, touches[1].location) / start : 1
    }

    private static func span(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    override func touchesBegan() -> Verdict { touches.count <= 2 ? .undecided : .fails }

    override func touchesMoved() -> Verdict {
        guard touches.count == 2 else { return .undecided }
        let start = Self.span(touches[0].start, touches[1].start)
        let now = Self.span(touches[0].location, touches[1].location)
        return abs(now - start) >= Self.spanThreshold ? .recognizes : .undecided
    }
}
