import Foundation

/// A percent-driven interaction controller, as `UIPercentDrivenInteractiveTransition`: a gesture calls
/// ``update(_:)`` with its progress and ``finish(velocity:)`` or ``cancel(velocity:)`` when the finger lifts.
///
/// The interaction drives the engine's one timing model — there is no second code path for "interactive".
/// The gesture's velocity carries on into the completion: a spring ``completionCurve`` takes it as its initial
/// velocity, scaled to the distance that remains; a cubic one starts at that velocity (its first control point
/// bent to match it), so a flick never stops under the finger and then accelerates again.
///
/// ```swift
/// let interaction = try container.engine.beginInteractiveTransition(to: 1)
/// interaction.update(0.4)
/// try interaction.finish(velocity: 1.2)      // progress per second at release
/// ```
@MainActor
public final class PercentDrivenInteraction {
    /// How much faster than the transition's own pace the completion plays (`completionSpeed`, > 0).
    public private(set) var completionSpeed: Double
    /// The curve of the completion (default easeInOut).
    public var completionCurve: TimingCurve
    /// The transition being driven; set by the engine that starts the transition.
    package internal(set) weak var control: (any InteractiveTransitionControl)?

    /// Creates an interaction controller that completes at the transition's own pace on easeInOut.
    public init() {
        completionSpeed = 1
        completionCurve = .easeInOut
    }

    /// Creates an interaction controller.
    ///
    /// - Throws: ``TransitionError/invalidValue(name:value:allowed:)`` unless `completionSpeed` is finite and > 0.
    public init(completionSpeed: Double, completionCurve: TimingCurve = .easeInOut) throws {
        try Self.validate(completionSpeed)
        self.completionSpeed = completionSpeed
        self.completionCurve = completionCurve
    }

    /// Changes the completion speed.
    ///
    /// - Throws: ``TransitionError/invalidValue(name:value:allowed:)`` unless `speed` is finite and > 0; the speed
    ///   is unchanged then.
    public func setCompletionSpeed(_ speed: Double) throws {
        try Self.validate(speed)
        completionSpeed = speed
    }

    /// Refuses a completion speed that is not finite and > 0: the one check every finish and cancel makes.
    static func validate(_ speed: Double) throws {
        guard speed.isFinite, speed > 0 else {
            throw TransitionError.invalidValue(name: "completionSpeed", value: "\(speed)", allowed: "finite and > 0")
        }
    }

    /// The fraction of the transition the views show, or nil when nothing is being driven.
    public var percentComplete: Double? {
        guard let control, control.isDriving(self) else { return nil }
        return control.transitionFraction
    }

    /// Whether this controller drives a running transition. It drives exactly one, as
    /// `UIPercentDrivenInteractiveTransition` does: once that transition ends, its calls are ignored (and recorded
    /// as a diagnostic by the container), so a stale gesture handler cannot take over a later transition.
    public var isDriving: Bool { control?.isDriving(self) ?? false }

    /// The control to drive, or nil when this controller's transition has ended (the call is then ignored, and
    /// named in the diagnostic: the name is made only then, never on a finger's every frame).
    private func drivenControl(_ call: @autoclosure () -> String) throws -> (any InteractiveTransitionControl)? {
        guard let control else { throw TransitionError.noTransitionInProgress }
        guard control.isDriving(self) else {
            control.ignoredInteractionCall(call())
            return nil
        }
        return control
    }

    /// Sets the progress: clamped to [0, 1], NaN ignored, shown at once.
    ///
    /// - Throws: ``TransitionError/noTransitionInProgress`` when the controller never drove a transition. After its
    ///   transition ended, the call is ignored (a diagnostic records it).
    public func update(_ progress: Double) throws {
        try drivenControl("update(\(progress))")?.updateInteractiveTransition(progress)
    }

    /// Pauses a playing, finishing or cancelling transition where it is, making it interactive again.
    public func pause() throws {
        try drivenControl("pause()")?.pauseTransition()
    }

    /// Finishes from the current progress p: `(1 − p)·D / completionSpeed` on ``completionCurve``, or the spring's
    /// settling time with `velocity` (progress per second) handed to it.
    public func finish(velocity: Double = 0) throws {
        guard let control = try drivenControl("finish(velocity: \(velocity))") else { return }
        let remaining = 1 - (control.transitionFraction ?? 0)
        let duration = control.settlingDuration(finishing: true, speed: completionSpeed, curve: completionCurve)
        try control.finishInteractiveTransition(
            speed: completionSpeed,
            curve: completionCurve(releaseVelocity: velocity, remaining: remaining, duration: duration))
    }

