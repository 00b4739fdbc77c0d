import Foundation

extension ContainerEngine {
    /// Selects the child at `index`: with the delegate's animator (or ``defaultAnimator``) when `animated`,
    /// otherwise at once: `willMove(toParent: nil)` on the old child, `addChild` and `addSubview` for the new one,
    /// `removeFromSuperview` and `removeFromParent` for the old one, then `didMove(toParent:)` on the new one.
    /// Selecting the selected index does nothing.
    ///
    /// A request that arrives mid-transition follows ``midFlightPolicy``.
    ///
    /// - Throws: ``TransitionError/noChildren``, ``TransitionError/indexOutOfRange(index:count:)``,
    ///   ``TransitionError/invalidDuration(animator:duration:)`` (nothing has changed when it throws), or
    ///   ``TransitionError/transitionInProgress(requested:)`` under the `ignore` policy.
    public func select(index: Int, animated: Bool? = nil) throws {
        guard host != nil else { throw TransitionError.hostReleased }
        guard !children.isEmpty else { throw TransitionError.noChildren }
        guard children.indices.contains(index) else {
            throw TransitionError.indexOutOfRange(index: index, count: children.count)
        }
        // Selecting the selected child while an overlay moves changes nothing (the policy is for other children).
        if active?.overlay != nil, index == selectedIndex { return }
        try performThrowing(
            machine.select(
                .init(index: index, animated: animated), policy: midFlightPolicy, runningPhase: active?.player.phase))
    }

    /// Carries out what the machine decided, in order; a refusal or a failed start throws to the caller.
    func performThrowing(_ actions: [EngineMachine<ActiveTransition<Child, View>>.Action]) throws {
        for action in actions {
            switch action {
            case let .begin(request):
                try beginSwitch(to: request.index, animated: request.animated ?? isAnimated, interactive: false)
            case let .refuse(error):
                throw error
            case let .record(diagnostic):
                record(diagnostic)
            case .reverse:
                // An overlay's motion is not reversed by a selection: the request names the selected child.
                guard let running = runningSwitch else { continue }
                try? running.player.cancelInteractiveTransition(speed: 1, curve: running.player.animation.curve)
            case .resumeForward:
                guard let running = runningSwitch else { continue }
                try? running.player.finishInteractiveTransition(speed: 1, curve: running.player.animation.curve)
            case let .retarget(request):
                try retarget(to: request)
            case let .settle(reason):
                settle(because: reason)
            case .startWaiting:
                runPending()
            }
        }
    }

    /// Carries out what the machine decided; a failure is recorded in ``diagnostics``.
    func perform(_ actions: [EngineMachine<ActiveTransition<Child, View>>.Action]) {
        do {
            try performThrowing(actions)
        } catch {
            record(.requestFailed(TransitionError(thrown: error)))
        }
    }

    /// Selects `child`, which must be one of ``children``.
    public func select(child: Child, animated: Bool? = nil) throws {
        guard let index = children.firstIndex(where: { $0 === child }) else {
            let name = host.map { $0.identifier(of: child) } ?? "?"
            throw TransitionError.unknownChild(identifier: name)
        }
        try select(index: index, animated: animated)
    }

    /// Selects the child with the transition identifier `identifier`.
    public func select(identifier: String, animated: Bool? = nil) throws {
        guard let host, !identifier.isEmpty,
            let index = children.firstIndex(where: { host.identifier(of: $0) == identifier })
        else {
            throw TransitionError.unknownChild(identifier: identifier)
        }
        try select(index: index, animated: animated)
    }

    /// Like ``select(index:animated:)`` for APIs that cannot throw (a `selectedIndex` setter): a failure is
    /// recorded in ``diagnostics`` and the selection does not change.
    package func selectReportingErrors(index: Int, animated: Bool? = nil) {
        do {
            try select(index: index, animated: animated)
        } catch {
            record(.requestFailed(TransitionError(thrown: error)))
        }
    }

