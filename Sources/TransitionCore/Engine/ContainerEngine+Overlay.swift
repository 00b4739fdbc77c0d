import Foundation

/// How starting an overlay motion went.
@MainActor
enum OverlayStart<Child: AnyObject, View: AnyObject> {
    case running(ActiveTransition<Child, View>)
    /// The animator completed the transition while describing it: the overlay landed and the completions ran.
    case ended
    /// Nothing started and nothing changed.
    case failed
}

extension ContainerEngine {
    // MARK: The overlay slots

    /// Puts `child` in the overlay slot on `side` (a drawer), over the selected child, or empties the slot.
    ///
    /// A running transition settles where it was heading first; a shown overlay on `side` is hidden without
    /// animation. The old child leaves with the removal sequence (`willMove(toParent: nil)`, `removeFromSuperview`,
    /// `removeFromParent`); the new one joins hidden, with `addChild`, the slot's ``OverlaySlot/Layout/hidden``
    /// layout (which puts its view in ``OverlaySlot/parent``), then `didMove(toParent:)`. A hidden overlay's child gets
    /// no appearance calls from the engine; in ``AppearanceForwarding/navigationStyle`` it appears only while shown
    /// or moving.
    @_spi(Host) public func setOverlay(_ child: Child?, on side: ScreenSide, slot: OverlaySlot<Child, View>) {
        guard let host else { return }
        if let current = overlaySlots[side], current.child === child {
            overlaySlots[side] = (current.child, slot)
            return
        }
        settleWhereHeading()
        if shownOverlay == side { hideOverlayAtOnce(host: host) }
        if let old = overlaySlots[side]?.child {
            overlaySlots[side] = nil
            host.willRemoveChild(old)
            host.removeFromSuperview(host.view(of: old))
            host.removeChild(old)
            // An appearance begun while the container itself appears or disappears ends with the container's own;
            // a child leaving before then gets its end now, or never.
            if appearanceForwarding == .navigationStyle, appearance.phase(of: old).afterEnd != nil {
                host.endAppearanceTransition(old)
            }
            appearance.forget(old)
        }
        if let child {
            overlaySlots[side] = (child, slot)
            host.addChild(child)
            slot.layOut(.hidden)
            host.didAddChild(child)
        }
        refreshOverlayDisplay()
    }

    /// The child in the overlay slot on `side`, if any.
    @_spi(Host) public func overlay(on side: ScreenSide) -> Child? {
        overlaySlots[side]?.child
    }

    /// The side of the overlay that is moving, if an overlay's motion runs.
    @_spi(Host) public var movingOverlay: ScreenSide? { active?.overlay?.side }

    /// The running overlay motion's open fraction (0 hidden, 1 shown), or nil when none runs.
    @_spi(Host) public var overlayFraction: Double? {
        guard let active, active.overlay != nil else { return nil }
        return active.player.transitionFraction ?? (active.player.outcome == true ? 1 : 0)
    }

    /// Whether the running overlay motion heads for shown; nil when none runs.
    @_spi(Host) public var overlayHeadsForShown: Bool? {
        guard let active, let overlay = active.overlay else { return nil }
        return isHeadingShown(active, overlay)
    }

    func isHeadingShown(_ transition: ActiveTransition<Child, View>, _ overlay: OverlayRun) -> Bool {
        let fraction = transition.player.transitionFraction ?? (transition.player.outcome == true ? 1 : 0)
        return overlay.completions.last?.goal ?? (fraction >= 0.5)
    }

    // MARK: Showing and hiding

