import Foundation

/// A switch the engine's state machine can hold while it plays: which index it leaves and which it goes to.
package protocol RunningSwitch: AnyObject {
    /// The index the switch leaves.
    var fromIndex: Int { get }
    /// The index the switch goes to.
    var toIndex: Int { get }
}

/// The container engine's selection state as one value: idle, switching (with the requests that wait for the switch
/// to end), or settling the running switch for another operation (with why, and what waits).
///
/// It knows no host and holds no closure. Each event returns the actions it calls for; the engine carries them out
/// once the machine's state is final, so nothing an action triggers (a delegate callback, the running switch ending
/// at once) ever finds the machine half-way through an event.
///
/// ```swift
/// var machine = EngineMachine<Switch>()
/// machine.select(Request(index: 2), policy: .queue, runningPhase: nil)   // [.begin(index 2)]
/// machine.began(running)                                                  // now switching
/// machine.select(Request(index: 1), policy: .queue, runningPhase: .animating)   // [.record(queued at position 1)]
/// machine.ended(running)                                                  // [.startWaiting]
/// machine.nextWaiting()                                                   // the request for index 1
/// ```
package struct EngineMachine<Running: RunningSwitch> {
    /// A selection request, with the animation it asked for (nil: the engine's ``ContainerEngine/isAnimated`` when it
    /// runs).
    package struct Request: Sendable, Hashable {
        package var index: Int
        package var animated: Bool?

        package init(index: Int, animated: Bool? = nil) {
            self.index = index
            self.animated = animated
        }
    }

    /// What the engine does for an event, in order.
    package enum Action: Sendable, Equatable {
        /// Start a switch for the request now (the engine reports it with ``EngineMachine/began(_:)`` if it plays).
        case begin(Request)
        /// Refuse the request: the caller gets the error.
        case refuse(TransitionError)
        /// Record a diagnostic.
        case record(ContainerDiagnostic)
        /// Play the running switch back to where it began (a request for the index it leaves).
        case reverse
        /// Play the running switch on to its end (a request for its destination while it heads back).
        case resumeForward
        /// Settle the running switch at once and start the request instead (interrupt-and-retarget).
        case retarget(Request)
        /// Settle the running switch at once, in the direction it heads, for the reason given.
        case settle(SettleReason)
        /// Start the requests that waited, one after another, until one plays (see ``EngineMachine/nextWaiting()``).
        case startWaiting
    }

    private enum State {
        /// No switch plays; `waiting` is not empty only between a switch's end and the start of what waited.
        case idle(waiting: [Request])
        /// `running` plays; `waiting` start when it ends, oldest first.
        case switching(Running, waiting: [Request])
        /// The engine is doing something around its switch (`why`, innermost last): its end starts nothing, and while
        /// one of `why` settles the switch for another operation a new request waits, whatever the policy.
        case settling(why: [EngineOperation], running: Running?, waiting: [Request])
    }

    private var state = State.idle(waiting: [])

    package init() {}

    // MARK: What the machine says

    /// The running switch, if any.
    package var running: Running? {
        switch state {
        case .idle: return nil
        case let .switching(running, _): return running
        case let .settling(_, running, _): return running
        }
    }

    /// The requests waiting, oldest first.
    package var waiting: [Request] {
        switch state {
        case let .idle(waiting), let .switching(_, waiting), let .settling(_, _, waiting): return waiting
        }
    }

    /// The operations under way, innermost last.
    package var operations: [EngineOperation] {
        if case let .settling(why, _, _) = state { return why }
        return []
    }

    /// Whether a new request waits whatever the policy: it was made from the callbacks of a switch the engine is
    /// settling for another operation.
    package var holdsNewRequests: Bool { operations.contains(.settlingForAnotherOperation) }

    // MARK: Events

    /// A selection request. `runningPhase` is the running switch's phase (nil when none plays).
    package mutating func select(
        _ request: Request, policy: MidFlightPolicy, runningPhase: TransitionState?
    ) -> [Action] {
        if holdsNewRequests {
            setWaiting(waiting + [request])
            return [
                .record(
                    .midFlightRequest(
                        requested: request.index, policy: policy,
                        outcome: "waits: made while the running transition settled"))
            ]
        }
        guard let running else { return [.begin(request)] }
        if runningPhase == .idle {
            // The running switch has reached its end and is telling the children (a `viewDidAppear` redirecting):
            // nothing is in flight any more, so the request starts once that end is over, whatever the policy.
            setWaiting(waiting + [request])
            return [
                .record(
                    .midFlightRequest(
                        requested: request.index, policy: policy, outcome: "waits: made while the transition ended"))
            ]
        }
        let index = request.index
        switch policy {
        case .ignore:
            return [
                .record(.midFlightRequest(requested: index, policy: .ignore, outcome: "dropped")),
                .refuse(.transitionInProgress(requested: index)),
            ]
        case .queue:
            setWaiting(waiting + [request])
            return [
                .record(
                    .midFlightRequest(requested: index, policy: .queue, outcome: "queued at position \(waiting.count)"))
            ]
        case .keepLatest:
            let replaced = waiting.map(\.index)
            setWaiting([request])
            let outcome =
                replaced.isEmpty
                ? "will run next"
                : "replaces the waiting request for \(replaced.map(String.init).joined(separator: ", "))"
            return [.record(.midFlightRequest(requested: index, policy: .keepLatest, outcome: outcome))]
        case .interruptAndRetarget:
            if index == running.fromIndex {
                return [
                    .record(.midFlightRequest(requested: index, policy: .interruptAndRetarget, outcome: "reversed")),
                    .reverse,
                ]
            }
            if index != running.toIndex {
                // This request supersedes any that waited (left from another policy).
                let dropped = dropWaiting(
                    keepingLast: 0, policy: policy, because: "a retargeting request for \(index) superseded it")
                return [
                    .record(
                        .midFlightRequest(
                            requested: index, policy: .interruptAndRetarget,
                            outcome: "running transition settled, retargeted"))
                ] + dropped + [.retarget(request)]
            }
            guard runningPhase == .cancelling || runningPhase == .interactive else { return [] }
            return [
                .record(.midFlightRequest(requested: index, policy: .interruptAndRetarget, outcome: "resumed forward")),
                .resumeForward,
            ]
        }
    }

    /// A switch started playing.
    package mutating func began(_ switchRunning: Running) {
        switch state {
        case let .idle(waiting), let .switching(_, waiting): state = .switching(switchRunning, waiting: waiting)
        case let .settling(why, _, waiting): state = .settling(why: why, running: switchRunning, waiting: waiting)
        }
    }

    /// A switch reached its end (completed or cancelled). Nothing happens unless it is the running one.
    package mutating func ended(_ switchEnded: Running) -> [Action] {
        guard running === switchEnded else { return [] }
        switch state {
        case .idle:
            return []
        case let .switching(_, waiting):
            state = .idle(waiting: waiting)
            return waiting.isEmpty ? [] : [.startWaiting]
        case let .settling(why, _, waiting):
            state = .settling(why: why, running: nil, waiting: waiting)
            return why.isEmpty ? [.startWaiting] : []
        }
    }

    /// An operation around the running switch begins; `settling` is why it settles the switch, if it does.
    package mutating func beginOperation(_ operation: EngineOperation, settling reason: SettleReason? = nil) -> [Action]
    {
        state = .settling(why: operations + [operation], running: running, waiting: waiting)
        guard let reason, running != nil else { return [] }
        return [.settle(reason)]
    }

    /// The innermost operation ended: when none is left, the requests that waited start.
    package mutating func endOperation() -> [Action] {
        var why = operations
        if !why.isEmpty { why.removeLast() }
        setState(why: why, running: running, waiting: waiting)
        return why.isEmpty && running == nil && !waiting.isEmpty ? [.startWaiting] : []
    }

    /// The oldest waiting request, removed, when the engine may start it: nothing plays and no operation holds it.
    package mutating func nextWaiting() -> Request? {
        guard running == nil, operations.isEmpty, let next = waiting.first else { return nil }
        setState(why: [], running: nil, waiting: Array(waiting.dropFirst()))
        return next
    }

    /// Drops waiting requests, keeping the `keep` most recent; each dropped one is recorded.
    package mutating func dropWaiting(
        keepingLast keep: Int, policy: MidFlightPolicy, because reason: String
    ) -> [Action] {
        let dropped = waiting.dropLast(max(0, keep))
        setWaiting(Array(waiting.dropFirst(dropped.count)))
        return dropped.map {
            .record(.midFlightRequest(requested: $0.index, policy: policy, outcome: "dropped: \(reason)"))
        }
    }

    /// The mid-flight policy changed: requests that wait follow the new one (`queue` keeps them all, `keep-latest`
    /// and `interrupt-and-retarget` the latest, `ignore` none).
    package mutating func policyChanged(to policy: MidFlightPolicy) -> [Action] {
        let keep = policy == .queue ? waiting.count : policy == .ignore ? 0 : 1
        return dropWaiting(
            keepingLast: keep, policy: policy, because: "the mid-flight policy changed to '\(policy.rawValue)'")
    }

    // MARK: Building states

    private mutating func setWaiting(_ waiting: [Request]) {
        setState(why: operations, running: running, waiting: waiting)
    }

    private mutating func setState(why: [EngineOperation], running: Running?, waiting: [Request]) {
        switch (why.isEmpty, running) {
        case (true, nil): state = .idle(waiting: waiting)
        case let (true, running?): state = .switching(running, waiting: waiting)
        case (false, _): state = .settling(why: why, running: running, waiting: waiting)
        }
    }
}
