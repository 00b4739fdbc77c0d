import Foundation

/// The container engine: children, one selection, and at most one transition at a time, with UIKit's
/// containment choreography — which containment call comes when — written once for every host.
///
/// A container view controller owns an engine and a host for it, which it keeps to itself so that only the engine
/// performs containment (TransitionUIKit's `TransitionContainerViewController` does; a package with a container of
/// its own writes a host with `@_spi(Host) import TransitionCore`). The engine is generic over the platform's view
/// controller and view types: `ContainerEngine<UIViewController, UIView>`.
///
/// ```swift
/// let engine = container.engine
/// try engine.setChildren([home, search, settings])   // Home appears without animation
/// engine.delegate = myDelegate                        // animator per (from, to)
/// try engine.select(index: 2)                          // animated Home → Settings
/// ```
@MainActor
public final class ContainerEngine<Child: AnyObject, View: AnyObject> {
    /// The host's primitives, its type erased.
    typealias Host = AnyContainerHost<Child, View>
    /// The host's primitives, behind a box that holds the host weakly: the host owns the engine.
    private let hostBox: Host
    /// The host whose primitives the engine calls, while it exists.
    var host: Host? { hostBox.exists ? hostBox : nil }
    /// The clock transitions play on.
    public let clock: any FrameClock
    /// Chooses animators per pair. Held weakly; a running transition keeps what it needs itself.
    public weak var delegate: (any ContainerTransitionDelegate)?
    /// The animator used when the delegate has none (or there is no delegate); nil switches without animation, or
    /// with the animator of the controller built on the engine (a tab container's).
    /// Controllers built on the engine never change it.
    public var defaultAnimator: (any TransitionAnimator)?
    /// The animator of a controller built on the engine (a tab container), used when neither the delegate nor
    /// ``defaultAnimator`` gives one: the controller's own default sits beneath the user's, never over it.
    @_spi(Host) public var controllerAnimator: (any TransitionAnimator)?
    /// Whether selections animate (when an animator is available).
    public var isAnimated = true
    /// The container's writing direction; right-to-left mirrors the frames in the context.
    public var layoutDirection: TransitionLayoutDirection = .leftToRight
    /// What happens to a selection request that arrives mid-transition.
    ///
    /// Changing it while requests wait applies the new policy to them: `queue` keeps them all, `keep-latest` and
    /// `interrupt-and-retarget` keep the latest (it runs when the current transition ends), `ignore` drops them.
    /// Each dropped request is recorded in ``diagnostics``.
    public var midFlightPolicy: MidFlightPolicy = .keepLatest {
        didSet {
            guard midFlightPolicy != oldValue else { return }
            perform(machine.policyChanged(to: midFlightPolicy))
        }
    }
    /// Who sends the children's appearance callbacks: UIKit itself (``AppearanceForwarding/automatic``, the
    /// default) or the engine, bracketing each transition (``AppearanceForwarding/navigationStyle``). The container
    /// answers its `shouldAutomaticallyForwardAppearanceMethods` with `forwardsAppearanceAutomatically` (true in the
    /// automatic mode, except while a finger drives a switch).
    ///
    /// Set it before the container appears. A change later first settles a running transition at its end, under
    /// the mode it began with, then hands the visible child over: to the engine (it counts as appeared), or back to
    /// UIKit (the engine ends every appearance it began).
    public var appearanceForwarding: AppearanceForwarding {
        get { forwarding }
        set { changeForwarding(to: newValue) }
    }
    /// The mode in force: it changes only in ``changeForwarding(to:)``, after the running switch settled under the old one.
    var forwarding = AppearanceForwarding.automatic
    /// Whether the engine forwards by hand in the automatic mode, as in navigation style, since an interactive switch
    /// began: UIKit would tell the arriving child it appeared as soon as its view entered the window, under a finger
    /// that has not decided yet. Every switch that starts meanwhile is forwarded the same way; UIKit takes over again
    /// once none runs and every call the engine began has ended.
    var forwardsInteractiveSwitchByHand = false

    /// Whether the engine sends the children's appearance calls now: in navigation style, and in the automatic mode
    /// from an interactive switch's start until its calls have ended.
    var forwardsByHand: Bool { forwarding == .navigationStyle || forwardsInteractiveSwitchByHand }

