import Foundation
import TransitionCore

/// An in-memory `UITouch`, as a recognizer's delegate is handed it in `gestureRecognizer(_:shouldReceive:)` when a
/// finger goes down: where it went down and the view it went down on.
@MainActor
public final class HeadlessFingerTouch {
    /// `view`: the hit-tested view the finger went down on.
    public private(set) weak var view: HeadlessView?
    /// `window`.
    public private(set) weak var window: HeadlessWindow?
    private let point: CGPoint

    init(at point: CGPoint, on view: HeadlessView?, in window: HeadlessWindow) {
        self.point = point
        self.view = view
        self.window = window
    }

    /// `location(in:)`: where the finger is, in `view`'s coordinates (nil: the window's).
    public func location(in view: HeadlessView?) -> CGPoint {
        view.map { $0.convert(point, from: nil) } ?? point
    }
}