    /// Cancels from the current progress p: `p·D / completionSpeed` backwards, or the spring's settling time with
    /// `velocity` (progress per second; negative means towards the start) handed to it.
    public func cancel(velocity: Double = 0) throws {
        guard let control = try drivenControl("cancel(velocity: \(velocity))") else { return }
        let remaining = control.transitionFraction ?? 0
        let duration = control.settlingDuration(finishing: false, speed: completionSpeed, curve: completionCurve)
        try control.cancelInteractiveTransition(
            speed: completionSpeed,
            curve: completionCurve(releaseVelocity: -velocity, remaining: remaining, duration: duration))
    }

    /// The curve a release at `velocity` (progress per second, towards the end it settles at) with `remaining`
    /// progress to go completes on: ``completionCurve``, starting at the gesture's velocity.
    ///
    /// A spring's initial velocity is in "whole distance per second", so the gesture's is divided by the progress
    /// that remains. A cubic curve played over `duration` seconds (nil: unknown, the curve is left as it is) starts
    /// at the slope `y1 / x1` of its first control point; that point is raised (or lowered) to the slope at which
    /// the remaining progress starts at the gesture's velocity, at most to `y1 = 1`, so the curve never
    /// overshoots. A gesture moving away from the end leaves a cubic curve as it is.
    public func completionCurve(
        releaseVelocity velocity: Double, remaining: Double, duration: TimeInterval? = nil
    ) -> TimingCurve {
        guard velocity.isFinite, velocity != 0, remaining > 1e-6 else { return completionCurve }
        guard case let .spring(spring) = completionCurve else {
            guard let duration, duration.isFinite, duration > 0, velocity > 0,
                let cubic = completionCurve.cubicBezier
            else { return completionCurve }
            return .cubicBezier(cubic.starting(atSlope: velocity * duration / remaining))
        }
        let initial = velocity / remaining
        guard
            let handed = SpringTiming(
                mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                initialVelocity: initial)
        else { return completionCurve }
        return .spring(handed)
    }
}

extension ContainerEngine: InteractiveTransitionControl {
    /// Whether `interaction` drives the running transition.
    public func isDriving(_ interaction: PercentDrivenInteraction) -> Bool {
        active?.interaction === interaction
    }

    /// Records a call made on an interaction controller after its transition ended.
    public func ignoredInteractionCall(_ call: String) {
        record(.interactionCallIgnored(call))
    }

    /// How long the running switch would take to finish (or cancel) at `speed` on `curve`; nil when idle.
    package func settlingDuration(finishing: Bool, speed: Double, curve: TimingCurve) -> TimeInterval? {
        runningSwitch?.player.settlingDuration(finishing: finishing, speed: speed, curve: curve)
    }

    /// Makes `interaction` the one that drives the running transition (replacing any other); nil when idle.
    func drive(_ interaction: PercentDrivenInteraction) -> PercentDrivenInteraction? {
        guard let active = runningSwitch else { return nil }
        interaction.control = self
        active.interaction = interaction
        return interaction
    }

    /// Plays the transition forward from its current progress p over `(1 − p)·duration / speed` on `curve` (a
    /// spring that settles too late or never is replaced by easeInOut, recorded as
    /// ``ContainerDiagnostic/curveReplaced(_:reason:)``), then calls `completeTransition(true)`.
    ///
    /// - Throws: ``TransitionError/invalidValue(name:value:allowed:)`` unless `speed` is finite and > 0, or
    ///   ``TransitionError/noTransitionInProgress``.
    public func finishInteractiveTransition(speed: Double, curve: TimingCurve) throws {
        try settleCheckingSpeed(speed) { try $0.finishInteractiveTransition(speed: speed, curve: curve) }
    }

    /// Plays the transition backward from its current progress p over `p·duration / speed` on `curve`, then calls
    /// `completeTransition(false)`.
    ///
    /// - Throws: as ``finishInteractiveTransition(speed:curve:)``.
    public func cancelInteractiveTransition(speed: Double, curve: TimingCurve) throws {
        try settleCheckingSpeed(speed) { try $0.cancelInteractiveTransition(speed: speed, curve: curve) }
    }

    /// A bad speed is refused before a missing transition, as the player refuses it.
    private func settleCheckingSpeed(_ speed: Double, _ body: (TransitionPlayer<Host>) throws -> Void) throws {
        try PercentDrivenInteraction.validate(speed)
        guard let active = runningSwitch else { throw TransitionError.noTransitionInProgress }
        try body(active.player)
    }
}
