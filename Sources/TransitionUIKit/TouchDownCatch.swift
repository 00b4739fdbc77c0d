import Foundation
@_spi(Host) import TransitionCore

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUI
#endif

/// A finger that touches down on a screen still moving by itself (a switch or a drawer settling after a swipe let go,
/// or started by a tap) catches it where it is, as it would anything a person can drag. If the finger then drags,
/// the container's swipe or the drawer's pan takes the motion over from there; if it lifts, the motion goes on where
/// it was heading.
///
/// A press recognizer that begins at touch-down (`minimumPressDuration` 0) only while there is a motion to catch,
/// where a drag could take it over (the container's edges, for its edge swipes) and not on a control (a tap on a
/// button presses it, and the motion plays on meanwhile); it recognizes alongside every other recognizer and takes no
/// touches from the views under it (`cancelsTouchesInView` false). A finger that moves on without a pan taking the
/// motion over (a list scrolling) lets it go on, and so does one that rests: a finger still for as long as a long
/// press takes (a thumb holding the phone by its edge) is not about to drag.
/// While only the touch holds it, a switch stays committed where it was heading: the status bar and a settle go by
/// that, until a drag takes it over.
@MainActor
package final class TouchDownCatch {
    let forwarder: GestureForwarder
    private let catches: @MainActor () -> Bool?
    private let letsGo: @MainActor (Bool) -> Void
    private let clock: any FrameClock
    /// Where the caught motion was heading (true: its end, or shown), while a finger holds it.
    private var heading: Bool? {
        didSet { if heading == nil { stopTimingTheRest() } }
    }
    /// The frames that time a finger resting on a caught motion, and when it touched down.
    private var rest: (subscription: FrameSubscription, since: TimeInterval)?

    /// A catch on `view`: it begins only while `isMoving` (a motion plays by itself); `catches` holds the motion and
    /// says where it was heading (nil: nothing was caught); `letsGo` sends it on its way again when the finger lifts,
    /// moves on without a pan, or rests on `clock` for ``restLimit``.
    package init(
        on view: UIView, clock: any FrameClock, catchesAt: @escaping @MainActor (CGPoint) -> Bool = { _ in true },
        isMoving: @escaping @MainActor () -> Bool, catches: @escaping @MainActor () -> Bool?,
        letsGo: @escaping @MainActor (Bool) -> Void
    ) {
        self.catches = catches
        self.letsGo = letsGo
        self.clock = clock
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 0
        press.cancelsTouchesInView = false
        press.delaysTouchesBegan = false
        let box = WeakCatch()
        forwarder = GestureForwarder(press, on: view) { sample in box.target?.handle(sample) }
        forwarder.recognizesAlongsideOthers = true
        // A touch on a control presses it: the motion plays on without a hitch while the finger is down.
        forwarder.shouldBegin = { [weak view] touch in
            guard isMoving(), let view, catchesAt(touch.position) else { return false }
            return !Self.landsOnControl(touch.position, in: view)
        }
        box.target = self
    }

    private func handle(_ sample: TouchSample) {
        switch sample.phase {
        case .began:
            heading = catches()
            if heading != nil { timeTheRest() }
        case .moved:
            // Moved further than a pan needs to begin and no pan took the motion over (a list scrolling, a drag the
            // pans leave alone): the motion goes on rather than wait for the finger to lift.
            let dx = sample.position.x - sample.startPosition.x
            let dy = sample.position.y - sample.startPosition.y
            guard let heading, dx * dx + dy * dy > Self.letGoDistance * Self.letGoDistance else { return }
            self.heading = nil
            letsGo(heading)
        case .ended, .cancelled:
            guard let heading else { return }
            self.heading = nil
            letsGo(heading)
        }
    }

    /// How far a finger holding a motion may move before the motion goes on without it: past a pan's 10-point
    /// threshold, so a pan that can take the motion over has begun by then.
    static let letGoDistance: CGFloat = 16

    /// How long a finger may rest on a caught motion before it goes on: a long press's default
    /// `minimumPressDuration` (0.5 s, `UILongPressGestureRecognizer` reference). A person who catches a motion to
    /// drag it moves sooner.
    static let restLimit: TimeInterval = 0.5

    private func timeTheRest() {
        stopTimingTheRest()
        let subscription = clock.subscribe { [weak self] now in self?.rested(until: now) }
        rest = (subscription, clock.now)
    }

    private func rested(until now: TimeInterval) {
        guard let rest, now - rest.since >= Self.restLimit - 1e-9, let heading else { return }
        self.heading = nil
        letsGo(heading)
    }

    private func stopTimingTheRest() {
        guard let rest else { return }
        self.rest = nil
        clock.cancel(rest.subscription)
    }

    /// Takes the catch off its view; a motion it holds goes on where it was heading.
    package func remove() {
        forwarder.remove()
        guard let heading else { return }
        self.heading = nil
        letsGo(heading)
    }

    /// Whether the view a touch at `point` (in `view`) goes to is a control or inside one.
    private static func landsOnControl(_ point: CGPoint, in view: UIView) -> Bool {
        var hit = view.hitTest(point, with: nil)
        while let current = hit, current !== view {
            if current is UIControl { return true }
            hit = current.superview
        }
        return false
    }
}

/// A catch held weakly by its recognizer's handler.
@MainActor
private final class WeakCatch {
    weak var target: TouchDownCatch?
}

extension ContainerEngine {
    /// Whether a switch (not an overlay's motion) plays by itself: a finger touching down would catch it.
    package var switchPlaysByItself: Bool {
        movingOverlay == nil && (phase == .animating || phase == .finishing || phase == .cancelling)
    }

    /// Pauses a switch playing by itself (not an overlay's motion) where it is, for a finger that touched down on
    /// it; returns whether it was heading for its end, or nil when no such switch plays.
    package func catchPlayingSwitch() -> Bool? {
        guard movingOverlay == nil else { return nil }
        let heading: Bool
        switch phase {
        case .animating, .finishing: heading = true
        case .cancelling: heading = false
        case .idle, .interactive: return nil
        }
        guard (try? pauseTransition(holdingHeading: heading)) != nil else { return nil }
        return heading
    }

    /// Sends a switch caught by ``catchPlayingSwitch()`` on where it was heading, if it is still held there.
    package func letGoOfCaughtSwitch(heading: Bool) {
        guard movingOverlay == nil, phase == .interactive else { return }
        caughtSwitchHeading = nil
        if heading { try? finishInteractiveTransition() } else { try? cancelInteractiveTransition() }
    }
}
