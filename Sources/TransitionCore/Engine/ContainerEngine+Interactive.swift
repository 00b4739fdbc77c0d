import Foundation

extension ContainerEngine {
    /// Starts a switch to `index` that a gesture drives: paused at progress 0 until ``updateInteractiveTransition(_:)``.
    ///
    /// - Throws: the errors of ``select(index:animated:)``, ``TransitionError/notInteractive(pair:reason:)`` when
    ///   the pair has no interactive animator, or ``TransitionError/transitionInProgress(requested:)`` when a
    ///   transition is already running (a gesture cannot queue).
    ///
    /// - Returns: the interaction controller driving it: the delegate's
    ///   ``ContainerTransitionDelegate/interactionController(for:pair:)``, or a new ``PercentDrivenInteraction``.
    @discardableResult
    public func beginInteractiveTransition(to index: Int) throws -> PercentDrivenInteraction {
        caughtSwitchHeading = nil
        guard !children.isEmpty else { throw TransitionError.noChildren }
        guard children.indices.contains(index) else {
            throw TransitionError.indexOutOfRange(index: index, count: children.count)
        }
        // A gesture cannot wait: under a settle for another operation (a delegate callback) it is refused too.
        guard active == nil, !machine.holdsNewRequests else {
            throw TransitionError.transitionInProgress(requested: index)
        }
        try beginSwitch(to: index, animated: true, interactive: true)
        guard let active else { throw TransitionError.noTransitionInProgress }
        let interaction =
            delegate?.interactionController(for: active.player.animator, pair: active.pair)
            ?? PercentDrivenInteraction()
        guard let driving = drive(interaction) else { throw TransitionError.noTransitionInProgress }
        return driving
    }

    /// Sets the progress of an interactive transition. `progress` is clamped to [0, 1]; NaN is ignored. The views
    /// show it at once (zero frames of lag), linearly in `progress`. A playing transition is paused first.
    public func updateInteractiveTransition(_ progress: Double) throws {
        guard let active = runningSwitch else { throw TransitionError.noTransitionInProgress }
        try active.player.updateInteractiveTransition(progress)
    }

    /// Pauses a running transition where it is; it becomes interactive at its current fraction, so a gesture can
    /// grab a finishing or cancelling transition and reverse it (as `UIViewPropertyAnimator` allows).
    public func pauseTransition() throws {
        try pauseTransition(holdingHeading: nil)
    }

    /// Pauses a running switch; `heading` is where it stays committed while only a touch holds it (nil: a drag or
    /// the app holds it), known before the pause's frame tells anyone.
    package func pauseTransition(holdingHeading heading: Bool?) throws {
        guard let active = runningSwitch else { throw TransitionError.noTransitionInProgress }
        caughtSwitchHeading = heading
        do {
            try active.player.pauseTransition()
        } catch {
            caughtSwitchHeading = nil
            throw error
        }
    }

    /// Plays the transition forward from its current progress p for `(1 − p)·duration` seconds on easeInOut, then
    /// calls `completeTransition(true)`. ``finishInteractiveTransition(speed:curve:)`` takes a speed
    /// (finite, > 0, else ``TransitionError/invalidValue(name:value:allowed:)``) and curve.
    public func finishInteractiveTransition() throws {
        try finishInteractiveTransition(speed: 1, curve: .easeInOut)
    }

    /// Plays the transition backward from its current progress p for `p·duration` seconds, reporting progress every
    /// frame, then calls `completeTransition(false)`: the state from before the transition is restored.
    /// ``cancelInteractiveTransition(speed:curve:)`` takes a speed and curve.
    public func cancelInteractiveTransition() throws {
        try cancelInteractiveTransition(speed: 1, curve: .easeInOut)
    }

    /// The running transition's progress fraction, or nil when idle.
    public var transitionFraction: Double? { runningSwitch?.player.transitionFraction }
}
