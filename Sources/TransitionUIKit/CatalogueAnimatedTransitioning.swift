import Foundation
import TransitionConfiguration
@_spi(Host) import TransitionCore

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUI
#endif

/// Plays a catalogue animator as one of UIKit's own transitions — a navigation push or pop, a modal
/// presentation or dismissal, a tab switch — through the catalogue's one player: the container
/// engine's timing, drawn with `UIView.apply(_:)` on every display frame and handed to Core Animation as
/// keyframe animations while it plays by itself.
///
/// It adds the to-view to the transition's container view at its final frame (above or below the from-view, as
/// the animation asks), and calls `completeTransition(!transitionWasCancelled)` exactly once, when the views are
/// at rest. The configured delegates (``ConfiguredNavigationDelegate``, ``ConfiguredTransitioningDelegate``,
/// ``ConfiguredTabBarDelegate``) make one per transition; make one yourself for a delegate of your own:
///
/// ```swift
/// func navigationController(_ navigationController: UINavigationController,
///                           animationControllerFor operation: UINavigationController.Operation,
///                           from fromVC: UIViewController, to toVC: UIViewController)
///     -> UIViewControllerAnimatedTransitioning? {
///     CatalogueAnimatedTransitioning(animator: SlideAnimator(), operation: operation == .push ? .push : .pop,
///                                    pair: TransitionPair(container: "Navigation", from: "List", to: "Detail"))
/// }
/// ```
///
/// UIKit keeps this object for the length of the transition, and it keeps the animator and the running
/// transition: a delegate released mid-transition changes nothing on screen.
@MainActor
public final class CatalogueAnimatedTransitioning: NSObject, UIViewControllerAnimatedTransitioning {
    /// The animator that describes the transition.
    public let animator: any TransitionAnimator
    /// Which of UIKit's transitions this is: it gives the context's kind.
    public let operation: SystemTransitionOperation
    /// The pair the animator's context names.
    public let pair: TransitionPair
    /// The direction the context gets.
    public let direction: TransitionDirection
    /// The clock the transition plays on: the one it was given, or, when that one paces a transition on another
    /// screen as this one begins, one of the same rate for its own screen.
    public private(set) var clock: DisplayLinkClock
    /// What plays when ``animator`` moves a shared element (a `SharedElementAnimator`) that one of the screens
    /// lacks; nil lets the animator play without it. A config's choice gives its rule's `"fallback"`.
    public var elementFallback: (any TransitionAnimator)?
    /// Whether the person asked for less motion: the context says so, and an animator that can plays a gentler form
    /// of itself. A config's choice gives the `reduceMotion` it was made with. Reduce Motion or Prefer Cross-Fade
    /// Transitions turned on in Settings count too, when the transition starts, even where this is false.
    public var prefersReducedMotion = false
    /// Reduce Motion or Prefer Cross-Fade Transitions, as Settings has them now.
    static var systemPrefersLessMotion: Bool {
        UIAccessibility.isReduceMotionEnabled || UIAccessibility.prefersCrossFadeTransitions
    }
    /// The running transition, once UIKit started it.
    private(set) var transition: TransitionPlayer<UIViewRenderer>?
    /// What the transition noticed and handled without failing, such as a shared element a screen lacked
    /// (``/TransitionCore/ContainerDiagnostic/sharedElementMissing(_:element:screen:fallback:)``).
    public private(set) var diagnostics: [ContainerDiagnostic] = []
    /// Told of each of ``diagnostics`` as it is recorded (a configured delegate passes them on to its own).
    public var diagnosticHandler: (@MainActor (ContainerDiagnostic) -> Void)?
    /// Told how the transition ended, once, after `completeTransition`; released after it ran.
    public var completionHandler: (@MainActor (Bool) -> Void)?

    /// The config's choice it plays, when a configured delegate made it.
    private(set) var choice: SystemTransitionChoice?
    /// Set by the interaction controller driving the transition: called once it has ended.
    var interactionEnded: (@MainActor () -> Void)?
    /// Whether the transition UIKit started is still playing or being driven.
    public var isRunning: Bool { transition?.isRunning ?? false }
    /// Whether the transition it animated has ended (completed or cancelled): it animates nothing any more.
    public private(set) var hasEnded = false
    /// Watches the container's size while the transition runs (``settleIfResized(_:from:)``).
    private var resizeWatch: FrameSubscription?
    /// Settles the transition when its window goes to the background.
    private var backgroundWatch: [NotificationObservation] = []