    /// What the container answers for `shouldAutomaticallyForwardAppearanceMethods` now: true in the automatic mode,
    /// except while an interactive switch runs (UIKit reads it as a child's view enters or leaves the window), so the
    /// arriving child hears `viewDidAppear` when the switch finishes rather than when the finger starts it.
    @_spi(Host) public var forwardsAppearanceAutomatically: Bool { !forwardsByHand }
    /// Called on every drawn frame of a transition, forward and backward.
    public var progressHandler: (@MainActor (TransitionProgress) -> Void)?
    /// Called when a selection change ends: `true` when it completed (animated or not), `false` when it was
    /// cancelled and the old child is selected again. Container UI uses it to land exactly on the final state.
    public var transitionEndHandler: (@MainActor (TransitionPair, Bool) -> Void)?
    /// Observers added with ``addObserver(progress:end:container:)``, in the order they were added.
    private var observers: [EngineObserver] = []
    private var nextObserverID: UInt64 = 0
    /// Called for every diagnostic as it is recorded.
    public var diagnosticHandler: (@MainActor (ContainerDiagnostic) -> Void)?

    /// The children, in index order.
    public private(set) var children: [Child] = []
    /// The selected index, nil when there are no children. During a transition it is the destination; a cancel
    /// puts the old index back.
    public internal(set) var selectedIndex: Int?
    /// Everything the engine noticed and handled without failing, oldest first.
    public private(set) var diagnostics: [ContainerDiagnostic] = []
    /// The types of unnamed children already reported (``ContainerDiagnostic/unnamedScreen(type:container:)``).
    private var unnamedTypesReported: Set<String> = []

    /// Idle, switching or settling, with the requests that wait: the one place the engine keeps what it is doing.
    var machine = EngineMachine<ActiveTransition<Child, View>>() {
        didSet { active = machine.running }
    }
    /// The running transition, if any: a switch, or an overlay's motion. The machine's, kept beside it as it changes:
    /// reading it is asked on every frame, and reading the machine's generic state costs a type look-up each time.
    private(set) var active: ActiveTransition<Child, View>?
    /// The running switch, if any (not an overlay's motion).
    var runningSwitch: ActiveTransition<Child, View>? { active?.overlay == nil ? active : nil }
    /// The children shown over the selected one, by side, each with its slot.
    var overlaySlots: [ScreenSide: (child: Child, slot: OverlaySlot<Child, View>)] = [:]
    /// The side whose overlay is shown (a drawer open), nil when none is. A motion changes it when it lands.
    public internal(set) var shownOverlay: ScreenSide? {
        didSet { if shownOverlay != oldValue { refreshOverlayDisplay() } }
    }
    /// The view the selected child's view goes in; nil for the host's content view. A controller built on the engine
    /// that moves the selected child with something around it (a drawer's centre container) sets it before adding
    /// children; switches then play inside it.
    @_spi(Host) public var childrenView: View?
    /// Children a callback of a switch's end asked for, applied once that end is over.
    var replacementAfterEnd: (children: [Child], selecting: Int?)?
    /// Where the container's own view is in its appearance callbacks, as the host reports them, and in navigation
    /// style what the engine has told each child, so every end matches a begin and no begin is sent twice.
    package internal(set) var appearance = AppearanceLedger<Child>()
    /// What the container shows when it has overlay slots (a drawer): the shown overlay's child on screen (the
    /// selected child's while none is shown) and the overlay covering the rest, for the container to pass on to the
    /// system and to VoiceOver; nil for a container without overlays.
    package internal(set) var controllerDisplay: ControllerDisplay<Child, View>? {
        didSet { controllerDisplayDidChange?() }
    }
    /// Called when ``controllerDisplay`` changes: the container reads it again.
    package var controllerDisplayDidChange: (@MainActor () -> Void)?
    /// Where a switch a finger's touch-down holds was heading (true: its end), while nothing but that touch holds it:
    /// it stays committed there (the screen the system asks, a settle's direction) until a drag takes it over.
    package var caughtSwitchHeading: Bool?

    /// Creates an engine for a host, which owns the engine: the engine holds it weakly, calls its primitives and
    /// never names its type.
    @_spi(Host) public init<SomeHost: ContainerHost>(host: SomeHost, clock: any FrameClock)
    where SomeHost.Child == Child, SomeHost.View == View {
        self.hostBox = ContainerHostBox(host)
        self.clock = clock
    }

    /// Where the running transition (a switch, or an overlay's motion) is, or ``TransitionState/idle``.
    public var phase: TransitionState { active?.player.phase ?? .idle }

    /// How long the running transition's part playing by itself has left, in seconds (a spring's settling time and
    /// the completion speed included); nil while a gesture holds it or none runs.
    package var timeLeftPlaying: TimeInterval? { active?.player.timeLeftPlaying }

    /// The running transition's context, if any.
    public var activeContext: TransitionContext? { active?.player.context }

    /// The running transition's animator, if any.
    public var activeAnimator: (any TransitionAnimator)? { active?.player.animator }

    /// The running transition's animation description, if any.
    public var activeAnimation: TransitionAnimation? { active?.player.animation }