    /// Like ``setChildren(_:selecting:)`` for APIs that cannot throw (a `viewControllers` setter): a failure is
    /// recorded in ``diagnostics`` and the children do not change.
    package func setChildrenReportingErrors(_ newChildren: [Child], selecting index: Int? = nil) {
        do {
            try setChildren(newChildren, selecting: index)
        } catch {
            record(.requestFailed(TransitionError(thrown: error)))
        }
    }

    /// Interrupt-and-retarget: the running switch settles at its end for the request, then the request starts,
    /// unless the settled switch's callbacks replaced the children.
    func retarget(to request: EngineMachine<ActiveTransition<Child, View>>.Request) throws {
        let list = children
        let reason = "a retargeting request for \(request.index) superseded it"
        perform(machine.beginOperation(.settlingForAnotherOperation))
        settleWhereHeading()
        // The settled transition's delegate callbacks may have selected (that waited: superseded too).
        dropPending(keepingLast: 0, because: reason)
        perform(machine.endOperation())
        guard list.count == children.count, zip(list, children).allSatisfy({ $0 === $1 }) else {
            record(
                .midFlightRequest(
                    requested: request.index, policy: .interruptAndRetarget,
                    outcome: "dropped: viewControllers was replaced"))
            return
        }
        try beginSwitch(to: request.index, animated: request.animated ?? isAnimated, interactive: false)
    }

    /// Ends a running transition at once at its end, as if it had played out. Does nothing when idle.
    public func settleActiveTransition() {
        if let overlay = active?.overlay {
            settleOverlayMotion(overlay)
            return
        }
        active?.player.jump(finishing: true)
    }

    /// Ends a running transition at once where it was heading — playing or finishing: at its end; interactive or
    /// cancelling: back at its start — for another operation, so a switch the person rejected is never completed.
    func settleWhereHeading() {
        guard let active else { return }
        active.player.jump(finishing: headsForItsEnd(active))
    }

    /// Whether `transition` heads for its end (playing or finishing) rather than its start (a finger holds it, or
    /// it is cancelling).
    func headsForItsEnd(_ transition: ActiveTransition<Child, View>) -> Bool {
        if let overlay = transition.overlay { return isHeadingShown(transition, overlay) }
        // Held by a touch only: still committed where it was heading.
        if transition.player.phase == .interactive, let caught = caughtSwitchHeading { return caught }
        return transition.player.phase == .animating || transition.player.phase == .finishing
    }

    /// Starts the requests that waited, oldest first, until one plays.
    func runPending(animated forced: Bool? = nil) {
        while let next = machine.nextWaiting() {
            guard children.indices.contains(next.index) else { continue }
            do {
                try beginSwitch(to: next.index, animated: forced ?? next.animated ?? isAnimated, interactive: false)
            } catch {
                record(.requestFailed(TransitionError(thrown: error)))
            }
        }
    }