    /// An animated transitioning for `animator`; `direction` defaults to the operation's
    /// (``/TransitionConfiguration/SystemTransitionOperation/direction(fromIndex:toIndex:)``, from the pair's indices).
    public init(
        animator: any TransitionAnimator, operation: SystemTransitionOperation, pair: TransitionPair,
        direction: TransitionDirection? = nil, clock: DisplayLinkClock? = nil
    ) {
        self.animator = animator
        self.operation = operation
        self.pair = pair
        self.direction = direction ?? operation.direction(fromIndex: pair.fromIndex, toIndex: pair.toIndex)
        self.clock = clock ?? DisplayLinkClock()
        super.init()
    }

    /// The animated transitioning for a config's choice; nil when the choice leaves the transition to UIKit's
    /// own animation.
    public convenience init?(choice: SystemTransitionChoice, clock: DisplayLinkClock? = nil) {
        guard let animator = choice.animator else { return nil }
        self.init(
            animator: animator, operation: choice.operation, pair: choice.pair, direction: choice.direction,
            clock: clock)
        self.choice = choice
        elementFallback = choice.elementFallback
        prefersReducedMotion = choice.prefersReducedMotion
    }

    /// The animation's duration for the container's bounds (0 when the animator gives no finite one).
    public func transitionDuration(
        using transitionContext: (any UIViewControllerContextTransitioning)?
    )
        -> TimeInterval
    {
        if let transition { return transition.animation.duration }
        let bounds = transitionContext?.containerView.bounds ?? CGRect(x: 0, y: 0, width: 390, height: 844)
        let preview = TransitionContext(
            previewing: pair, kind: operation.kind, containerBounds: bounds, direction: direction)
        let duration = animator.animation(for: preview).duration
        return duration.isFinite && duration >= 0 ? duration : 0
    }

