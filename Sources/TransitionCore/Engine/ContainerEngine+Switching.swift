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
        if holdsNewRequests {
            // Made from a callback (the last frame's progress, the delegate's didSelect) of a transition the engine
            // is settling for another operation: it waits for that operation, whatever the policy.
            pending.append(PendingRequest(index: index, animated: animated))
            record(
                .midFlightRequest(
                    requested: index, policy: midFlightPolicy,
                    outcome: "waits: made while the running transition settled"))
            return
        }
        if active != nil {
            try handleMidFlight(index, animated: animated)
            return
        }
        try beginSwitch(to: index, animated: animated ?? isAnimated, interactive: false)
    }

    /// Runs `body` as `operation` (nil: as nothing in particular), so requests made meanwhile wait as it says.
    func during(_ operation: EngineOperation?, _ body: () -> Void) {
        guard let operation else { return body() }
        operations.append(operation)
        defer { operations.removeLast() }
        body()
    }

    /// Whether a new request waits, whatever the policy: it was made from the callbacks of a transition the engine
    /// is settling for another operation.
    var holdsNewRequests: Bool { operations.contains(.settlingForAnotherOperation) }

    /// Selects `child`, which must be one of ``children``.
    public func select(child: Host.Child, animated: Bool? = nil) throws {
        guard let index = children.firstIndex(where: { $0 === child }) else {
            let name = host.map { $0.identifier(of: child) } ?? "?"
            throw TransitionError.unknownChild(identifier: name)
        }
        try select(index: index, animated: animated)
    }

    /// Selects the child with the transition identifier `identifier`.
    public func select(identifier: String, animated: Bool? = nil) throws {
        guard let host, let index = children.firstIndex(where: { host.identifier(of: $0) == identifier }) else {
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
    package func setChildrenReportingErrors(_ newChildren: [Host.Child], selecting index: Int? = nil) {
        do {
            try setChildren(newChildren, selecting: index)
        } catch {
            record(.requestFailed(TransitionError(thrown: error)))
        }
    }

    func handleMidFlight(_ index: Int, animated: Bool?) throws {
        switch midFlightPolicy {
        case .ignore:
            record(.midFlightRequest(requested: index, policy: .ignore, outcome: "dropped"))
            throw TransitionError.transitionInProgress(requested: index)
        case .queue:
            pending.append(PendingRequest(index: index, animated: animated))
            record(.midFlightRequest(requested: index, policy: .queue, outcome: "queued at position \(pending.count)"))
        case .keepLatest:
            let replaced = pending.map(\.index)
            pending = [PendingRequest(index: index, animated: animated)]
            let outcome =
                replaced.isEmpty
                ? "will run next"
                : "replaces the waiting request for \(replaced.map(String.init).joined(separator: ", "))"
            record(.midFlightRequest(requested: index, policy: .keepLatest, outcome: outcome))
        case .interruptAndRetarget:
            guard let running = active else { return }
            if index == running.fromIndex {
                record(.midFlightRequest(requested: index, policy: .interruptAndRetarget, outcome: "reversed"))
                try? running.player.cancelInteractiveTransition(speed: 1, curve: running.player.animation.curve)
            } else if index != running.toIndex {
                record(
                    .midFlightRequest(
                        requested: index, policy: .interruptAndRetarget,
                        outcome: "running transition settled, retargeted"))
                // This request supersedes any that waited (left from another policy): they must not start when
                // the running transition settles.
                dropPending(keepingLast: 0, because: "a retargeting request for \(index) superseded it")
                let list = children
                during(.settlingForAnotherOperation) { settleActiveTransition() }
                // The settled transition's delegate callbacks may have selected (that waited: superseded too) or
                // replaced the children, when `index` names a child of a list that is gone.
                dropPending(keepingLast: 0, because: "a retargeting request for \(index) superseded it")
                guard list.count == children.count, zip(list, children).allSatisfy({ $0 === $1 }) else {
                    record(
                        .midFlightRequest(
                            requested: index, policy: .interruptAndRetarget,
                            outcome: "dropped: viewControllers was replaced"))
                    return
                }
                try beginSwitch(to: index, animated: animated ?? isAnimated, interactive: false)
            } else if running.player.phase == .cancelling || running.player.phase == .interactive {
                record(.midFlightRequest(requested: index, policy: .interruptAndRetarget, outcome: "resumed forward"))
                try? running.player.finishInteractiveTransition(speed: 1, curve: running.player.animation.curve)
            }
        }
    }

    /// Ends a running transition at once at its end, as if it had played out. Does nothing when idle.
    public func settleActiveTransition() {
        active?.player.jump(finishing: true)
    }

    func runPending() {
        while active == nil, operations.isEmpty, !pending.isEmpty {
            let next = pending.removeFirst()
            guard children.indices.contains(next.index) else { continue }
            do {
                try beginSwitch(to: next.index, animated: next.animated ?? isAnimated, interactive: false)
            } catch {
                record(.requestFailed(TransitionError(thrown: error)))
            }
        }
    }

    /// Starts a switch; `interactive` starts it paused at 0 for a gesture to drive.
    func beginSwitch(to toIndex: Int, animated: Bool, interactive: Bool) throws {
        guard let host else { throw TransitionError.hostReleased }
        // One transition at a time: callers settle or wait for the running one first.
        guard active == nil else { throw TransitionError.transitionInProgress(requested: toIndex) }
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
        let contentView = host.contentView
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
        let box = ActiveBox<Host>()
        let player = try TransitionPlayer(
            pair: pair, kind: .replace, direction: toIndex > fromIndex ? .forward : .backward,
            layoutDirection: layoutDirection, fromChild: from, toChild: to, fromView: fromView, toView: toView,
            containerView: contentView, containerBounds: bounds, isInteractive: interactive, animator: animator,
            elementFallback: delegate?.elementFallback(for: pair),
            prefersReducedMotion: delegate?.prefersReducedMotion ?? false, renderer: host, owner: .caller, clock: clock,
            containment: { [weak self] didComplete in
                guard let self, let transition = box.transition,
                    self.endContainment(of: transition, didComplete: didComplete)
                else { return }
                // No longer the engine's active transition: the box holds it until its end is finished.
                box.ending = transition
            },
            completion: { [weak self] didComplete in
                guard let transition = box.ending else { return }
                box.ending = nil
                self?.finish(transition, didComplete: didComplete)
            })
        player.progressHandler = { [weak self] progress in self?.notifyProgress(progress) }
        player.diagnosticHandler = { [weak self] diagnostic in self?.record(diagnostic) }

        // The from-child is told it is leaving, the to-child joins and is sized to its final frame.
        host.willRemoveChild(from)
        host.addChild(to)
        host.apply(player.toFinalState, to: toView)
        let transition = ActiveTransition<Host>(
            pair: pair, fromIndex: fromIndex, toIndex: toIndex, from: from, to: to, fromView: fromView,
            toView: toView, player: player)
        box.transition = transition
        active = transition
        selectedIndex = toIndex

        beginAppearance(of: to, appearing: true, animated: true, host: host)
        beginAppearance(of: from, appearing: false, animated: true, host: host)
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
        switch delegate?.animatorChoice(for: pair) ?? .containerDefault {
        case let .animator(animator): return animator
        case .noAnimation: return nil
        case .containerDefault: return defaultAnimator ?? controllerAnimator
        }
    }

    /// The switch sequence without animation: `willMove(nil)`, `addChild`, size, `addSubview`, `removeFromSuperview`,
    /// `removeFromParent`, `didMove(toParent:)`. In navigation style both children's begins come just before
    /// `addSubview` and both ends just after `removeFromSuperview`, in one call sequence.
    func switchWithoutAnimation(from: Host.Child, to: Host.Child, pair: TransitionPair, host: Host) {
        host.willRemoveChild(from)
        attachFilling(to, host: host) {
            self.beginAppearance(of: to, appearing: true, animated: false, host: host)
            self.beginAppearance(of: from, appearing: false, animated: false, host: host)
        }
        host.removeFromSuperview(host.view(of: from))
        endAppearance(of: to, host: host)
        endAppearance(of: from, host: host)
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
    /// leaves; a cancel first reverses both begins (the arriving child will disappear, the staying one will
    /// appear), then ends them.
    func endContainment(of transition: ActiveTransition<Host>, didComplete: Bool) -> Bool {
        guard active === transition else { return false }
        active = nil
        guard let host else { return false }
        if didComplete {
            host.removeFromSuperview(transition.fromView)
            endAppearance(of: transition.to, host: host)
            endAppearance(of: transition.from, host: host)
            host.removeChild(transition.from)
            host.didAddChild(transition.to)
        } else {
            beginAppearance(of: transition.to, appearing: false, animated: true, host: host)
            beginAppearance(of: transition.from, appearing: true, animated: true, host: host)
            host.willRemoveChild(transition.to)
            host.removeFromSuperview(transition.toView)
            endAppearance(of: transition.to, host: host)
            endAppearance(of: transition.from, host: host)
            host.removeChild(transition.to)
        }
        return true
    }

    /// The rest of a transition's end, once every view is at rest: the selection, the delegate, the observers, and
    /// the requests that waited. A cancel leaves exactly the state from before the transition began.
    func finish(_ transition: ActiveTransition<Host>, didComplete: Bool) {
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
        runPending()
    }
}

/// A selection request waiting for the running transition to end, with the animation it asked for (nil: the
/// engine's ``ContainerEngine/isAnimated`` when it runs).
struct PendingRequest: Sendable, Hashable {
    var index: Int
    var animated: Bool?
}

/// Breaks the cycle between a transition and the closures of its own player.
@MainActor
final class ActiveBox<Host: ContainerHost> {
    weak var transition: ActiveTransition<Host>?
    /// The transition between its containment and the rest of its end, when the engine no longer holds it.
    var ending: ActiveTransition<Host>?
}
