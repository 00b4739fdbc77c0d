import Foundation
@_spi(Host) import TransitionCore

#if canImport(UIKit)
    import QuartzCore
    import UIKit
#else
    import HeadlessUI
#endif

extension TouchSample {
    /// The touch report a recognizer stands for, in `view`'s coordinates, timed on the display's media time (the
    /// clock transitions play on): the location, a pan's measured velocity (`velocity(in:)`) and the point its
    /// finger went down (`location − translation`), and a pinch's second touch. Nil while the recognizer is only
    /// `possible`. A nil `view` measures in the window's coordinates.
    @MainActor
    public init?(_ recognizer: UIGestureRecognizer, in view: UIView?) {
        guard let phase = Phase(gestureRecognizerState: recognizer.state.rawValue) else { return nil }
        let second: CGPoint? =
            recognizer is UIPinchGestureRecognizer && recognizer.numberOfTouches > 1
            ? recognizer.location(ofTouch: 1, in: view) : nil
        let first =
            recognizer is UIPinchGestureRecognizer && recognizer.numberOfTouches > 1
            ? recognizer.location(ofTouch: 0, in: view) : recognizer.location(in: view)
        let pan = recognizer as? UIPanGestureRecognizer
        let velocity = pan?.velocity(in: view)
        // A pan begins only after the finger moved past its threshold: it went down `translation` points back.
        let touchDown = pan.map { pan -> CGPoint in
            let translation = pan.translation(in: view)
            return CGPoint(x: first.x - translation.x, y: first.y - translation.y)
        }
        self.init(
            phase, at: first, second: second, time: CACurrentMediaTime(),
            reportedVelocity: phase == .ended ? velocity : nil, touchDown: touchDown)
    }
}

/// Installs a gesture recognizer on a view and hands each of its reports to a handler as a ``/TransitionCore/TouchSample`` — the
/// bridge from UIKit's recognizers to the engine's trackers (`TabTransition`'s edge swipes, the drawer's bezel
/// and close pans, your own ``/TransitionCore/PanTracker``).
///
/// ```swift
/// let edge = UIScreenEdgePanGestureRecognizer()
/// edge.edges = .right
/// swipes = GestureForwarder(edge, on: tabsController.view) { tabs.handlePan($0) }   // keep it alive
/// ```
@MainActor
public final class GestureForwarder {
    /// Where touches are measured.
    public enum CoordinateSpace: Sendable, Hashable {
        /// In the view the recognizer is on (which must not move with the transition it drives).
        case view
        /// In the window: for a recognizer on a view that moves with the transition (a presented screen a pan
        /// dismisses), whose own coordinates would follow the finger and halve the distance it seems to travel.
        case window
    }

    /// The recognizer, added to the view.
    public let recognizer: UIGestureRecognizer
    /// Where touches are measured.
    public let coordinateSpace: CoordinateSpace
    private let target: GestureTarget

    /// Adds `recognizer` to `view` and calls `handler` with each report, measured in `coordinateSpace`.
    public init(
        _ recognizer: UIGestureRecognizer, on view: UIView, coordinateSpace: CoordinateSpace = .view,
        handler: @escaping @MainActor (TouchSample) -> Void
    ) {
        self.recognizer = recognizer
        self.coordinateSpace = coordinateSpace
        target = GestureTarget { [weak view] recognizer in
            guard let view,
                let sample = TouchSample(recognizer, in: coordinateSpace == .window ? nil : view)
            else { return }
            handler(sample)
        }
        target.attach(to: recognizer)
        view.addGestureRecognizer(recognizer)
    }

    /// Asked when the recognizer is about to begin, with the touch as it would be reported: false makes it fail, so
    /// a recognizer it competes with (one that waits for it with `require(toFail:)`, or one UIKit would otherwise let
    /// win) gets the touches. Setting it makes the forwarder the recognizer's delegate; nil lets it begin always.
    public var shouldBegin: (@MainActor (TouchSample) -> Bool)? {
        didSet { updateGate() }
    }

    /// Asked whether another recognizer on the same touches must wait for this one to fail before it begins (a
    /// scroll view's pan inside a sheet waits for the sheet's dismiss pan, which fails at once unless the pull
    /// should move the sheet). Setting it makes the forwarder the recognizer's delegate.
    public var makesWait: (@MainActor (UIGestureRecognizer) -> Bool)? {
        didSet { updateGate() }
    }
    /// Asked whether this recognizer waits for another to fail before it begins, decided when the touches come (a
    /// container's edge swipe waits for the back swipe of a navigation controller it was pushed on, whenever it was
    /// pushed). Setting it makes the forwarder the recognizer's delegate.
    public var waitsFor: (@MainActor (UIGestureRecognizer) -> Bool)? {
        didSet { updateGate() }
    }
    private var gate: GestureGate?

    private func updateGate() {
        if shouldBegin == nil, makesWait == nil, waitsFor == nil {
            if recognizer.delegate === gate { recognizer.delegate = nil }
            gate = nil
        } else if gate == nil {
            let gate = GestureGate(
                allows: { [weak self] recognizer in self?.allowsBeginning(recognizer) ?? true },
                makesWait: { [weak self] other in self?.makesWait?(other) ?? false },
                waitsFor: { [weak self] other in self?.waitsFor?(other) ?? false })
            self.gate = gate
            recognizer.delegate = gate
        }
    }

    private func allowsBeginning(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let shouldBegin, let view = recognizer.view else { return true }
        let space: UIView? = coordinateSpace == .window ? nil : view
        let location = recognizer.location(in: space)
        let translation = (recognizer as? UIPanGestureRecognizer)?.translation(in: space) ?? .zero
        let touch = TouchSample(
            .began, at: location, time: CACurrentMediaTime(),
            touchDown: CGPoint(x: location.x - translation.x, y: location.y - translation.y))
        return shouldBegin(touch)
    }

    /// Removes the recognizer from its view.
    public func remove() {
        target.detach(from: recognizer)
        recognizer.view?.removeGestureRecognizer(recognizer)
    }
}

/// The delegate that asks ``GestureForwarder/shouldBegin``.
@MainActor
private final class GestureGate: NSObject, UIGestureRecognizerDelegate {
    let allows: @MainActor (UIGestureRecognizer) -> Bool
    let makesWait: @MainActor (UIGestureRecognizer) -> Bool
    let waitsFor: @MainActor (UIGestureRecognizer) -> Bool

    init(
        allows: @escaping @MainActor (UIGestureRecognizer) -> Bool,
        makesWait: @escaping @MainActor (UIGestureRecognizer) -> Bool,
        waitsFor: @escaping @MainActor (UIGestureRecognizer) -> Bool
    ) {
        self.allows = allows
        self.makesWait = makesWait
        self.waitsFor = waitsFor
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        allows(gestureRecognizer)
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        makesWait(otherGestureRecognizer)
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        waitsFor(otherGestureRecognizer)
    }
}
