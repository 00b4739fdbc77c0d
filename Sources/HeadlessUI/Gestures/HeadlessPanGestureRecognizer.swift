import Foundation
import TransitionCore

/// An in-memory `UIPanGestureRecognizer`.
///
/// Modelled rules (`UIPanGestureRecognizer` reference): the pan begins only once the finger has moved
/// ``movementThreshold`` points from where it went down, so its `.began` location is not the touch-down point —
/// `location(in:) − translation(in:)` is. `translation(in:)` is the movement since touch-down (plus what
/// `setTranslation(_:in:)` set); `velocity(in:)` is the recent movement per second. UIKit does not document the
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

    /// `translation(in:)`: the movement since the finger went down, in `view`'s coordinate space.
    public func translation(in view: HeadlessView?) -> CGPoint {
        guard let touch = touches.first else { return .zero }
        let now = Self.convert(touch.location, to: view)
        let start = Self.convert(touch.start, to: view)
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
    }
}

/// `UIRectEdge`.
public struct HeadlessRectEdge: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a set of edges from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = HeadlessRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = HeadlessRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = HeadlessRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = HeadlessRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: HeadlessRectEdge = [.top, .left, .bottom, .right]
}

/// An in-memory `UIScreenEdgePanGestureRecognizer`: a pan that must start at one of its ``edges`` of the window and
/// move away from it.
///
/// Modelled rules (`UIScreenEdgePanGestureRecognizer` reference): the edges are the screen's physical edges, whatever
/// the layout direction; the touch must go down within ``edgeRegion`` points of one of them, or the recognizer fails
/// at once; it begins when the finger has moved ``HeadlessPanGestureRecognizer/movementThreshold`` points, mostly
/// away from that edge, and fails when it moved that far mostly along it. UIKit does not document the region's
/// width; the model's 20 points is the conservative (narrow) reading, listed in the README.
@MainActor
public final class HeadlessScreenEdgePanGestureRecognizer: HeadlessPanGestureRecognizer {
    /// How far from an edge the touch may go down.
    public static let edgeRegion: CGFloat = 20
    /// The edges it starts from.
    public var edges: HeadlessRectEdge = []

    private var startEdge: HeadlessRectEdge?

    override func touchesBegan() -> Verdict {
        guard touches.count == 1, let touch = touches.first, let size = view?.window?.bounds.size else {
            return .fails
        }
        let p = touch.start
        let r = Self.edgeRegion
        if edges.contains(.left), p.x <= r {
            startEdge = .left
        } else if edges.contains(.right), p.x >= size.width - r {
            startEdge = .right
        } else if edges.contains(.top), p.y <= r {
            startEdge = .top
        } else if edges.contains(.bottom), p.y >= size.height - r {
            startEdge = .bottom
        } else {
            return .fails
        }
        return .undecided
    }

    override func touchesMoved() -> Verdict {
        guard let touch = touches.first, let startEdge else { return .fails }
        let dx = touch.location.x - touch.start.x
        let dy = touch.location.y - touch.start.y
        guard (dx * dx + dy * dy).squareRoot() >= Self.movementThreshold else { return .undecided }
        let inward: CGFloat
        let along: CGFloat
        switch startEdge {
        case .left: (inward, along) = (dx, dy)
        case .right: (inward, along) = (-dx, dy)
        case .top: (inward, along) = (dy, dx)
        default: (inward, along) = (-dy, dx)
        }
        return inward > abs(along) ? .recognizes : .fails
    }

    override func reset() {
        super.reset()
        startEdge = nil
    }
}

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