    /// Plays the transition by itself.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        begin(transitionContext, interaction: nil)
    }

    /// Forgets the finished transition.
    public func animationEnded(_ transitionCompleted: Bool) {
        transition = nil
    }

    /// Starts the transition, driven by `interaction` when given; false when it could not start that way (it
    /// then ended at once, and UIKit was told).
    @discardableResult
    func begin(
        _ context: any UIViewControllerContextTransitioning, interaction: PercentDrivenInteraction?
    ) -> Bool {
        let container = context.containerView
        // Paced by the screen that shows the transition (a clock of its own when the one it was given paces a
        // transition on another screen).
        clock = clock.clock(showing: container)
        guard transition == nil, let fromController = context.viewController(forKey: .from),
            let toController = context.viewController(forKey: .to)
        else {
            endWithoutAnimation(context, interactive: interaction != nil)
            return false
        }
        // A presentation that keeps the presenting view where it is (`.custom`, `.overFullScreen`) gives no view
        // for it: a stand-in takes its tracks, so nothing on screen moves that UIKit owns. Where the animation moves
        // that screen (a fade-scale fading the old screen out over the new one), the stand-in is a picture of it in
        // the container, and the real one hides behind it until the end; otherwise it stays outside the hierarchy.
        let givenToView = context.view(forKey: .to)
        let givenFromView = context.view(forKey: .from)
        let fromPicture = givenFromView == nil ? KeptScreenPicture(of: fromController, in: container) : nil
        let toPicture = givenToView == nil ? KeptScreenPicture(of: toController, in: container) : nil
        let fromView = givenFromView ?? fromPicture?.view ?? UIView()
        let toView = givenToView ?? toPicture?.view ?? UIView(frame: container.bounds)
        let finalFrame = context.finalFrame(for: toController)
        let toFrame = toPicture?.frame ?? (finalFrame.isEmpty ? container.bounds : finalFrame)
        let startBounds = container.bounds
        let fromFrame = fromView.frame
        toView.frame = toFrame
        let layoutDirection: TransitionLayoutDirection =
            container.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        let insertsToView = givenToView != nil && toView.superview !== container
        // Puts the leaving view back where UIKit had it, when it was brought into the container for the transition.
        var putLeavingViewBack: (() -> Void)?
        let transition: TransitionPlayer<UIViewRenderer>
        do {
            transition = try TransitionPlayer(
                PlayerSetup(
                    pair: pair, kind: operation.kind, direction: direction, layoutDirection: layoutDirection,
                    fromChild: fromController, toChild: toController, fromView: fromView, toView: toView,
                    containerView: container, containerBounds: container.bounds, toFinalFrame: toFrame,
                    isInteractive: interaction != nil, animator: animator, elementFallback: elementFallback,
                    prefersReducedMotion: prefersReducedMotion || Self.systemPrefersLessMotion,
                    // A shared element in the presenting screen UIKit keeps in place: looked for, measured and
                    // pictured in that screen's own view, which stays where it is, while a stand-in takes its tracks.
                    fromElementScreen: givenFromView == nil ? fromController.view : nil,
                    toElementScreen: givenToView == nil ? toController.view : nil),
                renderer: UIViewRenderer(), clock: clock
            ) { [self] finished in
                if let resizeWatch { clock.cancel(resizeWatch) }
                resizeWatch = nil
                backgroundWatch = []
                fromPicture?.end()
                toPicture?.end()
                // A cancel puts the hierarchy back as it was: the to-view this added leaves again.
                if !finished, insertsToView { toView.removeFromSuperview() }
                if !finished { putLeavingViewBack?() }
                // Resized mid-flight (a rotation, an iPad resize): a screen that filled the container is laid out at
                // the new size wherever it stays (the arriving one in the container; the one under a full-screen
                // presentation in its own superview), whether or not UIKit lays it out after the transition. The
                // player put each back at the frame it had when the transition started.
                if container.bounds.size != startBounds.size {
                    for (screen, start) in [(givenToView, toFrame), (givenFromView, fromFrame)] {
                        guard let screen, start.size == startBounds.size, let superview = screen.superview else {
                            continue
                        }
                        screen.frame = superview.bounds
                    }
                }
                finishContext(context, finished: finished)
            }
        } catch {
            endWithoutAnimation(context, interactive: interaction != nil)
            return false
        }
        // The kept screen's picture stands in on screen only where the animation moves it.
        if let fromPicture, transition.animation.animates(.from) {
            container.insertSubview(fromPicture.view, at: 0)
            fromPicture.begin()
        }
        var placesToView = insertsToView
        if let toPicture, transition.animation.animates(.to) {
            placesToView = true
            toPicture.begin()
        }
        if placesToView {
            var besideFrom = fromView.superview === container
            // A full-screen presentation's presenting view may stand outside the container, under it: an animation
            // that puts the arriving screen below the leaving one (a fade-scale fading the old screen out over the new)
            // would show the new one at once. The leaving view comes into the container for the transition, and
            // goes back if it is cancelled (UIKit takes it off screen when a full-screen presentation completes).
            if transition.animation.toViewPlacement == .below, !besideFrom, let leaving = givenFromView,
                let home = leaving.superview
            {
                let index = home.subviews.firstIndex { $0 === leaving } ?? 0
                let frame = leaving.frame
                let inContainer = home.convert(frame, to: container)
                container.addSubview(leaving)
                leaving.frame = inContainer
                besideFrom = true
                putLeavingViewBack = { [weak home, weak leaving] in
                    guard let home, let leaving else { return }
                    home.insertSubview(leaving, at: min(index, home.subviews.count))
                    leaving.frame = frame
                }
            }
            switch transition.animation.toViewPlacement {
            case .above where besideFrom: container.insertSubview(toView, aboveSubview: fromView)
            case .above: container.addSubview(toView)
            case .below where besideFrom: container.insertSubview(toView, belowSubview: fromView)
            case .below: container.insertSubview(toView, at: 0)
            }
            // Laid out at its final frame before the first frame moves it: its safe-area insets and layout are
            // those it keeps at rest, so nothing jumps during the transition or at its end.
            toView.layoutIfNeeded()
        }
        transition.diagnosticHandler = { [weak self] in self?.record($0) }
        if let interaction { transition.drive(interaction) }
        self.transition = transition
        transition.start()
        if transition.isRunning {
            resizeWatch = clock.subscribe { [weak self, weak container, weak toController] _ in
                guard let self, let container else { return }
                self.settleIfResized(container, from: startBounds.size)
                self.settleIfSuperseded(showing: toController)
            }
            // UIKit snapshots a scene for the app switcher right after its background notification; the app's own
            // comes only once no scene is left in the foreground.
            backgroundWatch = [
                NotificationObservation(name: UIApplication.didEnterBackgroundNotification) { [weak self] in
                    self?.settleWhereHeading(because: .enteredBackground)
                },
                NotificationObservation(name: UIScene.didEnterBackgroundNotification) {
                    [weak self, weak container] scene in
                    guard let scene = scene as? UIWindowScene, scene === container?.window?.windowScene else { return }
                    self?.settleWhereHeading(because: .enteredBackground)
                },
            ]
        }
        return true
    }

    /// Ends the running transition at once where it was heading — playing or finishing: at its end; a finger on it or
    /// cancelling: back at its start — recording why: resized mid-flight, or its window went to the background (before
    /// the app switcher's snapshot shows it mid-flight, and before it comes back still moving).
    private func settleWhereHeading(because reason: SettleReason) {
        guard let transition, transition.isRunning else { return }
        let heading = transition.phase == .animating || transition.phase == .finishing
        record(.transitionSettled(pair, reason: reason, completed: heading))
        transition.jump(finishing: heading)
    }

    /// A container resized mid-flight (a rotation, an iPad resize) no longer fits the frames the animation was made
    /// for: the transition settles where it was heading — playing or finishing: at its end; a finger on it or
    /// cancelling: back at its start — as the catalogue's own container does, and the screen that stays is laid out
    /// at the new size.
    private func settleIfResized(_ container: UIView, from size: CGSize) {
        guard container.bounds.size != size else { return }
        settleWhereHeading(because: .resized)
    }

    /// A tab switch whose tab bar controller selected another tab while it played (UIKit's behaviour for a switch
    /// asked for mid-flight is undocumented: one reading starts the new switch over the running one, which puts its
    /// screens where it wants them): the newer switch owns the screens, so this one ends at once rather than go on
    /// sliding the tab now selected out of sight and snapping it back at its end.
    private func settleIfSuperseded(showing toController: UIViewController?) {
        guard operation == .tab, let transition, transition.isRunning, let toController,
            let tabs = toController.tabBarController, tabs.selectedViewController !== toController
        else { return }
        record(.transitionSettled(pair, reason: .superseded, completed: true))
        transition.jump(finishing: true)
    }

    /// Records something the transition noticed and handled (``diagnostics``).
    func record(_ diagnostic: ContainerDiagnostic) {
        diagnostics.append(diagnostic)
        diagnosticHandler?(diagnostic)
    }

    /// Tells UIKit how the transition ended, once: an interactive context hears finish or cancel first if the
    /// gesture's release did not already say so.
    private func finishContext(_ context: any UIViewControllerContextTransitioning, finished: Bool) {
        if context.isInteractive {
            if finished { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        }
        // Ended before UIKit hears of it: the appearance calls `completeTransition` makes may start the next
        // transition, which must not be handed this one.
        hasEnded = true
        context.completeTransition(!context.transitionWasCancelled)
        reportCompletion(!context.transitionWasCancelled)
    }

    /// Runs the completion handler once and lets it go (it may hold whoever set it), then tells the interaction
    /// controller driving it, which lets go of UIKit's context.
    private func reportCompletion(_ completed: Bool) {
        let handler = completionHandler
        completionHandler = nil
        handler?(completed)
        let ended = interactionEnded
        interactionEnded = nil
        ended?()
    }

    /// A transition that cannot be animated (no controllers, an animator that failed) still ends: a transition
    /// UIKit started must always be completed, or the container stops taking touches. It jumps to its end;
    /// an interactive one is cancelled, because no finger can drive it.
    private func endWithoutAnimation(_ context: any UIViewControllerContextTransitioning, interactive: Bool) {
        hasEnded = true
        if interactive {
            context.cancelInteractiveTransition()
            context.completeTransition(false)
            reportCompletion(false)
            return
        }
        if let toView = context.view(forKey: .to), let toController = context.viewController(forKey: .to) {
            let finalFrame = context.finalFrame(for: toController)
            toView.frame = finalFrame.isEmpty ? context.containerView.bounds : finalFrame
            if toView.superview !== context.containerView { context.containerView.addSubview(toView) }
        }
        context.completeTransition(true)
        reportCompletion(true)
    }
}