    /// Shows (`shown` true) or hides the overlay on `side`, playing `animation` (nil: at once), and completes with
    /// `true` once it got there.
    ///
    /// The mid-flight rule for overlays: a request while that overlay moves turns the motion towards its goal from
    /// where it is (the opening played back); one for the other side, or while the other side is shown, completes
    /// with `false` and changes nothing. A running switch settles where it was heading first. An animator that does
    /// not animate ``TransitionKind/overlay`` is recorded (``ContainerDiagnostic/animatorKindMismatch(_:animator:kind:)``)
    /// and the overlay moves at once, as it does when the animation cannot play (recorded too).
    @_spi(Host) public func moveOverlay(
        on side: ScreenSide, shown goal: Bool, animation: OverlayAnimation?,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        guard let host, overlaySlots[side] != nil, selectedChild != nil else {
            completion?(false)
            return
        }
        if let active, let overlay = active.overlay {
            guard overlay.side == side else {
                completion?(false)
                return
            }
            overlay.completions.append((goal, completion))
            retargetOverlay(active, towardsShown: goal, velocity: 0)
            refreshOverlayDisplay()
            return
        }
        settleWhereHeading()
        if let shownOverlay, shownOverlay != side {
            completion?(false)
            return
        }
        if (shownOverlay == side) == goal {
            completion?(true)
            return
        }
        if let animation, playable(animation, opening: goal) {
            switch startOverlayMotion(on: side, animation, pausedAt: goal ? 0 : 1, completions: [(goal, completion)])
            {
            case let .running(motion):
                retargetOverlay(motion, towardsShown: goal, velocity: 0)
                refreshOverlayDisplay()
                return
            case .ended:
                return  // the animator completed while describing the animation: landed, completion run
            case .failed:
                break
            }
        }
        if goal { showOverlayAtOnce(side, host: host) } else { hideOverlayAtOnce(host: host) }
        completion?(true)
    }

    /// Starts a motion of the overlay on `side` drawn at `fraction` (0 hidden, 1 shown) and held there, for a finger
    /// (``updateOverlayMotion(_:)``) or a caller to move; `goal`, when given, is where it heads. False when a
    /// transition runs, the slot or the selected child is missing, the animator does not animate overlays, or the
    /// animation cannot play.
    @discardableResult
    @_spi(Host) public func beginOverlayMotion(
        on side: ScreenSide, _ animation: OverlayAnimation, pausedAt fraction: Double, goal: Bool? = nil
    ) -> Bool {
        guard active == nil, !machine.holdsNewRequests, overlaySlots[side] != nil, selectedChild != nil,
            playable(animation, opening: goal ?? (fraction < 0.5))
        else { return false }
        let completions = goal.map { [(goal: $0, handler: nil as (@MainActor (Bool) -> Void)?)] } ?? []
        guard case .running = startOverlayMotion(on: side, animation, pausedAt: fraction, completions: completions)
        else { return false }
        refreshOverlayDisplay()
        return true
    }

    /// Holds the running overlay motion where it is (a finger caught it). False when none runs.
    @discardableResult
    @_spi(Host) public func holdOverlayMotion() -> Bool {
        guard let active, active.overlay != nil else { return false }
        return (try? active.player.pauseTransition()) != nil
    }

    /// Moves the held overlay motion to `fraction` (0 hidden, 1 shown), clamped; a NaN is ignored.
    @_spi(Host) public func updateOverlayMotion(_ fraction: Double) {
        guard let active, active.overlay != nil else { return }
        try? active.player.updateInteractiveTransition(fraction)
    }

    /// Plays the running overlay motion towards shown or hidden from where it is. `velocity` is in open fraction per
    /// second, positive towards shown (a finger's): when it heads for the goal it sets the pace (the remaining
    /// distance over the velocity, at least 0.08 s and at most the animation's duration, on a linear curve); otherwise
    /// the animation's own duration and curve play. `completion` gets `true` if it lands there.
    @_spi(Host) public func releaseOverlayMotion(
        towardsShown goal: Bool, velocity: Double = 0, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        guard let active, let overlay = active.overlay else {
            completion?(false)
            return
        }
        overlay.completions.append((goal, completion))
        retargetOverlay(active, towardsShown: goal, velocity: goal ? velocity : -velocity)
        refreshOverlayDisplay()
    }

    /// Where the running overlay motion's last request heads, if one gave a goal.
    @_spi(Host) public var overlayGoal: Bool? { active?.overlay?.completions.last?.goal }