    /// Starts a switch; `interactive` starts it paused at 0 for a gesture to drive.
    func beginSwitch(to toIndex: Int, animated: Bool, interactive: Bool) throws {
        guard let host else { throw TransitionError.hostReleased }
        // One transition at a time: callers settle or wait for the running one first.
        guard machine.running == nil else { throw TransitionError.transitionInProgress(requested: toIndex) }
        // Callers check the index, but a delegate callback between their check and this call can replace the list.
        guard children.indices.contains(toIndex) else {
            throw TransitionError.indexOutOfRange(index: toIndex, count: children.count)
        }
        guard let fromIndex = selectedIndex, fromIndex != toIndex else { return }
        let from = children[fromIndex]
        let to = children[toIndex]
        let pair = self.pair(from: fromIndex, to: toIndex, host: host)
        let animator = (animated || interactive) ? chosenAnimator(for: pair) : nil
        guard let animator else {
            if interactive { throw TransitionError.notInteractive(pair: pair, reason: "no animator") }
            switchWithoutAnimation(from: from, to: to, pair: pair, host: host)
            return
        }
        if interactive, !animator.capabilities.isInteractive {
            throw TransitionError.notInteractive(pair: pair, reason: "animator '\(animator.name)' is not interactive")
        }
        guard animator.capabilities.kinds.contains(.replace) else {
            // An overlay animator (a drawer) describes no replace: played here, nothing would move. Say so and switch.
            if interactive {
                throw TransitionError.notInteractive(
                    pair: pair, reason: "animator '\(animator.name)' does not animate replace transitions")
            }
            record(.animatorKindMismatch(pair, animator: animator.name, kind: .replace))
            switchWithoutAnimation(from: from, to: to, pair: pair, host: host)
            return
        }
        let contentView = childrenView ?? host.contentView
        let bounds = host.bounds(of: contentView)
        guard bounds.isUsableForAnimation else {
            if interactive { throw TransitionError.notInteractive(pair: pair, reason: "the container has no size") }
            record(.animationSkippedForEmptyBounds(pair))
            switchWithoutAnimation(from: from, to: to, pair: pair, host: host)
            return
        }
        let fromView = host.view(of: from)
        let toView = host.view(of: to)

        // Everything that can fail is checked before the first containment call: nothing is half-applied.
        weak var started: ActiveTransition<Child, View>?
        let player = try TransitionPlayer(
            PlayerSetup(
                pair: pair, kind: .replace, direction: toIndex > fromIndex ? .forward : .backward,
                layoutDirection: layoutDirection, fromChild: from, toChild: to, fromView: fromView, toView: toView,
                containerView: contentView, containerBounds: bounds, isInteractive: interactive, animator: animator,
                elementFallback: delegate?.elementFallback(for: pair),
                prefersReducedMotion: (delegate?.prefersReducedMotion ?? false) || host.systemPrefersReducedMotion),
            renderer: host, owner: .caller,
            clock: clock,
            containment: { [weak self] didComplete in
                guard let self, let transition = started else { return }
                self.endContainment(of: transition, didComplete: didComplete)
            },
            completion: { [weak self] didComplete in
                guard let self, let transition = started else { return }
                self.finish(transition, didComplete: didComplete)
            })
        player.progressHandler = { [weak self] progress in self?.notifyProgress(progress) }
        player.diagnosticHandler = { [weak self] diagnostic in self?.record(diagnostic) }

        // The from-child is told it is leaving, the to-child joins and is sized to its final frame.
        host.willRemoveChild(from)
        host.addChild(to)
        host.apply(player.toFinalState, to: toView)
        let transition = ActiveTransition<Child, View>(
            pair: pair, fromIndex: fromIndex, toIndex: toIndex, from: from, to: to, fromView: fromView,
            toView: toView, player: player)
        started = transition
        machine.began(transition)
        selectedIndex = toIndex
        if interactive, forwarding == .automatic, !forwardsInteractiveSwitchByHand, appearance.container.isVisible {
            // Forwarded by hand until it ends: the leaving child appeared by UIKit's own calls.
            forwardsInteractiveSwitchByHand = true
            appearance.adopt(from)
        }

        // UINavigationController's order: the leaving child's will-callback, then the arriving one's.
        beginAppearance(of: from, appearing: false, animated: true, host: host)
        beginAppearance(of: to, appearing: true, animated: true, host: host)
        // The view enters the hierarchy at its resting frame and is laid out there, so it gets the safe-area insets
        // and the layout it keeps at rest; the first frame moves it before anything is drawn (nothing renders
        // before the run-loop turn ends), so it never shows at its final frame.
        switch player.animation.toViewPlacement {
        case .above: host.insertSubview(toView, into: contentView, at: .above(fromView))
        case .below: host.insertSubview(toView, into: contentView, at: .below(fromView))
        }
        host.layOutIfNeeded(toView)
        // Inserts the dimming view, draws the first frame, then plays (or ends at once, when the animator completed
        // while describing).
        player.start()
    }