/// The interaction controller of a gesture-driven system transition: a ``/TransitionCore/PercentDrivenInteraction``
/// that UIKit starts (`startInteractiveTransition`), reporting each step to UIKit's transition context as well.
///
/// Call ``update(_:)`` as the finger moves and ``finish(velocity:)`` or ``cancel(velocity:)`` when it lifts.
/// Calls made before UIKit started the transition are kept and applied when it starts. It drives one transition.
@MainActor
public final class CatalogueInteractionController: NSObject, UIViewControllerInteractiveTransitioning {
    /// The percent-driven interaction: its completion speed and curve shape the finish and cancel.
    public let interaction: PercentDrivenInteraction
    /// The animated transitioning it drives.
    public let animatedTransitioning: CatalogueAnimatedTransitioning
    private var context: (any UIViewControllerContextTransitioning)?
    private var pendingProgress: Double?
    private var pendingRelease: (finishes: Bool, velocity: Double)?
    /// What UIKit is told its own animations (the navigation bar's title and back button) end with, from the
    /// release on: the speed and curve that land them when the content lands.
    private var reportedEnd: (speed: CGFloat, curve: UIView.AnimationCurve)?
    /// Whether UIKit was told the finger lifted (finish or cancel): it is not told again, as the transition cannot be
    /// taken back.
    private var released = false