    /// Ends a running overlay motion at once where it was heading.
    @_spi(Host) public func settleOverlayMotion() {
        guard let overlay = active?.overlay else { return }
        settleOverlayMotion(overlay)
    }

    func settleOverlayMotion(_ overlay: OverlayRun) {
        guard let active, active.overlay === overlay else { return }
        active.player.jump(finishing: isHeadingShown(active, overlay))
    }

    // MARK: Playing

    private func playable(_ animation: OverlayAnimation, opening: Bool) -> Bool {
        guard animation.animator.capabilities.kinds.contains(.overlay) else {
            // A replace-only animator describes no overlay motion: nothing would move. Say so; the caller moves at once.
            let pair = animation.pair
            let asked = opening ? pair : TransitionPair(container: pair.container, from: pair.to, to: pair.from)
            record(.animatorKindMismatch(asked, animator: animation.animator.name, kind: .overlay))
            return false
        }
        return true
    }

    func startOverlayMotion(
        on side: ScreenSide, _ animation: OverlayAnimation, pausedAt start: Double,
        completions: [(goal: Bool, handler: (@MainActor (Bool) -> Void)?)]
    ) -> OverlayStart<Child, View> {
        guard active == nil, let host, let (child, slot) = overlaySlots[side], let selected = selectedChild else {
            return .failed
        }
        let overlayView = host.view(of: child)
        slot.layOut(.motionStart)
        weak var started: ActiveTransition<Child, View>?
        let player: TransitionPlayer<Host>
        do {
            player = try TransitionPlayer(
                PlayerSetup(
                    pair: animation.pair, kind: .overlay, direction: animation.direction, fromChild: selected,
                    toChild: child, fromView: slot.covered, toView: overlayView, containerView: slot.parent,
                    containerBounds: host.bounds(of: host.contentView), roleFrames: animation.frames,
                    animator: animation.animator,
                    prefersReducedMotion: animation.prefersReducedMotion || host.systemPrefersReducedMotion),
                renderer: host, owner: .caller, clock: clock
            ) { [weak self] reachedShown in
                guard let self, let motion = started else { return }
                self.finishOverlayMotion(motion, shown: reachedShown)
            }
        } catch {
            record(.requestFailed(TransitionError(thrown: error)))
            // Back to the state the overlay was in: the caller lands it without animation.
            slot.layOut(shownOverlay == side ? .shown : .hidden)
            return .failed
        }
        player.progressHandler = animation.progressHandler
        player.diagnosticHandler = { [weak self] diagnostic in self?.record(diagnostic) }
        let index = selectedIndex ?? 0
        let motion = ActiveTransition<Child, View>(
            pair: animation.pair, fromIndex: index, toIndex: index, from: selected, to: child,
            fromView: slot.covered, toView: overlayView, player: player)
        motion.overlay = OverlayRun(side: side, completions: completions)
        started = motion
        machine.began(motion)
        beginAppearance(of: child, appearing: completions.last?.goal ?? (start < 0.5), animated: true, host: host)
        player.start(pausedAt: start)
        return active === motion ? .running(motion) : .ended
    }

    func retargetOverlay(_ motion: ActiveTransition<Child, View>, towardsShown goal: Bool, velocity: Double) {
        guard let host, let overlay = motion.overlay else { return }
        let player = motion.player
        let duration = player.animation.duration
        let fraction = player.transitionFraction ?? (goal ? 0 : 1)
        let remaining = goal ? 1 - fraction : fraction
        var speed = 1.0
        var curve = player.animation.curve
        if velocity > 0, remaining > 0, duration > 0 {
            let seconds = min(max(remaining / velocity, 0.08), duration)
            speed = remaining * duration / seconds
            curve = .linear
        }
        if let child = overlaySlots[overlay.side]?.child {
            beginAppearance(of: child, appearing: goal, animated: true, host: host)
        }
        if goal {
            try? player.finishInteractiveTransition(speed: speed, curve: curve)
        } else {
            try? player.cancelInteractiveTransition(speed: speed, curve: curve)
        }
    }