    /// The selected child, if any.
    public var selectedChild: Child? {
        guard let selectedIndex else { return nil }
        return children[selectedIndex]
    }

    /// Requests that are waiting for the running transition to end (indices, oldest first).
    public var pendingRequests: [Int] { machine.waiting.map(\.index) }

    /// Drops waiting requests, keeping the `keepingLast` most recent, and records each dropped one.
    func dropPending(keepingLast keep: Int, because reason: String) {
        perform(machine.dropWaiting(keepingLast: keep, policy: midFlightPolicy, because: reason))
    }

    func record(_ diagnostic: ContainerDiagnostic) {
        diagnostics.append(diagnostic)
        diagnosticHandler?(diagnostic)
    }

    /// Records what a controller built on the engine (a drawer) noticed and handled, beside the engine's own
    /// ``diagnostics``, and passes it to ``diagnosticHandler``.
    @_spi(Host) public func report(_ diagnostic: ContainerDiagnostic) {
        record(diagnostic)
    }

    /// Adds an observer of every drawn frame's progress and of every selection change's end, beside
    /// ``progressHandler`` and ``transitionEndHandler`` (which stay the app's own): containers built on the engine,
    /// such as a tab bar that follows progress, observe it this way, so they never take a handler over.
    /// Observers are called in the order they were added, after the handlers.
    ///
    /// `container` hears of the container's own appearance callbacks, resizes and the app entering the background,
    /// after the engine has handled each: a controller that lives in the same container (a drawer) follows it
    /// without calls of its own.
    @discardableResult
    public func addObserver(
        progress: (@MainActor (TransitionProgress) -> Void)? = nil,
        end: (@MainActor (TransitionPair, Bool) -> Void)? = nil,
        container: (@MainActor (ContainerEvent) -> Void)? = nil
    ) -> ObserverToken {
        nextObserverID += 1
        let token = ObserverToken(id: nextObserverID)
        observers.append(EngineObserver(token: token, progress: progress, end: end, container: container))
        return token
    }

    /// Removes an observer; removing one twice does nothing.
    public func removeObserver(_ token: ObserverToken) {
        observers.removeAll { $0.token == token }
    }

    func notifyProgress(_ progress: TransitionProgress) {
        progressHandler?(progress)
        for observer in observers { observer.progress?(progress) }
    }

    func notifyEnd(_ pair: TransitionPair, completed: Bool) {
        transitionEndHandler?(pair, completed)
        for observer in observers { observer.end?(pair, completed) }
    }

    func notifyContainer(_ event: ContainerEvent) {
        for observer in observers { observer.container?(event) }
    }

    // MARK: Children