    /// An interaction controller that drives `animatedTransitioning` with `interaction`.
    public init(
        driving animatedTransitioning: CatalogueAnimatedTransitioning,
        interaction: PercentDrivenInteraction = PercentDrivenInteraction()
    ) {
        self.animatedTransitioning = animatedTransitioning
        self.interaction = interaction
        super.init()
    }

    /// Whether UIKit started the transition and it has not ended.
    public var isDriving: Bool { interaction.isDriving }

    /// The transition starts paused at 0, where the finger is.
    public var wantsInteractiveStart: Bool { true }

    /// The completion speed UIKit reads for its own animations beside the transition (the navigation bar): from the
    /// release on, the speed that makes them take as long as the content's finish or cancel — a spring's own settling
    /// time, a configured completion speed — so the title and back button land with the screens. Before a release,
    /// the interaction's completion speed.
    public var completionSpeed: CGFloat { reportedEnd?.speed ?? CGFloat(interaction.completionSpeed) }

    /// The curve UIKit's own animations end on: the nearest of UIKit's curves to the content's completion curve (a
    /// spring's is easeOut).
    public var completionCurve: UIView.AnimationCurve {
        reportedEnd?.curve ?? Self.nearestCurve(to: interaction.completionCurve)
    }

    /// Starts the transition under the finger, then applies the calls that came before.
    public func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        // UIKit's context holds both controllers: kept past the end, it would keep the popped screen alive for as
        // long as the app keeps this controller.
        animatedTransitioning.interactionEnded = { [weak self] in self?.context = nil }
        guard animatedTransitioning.begin(transitionContext, interaction: interaction) else { return }
        // A finger that already lifted: the screens settle from where they rest, rather than jumping in one frame to
        // where the finger was and settling from there (the release decided finish or cancel already).
        if let pendingProgress, pendingRelease == nil { update(pendingProgress) }
        if let pendingRelease {
            if pendingRelease.finishes {
                finish(velocity: pendingRelease.velocity)
            } else {
                cancel(velocity: pendingRelease.velocity)
            }
        }
        pendingProgress = nil
        pendingRelease = nil
    }

    /// Sets the progress (clamped to 0…1), drawn at once.
    public func update(_ progress: Double) {
        guard let context, interaction.isDriving else {
            pendingProgress = progress
            return
        }
        try? interaction.update(progress)
        context.updateInteractiveTransition(CGFloat(interaction.percentComplete ?? progress))
    }

    /// Plays to the end from where the finger let go (`velocity` in progress per second).
    public func finish(velocity: Double = 0) {
        guard let context, interaction.isDriving else {
            pendingRelease = (true, velocity)
            return
        }
        guard !released else {
            animatedTransitioning.record(.interactionCallIgnored("finish(velocity: \(velocity)) after the release"))
            return
        }
        released = true
        matchUIKitsEnd(finishing: true, velocity: velocity)
        context.finishInteractiveTransition()
        try? interaction.finish(velocity: velocity)
    }

    /// Plays back to the start from where the finger let go (`velocity` in progress per second, positive
    /// towards the end); the views are restored exactly.
    public func cancel(velocity: Double = 0) {
        guard let context, interaction.isDriving else {
            pendingRelease = (false, velocity)
            return
        }
        guard !released else {
            animatedTransitioning.record(.interactionCallIgnored("cancel(velocity: \(velocity)) after the release"))
            return
        }
        released = true
        matchUIKitsEnd(finishing: false, velocity: velocity)
        context.cancelInteractiveTransition()
        try? interaction.cancel(velocity: velocity)
    }

    /// Not available: UIKit pauses only interruptible transitions (`pauseInteractiveTransition()`, "call this method
    /// when your transition is interruptible"), and a catalogue transition gives UIKit no interruptible animator. Its
    /// own animations beside the transition (the navigation bar) would go on ending while the screens were held, and
    /// a cancel after that would leave the bar on the other screen. A released gesture's transition plays to its end.
    @available(
        *, unavailable,
        message:
            "UIKit cannot pause a transition whose animator is not interruptible; once released, the transition plays to its end"
    )
    public func pause() {}

    /// Sets what UIKit reads for its own animations' end (``completionSpeed``, ``completionCurve``) so they take as
    /// long as the finish or cancel about to play: UIKit plays them over `distance·duration / completionSpeed`.
    private func matchUIKitsEnd(finishing: Bool, velocity: Double) {
        guard let player = animatedTransitioning.transition, let fraction = player.transitionFraction else { return }
        let distance = finishing ? 1 - fraction : fraction
        let curve = interaction.completionCurve(
            releaseVelocity: finishing ? velocity : -velocity, remaining: distance,
            duration: player.settlingDuration(
                finishing: finishing, speed: interaction.completionSpeed, curve: interaction.completionCurve))
        let seconds = player.settlingDuration(finishing: finishing, speed: interaction.completionSpeed, curve: curve)
        let duration = player.animation.duration
        let speed: Double
        if let seconds, seconds > 0, distance > 0, duration.isFinite, duration > 0 {
            speed = distance * duration / seconds
        } else {
            speed = interaction.completionSpeed
        }
        reportedEnd = (CGFloat(speed), Self.nearestCurve(to: curve))
    }

    /// UIKit's curve nearest to `curve`.
    static func nearestCurve(to curve: TimingCurve) -> UIView.AnimationCurve {
        switch curve {
        case .linear: return .linear
        case .easeIn: return .easeIn
        case .easeOut, .spring: return .easeOut
        default: return .easeInOut
        }
    }
}

