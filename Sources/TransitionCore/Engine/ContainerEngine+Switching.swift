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
        if settlingDepth > 0 {
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

    /// Runs `body`, which settles the running transition, with selections from its delegate callbacks held back.
    func settlingForAnotherOperation(_ body: () -> Void) {
        settlingDepth += 1
        defer { settlingDepth -= 1 }
        body()
    }

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
                running.context.isInteractive = false
                running.context.transitionWasCancelled = true
                running.driver.settle(
                    finishing: false, speed: 1, curve: playableSettleCurve(running.animation.curve, pair: running.pair))
            } else if index != running.toIndex {
                record(
                    .midFlightRequest(
                        requested: index, policy: .interruptAndRetarget,
                        outcome: "running transition settled, retargeted"))
                // This request supersedes any that waited (left from another policy): they must not start when
                // the running transition settles.
                dropPending(keepingLast: 0, because: "a retargeting request for \(index) superseded it")
                let list = children
                settlingForAnotherOperation { settleActiveTransition() }
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
            } else if running.driver.phase == .cancelling || running.driver.phase == .interactive {
                record(.midFlightRequest(requested: index, policy: .interruptAndRetarget, outcome: "resumed forward"))
                running.context.isInteractive = false
                running.context.transitionWasCancelled = false
                running.driver.settle(
                    finishing: true, speed: 1, curve: playableSettleCurve(running.animation.curve, pair: running.pair))
            }
        }
    }

    /// Ends a running transition at once at its end, as if it had played out. Does nothing when idle.
    public func settleActiveTransition() {
        active?.driver.jump(finishing: true)
    }

    func runPending() {
        while active == nil, !holdsPending, settlingDepth == 0, !pending.isEmpty {
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
        let box = TransitionBox<Host>()
        let context = TransitionContext(
            pair: pair, kind: .replace, fromChild: from, toChild: to, fromView: fromView, toView: toView,
            containerView: contentView, containerBounds: bounds,
            direction: toIndex > fromIndex ? .forward : .backward, layoutDirection: layoutDirection,
            isAnimated: true, isInteractive: interactive,
            completion: { [weak self] didComplete in
                guard let self, let transition = box.transition else {
                    // The animator completed while describing the animation, before the transition began.
                    box.earlyCompletion = didComplete
                    return
                }
                self.complete(transition, didComplete: didComplete)
            },
            reportRepeat: { [weak self] didComplete in
                self?.record(.completeTransitionCalledAgain(pair, didComplete: didComplete))
            })
        let animation = animator.animation(for: context)
        guard animation.duration.isFinite, animation.duration >= 0 else {
            throw TransitionError.invalidDuration(animator: animator.name, duration: animation.duration)
        }

        // The from-child is told it is leaving, the to-child joins and is sized to its final frame.
        host.willRemoveChild(from)
        host.addChild(to)
        let toRest = host.state(of: toView)
        let fromRest = host.state(of: fromView)
        let containerRest = host.state(of: contentView)
        var sized = toRest
        sized.frame = context.finalFrame(for: .to)
        host.apply(sized, to: toView)

        let driver = TransitionDriver(
            duration: animation.duration, curve: animation.curve, clock: clock,
            render: { [weak self] fraction, phase in
                guard let self, let host = self.host, let transition = box.transition else { return }
                self.applyingAnimation { transition.draw(fraction, host: host) }
                self.notifyProgress(TransitionProgress(pair: pair, fraction: fraction, phase: phase))
            },
            reachedEnd: { finished in
                guard let transition = box.transition else { return }
                transition.context.transitionWasCancelled = !finished
                transition.context.completeTransition(finished)
            })
        let transition = ActiveTransition<Host>(
            pair: pair, fromIndex: fromIndex, toIndex: toIndex, from: from, to: to, fromView: fromView,
            toView: toView, containerView: contentView, animator: animator, context: context, animation: animation,
            fromRest: fromRest, toRest: toRest, containerRest: containerRest, driver: driver)
        if host.playsSegments {
            let rate = clock.framesPerSecond
            driver.segmentHandler = { [weak self] segment in
                guard let self, let host = self.host, let transition = box.transition else { return }
                if let segment {
                    host.playSegment(transition.playback(of: segment, framesPerSecond: rate))
                } else {
                    host.endSegment()
                }
            }
        }
        box.transition = transition
        active = transition
        selectedIndex = toIndex

        // Draw the first frame before the view enters the hierarchy, so it never shows at its final frame.
        applyingAnimation { transition.draw(0, host: host) }
        beginAppearance(of: to, appearing: true, animated: true, host: host)
        beginAppearance(of: from, appearing: false, animated: true, host: host)
        switch animation.toViewPlacement {
        case .above: host.insertSubview(toView, into: contentView, at: .above(fromView))
        case .below: host.insertSubview(toView, into: contentView, at: .below(fromView))
        }
        if animation.animates(.dimming) {
            let dimming = host.makeAuxiliaryView(for: .dimming)
            let lower = animation.toViewPlacement == .above ? fromView : toView
            host.insertSubview(dimming, into: contentView, at: .above(lower))
            transition.dimmingView = dimming
        }
        if let early = box.earlyCompletion {
            complete(transition, didComplete: early)
            return
        }
        driver.start(interactive: interactive)
    }

    /// The delegate's choice for `pair`, falling back to ``defaultAnimator`` only when the delegate has no opinion.
    func chosenAnimator(for pair: TransitionPair) -> (any TransitionAnimator)? {
        switch delegate?.animatorChoice(for: pair) ?? .containerDefault {
        case let .animator(animator): return animator
        case .noAnimation: return nil
        case .containerDefault: return defaultAnimator
        }
    }

    /// Runs `body` with ``isApplyingAnimation`` set, so content-view size changes it makes are not resizes.
    func applyingAnimation(_ body: () -> Void) {
        let outer = isApplyingAnimation
        isApplyingAnimation = true
        defer { isApplyingAnimation = outer }
        body()
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

    /// The end of a transition (`completeTransition`): when it completed, the from-child's view is removed from
    /// its superview, the from-child from the container, and the to-child gets `didMove(toParent:)`; when it was
    /// cancelled, the exact state from before it began. In navigation style the ends follow the removal of the
    /// from-view; a cancel first reverses both begins (the arriving child will disappear, the staying one will
    /// appear), then ends them.
    func complete(_ transition: ActiveTransition<Host>, didComplete: Bool) {
        guard active === transition else { return }
        transition.driver.stop()
        active = nil
        guard let host else { return }
        if let dimming = transition.dimmingView { host.removeFromSuperview(dimming) }
        if transition.animation.animates(.container) {
            // Put the content view back as it was, at the frame the layout gives it (a resize mid-flight owns it).
            var rest = transition.containerRest
            rest.frame = transition.containerLayoutFrame
            applyingAnimation { host.apply(rest, to: host.contentView) }
        }
        if didComplete {
            host.apply(transition.toFinal, to: transition.toView)
            host.removeFromSuperview(transition.fromView)
            endAppearance(of: transition.to, host: host)
            endAppearance(of: transition.from, host: host)
            host.removeChild(transition.from)
            host.didAddChild(transition.to)
            // The from-view keeps nothing of the animation for the next time it is shown.
            host.apply(transition.fromRest, to: transition.fromView)
            delegate?.didSelect(transition.pair)
            notifyEnd(transition.pair, completed: true)
        } else {
            host.apply(transition.fromRest, to: transition.fromView)
            beginAppearance(of: transition.to, appearing: false, animated: true, host: host)
            beginAppearance(of: transition.from, appearing: true, animated: true, host: host)
            host.willRemoveChild(transition.to)
            host.removeFromSuperview(transition.toView)
            endAppearance(of: transition.to, host: host)
            endAppearance(of: transition.from, host: host)
            host.removeChild(transition.to)
            host.apply(transition.toRest, to: transition.toView)
            // Balances the willMove(toParent: nil) of the start: the from-child is staying after all.
            host.didAddChild(transition.from)
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

/// Breaks the cycle between a transition and the closures of its own context and driver.
@MainActor
final class TransitionBox<Host: ContainerHost> {
    weak var transition: ActiveTransition<Host>?
    var earlyCompletion: Bool?
}
