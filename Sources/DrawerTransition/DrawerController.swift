import Foundation
@_spi(Host) import TransitionCore

/// A drawer container: a centre child and optional left and right drawers, played by the container's
/// ``/TransitionCore/ContainerEngine`` — the centre is the engine's selected child, each drawer an overlay the engine
/// shows over it on a side — so containment, appearance forwarding, the running motion, settling and diagnostics are
/// the engine's, as for every other switch. The drawer keeps what is a drawer's own: the width and side, the
/// geometry, the bezel and close pans, and the centre's shadow.
///
/// The view hierarchy: the host's content view holds a *child container* view, which holds the
/// drawers' views and the *centre container* view, which holds the centre child's view. Closed drawers are hidden
/// and at the back. Opening a drawer shows it with a width of at most ``maximumDrawerWidth`` and moves the centre
/// container aside by that width; closing puts the centre container back at the bounds and hides the drawer. The
/// centre container casts ``centerShadow`` (path = its bounds).
///
/// ```swift
/// container.engine.appearanceForwarding = .navigationStyle   // where the container is made, if wanted
/// let drawer = DrawerController(container: container)
/// drawer.setCenter(centerPage)
/// drawer.setDrawer(leftPage, for: .left)
/// drawer.toggle(.left) { opened in print(opened) }
/// ```
@MainActor
public final class DrawerController<Child: AnyObject, View: AnyObject> {
    /// The container's views, which the drawer lays out (the host's view-level half; it is held weakly).
    private let views: ContainerViews<Child, View>
    /// The container's views while the container exists.
    var host: ContainerViews<Child, View>? { views.exists ? views : nil }
    /// The engine that plays the drawer: the container's, or one of the drawer's own for a host of your own.
    public let engine: ContainerEngine<Child, View>
    /// The clock animations play on.
    public var clock: any FrameClock { engine.clock }
    /// The widest a drawer opens, in points (280 by default); never wider than the container.
    public var maximumDrawerWidth: CGFloat = 280
    /// The shadow the centre container casts (by default radius 10, opacity 0.8).
    public var centerShadow = Shadow(opacity: 0.8, radius: 10) {
        didSet { applyCenterShadow() }
    }
    /// The animator for opening and closing when the delegate has none; nil opens and closes without animation.
    public var animator: (any TransitionAnimator)? = DrawerAnimator()
    /// Chooses an animator per (centre, drawer) pair, e.g. from a config. Held weakly. Setting it lays an open
    /// drawer out again for the new answers (its `width` and `side`) unless a motion runs, which lands on them; a
    /// config replaced inside the same delegate takes effect at the next open, close or resize.
    public weak var delegate: (any ContainerTransitionDelegate)? {
        didSet { if engine.movingOverlay == nil { layOutForBounds() } }
    }
    /// The rule that decides whether a released pan opens (or closes) the drawer, unless the delegate (a config
    /// rule's `"interaction"`) gives one for the pair.
    public var gestureDecision = GestureDecision(threshold: 0.5)
    /// How close to a screen edge a bezel pan must begin to open a drawer.
    public var bezelMargin: CGFloat = 20
    /// Called on every frame of a drawer motion with the open fraction (0 closed, 1 open).
    public var progressHandler: (@MainActor (TransitionProgress) -> Void)?

    /// The centre child: the engine's selected child.
    public var center: Child? { engine.selectedChild }
    /// The left drawer's child.
    public var leftDrawer: Child? { engine.overlay(on: .left) }
    /// The right drawer's child.
    public var rightDrawer: Child? { engine.overlay(on: .right) }
    /// The open drawer, nil when closed. Set when an opening completes, cleared when a closing completes.
    public var openSide: ScreenSide? { engine.shownOverlay }
    /// What the engine noticed and handled without failing, the drawer's motions included.
    public var diagnostics: [ContainerDiagnostic] { engine.diagnostics }

    /// Who sends the children's appearance callbacks: UIKit (``/TransitionCore/AppearanceForwarding/automatic``; a
    /// closed drawer's child appears with the container, hidden) or the engine
    /// (``/TransitionCore/AppearanceForwarding/navigationStyle``: the centre child appears with the container, a drawer
    /// child only while it is open or moving — `viewWillAppear` when it starts to open, `viewDidAppear` when open, and
    /// the reverse on close).
    ///
    /// It is the engine's mode: on a container, as whoever made the container set it (the drawer never changes it);
    /// setting it here sets the engine's, which settles a running motion first. With a host of your own, set it to
    /// `navigationStyle` before the container appears, answer `shouldAutomaticallyForwardAppearanceMethods` with
    /// false, and call ``containerViewWillAppear(animated:)`` and its siblings.
    public var appearanceForwarding: AppearanceForwarding {
        get { engine.appearanceForwarding }
        set { engine.appearanceForwarding = newValue }
    }