/// A picture of the screen a presentation keeps in place (`.custom`, `.overFullScreen`: UIKit gives no view for it),
/// standing in for it in the transition's container while the animation moves it; the real screen hides behind it
/// meanwhile, so the picture never shows it twice, and is shown again when the transition ends either way.
@MainActor
private final class KeptScreenPicture {
    let view: UIView
    /// Where the screen is, in the container's coordinates.
    let frame: CGRect
    private weak var screen: UIView?
    private var wasHidden: Bool?

    /// A picture of `controller`'s view as it shows now (`snapshotView(afterScreenUpdates: false)`: nothing is
    /// committed), or nil when it is not on screen.
    init?(of controller: UIViewController, in container: UIView) {
        guard let screen = controller.viewIfLoaded, screen.window != nil, let superview = screen.superview,
            let picture = screen.snapshotView(afterScreenUpdates: false)
        else { return nil }
        frame = superview.convert(screen.frame, to: container)
        picture.frame = frame
        view = picture
        self.screen = screen
    }

    /// The picture is on screen: the real screen hides behind it.
    func begin() {
        guard let screen, wasHidden == nil else { return }
        wasHidden = screen.isHidden
        screen.isHidden = true
    }

    /// The transition ended: the picture goes and the real screen shows as it did.
    func end() {
        view.removeFromSuperview()
        if let wasHidden, let screen { screen.isHidden = wasHidden }
        wasHidden = nil
    }
}
