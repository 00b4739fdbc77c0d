import Foundation
@_spi(Host) import TransitionCore

/// A tab container engine: selection by index, a ``TabBarState`` whose indicator and titles follow
/// a transition's progress forward and backward, and edge pans to the neighbouring tabs, with a full restore on
/// cancel. Generic over the platform's view controller and view types; the switching itself is the core's
/// ``/TransitionCore/ContainerEngine``.
///
/// ```swift
/// let tabs = TabContainer(container: container)
/// try tabs.setTabs([home, search, settings], titles: ["Home", "Search", "Settings"])
/// tabs.onTabBarChange = { bar in render(bar) }
/// try tabs.select(index: 2)
/// ```
@MainActor
public final class TabContainer<Child: AnyObject, View: AnyObject> {
    /// The engine that switches children.
    public let engine: ContainerEngine<Child, View>
    /// The tab bar, following the running transition.
    public private(set) var tabBar = TabBarState(titles: [], selectedIndex: nil) {
        didSet { onTabBarChange?(tabBar) }
    }
    /// Called whenever the tab bar changes (every frame of a transition).
    public var onTabBarChange: (@MainActor (TabBarState) -> Void)?
    /// Whether a tab's child asks for the bar to be hidden while it is selected, as `hidesBottomBarWhenPushed` asks
    /// UIKit's tab bar controller; none does by default. The bar's ``TabBarState/visibility`` moves with a transition
    /// between a tab that shows it and one that hides it, and comes back on a cancel. When the answer changes
    /// without a switch (a screen pushed inside a tab), call ``barPreferenceDidChange()``.
    ///
    /// ```swift
    /// tabs.hidesBar = { ($0 as? UINavigationController)?.topViewController?.hidesBottomBarWhenPushed ?? false }
    /// ```
    public var hidesBar: @MainActor (Child) -> Bool = { _ in false } {
        didSet { barPreferenceDidChange() }
    }

    private let nextSwipe: SwipeInteraction<Child, View>
    private let previousSwipe: SwipeInteraction<Child, View>

    /// Creates a tab container; `animator` (a sliding ``TabAnimator`` by default) plays every switch the engine's
    /// delegate and its own ``/TransitionCore/ContainerEngine/defaultAnimator`` leave open. The engine's default
    /// animator stays as whoever made the engine set it: the tab container never changes it.
    ///
    /// The tabs run on the container's own engine (HeadlessUI's or TransitionUIKit's container view controller):
    /// one engine per container, so the container's resize and appearance calls reach the tabs.
    public convenience init<Container: EngineContainer>(
        container: Container, animator: (any TransitionAnimator)? = TabAnimator(),
        decision: GestureDecision = GestureDecision()
    ) where Container.Child == Child, Container.View == View {
        self.init(engine: container.engine, animator: animator, decision: decision)
    }

    /// Creates a tab container on a host of your own, with an engine of its own on `clock`; `animator` as for
    /// ``init(container:animator:decision:)``.
    @_spi(Host) public convenience init<Host: ContainerHost>(
        host: Host, clock: any FrameClock, animator: (any TransitionAnimator)? = TabAnimator(),
        decision: GestureDecision = GestureDecision()
    ) where Host.Child == Child, Host.View == View {
        self.init(engine: ContainerEngine(host: host, clock: clock), animator: animator, decision: decision)
    }

    private init(engine: ContainerEngine<Child, View>, animator: (any TransitionAnimator)?, decision: GestureDecision) {
        self.engine = engine
        engine.controllerAnimator = animator
        nextSwipe = SwipeInteraction(engine: engine, edge: .right, decision: decision)
        previousSwipe = SwipeInteraction(engine: engine, edge: .left, decision: decision)
        // Observers, not the handlers: `progressHandler` and `transitionEndHandler` stay the app's to set.
        engine.addObserver(
            progress: { [weak self] progress in self?.follow(progress) },
            end: { [weak self] _, _ in self?.settleBar() },
            container: { [weak self] event in if event == .childrenDidChange { self?.childrenDidChange() } })
    }

    /// The title of a tab set without one (children replaced on the engine, by a bound selection); an empty title
    /// (the default) is the tab's identifier, as config rules name it.
    public var title: @MainActor (Child) -> String = { _ in "" }