    /// The delegate's choice for `pair`, falling back to ``defaultAnimator`` (then the animator of the controller
    /// built on the engine) only when the delegate has no opinion.
    func chosenAnimator(for pair: TransitionPair) -> (any TransitionAnimator)? {
        switch delegate?.animator(for: pair) ?? .containerDefault {
        case let .animator(animator): return animator
        case .noAnimation: return nil
        case .containerDefault: return defaultAnimator ?? controllerAnimator
        }
    }

    /// The switch sequence without animation: `willMove(nil)`, `addChild`, size, `addSubview`, `removeFromSuperview`,
    /// `removeFromParent`, `didMove(toParent:)`. In navigation style both children's begins come just before
    /// `addSubview` and both ends just after `removeFromSuperview`, in one call sequence.
    func switchWithoutAnimation(from: Child, to: Child, pair: TransitionPair, host: Host) {
        host.willRemoveChild(from)
        attachFilling(to, host: host) {
            self.beginAppearance(of: from, appearing: false, animated: false, host: host)
            self.beginAppearance(of: to, appearing: true, animated: false, host: host)
        }
        host.removeFromSuperview(host.view(of: from))
        endAppearance(of: from, host: host)
        endAppearance(of: to, host: host)
        host.removeChild(from)
        host.didAddChild(to)
        if let index = pair.toIndex { selectedIndex = index }
        delegate?.didSelect(pair)
        notifyEnd(pair, completed: true)
    }

    /// The containment half of a transition's end (`completeTransition`), between the player putting the view
    /// that stays at rest and the one that left: when it completed, the from-child's view is removed from its
    /// superview, the from-child from the container, and the to-child gets `didMove(toParent:)`; when it was
    /// cancelled, the to-child leaves again. In navigation style the ends follow the removal of the view that
    /// leaves, the leaving child's first, as `UINavigationController` orders them; a cancel tells the arriving child
    /// it disappears (will, then did, as its view leaves), then the staying one it appears again.
    func endContainment(of transition: ActiveTransition<Child, View>, didComplete: Bool) {
        guard active === transition, let host else { return }
        if didComplete {
            host.removeFromSuperview(transition.fromView)
            endAppearance(of: transition.from, host: host)
            endAppearance(of: transition.to, host: host)
            host.removeChild(transition.from)
            host.didAddChild(transition.to)
        } else {
            beginAppearance(of: transition.to, appearing: false, animated: true, host: host)
            host.willRemoveChild(transition.to)
            host.removeFromSuperview(transition.toView)
            endAppearance(of: transition.to, host: host)
            beginAppearance(of: transition.from, appearing: true, animated: true, host: host)
            endAppearance(of: transition.from, host: host)
            host.removeChild(transition.to)
        }
    }

    /// The rest of a transition's end, once every view is at rest: the selection, the delegate, the observers, and
    /// the requests that waited. A cancel leaves exactly the state from before the transition began.
    func finish(_ transition: ActiveTransition<Child, View>, didComplete: Bool) {
        // The machine lets the switch go before anyone hears of its end, so a request made from these callbacks
        // finds the container idle (or waits, while an operation settles it).
        let next = machine.ended(transition)
        releaseHandForwarding()
        if didComplete {
            delegate?.didSelect(transition.pair)
            notifyEnd(transition.pair, completed: true)
        } else {
            // Balances the willMove(toParent: nil) of the start: the from-child is staying after all.
            host?.didAddChild(transition.from)
            selectedIndex = transition.fromIndex
            delegate?.didCancel(transition.pair)
            notifyEnd(transition.pair, completed: false)
        }
        if let replacement = replacementAfterEnd {
            // Children replaced by a callback of this end (a screen reloading the data as it appears or leaves).
            replacementAfterEnd = nil
            setChildrenReportingErrors(replacement.children, selecting: replacement.selecting)
        }
        perform(next)
    }
}
