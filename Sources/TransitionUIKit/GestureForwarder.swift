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
    /// finger went down (`touchDown` where it was seen going down, else `location − translation`, which is that
    /// point only if UIKit measures the translation from touch-down), and a pinch's second touch. Nil while the
    /// recognizer is only `possible`. A nil `view` measures in the window's coordinates.
    @MainActor
    public init?(_ recognizer: UIGestureRecognizer, in view: UIView?, touchDown seen: CGPoint? = nil) {
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
        let touchDown =
            seen
            ?? pan.map { pan -> CGPoint in
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
///
/// The recognizer goes with the forwarder: released, the forwarder takes it off its view. UIKit keeps a recognizer's
/// delegate weakly and does not retain its targets, so a recognizer left behind with neither would begin ungated,
/// report to nobody, cancel its view's touches and hold back every recognizer that waits for it to fail; the
/// forwarder's gate and target therefore stay with the recognizer (an associated object), and a recognizer whose
/// forwarder is gone fails at once until it leaves its view.
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
    private let handler: @MainActor (TouchSample) -> Void
    /// The recognizer's target and (unless the app gave it a delegate of its own) its delegate: owned by the
    /// recognizer, each asking this forwarder, held weakly.
    private let target: GestureTarget
    private let gate: GestureGate?
    /// Where the current touch sequence's first finger went down, in the recognizer's view and in the window, as the
    /// gate saw it go down (a recognizer with a delegate of the app's reports `location − translation` instead).
    private var touchDown: (inView: CGPoint, inWindow: CGPoint)?

    /// Adds `recognizer` to `view` and calls `handler` with each report, measured in `coordinateSpace`.
    public init(
        _ recognizer: UIGestureRecognizer, on view: UIView, coordinateSpace: CoordinateSpace = .view,
        handler: @escaping @MainActor (TouchSample) -> Void
    ) {
        self.recognizer = recognizer
        self.coordinateSpace = coordinateSpace
        self.handler = handler
        let forwarder = WeakForwarder()
        target = GestureTarget { recognizer in forwarder.forwarder?.report(recognizer) }
        gate =
            recognizer.delegate == nil
            ? GestureGate(
                allows: { recognizer in forwarder.forwarder?.allowsBeginning(recognizer) ?? false },
                makesWait: { other in forwarder.forwarder?.makesWait?(other) ?? false },
                waitsFor: { other in forwarder.forwarder?.waitsFor?(other) ?? false },
                receives: { recognizer, touch in forwarder.forwarder?.touchWentDown(touch, on: recognizer) },
                alongside: { forwarder.forwarder?.recognizesAlongsideOthers ?? false })
            : nil
        forwarder.forwarder = self
        target.attach(to: recognizer)
        recognizer.retainAlongside(GestureForwarderParts(target: target, gate: gate))
        if let gate { recognizer.delegate = gate }
        view.addGestureRecognizer(recognizer)
    }

    /// The first finger of a sequence went down (later fingers of a pinch are not where the sequence started).
    private func touchWentDown(_ touch: UITouch, on recognizer: UIGestureRecognizer) {
        guard recognizer.numberOfTouches == 0 else { return }
        touchDown = (touch.location(in: recognizer.view), touch.location(in: nil))
    }

    /// Where the sequence's finger went down, in the space touches are measured in.
    private var seenTouchDown: CGPoint? {
        coordinateSpace == .window ? touchDown?.inWindow : touchDown?.inView
    }

    private func report(_ recognizer: UIGestureRecognizer) {
        guard let view = recognizer.view,
            let sample = TouchSample(recognizer, in: coordinateSpace == .window ? nil : view, touchDown: seenTouchDown)
        else { return }
        handler(sample)
    }

    /// Asked when the recognizer is about to begin, with the touch as it would be reported: false makes it fail, so
    /// a recognizer it competes with (one that waits for it with `require(toFail:)`, or one UIKit would otherwise let
    /// win) gets the touches. Nil lets it begin always. Asked through the recognizer's delegate, which the forwarder
    /// is unless the recognizer had one when the forwarder was made (then setting this makes the forwarder its
    /// delegate).
    public var shouldBegin: (@MainActor (TouchSample) -> Bool)? {
        didSet { takeDelegate() }
    }

    /// Asked whether another recognizer on the same touches must wait for this one to fail before it begins (a
    /// scroll view's pan inside a sheet waits for the sheet's dismiss pan, which fails at once unless the pull
    /// should move the sheet). Setting it makes the forwarder the recognizer's delegate.
    public var makesWait: (@MainActor (UIGestureRecognizer) -> Bool)? {
        didSet { takeDelegate() }
    }
    /// Asked whether this recognizer waits for another to fail before it begins, decided when the touches come (a
    /// container's edge swipe waits for the back swipe of a navigation controller it was pushed on, whenever it was
    /// pushed). Setting it makes the forwarder the recognizer's delegate.
    public var waitsFor: (@MainActor (UIGestureRecognizer) -> Bool)? {
        didSet { takeDelegate() }
    }

    /// Whether the recognizer recognizes alongside every other (`shouldRecognizeSimultaneouslyWith`): a recognizer
    /// that only watches the touches (a touch-down that catches a moving screen) and holds no one back. Takes effect
    /// where the forwarder is the recognizer's delegate (it made it without one).
    public var recognizesAlongsideOthers = false

    /// A recognizer made with a delegate of the app's own answers to this forwarder once it is asked to gate.
    private lazy var lateGate: GestureGate = {
        let forwarder = WeakForwarder()
        forwarder.forwarder = self
        let gate = GestureGate(
            allows: { recognizer in forwarder.forwarder?.allowsBeginning(recognizer) ?? false },
            makesWait: { other in forwarder.forwarder?.makesWait?(other) ?? false },
            waitsFor: { other in forwarder.forwarder?.waitsFor?(other) ?? false },
            receives: { _, _ in }, alongside: { false })
        recognizer.retainAlongside(GestureForwarderParts(target: target, gate: gate))
        return gate
    }()

    private func takeDelegate() {
        if let gate {
            if recognizer.delegate !== gate { recognizer.delegate = gate }
        } else if shouldBegin != nil || makesWait != nil || waitsFor != nil {
            recognizer.delegate = lateGate
        }
    }

    private func allowsBeginning(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let shouldBegin, let view = recognizer.view else { return true }
        let space: UIView? = coordinateSpace == .window ? nil : view
        let location = recognizer.location(in: space)
        let translation = (recognizer as? UIPanGestureRecognizer)?.translation(in: space) ?? .zero
        let touch = TouchSample(
            .began, at: location, time: CACurrentMediaTime(),
            touchDown: seenTouchDown ?? CGPoint(x: location.x - translation.x, y: location.y - translation.y))
        return shouldBegin(touch)
    }

    /// Removes the recognizer from its view. A gesture it is tracking (a swipe under a finger) is reported cancelled
    /// first: it reports nothing more, and what it drives would otherwise stay half-way with no finger on it.
    public func remove() {
        Self.remove(recognizer, target, handler: handler, space: coordinateSpace, touchDown: seenTouchDown)
    }

    deinit {
        // Released on the main thread (as UIKit-side owners are), the recognizer leaves its view at once; elsewhere on
        // the main actor's next turn, failing at once until then.
        let recognizer = recognizer
        let target = target
        let handler = handler
        let space = coordinateSpace
        let touchDown = coordinateSpace == .window ? touchDown?.inWindow : touchDown?.inView
        if Thread.isMainThread {
            MainActor.assumeIsolated {
                Self.remove(recognizer, target, handler: handler, space: space, touchDown: touchDown)
            }
        } else {
            // The handler is not kept for later: it may hold what its owner is letting go of.
            Task { @MainActor in Self.remove(recognizer, target, handler: { _ in }, space: space, touchDown: nil) }
        }
    }

    private static func remove(
        _ recognizer: UIGestureRecognizer, _ target: GestureTarget, handler: @MainActor (TouchSample) -> Void,
        space: CoordinateSpace, touchDown: CGPoint?
    ) {
        target.detach(from: recognizer)
        if recognizer.state == .began || recognizer.state == .changed, let view = recognizer.view {
            let location = recognizer.location(in: space == .window ? nil : view)
            handler(TouchSample(.cancelled, at: location, time: CACurrentMediaTime(), touchDown: touchDown))
        }
        recognizer.view?.removeGestureRecognizer(recognizer)
    }
}

/// A forwarder held weakly by the parts its recognizer keeps.
@MainActor
private final class WeakForwarder {
    weak var forwarder: GestureForwarder?
}

/// The target and gate a recognizer keeps alive for its forwarder.
@MainActor
private final class GestureForwarderParts {
    let target: GestureTarget
    let gate: GestureGate?

    init(target: GestureTarget, gate: GestureGate?) {
        self.target = target
        self.gate = gate
    }
}

/// The delegate that asks ``GestureForwarder/shouldBegin``.
@MainActor
private final class GestureGate: NSObject, UIGestureRecognizerDelegate {
    let allows: @MainActor (UIGestureRecognizer) -> Bool
    let makesWait: @MainActor (UIGestureRecognizer) -> Bool
    let waitsFor: @MainActor (UIGestureRecognizer) -> Bool
    let receives: @MainActor (UIGestureRecognizer, UITouch) -> Void
    let alongside: @MainActor () -> Bool

    init(
        allows: @escaping @MainActor (UIGestureRecognizer) -> Bool,
        makesWait: @escaping @MainActor (UIGestureRecognizer) -> Bool,
        waitsFor: @escaping @MainActor (UIGestureRecognizer) -> Bool,
        receives: @escaping @MainActor (UIGestureRecognizer, UITouch) -> Void,
        alongside: @escaping @MainActor () -> Bool
    ) {
        self.allows = allows
        self.makesWait = makesWait
        self.waitsFor = waitsFor
        self.receives = receives
        self.alongside = alongside
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        alongside()
    }

    /// Notes where a finger went down (a pan's translation may be measured from where it began, not from there);
    /// every touch is received.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        receives(gestureRecognizer, touch)
        return true
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