    /// Titles given with ``setTabs(_:titles:selecting:)``, by child.
    private var givenTitles: [ObjectIdentifier: String] = [:]

    /// The children changed on the engine, by this container or another route: the bar takes their titles and the
    /// selection, at rest.
    private func childrenDidChange() {
        let children = engine.children
        givenTitles = givenTitles.filter { id, _ in children.contains { ObjectIdentifier($0) == id } }
        let titles = children.map { child in
            givenTitles[ObjectIdentifier(child)] ?? titleOfUntitled(child)
        }
        var bar = TabBarState(titles: titles, selectedIndex: engine.selectedIndex)
        bar.visibility = visibility(at: engine.selectedIndex)
        tabBar = bar
    }

    private func titleOfUntitled(_ child: Child) -> String {
        let given = title(child)
        return given.isEmpty ? engine.views?.identifier(of: child) ?? "" : given
    }

    /// Sets the tabs and their titles (the children's identifiers when `titles` is nil).
    ///
    /// - Throws: the engine's errors, or ``/TransitionCore/TransitionError/invalidValue(name:value:allowed:)`` when
    ///   the titles do not match the children one for one. Nothing changes when it throws.
    public func setTabs(
        _ children: [Child], titles: [String]? = nil, selecting index: Int? = nil
    )
        throws
    {
        if let titles, titles.count != children.count {
            throw TransitionError.invalidValue(
                name: "titles", value: "\(titles.count) titles",
                allowed: "one title per tab (\(children.count))")
        }
        let before = givenTitles
        givenTitles = [:]
        if let titles {
            for (child, title) in zip(children, titles) { givenTitles[ObjectIdentifier(child)] = title }
        }
        do {
            try engine.setChildren(children, selecting: index)
        } catch {
            givenTitles = before
            throw error
        }
        // The engine's `childrenDidChange` built the bar; a list it did not change (the same children) keeps titles
        // given now.
        childrenDidChange()
    }

    /// Selects a tab (animated with the engine's animator); see
    /// ``/TransitionCore/ContainerEngine/select(index:animated:)``.
    public func select(index: Int, animated: Bool? = nil) throws {
        try engine.select(index: index, animated: animated)
        if engine.phase == .idle { settleBar() }
    }

    /// Feeds a pan: one that begins at the right edge switches to the next tab, at the left edge to the previous
    /// (mirrored right-to-left); a touch on a running transition grabs it.
    public func handlePan(_ touch: TouchSample) {
        if touch.phase == .began {
            for swipe in [nextSwipe, previousSwipe] {
                swipe.handle(touch)
                if swipe.isTracking { return }
            }
            return
        }
        for swipe in [nextSwipe, previousSwipe] where swipe.isTracking {
            swipe.handle(touch)
            if !swipe.isTracking, let outcome = swipe.lastOutcome { lastSwipeOutcome = outcome }
            return
        }
    }

    /// How the most recent swipe ended (whichever edge it began at).
    public private(set) var lastSwipeOutcome: GestureOutcome?

    /// Reads ``hidesBar`` again for the selected tab and puts the bar where it says, unless a transition runs
    /// (its end reads it).
    public func barPreferenceDidChange() {
        if engine.phase == .idle { settleBar() }
    }

    /// 0 when the child at `index` hides the bar, else 1.
    private func visibility(at index: Int?) -> Double {
        guard let index, engine.children.indices.contains(index) else { return 1 }
        return hidesBar(engine.children[index]) ? 0 : 1
    }

    private func follow(_ progress: TransitionProgress) {
        guard let from = progress.pair.fromIndex, let to = progress.pair.toIndex else { return }
        var bar = tabBar
        bar.selectedIndex = engine.selectedIndex
        bar.follow(
            from: from, to: to, fraction: progress.fraction,
            visibility: (visibility(at: from), visibility(at: to)))
        tabBar = bar
    }

    private func settleBar() {
        var bar = tabBar
        bar.settle(on: engine.selectedIndex, visibility: visibility(at: engine.selectedIndex))
        tabBar = bar
    }
}
