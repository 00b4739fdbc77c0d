import Foundation
@_spi(Host) import TransitionCore

/// How UIKit's own containers run one transition in the model: the custom animator and interaction controller a
/// delegate gave (the animator must call `completeTransition(_:)`), or UIKit's own animation, which the model plays
/// as the arriving view at its final frame for ``systemDuration`` seconds (or follows a finger for the system back
/// swipe).
///
/// Modelled rules ("Customizing the Transition Animations", View Controller Programming Guide for iOS;
/// `UIViewControllerContextTransitioning` reference):
/// - A transition that is not animated asks the delegate for nothing and completes at once.
/// - An animated one starts later, in the layout pass that ends the run-loop turn of the push, pop or presentation
///   (UIKit's `_startDeferredTransitionIfNeeded`, seen in stack traces from `layoutSubviews`): the animator's
///   `transitionDuration(using:)` is asked then, then `animateTransition(using:)` or the interaction controller's
///   `startInteractiveTransition(_:)`. So a gesture that lifts in the same turn as it asked for the pop reaches the
///   interaction controller before UIKit started the transition.
/// - With an interaction controller whose `wantsInteractiveStart` is true, UIKit calls its
///   `startInteractiveTransition(_:)` and never the animator's `animateTransition(using:)` itself.
/// - While a transition that is not interactive runs, the app ignores touches (UIKit's containers disable
///   interaction during their animations); an interactive one takes touches.
/// - Whatever the animator does, the container finishes the containment only in `completeTransition(_:)`; an animator
///   that never calls it leaves the container transitioning for ever, and the window without touches.
/// - UIKit's own animations beside the transition (the navigation bar) follow ``HeadlessAlongsideMotion``'s rules.
///   A transition that completes one way after they were sent the other (`completeTransition(false)` after
///   `finishInteractiveTransition()`) leaves them disagreeing with the stack — the "corrupted navigation bar" — which
///   the model records as a ``HeadlessEnvironment/transitionErrors`` entry.
@MainActor
final class HeadlessSystemTransition {
    /// The duration of UIKit's own push, pop and modal animations in the model.
    static let systemDuration: TimeInterval = 0.35

    let context: HeadlessTransitionContext
    private let environment: HeadlessEnvironment
    private var ignoresTouches = false
    private var systemFrames: FrameSubscription?
    let animator: (any HeadlessAnimatedTransitioning)?
    private let interaction: (any HeadlessInteractiveTransitioning)?
    /// UIKit's own animations beside the transition (the navigation bar), from the start.
    private(set) var alongside = HeadlessAlongsideMotion.held(at: 0)
    /// When `completeTransition(_:)` ended the transition, on the clock.
    private(set) var completedAt: TimeInterval?
    /// Told when the transition ends, after the container finished it: what the alongside animations did.
    var onEnd: (@MainActor (HeadlessSystemTransition, Bool) -> Void)?

    /// Starts a transition; `finish` runs once, with whether it completed, when the context's
    /// `completeTransition(_:)` is called.
    init(
        container: HeadlessView, from: HeadlessViewController, to: HeadlessViewController, fromView: HeadlessView?,
        toView: HeadlessView?, toFinalFrame: CGRect, animated: Bool, animator: (any HeadlessAnimatedTransitioning)?,
        interaction: (any HeadlessInteractiveTransitioning)?, followsFinger: Bool = false, bySheetSwipe: Bool = false,
        finish: @escaping @MainActor (Bool) -> Void
    ) {
        self.followsFinger = followsFinger || bySheetSwipe
        self.bySheetSwipe = bySheetSwipe
        environment = container.environment
        self.animator = animator
        self.interaction = interaction
        var views: [HeadlessTransitionKey: HeadlessView] = [:]
        views[.from] = fromView
        views[.to] = toView
        // A sheet's swipe with a custom animator and no interaction controller is driven by UIKit's own percent-driven
        // interaction; the back swipe then plays the animator by itself.
        let interactive =
            animated
            && (animator != nil
                ? (interaction?.wantsInteractiveStart ?? bySheetSwipe) : (followsFinger || bySheetSwipe))
        var finished = false
        var ending: (@MainActor (Bool) -> Void)?
        context = HeadlessTransitionContext(
            containerView: container, isAnimated: animated, isInteractive: interactive,
            controllers: [.from: from, .to: to], views: views,
            initialFrames: [ObjectIdentifier(from): container.bounds], finalFrames: [ObjectIdentifier(to): toFinalFrame]
        ) { completed in
            guard !finished else { return }
            finished = true
            ending?(completed)
        }
        ending = { [weak self] completed in
            guard let self else { return }
            completedAt = environment.clock.now
            if percentDrivenByUIKit, context.isInteractive {
                environment.reportTransitionError(
                    "completeTransition(\(completed)) while UIKit's percent-driven interaction still follows the finger"
                )
            }
            if percentDrivenByUIKit { context.containerView.layer.speed = 1 }
            let alongsideEnd = alongside.beginTime == nil ? nil : alongside.end
            if let alongsideEnd, (alongsideEnd >= 1) != completed {
                environment.reportTransitionError(
                    "the transition \(completed ? "completed" : "was cancelled") after UIKit's own animations (the "
                        + "navigation bar) were sent \(alongsideEnd >= 1 ? "to its end" : "back to its start")")
            }
            if ignoresTouches { environment.ignoringInteractionDepth -= 1 }
            ignoresTouches = false
            if let systemFrames { environment.clock.cancel(systemFrames) }
            systemFrames = nil
            finish(completed)
            animator?.animationEnded(completed)
            onEnd?(self, completed)
        }
        context.onChange = { [weak self] change in self?.follow(change) }
        if !interactive, animated {
            ignoresTouches = true
            environment.ignoringInteractionDepth += 1
        }
        guard animated else {
            context.completeTransition(true)
            return
        }
        environment.runLoop.defer_("\(to.identifier) transition start") { [weak self] in
            self?.begin(
                interaction: interactive ? interaction : nil, toView: toView, toFinalFrame: toFinalFrame,
                followsFinger: followsFinger || bySheetSwipe)
        }
    }

