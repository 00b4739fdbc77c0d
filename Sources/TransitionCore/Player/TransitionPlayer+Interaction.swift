import Foundation

/// The player as the control a gesture drives: scrub, finish, cancel and pause.
extension TransitionPlayer {

    /// The running transition's fraction, or nil when it is not running.
    package var transitionFraction: Double? { isRunning ? driver.fraction : nil }

    /// Sets the progress of the transition: clamped to [0, 1], NaN ignored, drawn at once and linearly. A playing
    /// transition is paused first.
    ///
    /// - Throws: ``TransitionError/noTransitionInProgress`` before ``start()`` and after the end.
    package func updateInteractiveTransition(_ progress: Double) throws {
        guard isRunning else { throw TransitionError.noTransitionInProgress }
        guard !progress.isNaN else { return }
        context.isInteractive = true
        context.transitionWasCancelled = false
        driver.scrub(to: progress)
    }

    /// Plays to the end from the current progress p, over `(1 − p)·duration / speed` on `curve` (a spring takes its
    /// own settling time; one that settles too late or never is replaced by easeInOut, with a diagnostic).
    ///
    /// - Throws: ``TransitionError/invalidValue(name:value:allowed:)`` unless `speed` is finite and > 0, or
    ///   ``TransitionError/noTransitionInProgress``.
    package func finishInteractiveTransition(speed: Double, curve: TimingCurve) throws {
        try settle(finishing: true, speed: speed, curve: curve)
    }

    /// Plays back to the start from the current progress p, over `p·duration / speed` on `curve`; the views are then
    /// restored exactly and `completion(false)` runs.
    ///
    /// - Throws: as ``finishInteractiveTransition(speed:curve:)``.
    package func cancelInteractiveTransition(speed: Double, curve: TimingCurve) throws {
        try settle(finishing: false, speed: speed, curve: curve)
    }

    /// How long a finish (or cancel) at `speed` on `curve` would play from where the transition is now, in seconds
    /// (what ``finishInteractiveTransition(speed:curve:)`` then plays); nil when it is not running.
    package func settlingDuration(finishing: Bool, speed: Double, curve: TimingCurve) -> TimeInterval? {
        guard isRunning else { return nil }
        return driver.settlingDuration(finishing: finishing, speed: speed, curve: curve)
    }

    /// Pauses a playing, finishing or cancelling transition where it is; it becomes interactive there.
    ///
    /// - Throws: ``TransitionError/noTransitionInProgress`` when it is not running.
    package func pauseTransition() throws {
        guard isRunning else { throw TransitionError.noTransitionInProgress }
        driver.pause()
        context.isInteractive = true
        context.transitionWasCancelled = false
    }

    /// Whether `interaction` drives this transition and the transition has not ended.
    package func isDriving(_ interaction: PercentDrivenInteraction) -> Bool {
        outcome == nil && self.interaction === interaction
    }

    /// Records an interaction call that arrived after the end.
    package func ignoredInteractionCall(_ call: String) {
        record(.interactionCallIgnored(call))
    }

    fileprivate func settle(finishing: Bool, speed: Double, curve: TimingCurve) throws {
        try PercentDrivenInteraction.validate(speed)
        guard isRunning else { throw TransitionError.noTransitionInProgress }
        context.isInteractive = false
        context.transitionWasCancelled = !finishing
        driver.settle(finishing: finishing, speed: speed, curve: playableSettleCurve(curve))
    }

    /// `curve`, when a finish or cancel can play it; otherwise (a spring that settles after
    /// ``TimingCurve/maximumSettlingDuration``, or never) records ``ContainerDiagnostic/curveReplaced(_:reason:)``
    /// and returns easeInOut, so the transition ends instead of hanging.
    fileprivate func playableSettleCurve(_ curve: TimingCurve) -> TimingCurve {
        guard let reason = curve.unplayableSettleReason else { return curve }
        record(.curveReplaced(context.pair, reason: reason))
        return .easeInOut
    }
}