    /// Replaces the children (`viewControllers`).
    ///
    /// Requests waiting for the running transition are dropped (they name indices of the old list), then a running
    /// transition is settled where it was heading (one a finger holds, or cancelling, back at its start); a list
    /// replaced from a callback of a switch's end applies once that end is over. `selecting`, when given, is shown; otherwise the selected child stays
    /// selected if it is in the new list (its index may change), and index 0 is shown if it is not. A change of
    /// child happens without animation:
    /// `willMove(toParent: nil)` on the old child, `addChild` and `addSubview` for the new one,
    /// `removeFromSuperview` and `removeFromParent` for the old one, then `didMove(toParent:)` on the new one.
    /// The first child of an empty container is added with `addChild`, `addSubview` and `didMove(toParent:)`.
    /// In ``AppearanceForwarding/navigationStyle`` each of these brackets its appearance calls in the same call
    /// sequence (see ``AppearanceForwarding``).
    /// Unselected children are not added to the container until they are selected.
    ///
    /// - Throws: ``TransitionError/duplicateChild(identifier:)``, ``TransitionError/duplicateIdentifier(_:)`` or
    ///   ``TransitionError/indexOutOfRange(index:count:)``; the container is unchanged when it throws.
    public func setChildren(_ newChildren: [Child], selecting requested: Int? = nil) throws {
        guard let host else { throw TransitionError.hostReleased }
        var seenObjects = Set<ObjectIdentifier>()
        var seenIdentifiers = Set<String>()
        var unnamed: [String] = []
        for child in newChildren {
            let identifier = host.identifier(of: child)
            guard seenObjects.insert(ObjectIdentifier(child)).inserted else {
                throw TransitionError.duplicateChild(identifier: identifier)
            }
            // Children without a name are told apart by identity; only named ones must differ.
            if identifier.isEmpty {
                unnamed.append(String(describing: type(of: child)))
            } else if !seenIdentifiers.insert(identifier).inserted {
                throw TransitionError.duplicateIdentifier(identifier)
            }
        }
        if let requested, !newChildren.indices.contains(requested) {
            throw TransitionError.indexOutOfRange(index: requested, count: newChildren.count)
        }
        for type in unnamed where unnamedTypesReported.insert(type).inserted {
            record(.unnamedScreen(type: type, container: host.containerIdentifier))
        }
        if let active, !active.player.isRunning {
            // The running switch has reached its end and is telling the children: the list changes once that end
            // is over, so the end finishes on the list it began with.
            replacementAfterEnd = (newChildren, requested)
            return
        }
        // Waiting requests name indices of the old list: they are dropped before the running transition ends, so
        // its end cannot start one of them against the list that is going away; a selection the settled
        // transition's delegate callbacks make waits, and it too names the old list.
        dropPending(keepingLast: 0, because: "viewControllers was replaced")
        perform(machine.beginOperation(.settlingForAnotherOperation))
        settleWhereHeading()
        dropPending(keepingLast: 0, because: "viewControllers was replaced")
        perform(machine.endOperation())

        let current = selectedChild
        let target: Int?
        if let requested {
            target = requested
        } else if let current, let index = newChildren.firstIndex(where: { $0 === current }) {
            target = index
        } else {
            target = newChildren.isEmpty ? nil : 0
        }
        let old = children
        children = newChildren
        switch (current, target) {
        case (nil, nil):
            selectedIndex = nil
        case let (nil, index?):
            selectedIndex = index
            addFirst(newChildren[index], host: host)
        case let (from?, nil):
            selectedIndex = nil
            host.willRemoveChild(from)
            beginAppearance(of: from, appearing: false, animated: false, host: host)
            host.removeFromSuperview(host.view(of: from))
            endAppearance(of: from, host: host)
            host.removeChild(from)
        case let (from?, index?):
            selectedIndex = index
            let to = newChildren[index]
            if from !== to {
                let fromIndex = old.firstIndex { $0 === from } ?? 0
                switchWithoutAnimation(
                    from: from, to: to, pair: pair(from: fromIndex, to: index, in: old, host: host),
                    host: host)
            }
        }
        refreshOverlayDisplay()
        notifyContainer(.childrenDidChange)
    }

    func pair(from fromIndex: Int, to toIndex: Int, in list: [Child]? = nil, host: Host) -> TransitionPair {
        let list = list ?? children
        let toList = children
        return TransitionPair(
            container: host.containerIdentifier,
            from: host.identifier(of: list[fromIndex]),
            to: host.identifier(of: toList[toIndex]),
            fromIndex: fromIndex, toIndex: toIndex)
    }

    /// Adds the first child: `addChild` (the system calls `willMove`), size the view, `addSubview` (the system calls
    /// `viewWillAppear` in a window), `didMove(toParent:)` (`viewDidAppear` follows when the run-loop turn ends).
    /// In navigation style: `beginAppearanceTransition(true)` before `addSubview`, `endAppearanceTransition()` before
    /// `didMove(toParent:)`.
    func addFirst(_ child: Child, host: Host) {
        attachFilling(child, host: host) {
            self.beginAppearance(of: child, appearing: true, animated: false, host: host)
        }
        endAppearance(of: child, host: host)
        host.didAddChild(child)
    }

    /// The first half of adding a child shared by every unanimated path: `addChild`, size its view to the content
    /// view's bounds, `beforeInsert` (the navigation-style begins), `addSubview`. The caller sends
    /// `didMove(toParent:)` when its sequence allows.
    func attachFilling(_ child: Child, host: Host, beforeInsert: () -> Void = {}) {
        host.addChild(child)
        let view = host.view(of: child)
        var state = host.state(of: view)
        state.frame = host.bounds(of: childrenView ?? host.contentView).finiteOrZero
        host.apply(state, to: view)
        beforeInsert()
        host.insertSubview(view, into: childrenView ?? host.contentView, at: .front)
    }
}

/// One observer of an engine. A class, not a tuple in the array: closures stored in a generic container are kept at
/// their most general form and re-wrapped, with an allocation, each time they are read, and the progress observers
/// are read on every frame.
@MainActor
final class EngineObserver {
    let token: ObserverToken
    let progress: (@MainActor (TransitionProgress) -> Void)?
    let end: (@MainActor (TransitionPair, Bool) -> Void)?
    let container: (@MainActor (ContainerEvent) -> Void)?

    init(
        token: ObserverToken, progress: (@MainActor (TransitionProgress) -> Void)?,
        end: (@MainActor (TransitionPair, Bool) -> Void)?, container: (@MainActor (ContainerEvent) -> Void)?
    ) {
        self.token = token
        self.progress = progress
        self.end = end
        self.container = container
    }
}
