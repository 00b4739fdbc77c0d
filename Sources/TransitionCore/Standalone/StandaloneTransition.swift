import Foundation

/// Plays one transition of a ``TransitionAnimator`` on views that a system container owns — a
/// `UINavigationController` push or pop, a modal presentation, a tab bar switch — with the container engine's timing
/// model and drawing, and without any containment call.
///
/// The container decides which views exist and where they live; this type only builds the ``TransitionContext``,
/// asks the animator for its ``TransitionAnimation``, plays it on the engine's driver (the same timing, finish and
/// cancel from any progress, springs and release velocity as ``ContainerEngine``) and draws through its
/// ``StandaloneTransitionHost``. When it ends, the views stand at rest — the to-view at its final frame after a
/// finish, both views exactly as they were after a cancel — and `completion` runs, exactly once.
///
/// ```swift
/// let transition = try StandaloneTransition(
///     pair: TransitionPair(container: "Navigation", from: "List", to: "Detail"), kind: .replace,
///     direction: .forward, fromChild: list, toChild: detail, fromView: list.view, toView: detail.view,
///     containerView: container, containerBounds: container.bounds, animator: SlideAnimator(), host: renderer,
///     clock: clock) { finished in context.completeTransition(finished) }
/// container.addSubview(detail.view)      // at its final frame, where transition.animation.toViewPlacement says
/// transition.start()
/// ```
///
/// A running transition keeps itself alive until it ends, so whoever started it may let go of it.
@MainActor
package final class StandaloneTransition<Host: StandaloneTransitionHost>: InteractiveTransitionControl {
    /// The context the animator read.
    package let context: TransitionContext
    /// The animator that described the transition.
    package let animator: any TransitionAnimator
    /// Its description of the transition.
    package let animation: TransitionAnimation
    /// What the transition draws through (held strongly).
    package let host: Host
    /// The clock it plays on.
    package let clock: any FrameClock
    /// Called on every drawn frame, forward and backward.
    package var progressHandler: (@MainActor (TransitionProgress) -> Void)?
    /// Everything the transition noticed and handled without failing: repeated `completeTransition` calls,
    /// interaction calls after the end.
    package private(set) var diagnostics: [ContainerDiagnostic] = []
    /// Whether the transition ended at its end (true) or was cancelled (false); nil until it ends.
    package private(set) var outcome: Bool?

    private var stage: AnimationStage<Host.View>
    private let toRest: ViewState
    private var completion: (@MainActor (Bool) -> Void)?
    private var interaction: PercentDrivenInteraction?
    private var hasStarted = false
    /// A `completeTransition` the animator made while describing the animation, honoured by ``start()``.
    private var earlyCompletion: Bool?
    /// Keeps a started transition alive until it ends: its driver's clock holds it only weakly.
    private var keepAlive: StandaloneTransition?
    private lazy var driver = TransitionDriver(
        duration: animation.duration, curve: animation.curve, clock: clock,
        render: { [weak self] fraction, phase in self?.draw(fraction, phase: phase) },
        reachedEnd: { [weak self] finished in
            guard let self else { return }
            self.context.transitionWasCancelled = !finished
            self.context.completeTransition(finished)
        })

    /// Builds the context (its frames follow `kind` and `direction` as in ``TransitionContext``, with the to-view's
    /// final frame at `toFinalFrame` when given), asks `animator` for the animation, and reads both views' rest
    /// states from `host`: put the to-view at its final frame before this call. Nothing is drawn until ``start()``;
    /// insert the to-view where ``TransitionAnimation/toViewPlacement`` says before that.
    ///
    /// `roleFrames` gives the initial and final frames of roles the animator reads beyond the two views' (a drawer's
    /// `.center` and `.drawer`); a frame given there for `.from` or `.to` replaces the one `kind` and `direction`
    /// imply.
    ///
    /// - Throws: ``TransitionError/invalidDuration(animator:duration:)`` when the animation's duration is not finite
    ///   and ≥ 0, or ``TransitionError/notInteractive(pair:reason:)`` when `isInteractive` and the animator cannot be
    ///   driven by a gesture, or ``TransitionError/invalidValue(name:value:allowed:)`` when `containerBounds` is
    ///   empty or not finite. Nothing was drawn, and `completion` will not run, when it throws.
    package init(
        pair: TransitionPair, kind: TransitionKind, direction: TransitionDirection,
        layoutDirection: TransitionLayoutDirection = .leftToRight, fromChild: AnyObject, toChild: AnyObject,
        fromView: Host.View, toView: Host.View, containerView: Host.View, containerBounds: CGRect,
        toFinalFrame: CGRect? = nil, roleFrames: [TransitionRole: RoleFrames] = [:], isInteractive: Bool = false,
        animator: any TransitionAnimator, host: Host,
        clock: any FrameClock, completion: @escaping @MainActor (Bool) -> Void
    ) throws {
        if isInteractive, !animator.capabilities.isInteractive {
            throw TransitionError.notInteractive(pair: pair, reason: "animator '\(animator.name)' is not interactive")
        }
        guard containerBounds.isUsableForAnimation else {
            throw TransitionError.invalidValue(
                name: "containerBounds", value: "\(containerBounds)", allowed: "a finite, non-empty rectangle")
        }
        let frames = Self.frames(
            toFinal: toFinalFrame, kind: kind, bounds: containerBounds,
            goesRight: (direction == .forward) == (layoutDirection == .leftToRight)
        ).merging(roleFrames) { _, given in given }
        let box = WeakBox<StandaloneTransition>()
        // An animator may complete while describing the animation, before the box holds the transition: the call
        // is remembered and honoured by start().
        let early = EarlyCompletion()
        let context = TransitionContext(
            pair: pair, kind: kind, fromChild: fromChild, toChild: toChild, fromView: fromView, toView: toView,
            containerView: containerView, containerBounds: containerBounds, direction: direction,
            layoutDirection: layoutDirection, isInteractive: isInteractive, frames: frames,
            completion: { didComplete in
                guard let transition = box.value else {
                    early.value = didComplete
                    return
                }
                transition.end(didComplete)
            },
            repeatedCompletion: { didComplete in
                box.value?.diagnostics.append(.completeTransitionCalledAgain(pair, didComplete: didComplete))
            })
        let animation = animator.animation(for: context)
        guard animation.duration.isFinite, animation.duration >= 0 else {
            throw TransitionError.invalidDuration(animator: animator.name, duration: animation.duration)
        }
        self.context = context
        self.animator = animator
        self.animation = animation
        self.host = host
        self.clock = clock
        self.completion = completion
        let fromRest = host.state(of: fromView)
        toRest = host.state(of: toView)
        var toFinal = toRest
        toFinal.frame = context.finalFrame(for: .to)
        stage = AnimationStage(
            animation: animation, fromView: fromView, fromRest: fromRest, toView: toView, toFinal: toFinal,
            containerView: containerView, containerRest: host.state(of: containerView),
            containerBounds: containerBounds)
        earlyCompletion = early.value
        box.value = self
    }

    /// The to-view's frames when it does not end at the container's bounds: a replace brings it in from one width
    /// away on the side the context's frames use, an overlay keeps it at its final frame.
    private static func frames(
        toFinal: CGRect?, kind: TransitionKind, bounds: CGRect, goesRight: Bool
    ) -> [TransitionRole: RoleFrames] {
        guard let toFinal, toFinal != bounds else { return [:] }
        let initial = kind == .replace ? toFinal.offsetBy(dx: goesRight ? bounds.width : -bounds.width, dy: 0) : toFinal
        return [.to: RoleFrames(initial: initial, final: toFinal)]
    }

    /// Where the transition is: idle before ``start()`` and after it ended.
    package var phase: TransitionState { isRunning ? driver.phase : .idle }

    /// Whether the transition started and has not ended.
    package var isRunning: Bool { hasStarted && outcome == nil }

    /// The state the to-view rests in after a finish: as it was, at its final frame.
    package var toFinalState: ViewState { stage.toFinal }

    /// Draws the first frame and plays the transition — by itself, or paused at 0 for a gesture when the context is
    /// interactive. Inserts the host's dimming view first if the animation dims. Calling it again does nothing.
    package func start() {
        begin { driver.start(interactive: context.isInteractive) }
    }

    /// Draws the frame at `fraction` and waits there, paused, for ``updateInteractiveTransition(_:)``,
    /// ``finishInteractiveTransition(speed:curve:)`` or ``cancelInteractiveTransition(speed:curve:)``: for a motion
    /// that starts part-way, or one played backwards from its end (closing a drawer is its opening cancelled from 1).
    package func start(pausedAt fraction: Double) {
        begin {
            context.isInteractive = true
            driver.scrub(to: fraction)
        }
    }

    private func begin(_ play: () -> Void) {
        guard !hasStarted else { return }
        hasStarted = true
        keepAlive = self
        if animation.animates(.dimming) {
            let lower = animation.toViewPlacement == .above ? stage.fromView : stage.toView
            stage.dimmingView = host.insertDimmingView(above: lower)
        }
        if let earlyCompletion {
            end(earlyCompletion)
            return
        }
        if host.playsSegments {
            let rate = clock.framesPerSecond
            driver.segmentHandler = { [weak self] segment in
                guard let self else { return }
                if let segment {
                    self.host.playSegment(self.stage.playback(of: segment, framesPerSecond: rate))
                } else {
                    self.host.endSegment()
                }
            }
        }
        play()
    }

    /// Makes `interaction` the controller that drives this transition (replacing any other), so its
    /// ``PercentDrivenInteraction/update(_:)``, `finish` and `cancel` reach it.
    package func drive(_ interaction: PercentDrivenInteraction) {
        interaction.control = self
        self.interaction = interaction
    }

    /// Ends the transition at once at its end (true) or start (false), as if it had played there.
    package func jump(finishing: Bool) {
        guard isRunning else { return }
        context.isInteractive = false
        context.transitionWasCancelled = !finishing
        driver.jump(finishing: finishing)
    }

    private func draw(_ fraction: Double, phase: TransitionState) {
        let host = host
        stage.draw(fraction) { host.apply($0, to: $1) }
        progressHandler?(TransitionProgress(pair: context.pair, fraction: fraction, phase: phase))
    }

    /// The end: the views come to rest, then `completion` runs. Runs once; the context guarantees it.
    private func end(_ didComplete: Bool) {
        guard hasStarted else {
            earlyCompletion = didComplete
            return
        }
        guard outcome == nil else { return }
        outcome = didComplete
        driver.stop()
        if let dimming = stage.dimmingView { host.removeDimmingView(dimming) }
        if animation.animates(.container) { host.apply(stage.containerBase, to: stage.containerView) }
        if didComplete {
            host.apply(stage.toFinal, to: stage.toView)
            // The from-view keeps nothing of the animation for the next time it is shown (a pop back to it).
            host.apply(stage.fromRest, to: stage.fromView)
        } else {
            host.apply(stage.fromRest, to: stage.fromView)
            host.apply(toRest, to: stage.toView)
        }
        let completion = completion
        self.completion = nil
        completion?(didComplete)
        keepAlive = nil
    }

    // MARK: InteractiveTransitionControl

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
    /// own settling time).
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
        diagnostics.append(.interactionCallIgnored(call))
    }

    private func settle(finishing: Bool, speed: Double, curve: TimingCurve) throws {
        guard speed.isFinite, speed > 0 else {
            throw TransitionError.invalidValue(name: "completionSpeed", value: "\(speed)", allowed: "finite and > 0")
        }
        guard isRunning else { throw TransitionError.noTransitionInProgress }
        context.isInteractive = false
        context.transitionWasCancelled = !finishing
        driver.settle(finishing: finishing, speed: speed, curve: curve)
    }
}

/// A weak reference the context's closures reach the transition through, set once the transition exists.
@MainActor
private final class WeakBox<Value: AnyObject> {
    weak var value: Value?
}

/// Catches a `completeTransition` the animator makes while it describes the animation.
@MainActor
private final class EarlyCompletion {
    var value: Bool?
}
