import Foundation
import TransitionCore

/// An in-memory `UIScreenEdgePanGestureRecognizer`: a pan that must start at one of its ``edges`` of the window and
/// move away from it.
///
/// Modelled rules (`UIScreenEdgePanGestureRecognizer` reference): the edges are the screen's physical edges, whatever
/// the layout direction; the touch must go down within ``HeadlessEnvironment/screenEdgeRegion`` points of one of them,
/// or the recognizer fails at once; it begins when the finger has moved
/// ``HeadlessPanGestureRecognizer/movementThreshold`` points, mostly away from that edge, and fails when it moved that
/// far mostly along it. UIKit does not document the region's width; the model's default, ``edgeRegion`` (20 points),
/// is the narrow reading, and tests play wider ones: code must not check a region of its own.
@MainActor
public final class HeadlessScreenEdgePanGestureRecognizer: HeadlessPanGestureRecognizer {
    /// How far from an edge the touch may go down, by default.
    public static let edgeRegion: CGFloat = 20
    /// The edges it starts from.
    public var edges: HeadlessRectEdge = []

    private var startEdge: HeadlessRectEdge?

    /// A screen-edge pan that delays touches-began, as UIKit's does: unverified on a device — Apple documents the
    /// property's default as false, but UIKit's implementation sets it for a screen-edge pan (observed in its
    /// binary); a control at the edge is then not highlighted until the pan fails.
    public override init() {
        super.init()
        delaysTouchesBegan = true
    }

    override func touchesBegan() -> Verdict {
        guard touches.count == 1, let touch = touches.first, let size = view?.window?.bounds.size else {
            return .fails
        }
        let p = touch.start
        let r = view?.environment.screenEdgeRegion ?? Self.edgeRegion
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
