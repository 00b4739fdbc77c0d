import Foundation
import TransitionCore

/// A drawer container engine: a centre child and optional left and right drawers, generic over the
/// core's host protocol, so the same engine runs on HeadlessUI and on UIKit.
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
public final class DrawerController<Host: ContainerHost> {
    /// The host whose primitives the engine calls (held weakly: the host owns the engine).
    package private(set) weak var host: Host?
    /// The clock animations play on.
    public let clock: any FrameClock
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
        didSet { if motion == nil { containerDidResize() } }
    }
    /// The rule that decides whether a released pan opens (or closes) the drawer, unless the delegate (a config
    /// rule's `"interaction"`) gives one for the pair.
    public var gestureDecision = GestureDecision(threshold: 0.5)
    /// How close to a screen edge a bezel pan must begin to open a drawer.
    public var bezelMargin: CGFloat = 20
    /// Called on every frame of a drawer motion with the open fraction (0 closed, 1 open).
    public var progressHandler: (@MainActor (TransitionProgress) -> Void)?

    /// The centre child.
    public private(set) var center: Host.Child?
    /// The left drawer's child.
    public private(set) var leftDrawer: Host.Child?
    /// The right drawer's child.
    public private(set) var rightDrawer: Host.Child?
    /// The open drawer, nil when closed. Set when an opening completes, cleared when a closing completes.
    public internal(set) var openSide: ScreenSide? {
        didSet { if openSide != oldValue { updateDisplay() } }
    }
    /// What the engine noticed and handled without failing.
    public private(set) var diagnostics: [ContainerDiagnostic] = []

    /// Who sends the children's appearance callbacks: UIKit (``/TransitionCore/AppearanceForwarding/automatic``; a
    /// closed drawer's child appears with the container, hidden) or the drawer
    /// (``/TransitionCore/AppearanceForwarding/navigationStyle``: the centre child appears with the container, a drawer
    /// child only while it is open or moving — `viewWillAppear` when it starts to open, `viewDidAppear` when open, and
    /// the reverse on close).
    ///
    /// When the host is an ``/TransitionCore/EngineContainer`` this is its engine's mode: the drawer follows the
    /// container's `engine.appearanceForwarding`, as whoever made the container set it, and never changes it. Setting
    /// it here then sets the engine's, which settles a running motion first. With another host it is the drawer's
    /// own: set it to `navigationStyle` before the container appears, answer
    /// `shouldAutomaticallyForwardAppearanceMethods` with false, and call ``containerViewWillAppear(animated:)`` and
    /// its siblings.
    public var appearanceForwarding: AppearanceForwarding {
        get { engine?.appearanceForwarding ?? ownAppearanceForwarding }
        set {
            if let engine {
                engine.appearanceForwarding = newValue
            } else {
                ownAppearanceForwarding = newValue
            }
        }
    }
    private var ownAppearanceForwarding = AppearanceForwarding.automatic
    /// The container's own engine, when the host has one: the drawer follows its mode and events.
    weak var engine: ContainerEngine<Host>?

    var motion: DrawerMotion<Host>?
    var gesture: DrawerGesture?
    private var views: (children: Host.View, center: Host.View)?
    /// The container's own appearance, as the drawer was told, and each child's as the drawer forwarded it.
    var appearance = AppearanceLedger<Host.Child>()

    /// Creates a drawer in a container built on an engine (HeadlessUI's or TransitionUIKit's container view
    /// controller). The drawer follows the container's appearance callbacks, resizes and backgrounding through the
    /// container's engine, with no calls of your own, plays on the engine's clock, and forwards its children's
    /// appearance in the mode the container's engine has: for navigation style, set
    /// `container.engine.appearanceForwarding = .navigationStyle` where you make the container.
    public convenience init<Container: EngineContainer>(container: Container) where Container.Host == Host {
        guard let host = container.engine.host else {
            preconditionFailure("a container's engine outlives the host the container keeps for it")
        }
        self.init(host: host, clock: container.engine.clock)
        attach(to: container.engine)
    }

    /// Creates a drawer for a host of your own: forward the container's appearance callbacks
    /// (``containerViewWillAppear(animated:)`` and its siblings) and resizes (``containerDidResize()``) to it.
    public init(host: Host, clock: any FrameClock) {
        self.host = host
        self.clock = clock
    }

    /// Where a drawer motion is (idle when none runs).
    public var phase: TransitionState { motion?.transition.phase ?? .idle }

    /// The duration of the running motion's animation, or nil when none runs.
    public var motionDuration: Double? { motion?.transition.animation.duration }

    /// The animator playing the running motion and the pair it was chosen for (the closing pair for a close the
    /// config answers, else the opening one), or nil when none runs: what a test checks against the config.
    public var motionAnimator: (animator: any TransitionAnimator, pair: TransitionPair)? {
        motion.map { ($0.transition.animator, $0.transition.context.pair) }
    }

    /// The open fraction of the running motion (0 closed, 1 open), or nil when none runs.
    public var openFraction: Double? { motion?.fraction }

    /// The view holding the drawers and the centre container.
    public var childContainerView: Host.View? { hierarchy()?.children }
    /// The view holding the centre child's view; it moves when a drawer opens.
    public var centerContainerView: Host.View? { hierarchy()?.center }

    /// The child of a drawer side.
    public func drawer(for side: ScreenSide) -> Host.Child? {
        side == .left ? leftDrawer : rightDrawer
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

    /// The edge the drawer set for `side` opens from: the `side` of the ``DrawerAnimator`` the delegate (a config)
    /// chooses for its (centre, drawer) pair when that names `left` or `right`, else `side` itself. When both
    /// drawers' animators name the same edge, each drawer keeps its own side: one edge holds one drawer.
    public func edge(for side: ScreenSide) -> ScreenSide {
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

    func record(_ diagnostic: ContainerDiagnostic) {
        diagnostics.append(diagnostic)
    }

    /// The view hierarchy, made on first use: content view → child container → centre container.
    func hierarchy() -> (children: Host.View, center: Host.View)? {
        if let views { return views }
        guard let host else { return nil }
        let bounds = host.bounds(of: host.contentView)
        let children = host.makeAuxiliaryView(for: "drawer.children")
        host.apply(ViewState(frame: bounds), to: children)
        host.insertSubview(children, into: host.contentView, at: .front)
        let center = host.makeAuxiliaryView(for: .center)
        host.apply(ViewState(frame: bounds, shadow: centerShadow), to: center)
        host.insertSubview(center, into: children, at: .front)
        views = (children, center)
        return views
    }

    /// Tells the container's engine what the drawer shows, so the container passes it on to the system and to
    /// VoiceOver: the open drawer's child on screen (the centre's while closed), and the open drawer covering the
    /// centre, closed by VoiceOver's escape gesture. Nothing for a host without an engine.
    func updateDisplay() {
        guard let engine, let host else { return }
        guard let side = openSide, let child = drawer(for: side), let (_, centerView) = views else {
            engine.controllerDisplay = ControllerDisplay(childOnScreen: center, cover: nil)
            return
        }
        let cover = ControllerDisplay<Host>.Cover(view: host.view(of: child), covered: centerView) { [weak self] in
            self?.close()
        }
        engine.controllerDisplay = ControllerDisplay(childOnScreen: child, cover: cover)
    }

    private func applyCenterShadow() {
        guard let host, let center = hierarchy()?.center else { return }
        var state = host.state(of: center)
        state.shadow = centerShadow
        host.apply(state, to: center)
    }

    // MARK: Children

    /// Sets the centre child: the old one is removed with the removal sequence (`willMove(toParent: nil)`,
    /// `removeFromSuperview`, `removeFromParent`), the new one added with the add sequence — `addChild`, its view
    /// sized to the centre container's bounds and added to it, then `didMove(toParent:)`.
    public func setCenter(_ child: Host.Child?) {
        guard let host, let (_, centerView) = hierarchy(), child !== center else { return }
        settle()
        if let old = center {
            beginAppearance(of: old, appearing: false, animated: false)
            host.removeShownChild(old)
            endAppearance(of: old)
            forget(old)
        }
        center = child
        guard let child else {
            updateDisplay()
            return
        }
        host.addChild(child)
        beginAppearance(of: child, appearing: true, animated: false)
        let view = host.view(of: child)
        var state = host.state(of: view)
        state.frame = CGRect(origin: .zero, size: host.bounds(of: centerView).size)
        host.apply(state, to: view)
        host.insertSubview(view, into: centerView, at: .front)
        host.didAddChild(child)
        endAppearance(of: child)
        applyCenterShadow()
        updateDisplay()
    }

    /// Sets a drawer's child with the add sequence — `addChild`, its view hidden at its drawer frame and put at the
    /// back of the child container, then `didMove(toParent:)`. Replacing an open drawer closes it first, without animation.
    public func setDrawer(_ child: Host.Child?, for side: ScreenSide) {
        guard let host, let (children, _) = hierarchy(), child !== drawer(for: side) else { return }
        settle()
        if openSide == side { hide(animated: false) }
        if let old = drawer(for: side) {
            host.removeShownChild(old)
            forget(old)
        }
        if side == .left { leftDrawer = child } else { rightDrawer = child }
        guard let child else { return }
        host.addChild(child)
        let view = host.view(of: child)
        var state = host.state(of: view)
        state.isHidden = true
        state.frame = geometry(for: side, in: host.bounds(of: host.contentView)).drawerFrame
        host.apply(state, to: view)
        host.insertSubview(view, into: children, at: .back)
        host.didAddChild(child)
    }
}