    var gesture: DrawerGesture?
    /// The corner radius and shadow each drawer child's view had when it was set: its own style, kept at rest.
    var drawerStyles: [ObjectIdentifier: (cornerRadius: CGFloat, shadow: Shadow)] = [:]
    private var madeViews: (children: View, center: View)?
    /// Each drawer's surface, standing behind it (hidden while it is closed); removed when its drawer is replaced.
    var backdrops: [ScreenSide: View] = [:]

    /// Creates a drawer in a container built on an engine (TransitionUIKit's container view controller). The drawer
    /// is played by the container's engine: it follows the container's appearance callbacks, resizes and
    /// backgrounding with no calls of your own, plays on the engine's clock, and forwards its children's appearance in
    /// the mode the engine has: for navigation style, set `container.engine.appearanceForwarding = .navigationStyle`
    /// where you make the container.
    public convenience init<Container: EngineContainer>(container: Container) where Container.Child == Child, Container.View == View {
        guard let views = container.engine.views else {
            preconditionFailure("a container's engine outlives the host the container keeps for it")
        }
        self.init(views: views, engine: container.engine)
    }

    /// Creates a drawer for a host of your own, with an engine of the drawer's own: forward the container's
    /// appearance callbacks (``containerViewWillAppear(animated:)`` and its siblings) and resizes
    /// (``containerDidResize()``) to it.
    @_spi(Host) public convenience init<Host: ContainerHost>(host: Host, clock: any FrameClock)
    where Host.Child == Child, Host.View == View {
        self.init(views: ContainerViews(host), engine: ContainerEngine(host: host, clock: clock))
    }

    private init(views: ContainerViews<Child, View>, engine: ContainerEngine<Child, View>) {
        self.views = views
        self.engine = engine
        engine.addObserver(container: { [weak self] event in self?.containerEvent(event) })
    }

    /// Where a drawer motion is (idle when none runs).
    public var phase: TransitionState { engine.movingOverlay == nil ? .idle : engine.phase }

    /// The duration of the running motion's animation, or nil when none runs.
    public var motionDuration: Double? { engine.movingOverlay == nil ? nil : engine.activeAnimation?.duration }

    /// The animator playing the running motion and the pair it was chosen for (the closing pair for a close the
    /// config answers, else the opening one), or nil when none runs: what a test checks against the config.
    public var motionAnimator: (animator: any TransitionAnimator, pair: TransitionPair)? {
        guard engine.movingOverlay != nil, let animator = engine.activeAnimator, let context = engine.activeContext
        else { return nil }
        return (animator, context.pair)
    }

    /// The open fraction of the running motion (0 closed, 1 open), or nil when none runs.
    public var openFraction: Double? { engine.overlayFraction }

    /// The view holding the drawers and the centre container.
    public var childContainerView: View? { hierarchy()?.children }
    /// The view holding the centre child's view; it moves when a drawer opens.
    public var centerContainerView: View? { hierarchy()?.center }

    /// The child of a drawer side.
    public func drawer(for side: ScreenSide) -> Child? {
        engine.overlay(on: side)
    }

    /// The width an open drawer has now: ``maximumDrawerWidth``, at most the container's width.
    public var drawerWidth: CGFloat {
        guard let host else { return 0 }
        return max(0, min(maximumDrawerWidth, host.bounds(of: host.contentView).width))
    }

    /// The width the drawer on `side` opens to: the `width` of the ``DrawerAnimator`` the delegate (a config)
    /// chooses for the (centre, drawer) pair, else ``maximumDrawerWidth``; never wider than the container.
    public func drawerWidth(for side: ScreenSide) -> CGFloat {
        guard let host else { return 0 }
        let width = configuredDrawer(for: side).map(\.width) ?? maximumDrawerWidth
        return max(0, min(width, host.bounds(of: host.contentView).width))
    }

    /// The screen edge the drawer set for `side` opens from: the `side` of the ``DrawerAnimator`` the delegate (a
    /// config) chooses for its (centre, drawer) pair when that names `left` or `right`, else `side` itself. When both
    /// drawers' animators name the same edge, each drawer keeps its own side: one edge holds one drawer.
    ///
    /// Sides are written for a left-to-right layout and mirror in a right-to-left one (the engine's
    /// ``/TransitionCore/ContainerEngine/layoutDirection``), as a menu does in Arabic and Hebrew: the left drawer — the
    /// leading one — opens from the right edge, and its bezel pan starts there.
    public func edge(for side: ScreenSide) -> ScreenSide {
        let written = writtenEdge(for: side)
        return engine.layoutDirection == .rightToLeft ? written.opposite : written
    }