    func finishOverlayMotion(_ motion: ActiveTransition<Child, View>, shown reached: Bool) {
        guard let overlay = motion.overlay, active === motion else { return }
        // The machine lets the motion go before anyone hears of its end: a request made from a completion finds the
        // engine idle.
        let next = machine.ended(motion)
        let entry = overlaySlots[overlay.side]
        entry?.slot.layOut(reached ? .shown : .hidden)
        let before = shownOverlay
        shownOverlay = reached ? overlay.side : (shownOverlay == overlay.side ? nil : shownOverlay)
        refreshOverlayDisplay()
        if let host, let child = entry?.child {
            // However it was steered, the child's appearance ends where the overlay landed.
            beginAppearance(of: child, appearing: reached, animated: true, host: host)
            endAppearance(of: child, host: host)
        }
        if shownOverlay != before { notifyContainer(.shownOverlayDidChange(shownOverlay)) }
        for (goal, handler) in overlay.completions { handler?(goal == reached) }
        perform(next)
    }

    /// Shows the overlay on `side` without animation, with its child's appearance calls.
    func showOverlayAtOnce(_ side: ScreenSide, host: Host) {
        guard let (child, slot) = overlaySlots[side] else { return }
        beginAppearance(of: child, appearing: true, animated: false, host: host)
        slot.layOut(.shown)
        let before = shownOverlay
        shownOverlay = side
        endAppearance(of: child, host: host)
        if before != side { notifyContainer(.shownOverlayDidChange(side)) }
    }

    /// Hides the shown overlay without animation, with its child's appearance calls.
    func hideOverlayAtOnce(host: Host) {
        guard let side = shownOverlay, let (child, slot) = overlaySlots[side] else {
            if shownOverlay != nil {
                shownOverlay = nil
                notifyContainer(.shownOverlayDidChange(nil))
            }
            return
        }
        beginAppearance(of: child, appearing: false, animated: false, host: host)
        slot.layOut(.hidden)
        shownOverlay = nil
        endAppearance(of: child, host: host)
        notifyContainer(.shownOverlayDidChange(nil))
    }

    // MARK: What the container shows

    /// The children on screen while the container is: the selected one and the shown overlay's.
    var visibleChildren: [Child] {
        [selectedChild, shownOverlay.flatMap { overlaySlots[$0]?.child }].compactMap { $0 }
    }

    /// The overlays' children that are not shown (their views are in the hierarchy, hidden).
    var hiddenOverlayChildren: [Child] {
        ScreenSide.allCases.filter { $0 != shownOverlay }.compactMap { overlaySlots[$0]?.child }
    }

    /// The side whose overlay the container shows: the one a running motion is committed to (played by itself or
    /// released towards it), else the shown one. While a finger holds a motion, what it started from.
    var displayedOverlay: ScreenSide? {
        if let overlay = active?.overlay, let goal = overlay.completions.last?.goal {
            return goal ? overlay.side : nil
        }
        return shownOverlay
    }

    /// Tells the container what it shows, when it has overlay slots: the status bar and VoiceOver follow an overlay's
    /// motion once it is committed, as they follow a switch, not only when it lands.
    func refreshOverlayDisplay() {
        guard !overlaySlots.isEmpty || shownOverlay != nil else {
            if controllerDisplay != nil { controllerDisplay = nil }
            return
        }
        guard let host, let side = displayedOverlay, let (child, slot) = overlaySlots[side] else {
            if controllerDisplay?.cover != nil || controllerDisplay?.childOnScreen !== selectedChild
                || controllerDisplay == nil
            {
                controllerDisplay = ControllerDisplay(childOnScreen: selectedChild, cover: nil)
            }
            return
        }
        let view = host.view(of: child)
        guard controllerDisplay?.cover?.view !== view || controllerDisplay?.childOnScreen !== child else { return }
        let cover = ControllerDisplay<Child, View>.Cover(view: view, covered: slot.covered) { slot.dismiss() }
        controllerDisplay = ControllerDisplay(childOnScreen: child, cover: cover)
    }
}
