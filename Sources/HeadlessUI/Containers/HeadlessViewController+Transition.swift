import Foundation
@_spi(Host) import TransitionCore

extension HeadlessViewController {
    /// UIKit's `transition(from:to:duration:options:animations:completion:)`: adds `to`'s view to the
    /// superview of `from`'s view, runs `animations` (which set the final values, as in a UIKit animation block),
    /// and when `duration` has passed on the clock removes `from`'s view and calls `completion(true)`.
    ///
    /// Containment is the caller's job, as in UIKit: `addChild(to)` and `from.willMove(toParent: nil)` before,
    /// `to.didMove(toParent:)` and `from.removeFromParent()` in the completion.
    ///
    /// - Throws: ``HeadlessError/notChildren(receiver:from:to:)`` unless both are children of the receiver,
    ///   ``HeadlessError/fromViewHasNoSuperview(_:)``, ``HeadlessError/invalidDuration(_:)``. Nothing has changed
    ///   when it throws.
    public func transition(
        from: HeadlessViewController, to: HeadlessViewController, duration: Double, curve: TimingCurve = .easeInOut,
        animations: (@MainActor () -> Void)? = nil, completion: (@MainActor (Bool) -> Void)? = nil
    ) throws {
        guard from.parent === self, to.parent === self else {
            throw HeadlessError.notChildren(receiver: identifier, from: from.identifier, to: to.identifier)
        }
        guard let superview = from.view.superview else {
            throw HeadlessError.fromViewHasNoSuperview(from.identifier)
        }
        guard duration.isFinite, duration >= 0 else { throw HeadlessError.invalidDuration(duration) }
        superview.insertSubview(to.view, aboveSubview: from.view)
        animations?()
        let finish: @MainActor () -> Void = { [weak from] in
            from?.view.removeFromSuperview()
            completion?(true)
        }
        guard duration > 0 else {
            environment.runLoop.defer_("\(identifier).transition completion", finish)
            return
        }
        let clock = environment.clock
        let end = clock.now + duration
        var subscription: FrameSubscription?
        subscription = clock.subscribe { time in
            guard time >= end - 1e-9, let current = subscription else { return }
            clock.cancel(current)
            subscription = nil
            finish()
        }
    }
}