    /// The edge the drawer on `side` opens from in a left-to-right layout.
    private func writtenEdge(for side: ScreenSide) -> ScreenSide {
        guard let named = configuredDrawer(for: side)?.explicitSide, named != side else { return side }
        let other: ScreenSide = side == .left ? .right : .left
        let otherEdge = drawer(for: other) == nil ? nil : (configuredDrawer(for: other)?.explicitSide ?? other)
        return otherEdge == named ? side : named
    }

    /// The ``DrawerAnimator`` the delegate chooses for opening the drawer on `side`, if it chooses one.
    func configuredDrawer(for side: ScreenSide) -> DrawerAnimator? {
        guard let host, drawer(for: side) != nil,
            case let .animator(chosen as DrawerAnimator) = delegate?.animator(for: pair(side: side, host: host))
        else { return nil }
        return chosen
    }

    /// Where the centre and the drawer set for `side` sit, closed and open, in `bounds`.
    func geometry(for side: ScreenSide, in bounds: CGRect) -> DrawerGeometry {
        DrawerGeometry(bounds: bounds, width: drawerWidth(for: side), side: edge(for: side))
    }

    /// The view hierarchy, made on first use: content view → child container → centre container, which the engine
    /// puts its selected child (the centre) in.
    func hierarchy() -> (children: View, center: View)? {
        if let madeViews { return madeViews }
        guard let host else { return nil }
        let bounds = host.bounds(of: host.contentView)
        let children = host.makeAuxiliaryView(for: "drawer.children")
        host.apply(ViewState(frame: bounds), to: children)
        host.insertSubview(children, into: host.contentView, at: .front)
        let center = host.makeAuxiliaryView(for: .center)
        host.apply(ViewState(frame: bounds, shadow: centerShadow), to: center)
        host.insertSubview(center, into: children, at: .front)
        madeViews = (children, center)
        engine.childrenView = center
        return madeViews
    }

    private func applyCenterShadow() {
        guard let host, let center = hierarchy()?.center else { return }
        var state = host.state(of: center)
        state.shadow = centerShadow
        host.apply(state, to: center)
    }

    // MARK: Children

    /// Sets the centre child: the engine's only child, replaced without animation in the engine's order
    /// (`willMove(toParent: nil)` on the old one, `addChild` and `addSubview` — sized to the centre container — for the
    /// new one, `removeFromSuperview` and `removeFromParent` for the old one, then `didMove(toParent:)`). A running
    /// motion settles first.
    public func setCenter(_ child: Child?) {
        guard hierarchy() != nil, child !== center else { return }
        // One child, never a duplicate: only a released host refuses, and then there is nothing to show.
        try? engine.setChildren(child.map { [$0] } ?? [])
        applyCenterShadow()
    }

    /// Sets a drawer's child: `addChild`, its view hidden at its drawer frame and put at the back of the child
    /// container, then `didMove(toParent:)`. Replacing an open drawer closes it first, without animation.
    public func setDrawer(_ child: Child?, for side: ScreenSide) {
        guard let (children, center) = hierarchy(), child !== drawer(for: side) else { return }
        if let old = drawer(for: side) { drawerStyles[ObjectIdentifier(old)] = nil }
        if let backdrop = backdrops.removeValue(forKey: side) { host?.removeBackdropView(backdrop) }
        let slot = OverlaySlot<Child, View>(
            parent: children, covered: center,
            layOut: { [weak self] layout in self?.layOut(side, layout) },
            dismiss: { [weak self] in self?.close() })
        engine.setOverlay(child, on: side, slot: slot)
    }

    // MARK: The container's events

    private func containerEvent(_ event: ContainerEvent) {
        switch event {
        case .didResize:
            // The engine settled a running motion; the drawer lays itself out for the new size.
            layOutForBounds()
        case .willAppear, .willDisappear:
            // A drawer in motion lands before its container appears or leaves, whatever the forwarding mode.
            engine.settleOverlayMotion()
        default:
            break
        }
    }

    /// Call from the container's `viewWillAppear(_:)` when forwarding in navigation style with a host of your own: a
    /// running motion settles, then the centre child (and the open drawer's) begin to appear.
    public func containerViewWillAppear(animated: Bool) {
        engine.containerViewWillAppear(animated: animated)
    }

    /// Call from the container's `viewDidAppear(_:)`: every appearance the engine began ends.
    public func containerViewDidAppear() {
        engine.containerViewDidAppear()
    }

    /// Call from the container's `viewWillDisappear(_:)`: a running motion settles, then the visible children begin
    /// to disappear.
    public func containerViewWillDisappear(animated: Bool) {
        engine.containerViewWillDisappear(animated: animated)
    }

    /// Call from the container's `viewDidDisappear(_:)`: every appearance the engine began ends.
    public func containerViewDidDisappear() {
        engine.containerViewDidDisappear()
    }
}