    /// UIKit's deferred start.
    private func begin(
        interaction: (any HeadlessInteractiveTransitioning)?, toView: HeadlessView?, toFinalFrame: CGRect,
        followsFinger: Bool
    ) {
        guard context.completionCount == 0 else { return }
        if let animator {
            duration = animator.transitionDuration(using: context)
            if let interaction {
                interaction.startInteractiveTransition(context)
            } else if bySheetSwipe {
                // UIKit's percent-driven interaction: the animator animates, the container's time follows the finger.
                percentDrivenByUIKit = true
                context.containerView.layer.speed = 0
                context.containerView.layer.timeOffset = 0
                animator.animateTransition(using: context)
            } else {
                play(to: 1, from: 0, over: duration ?? 0, curve: .easeInOut)
                animator.animateTransition(using: context)
            }
            return
        }
        if let toView {
            toView.frame = toFinalFrame
            if toView.superview !== context.containerView { context.containerView.addSubview(toView) }
        }
        if !followsFinger { playSystemAnimation(for: Self.systemDuration, completing: true) }
    }

    /// Whether a finger drives it through UIKit's own tracking (the back swipe, a sheet's swipe).
    private let followsFinger: Bool
    /// Whether a sheet's swipe started it.
    let bySheetSwipe: Bool
    /// Whether UIKit's own percent-driven interaction drives a custom animator (a sheet's swipe with no interaction
    /// controller): the container layer is paused and its time follows the finger.
    private(set) var percentDrivenByUIKit = false

    /// A sheet's swipe moved `travel` of the sheet's height down (beyond 1 when the finger goes past the screen's
    /// bottom: the sheet stays under it).
    func followSheetSwipe(progress travel: CGFloat) {
        guard context.completionCount == 0, context.isInteractive else { return }
        let progress = min(max(travel, 0), 1)
        context.updateInteractiveTransition(progress)
        if percentDrivenByUIKit {
            context.containerView.layer.timeOffset = Double(progress) * (duration ?? 0)
        } else if animator == nil, let view = context.view(forKey: .from), let rest = sheetRestFrame {
            view.frame = rest.offsetBy(dx: 0, dy: max(travel, 0) * rest.height)
        }
    }

    /// A sheet's swipe let go at `progress`: UIKit finishes or cancels the dismissal.
    func releaseSheetSwipe(finishing: Bool, progress: CGFloat) {
        guard context.completionCount == 0, context.isInteractive else { return }
        if animator == nil {
            if !finishing, let view = context.view(forKey: .from), let rest = sheetRestFrame { view.frame = rest }
            let remaining = finishing ? 1 - progress : progress
            playSystemAnimation(for: Double(remaining) * Self.systemDuration, completing: finishing)
        } else if percentDrivenByUIKit {
            if finishing { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
            context.containerView.layer.speed = 1
        }
    }

    /// Where the presented view of a sheet rests, for a sheet's swipe.
    var sheetRestFrame: CGRect?

    /// What the animator answered to `transitionDuration(using:)` when the transition started.
    private(set) var duration: TimeInterval?

    /// Whether a delegate's animator plays it (rather than UIKit's own animation).
    var isCustom: Bool { animator != nil }

    /// UIKit's own animations beside the transition, told of an interactive call (the rules of
    /// ``HeadlessAlongsideMotion``).
    private func follow(_ change: HeadlessTransitionContext.Change) {
        let now = environment.clock.now
        let current = alongside.fraction(at: now)
        let total = duration ?? Self.systemDuration
        let speed = Double(interaction?.completionSpeed ?? 1)
        let curve = interaction?.completionCurve ?? .easeInOut
        switch change {
        case let .update(fraction):
            alongside = .held(at: min(max(fraction, 0), 1))
        case .finish:
            play(to: 1, from: current, over: (1 - current) * total / max(speed, 1e-9), curve: curve)
        case .cancel:
            play(to: 0, from: current, over: current * total / max(speed, 1e-9), curve: curve)
        case .pause:
            alongside = .held(at: current)
        }
    }

    private func play(
        to end: Double, from start: Double, over seconds: TimeInterval, curve: HeadlessView.AnimationCurve
    ) {
        alongside = HeadlessAlongsideMotion(
            start: start, end: end, beginTime: environment.clock.now, duration: max(seconds, 0), curve: curve)
    }

    /// UIKit's own animation: ends after `duration` seconds on the clock (the finish or cancel of a finger-driven
    /// one too).
    func playSystemAnimation(for duration: TimeInterval, completing: Bool) {
        if context.isInteractive {
            if completing { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        } else if animator == nil, alongside.beginTime == nil {
            play(to: completing ? 1 : 0, from: alongside.start, over: duration, curve: .easeInOut)
        }
        let clock = environment.clock
        let end = clock.now + duration
        if let systemFrames { clock.cancel(systemFrames) }
        systemFrames = clock.subscribe { [weak self] time in
            guard let self, time >= end - 1e-9 else { return }
            if let systemFrames { clock.cancel(systemFrames) }
            systemFrames = nil
            context.completeTransition(completing)
        }
    }
}
