import Foundation

/// Plays one transition of a ``TransitionAnimator``: every transition of the catalogue — a container switch, a
/// drawer opening or closing, a push, a presentation — plays on it, through one renderer (`TransitionRenderer`).
///
/// It builds the ``TransitionContext``, asks the animator for its ``TransitionAnimation``, plays it on a
/// ``TransitionDriver`` (one timing model: play, scrub, pause, finish or cancel from any progress, springs and release
/// velocity), draws every frame through its renderer, and when it ends puts the views at rest: the to-view at its
/// final frame after a finish, both views exactly as they were after a cancel. Containment is not its business:
/// whoever plays it (the container engine, the drawer, a system container's adapter) adds and removes children
/// around it, in the two hooks its end offers.
///
/// ```swift
/// let setup = PlayerSetup(
///     pair: pair, kind: .replace, direction: .forward, fromChild: list, toChild: detail, fromView: list.view,
///     toView: detail.view, containerView: container, containerBounds: container.bounds, animator: SlideAnimator())
/// let player = try TransitionPlayer(setup, renderer: renderer, clock: clock) { finished in
///     context.completeTransition(finished)
/// }
/// container.addSubview(detail.view)      // where player.animation.toViewPlacement says
/// player.start()
/// ```
@MainActor
package final class TransitionPlayer<Renderer: TransitionRenderer>: InteractiveTransitionControl {
    /// Who keeps a player alive while it plays.
    package enum Owner {
        /// The player keeps itself and its renderer alive until it ends, so whoever started it may let go.
        case itself
        /// Whoever started it holds it (the container engine): the renderer is held weakly, because it owns that
        /// holder, and a released holder stops the transition where it is.
        case caller
    }

    /// The context the animator read.
    package let context: TransitionContext
    /// The animator that described the transition: the one asked for, or its fallback when it needs a shared
    /// element a screen lacks.
    package private(set) var animator: any TransitionAnimator
    /// Its description of the transition.
    package private(set) var animation: TransitionAnimation
    /// The clock it plays on.
    package let clock: any FrameClock
    /// Called on every drawn frame, forward and backward.
    package var progressHandler: (@MainActor (TransitionProgress) -> Void)?
    /// Called for every diagnostic as it is recorded (they are also kept in ``diagnostics``), even one recorded
    /// after the player is gone (the animator calling `completeTransition` again, late).
    package var diagnosticHandler: (@MainActor (ContainerDiagnostic) -> Void)? {
        get { sink.handler }
        set { sink.handler = newValue }
    }
    /// Everything the transition noticed and handled without failing: repeated `completeTransition` calls,
    /// interaction calls after the end, a settle curve that could not be played.
    package var diagnostics: [ContainerDiagnostic] { sink.entries }
    private let sink: DiagnosticSink
    /// Whether the transition ended at its end (true) or was cancelled (false); nil until it ends.
    package var outcome: Bool? {
        if case let .ended(completed) = lifecycle { return completed }
        return nil
    }
    /// Whether the player is writing view states right now (a frame, or the container view's restore at the end):
    /// a size change of the container view then is the animation's, not a layout pass.
    package private(set) var isDrawing = false

    private let strongRenderer: Renderer?
    private weak var weakRenderer: Renderer?
    private let stage: AnimationStage<Renderer.View>
    private let toRest: ViewState
    /// The shared element's two views, when the animator moves one and both screens have it.
    private let elementViews: FoundElement?
    /// The element the arriving screen did not show when the transition was asked for, looked for again once it is
    /// laid out, and what plays if it still lacks it.
    private var deferredElement: (identifier: String, fallback: (any TransitionAnimator)?)?
    /// The screens a shared element is looked for in, and where each stands in the container: the from- and to-views,
    /// or the setup's element screens.
    private let elementScreens: (from: Renderer.View, to: Renderer.View, fromFrame: CGRect, toFrame: CGRect)
    /// Runs at the end between putting the visible view at rest and the hidden one (see ``init``).
    private var containment: (@MainActor (Bool) -> Void)?
    private var completion: (@MainActor (Bool) -> Void)?
    var interaction: PercentDrivenInteraction?
    /// Where the player is in its life; it only moves forward.
    private var lifecycle = Lifecycle.ready(earlyCompletion: nil)
    /// Keeps a started, self-owned player alive until it ends: its driver's clock holds it only weakly.
    private var keepAlive: TransitionPlayer?
    private let owner: Owner
    lazy var driver = TransitionDriver(
        duration: animation.duration, curve: animation.curve, clock: clock,
        render: { [weak self] fraction, phase in self?.draw(fraction, phase: phase) },
        reachedEnd: { [weak self] finished in
            guard let self else { return }
            self.context.transitionWasCancelled = !finished
            self.context.completeTransition(finished)
        })

    /// Builds the context (its frames follow `kind` and `direction` as in ``TransitionContext``, with the to-view's
    /// final frame at `toFinalFrame` when given), asks `animator` for the animation, and reads the views' rest
    /// states from `renderer`: a cancel puts them back exactly; the to-view rests at its final frame after a finish.
    /// Nothing is drawn until ``start()``; insert the to-view where ``TransitionAnimation/toViewPlacement`` says
    /// (at its final frame, laid out there) before ``start()`` draws the first frame.
    ///
    /// The setup's `roleFrames` give the initial and final frames of roles the animator reads beyond the two views' (a drawer's
    /// `.center` and `.drawer`); a frame given there for `.from` or `.to` replaces the one `kind` and `direction`
    /// imply.
    ///
    /// A ``SharedElementAnimator`` gets the element's geometry in its context when the renderer finds the element in
    /// both views; when either lacks it, `elementFallback` plays instead (or, when nil, the animator itself without an
    /// element), and ``ContainerDiagnostic/sharedElementMissing(_:element:screen:fallback:)`` names the screen.
    /// ``start()`` measures both elements again, the to-view now laid out where it rests, and puts up the renderer's
    /// stand-in; the end takes it down and shows both elements as they were, after a finish and after a cancel.
    ///
    /// At the end the player stops, removes the dimming view, restores the container view, puts the view that stays
    /// on screen at rest (the to-view after a finish, the from-view after a cancel), calls `containment` (where a
    /// container removes the view that leaves and ends appearances), puts the other view at rest, and calls
    /// `completion`, exactly once.
    ///
    /// - Throws: ``TransitionError/invalidDuration(animator:duration:)`` when the animation's duration is not finite
    ///   and ≥ 0, or ``TransitionError/notInteractive(pair:reason:)`` when `isInteractive` and the animator cannot be
    ///   driven by a gesture, or ``TransitionError/invalidValue(name:value:allowed:)`` when `containerBounds` is
    ///   empty or not finite. Nothing was drawn, and neither closure will run, when it throws.
    package init(
        _ setup: PlayerSetup<Renderer.View>, renderer: Renderer, owner: Owner = .itself, clock: any FrameClock,
        containment: (@MainActor (Bool) -> Void)? = nil, completion: @escaping @MainActor (Bool) -> Void
    ) throws {
        let (pair, kind, containerBounds) = (setup.pair, setup.kind, setup.containerBounds)
        let (fromView, toView, containerView) = (setup.fromView, setup.toView, setup.containerView)
        let (requested, elementFallback) = (setup.animator, setup.elementFallback)
        guard containerBounds.isUsableForAnimation else {
            throw TransitionError.invalidValue(
                name: "containerBounds", value: "\(containerBounds)", allowed: "a finite, non-empty rectangle")
        }
        let frames = Self.frames(
            toFinal: setup.toFinalFrame, kind: kind, bounds: containerBounds,
            goesRight: (setup.direction == .forward) == (setup.layoutDirection == .leftToRight)
        ).merging(setup.roleFrames) { _, given in given }
        // An animator may complete while describing the animation, before the link reaches the player: the call is
        // remembered and honoured by start().
        let link = PlayerLink<TransitionPlayer>()
        let sink = DiagnosticSink()
        let context = TransitionContext(
            pair: pair, kind: kind, fromChild: setup.fromChild, toChild: setup.toChild, fromView: fromView,
            toView: toView, containerView: containerView, containerBounds: containerBounds, direction: setup.direction,
            layoutDirection: setup.layoutDirection, isInteractive: setup.isInteractive, frames: frames,
            completion: { didComplete in
                guard let player = link.player else {
                    link.earlyCompletion = didComplete
                    return
                }
                player.end(didComplete)
            },
            repeatedCompletion: { didComplete in
                sink.record(.completeTransitionCalledAgain(pair, didComplete: didComplete))
            })
        context.prefersReducedMotion = setup.prefersReducedMotion
        let fromRest = renderer.state(of: fromView)
        let screens = (
            from: setup.fromElementScreen ?? fromView, to: setup.toElementScreen ?? toView,
            fromFrame: setup.fromElementScreen.map { renderer.state(of: $0).frame } ?? fromRest.frame,
            toFrame: setup.toElementScreen.map { renderer.state(of: $0).frame } ?? context.finalFrame(for: .to))
        var animator = requested
        var elementViews: FoundElement?
        var deferred: (identifier: String, fallback: (any TransitionAnimator)?)?
        if let elementAnimator = requested as? any SharedElementAnimator {
            switch renderer.searchElement(elementAnimator.element, from: screens.from, to: screens.to) {
            case let .found(source, destination):
                elementViews = FoundElement(source: source, destination: destination, renderer: renderer)
                context.sharedElement = SharedElement(
                    identifier: elementAnimator.element,
                    source: renderer.geometry(of: source, in: screens.from, standingAt: screens.fromFrame),
                    destination: renderer.geometry(of: destination, in: screens.to, standingAt: screens.toFrame))
            case .missing(.to) where setup.kind == .replace:
                // The arriving screen may make its elements when it is first laid out (a collection view's cells, a
                // SwiftUI screen's views): it is looked for again then, before the first frame, and until then the
                // animator describes itself without the element.
                deferred = (elementAnimator.element, elementFallback)
            case let .missing(role):
                animator = elementFallback ?? requested
                sink.record(
                    .sharedElementMissing(
                        pair, element: elementAnimator.element, screen: role == .from ? pair.from : pair.to,
                        fallback: elementFallback?.name))
            }
        }
        if setup.isInteractive, !animator.capabilities.isInteractive {
            throw TransitionError.notInteractive(pair: pair, reason: "animator '\(animator.name)' is not interactive")
        }
        let animation = animator.animation(for: context)
        guard animation.duration.isFinite, animation.duration >= 0 else {
            throw TransitionError.invalidDuration(animator: animator.name, duration: animation.duration)
        }
        self.context = context
        self.sink = sink
        self.animator = animator
        self.animation = animation
        self.owner = owner
        strongRenderer = owner == .itself ? renderer : nil
        weakRenderer = renderer
        self.clock = clock
        self.containment = containment
        self.completion = completion
        self.elementViews = elementViews
        deferredElement = deferred
        elementScreens = screens
        toRest = renderer.state(of: toView)
        var toFinal = toRest
        toFinal.frame = context.finalFrame(for: .to)
        stage = AnimationStage(
            animation: animation, fromView: fromView, fromRest: fromRest, toView: toView, toFinal: toFinal,
            containerView: containerView, containerRest: renderer.state(of: containerView),
            containerBounds: containerBounds)
        lifecycle = .ready(earlyCompletion: link.earlyCompletion)
        link.player = self
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

    /// The renderer, while it exists.
    private var renderer: Renderer? { strongRenderer ?? weakRenderer }

    /// Where the transition is: idle before ``start()`` and after it ended.
    package var phase: TransitionState { isRunning ? driver.phase : .idle }

    /// How long the part playing by itself has left, in seconds; nil while a gesture holds it or it is not running.
    package var timeLeftPlaying: TimeInterval? { isRunning ? driver.timeLeftPlaying : nil }

    /// Whether the transition started and has not ended.
    package var isRunning: Bool {
        if case .playing = lifecycle { return true }
        return false
    }

    /// The state the to-view rests in after a finish: as it was, at its final frame.
    package var toFinalState: ViewState { stage.toFinal }

    /// The container view's frame as its layout sets it: its frame when the player was made, or the new one after a
    /// resize mid-flight. The container view's tracks start there, and it returns there at the end.
    package var containerLayoutFrame: CGRect {
        get { stage.containerLayoutFrame }
        set { stage.containerLayoutFrame = newValue }
    }

    /// Draws the first frame and plays the transition — by itself, or paused at 0 for a gesture when the context is
    /// interactive. Inserts the renderer's dimming view first if the animation dims. Calling it again does nothing.
    package func start() {
        begin(at: 0) { driver.start(interactive: context.isInteractive) }
    }

    /// Draws the frame at `fraction` and waits there, paused, for ``updateInteractiveTransition(_:)``,
    /// ``finishInteractiveTransition(speed:curve:)`` or ``cancelInteractiveTransition(speed:curve:)``: for a motion
    /// that starts part-way, or one played backwards from its end (closing a drawer is its opening cancelled from 1).
    package func start(pausedAt fraction: Double) {
        begin(at: fraction) {
            context.isInteractive = true
            driver.scrub(to: fraction)
        }
    }

    /// Starts at `fraction`, the first frame `play` draws.
    private func begin(at fraction: Double, _ play: () -> Void) {
        guard case let .ready(earlyCompletion) = lifecycle else { return }
        lifecycle = .playing
        if owner == .itself { keepAlive = self }
        if let renderer {
            // The dimming goes over the screen underneath, the backdrop under it.
            let lower = animation.toViewPlacement == .above ? stage.fromView : stage.toView
            if animation.animates(.dimming) {
                stage.dimmingView = renderer.insertDimmingView(above: lower, in: stage.containerView)
            }
            if let role = animation.backdrop, let screen = stage.view(playing: role) {
                stage.backdropView = renderer.insertBackdropView(matching: screen, below: lower, in: stage.containerView)
            }
        }
        if let elementViews, let renderer {
            liftElement(elementViews, renderer: renderer, firstFrame: fraction)
        } else if let deferredElement, let renderer {
            searchLaidOutScreen(for: deferredElement, renderer: renderer, firstFrame: fraction)
        }
        if let earlyCompletion {
            end(earlyCompletion)
            return
        }
        if renderer?.playsSegments == true {
            let rate = clock.framesPerSecond
            driver.segmentHandler = { [weak self] segment in
                guard let self, let renderer = self.renderer else { return }
                if let segment {
                    renderer.playSegment(self.stage.playback(of: segment, framesPerSecond: rate))
                } else {
                    renderer.endSegment()
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

    /// Looks for the element the arriving screen lacked when the transition was asked for, now that it rests in the
    /// container laid out: found, the animation is described again with it and the stand-in goes up; still missing,
    /// the fallback plays (when there is one that can follow a finger, if one drives the transition) and the
    /// diagnostic names the screen. Nothing has been drawn yet, and the driver is made after this, so the
    /// description it plays is the one chosen here.
    private func searchLaidOutScreen(
        for deferred: (identifier: String, fallback: (any TransitionAnimator)?), renderer: Renderer,
        firstFrame: Double
    ) {
        deferredElement = nil
        let pair = context.pair
        let screens = elementScreens
        switch renderer.searchElement(deferred.identifier, from: screens.from, to: screens.to) {
        case let .found(source, destination):
            context.sharedElement = SharedElement(
                identifier: deferred.identifier,
                source: renderer.geometry(of: source, in: screens.from, standingAt: screens.fromFrame),
                destination: renderer.geometry(of: destination, in: screens.to, standingAt: screens.toFrame))
            if !redescribe(with: animator) {
                context.sharedElement = nil
                return
            }
            liftElement(
                FoundElement(source: source, destination: destination, renderer: renderer), renderer: renderer,
                firstFrame: firstFrame)
        case let .missing(role):
            var played: (any TransitionAnimator)?
            if let fallback = deferred.fallback, !context.isInteractive || fallback.capabilities.isInteractive {
                let requested = animator
                animator = fallback
                if redescribe(with: fallback) { played = fallback } else { animator = requested }
            }
            sink.record(
                .sharedElementMissing(
                    pair, element: deferred.identifier, screen: role == .from ? pair.from : pair.to,
                    fallback: played?.name))
        }
    }

    /// Describes the animation again with `animator` and plays that description, unless it is not playable (a
    /// duration that is not finite or negative): then the one there is stays, and this returns false.
    private func redescribe(with animator: any TransitionAnimator) -> Bool {
        let described = animator.animation(for: context)
        guard described.duration.isFinite, described.duration >= 0 else { return false }
        animation = described
        stage.animation = described
        return true
    }

    /// Looks for the shared element again and measures it, now that the to-view rests in the container laid out,
    /// describes the animation again if either element moved, and puts up the stand-in. The layout pass may have made
    /// the arriving screen's views (a collection view's cells appear at its first layout) or changed their ids (a
    /// screen that shows another photo now): the views found now win over those found when the transition was asked
    /// for; if none match now, those stand.
    private func liftElement(_ found: FoundElement, renderer: Renderer, firstFrame: Double) {
        var views = (source: found.source, destination: found.destination)
        if let identifier = context.sharedElement?.identifier,
            case let .found(source, destination) = searchAgain(identifier, after: found, renderer: renderer)
        {
            views = (source, destination)
        }
        if let measured = context.sharedElement {
            var element = measured
            element.source = renderer.geometry(
                of: views.source, in: elementScreens.from, standingAt: elementScreens.fromFrame)
            element.destination = renderer.geometry(
                of: views.destination, in: elementScreens.to, standingAt: elementScreens.toFrame)
            if element != measured {
                context.sharedElement = element
                let described = animator.animation(for: context)
                // The first description was checked; a second that is not playable is not played.
                if described.duration.isFinite, described.duration >= 0 {
                    animation = described
                    stage.animation = described
                } else {
                    context.sharedElement = measured
                }
            }
            stage.element = context.sharedElement
        }
        guard animation.animates(.element) else { return }
        // The destination is pictured after screen updates, which commits the layer tree to the screen: the screens
        // are first put where the first frame shows them, so that commit cannot show the arriving screen at rest, as
        // it will look when the transition ends, for a frame before the transition starts.
        drawing { stage.draw(firstFrame) { renderer.apply($0, to: $1) } }
        stage.standIn = renderer.liftElement(
            source: views.source, of: elementScreens.from, destination: views.destination, of: elementScreens.to,
            in: stage.containerView, sourceOnTop: animation.sourcePictureFadesOverDestination)
    }

    /// A shared element's two views as found, with the identities they carried then.
    private struct FoundElement {
        let source: Renderer.View
        let destination: Renderer.View
        let sourceID: AnyHashable?
        let destinationID: AnyHashable?

        @MainActor init(source: Renderer.View, destination: Renderer.View, renderer: Renderer) {
            self.source = source
            self.destination = destination
            sourceID = renderer.elementID(of: source)
            destinationID = renderer.elementID(of: destination)
        }
    }

    /// The search ``liftElement(_:renderer:)`` makes once the arriving screen is laid out. Its layout may have made
    /// its views or changed their identities (a screen that shows another photo now), and the leaving screen may have
    /// changed as it was told it disappears. The pair found before stands when both views still show in their screens
    /// with the identities they had: walking both screens again would pair them again (a grid is then not walked
    /// twice on one tap), unless the change made another view carry the same identity ahead of one of them.
    /// Otherwise both screens are searched again.
    private func searchAgain(_ identifier: String, after found: FoundElement, renderer: Renderer) -> ElementSearch<
        Renderer.View
    > {
        if renderer.elementID(of: found.source) == found.sourceID,
            renderer.elementID(of: found.destination) == found.destinationID,
            renderer.showsElement(found.destination, tagged: identifier, in: elementScreens.to),
            renderer.showsElement(found.source, tagged: identifier, in: elementScreens.from)
        {
            return .found(source: found.source, destination: found.destination)
        }
        return renderer.searchElement(identifier, from: elementScreens.from, to: elementScreens.to)
    }

    private func draw(_ fraction: Double, phase: TransitionState) {
        guard let renderer else { return }
        drawing { stage.draw(fraction) { renderer.apply($0, to: $1) } }
        progressHandler?(TransitionProgress(pair: context.pair, fraction: fraction, phase: phase))
    }

    private func drawing(_ body: () -> Void) {
        let outer = isDrawing
        isDrawing = true
        defer { isDrawing = outer }
        body()
    }

    /// The end: the views come to rest around the caller's containment, then `completion` runs. Runs once; the
    /// context guarantees it.
    private func end(_ didComplete: Bool) {
        switch lifecycle {
        case .ready:
            lifecycle = .ready(earlyCompletion: didComplete)
            return
        case .ended:
            return
        case .playing:
            lifecycle = .ended(completed: didComplete)
        }
        driver.stop()
        let renderer = renderer
        if let renderer {
            if let dimming = stage.dimmingView { renderer.removeDimmingView(dimming) }
            if let backdrop = stage.backdropView {
                stage.backdropView = nil
                renderer.removeBackdropView(backdrop)
            }
            if let standIn = stage.standIn {
                stage.standIn = nil
                renderer.putBackElement(standIn)
            }
            if animation.animates(.container) {
                drawing { renderer.apply(stage.containerBase, to: stage.containerView) }
            }
            renderer.apply(
                didComplete ? stage.toFinal : stage.fromRest, to: didComplete ? stage.toView : stage.fromView)
        }
        let containment = containment
        self.containment = nil
        containment?(didComplete)
        // The view that left keeps nothing of the animation for the next time it is shown (a pop back to it).
        renderer?.apply(didComplete ? stage.fromRest : toRest, to: didComplete ? stage.fromView : stage.toView)
        let completion = completion
        self.completion = nil
        completion?(didComplete)
        keepAlive = nil
    }

    func record(_ diagnostic: ContainerDiagnostic) { sink.record(diagnostic) }
}

extension TransitionPlayer {
    /// A player's life: made (remembering a `completeTransition` the animator made while describing the
    /// animation, which ``start()`` honours), playing, then ended with its outcome.
    fileprivate enum Lifecycle {
        case ready(earlyCompletion: Bool?)
        case playing
        case ended(completed: Bool)
    }
}

/// How the context's closures reach the player: weakly, once it exists; until then a completion made while the
/// animator describes the animation is kept here.
@MainActor
private final class PlayerLink<Player: AnyObject> {
    weak var player: Player?
    var earlyCompletion: Bool?
}
