import Foundation
import TransitionCore

/// An in-memory `UIViewController`: a lazily loaded view, containment (`addChild`, `removeFromParent`,
/// `willMove`/`didMove`) with UIKit's automatic calls, the four appearance callbacks, layout callbacks, modal
/// presentation and child preferences, all recorded in the environment's log with who made each call.
///
/// Subclass it as you would `UIViewController` (override `viewDidLoad`, `viewWillAppear(_:)`, … and call `super`),
/// or react to calls with ``onCall``.
@MainActor
open class HeadlessViewController {
    /// The environment the controller records its calls in.
    public let environment: HeadlessEnvironment
    /// Called after every recorded call on this controller, for behaviour a subclass would add in UIKit.
    public var onCall: (@MainActor (HeadlessEvent.Call) -> Void)?
    /// `title`.
    public var title: String?
    /// `navigationItem`: what the screen asks of a navigation bar while it is on top.
    public private(set) lazy var navigationItem = HeadlessNavigationItem()
    /// `restorationIdentifier`.
    public var restorationIdentifier: String?

    /// The parent, set by ``addChild(_:)`` and cleared by ``removeFromParent()``.
    public private(set) weak var parent: HeadlessViewController?
    /// The children, in the order they were added.
    public private(set) var children: [HeadlessViewController] = []
    /// Where the controller is in its appearance callbacks.
    public private(set) var appearanceState: AppearancePhase = .disappeared
    /// True from `addChild` until the `viewDidAppear` that follows it.
    public private(set) var isMovingToParent = false
    /// True from `willMove(toParent: nil)` until the `viewDidDisappear` that follows it.
    public private(set) var isMovingFromParent = false

    var isWindowRoot = false
    private var loadedView: HeadlessView?
    private var pendingEnd: UInt64?
    private var givenIdentifier: String?
    /// The presentation this controller takes part in (see `HeadlessViewController+Presentation`).
    var presentation = PresentationLinks()
    /// The scroll views its bars follow (see `HeadlessViewController+ContentScrollView`).
    var contentScrollViews = ContentScrollViews()

    /// `contentScrollView(for:)` (iOS 15): the scroll view the controller's bars follow at `edge` — the one set with
    /// ``setContentScrollView(_:for:)``, else the one UIKit finds in the view (see
    /// ``HeadlessEnvironment/ContentScrollViewGuess``).
    open func contentScrollView(for edge: HeadlessDirectionalRectEdge) -> HeadlessScrollView? {
        defaultContentScrollView(for: edge)
    }

    /// Creates a controller; ``HeadlessEnvironment/makeViewController(_:)`` is the short way.
    public init(identifier: String, environment: HeadlessEnvironment) {
        givenIdentifier = identifier
        self.environment = environment
    }

    /// `UIViewController(nibName:bundle:)`, in the current environment (``HeadlessEnvironment/current``); its
    /// identifier is its ``title``, else its type's name, until one is set.
    public init(nibName: String?, bundle: Bundle?) {
        environment = .current
    }

    /// `init?(coder:)`: there are no archives in the model.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The transition identifier (`"Home"`), used by config rules and in traces: the one given, else the
    /// ``restorationIdentifier``, the ``title`` or the type's name.
    public var identifier: String {
        get { givenIdentifier ?? restorationIdentifier ?? title ?? "\(type(of: self))" }
        set { givenIdentifier = newValue }
    }

    /// The identifier set explicitly (at creation or later), if any.
    public var explicitIdentifier: String? { givenIdentifier }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if it is loaded (`viewIfLoaded`).
    public var viewIfLoaded: HeadlessView? { loadedView }

    /// The root view, loaded on first use: `loadView()`, then `viewDidLoad()` (recorded). Setting it replaces it.
    public var view: HeadlessView {
        get {
            if let loadedView { return loadedView }
            loadView()
            let view = loadedView ?? HeadlessView(name: identifier, environment: environment)
            view.owner = self
            loadedView = view
            record(.viewDidLoad, .system)
            viewDidLoad()
            return view
        }
        set {
            loadedView?.owner = nil
            newValue.owner = self
            loadedView = newValue
        }
    }

    /// `loadViewIfNeeded()`.
    public func loadViewIfNeeded() { _ = view }

    /// `loadView()`: makes a plain view named after the controller, the size of the screen (UIKit's default view of
    /// a controller without a nib is screen-sized until a container or window lays it out); override to make your
    /// own and assign ``view``.
    open func loadView() {
        let view = HeadlessView(
            name: identifier, frame: CGRect(origin: .zero, size: environment.screenSize), environment: environment)
        view.owner = self
        loadedView = view
    }

    /// `accessibilityPerformEscape()`: VoiceOver's escape gesture reached the controller (its root view passed it
    /// on); return true if you handled it — dismissed, went back, closed.
    nonisolated open func accessibilityPerformEscape() -> Bool { false }

    /// `hidesBottomBarWhenPushed`: whether a tab bar hides while this controller is on screen (the model has no
    /// tab bar of its own to hide; a `TabContainer` reads it through its `hidesBar`).
    public var hidesBottomBarWhenPushed = false

    /// `additionalSafeAreaInsets`: added to the root view's safe-area insets (and so to its children's).
    public var additionalSafeAreaInsets = HeadlessEdgeInsets() {
        didSet { if additionalSafeAreaInsets != oldValue { viewIfLoaded?.updateSafeAreaInSubtree() } }
    }

    /// `viewSafeAreaInsetsDidChange()`: the root view's safe-area insets changed (see ``HeadlessView/safeAreaInsets``).
    open func viewSafeAreaInsetsDidChange() {}

    /// `viewDidLoad()`: override to build the view; call `super`.
    open func viewDidLoad() {}
    /// `viewWillAppear(_:)`: the model calls it after recording it.
    open func viewWillAppear(_ animated: Bool) {}
    /// `viewDidAppear(_:)`.
    open func viewDidAppear(_ animated: Bool) {}
    /// `viewWillDisappear(_:)`.
    open func viewWillDisappear(_ animated: Bool) {}
    /// `viewDidDisappear(_:)`.
    open func viewDidDisappear(_ animated: Bool) {}
    /// `viewWillLayoutSubviews()`: in the layout pass, before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// `viewDidLayoutSubviews()`: in the layout pass, after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// `traitCollectionDidChange(_:)`: the layout direction changed.
    open func traitCollectionDidChange(_ previousTraitCollection: HeadlessTraitCollection?) {}

    /// `preferredStatusBarStyle`.
    open var preferredStatusBarStyle: HeadlessStatusBarStyle { .default }
    /// `prefersStatusBarHidden`.
    open var prefersStatusBarHidden: Bool { false }
    /// `childForStatusBarStyle`: the child whose style counts instead (nil: this controller's own).
    open var childForStatusBarStyle: HeadlessViewController? { nil }
    /// `childForStatusBarHidden`.
    open var childForStatusBarHidden: HeadlessViewController? { nil }
    /// `prefersHomeIndicatorAutoHidden`.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// `childForHomeIndicatorAutoHidden`.
    open var childForHomeIndicatorAutoHidden: HeadlessViewController? { nil }
    /// `preferredScreenEdgesDeferringSystemGestures`.
    open var preferredScreenEdgesDeferringSystemGestures: HeadlessRectEdge { [] }
    /// `childForScreenEdgesDeferringSystemGestures`.
    open var childForScreenEdgesDeferringSystemGestures: HeadlessViewController? { nil }
    /// `supportedInterfaceOrientations` (an iPhone's default: all but upside down).
    open var supportedInterfaceOrientations: HeadlessInterfaceOrientationMask { .allButUpsideDown }
    /// `canBecomeFirstResponder`: false unless a subclass says otherwise (a chat screen whose input bar is its
    /// ``inputAccessoryView``).
    open var canBecomeFirstResponder: Bool { false }
    /// `inputAccessoryView`: docked at the bottom of the screen while the controller is first responder.
    open var inputAccessoryView: HeadlessView? { nil }
    /// The window the controller is first responder of, if it became one.
    weak var responderWindow: HeadlessWindow?

    /// `shouldAutomaticallyForwardAppearanceMethods`: when false, the controller's children receive appearance
    /// calls only through ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()``.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    func record(_ call: HeadlessEvent.Call, _ origin: HeadlessEvent.Origin) {
        environment.record(identifier, call, origin)
        onCall?(call)
    }

    // MARK: Containment

    /// `addChild(_:)`: the system calls `child.willMove(toParent: self)`. A child of another parent is removed from
    /// it first; adding a child twice does nothing.
    public func addChild(_ child: HeadlessViewController) {
        guard child !== self, child.parent !== self else { return }
        if child.parent != nil { child.removeFromParent() }
        record(.addChild(child.identifier), .containerCode)
        child.willMove(toParent: self, origin: .system)
        children.append(child)
        child.parent = self
        child.isMovingToParent = true
    }

    /// `removeFromParent()`: the system calls `didMove(toParent: nil)`.
    public func removeFromParent() {
        guard let parent else { return }
        record(.removeFromParent, .containerCode)
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil, origin: .system)
    }

    /// `willMove(toParent:)`, called by container code (with nil before removing a child).
    public func willMove(toParent parent: HeadlessViewController?) {
        willMove(toParent: parent, origin: .containerCode)
    }

    /// `didMove(toParent:)`, called by container code after adding a child.
    public func didMove(toParent parent: HeadlessViewController?) {
        didMove(toParent: parent, origin: .containerCode)
    }

    private func willMove(toParent parent: HeadlessViewController?, origin: HeadlessEvent.Origin) {
        if parent == nil {
            isMovingFromParent = true
            isMovingToParent = false
        }
        record(.willMove(toParent: parent?.identifier), origin)
    }

    private func didMove(toParent parent: HeadlessViewController?, origin: HeadlessEvent.Origin) {
        if parent != nil { isMovingFromParent = false }
        record(.didMove(toParent: parent?.identifier), origin)
    }

    // MARK: Appearance

    /// `beginAppearanceTransition(_:animated:)`, for containers that forward appearance by hand: the system calls
    /// `viewWillAppear` or `viewWillDisappear` at once. A call that does not fit the appearance state (a second
    /// begin in the same direction) is reported as an ``AppearanceError`` and changes nothing.
    ///
    /// As in UIKit, the callbacks come whether or not the view is in a window (tests call it on bare controllers):
    /// calling it only while the container is visible is the container's job.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        record(.beginAppearanceTransition(isAppearing: isAppearing, animated: animated), .containerCode)
        guard beginAppearance(isAppearing, origin: .system, animated: animated) else { return }
        forEachAutomaticDescendant { $0.beginAppearance(isAppearing, origin: .system) }
    }

    /// `endAppearanceTransition()`: the system calls `viewDidAppear` or `viewDidDisappear`, whichever is due, at
    /// once. Without a begin before it, it is reported as an ``AppearanceError``.
    public func endAppearanceTransition() {
        record(.endAppearanceTransition, .containerCode)
        guard endAppearance(origin: .system) else { return }
        forEachAutomaticDescendant { descendant in
            let isBetween = descendant.appearanceState == .appearing || descendant.appearanceState == .disappearing
            if isBetween { descendant.endAppearance(origin: .system) }
        }
    }

    /// UIKit passes a controller's appearance on to the children that forward automatically, down the tree: the
    /// controllers whose root views are in this view's subtree, parents first, except below a controller whose parent
    /// forwards by hand (that parent's own begin and end reach it).
    private func forEachAutomaticDescendant(_ body: (HeadlessViewController) -> Void) {
        guard let loadedView else { return }
        var stack = Array(loadedView.subviews.reversed())
        while let view = stack.popLast() {
            if let controller = view.owner {
                if controller.isForwardedByHand { continue }
                if controller.receivesAutomaticAppearance { body(controller) }
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
    }

    /// Brings the controller's appearance to `target` with balanced begin and end calls: a container whose own
    /// appearance changed while its calls could not reach this child (a transition was running, the child was not
    /// selected) makes the child follow when the transition ends.
    func settleAppearance(to target: AppearancePhase) {
        switch (appearanceState, target) {
        case (.appeared, .disappearing), (.appearing, .disappearing):
            beginAppearanceTransition(false, animated: false)
        case (.appeared, .disappeared), (.appearing, .disappeared):
            beginAppearanceTransition(false, animated: false)
            endAppearanceTransition()
        case (.disappearing, .disappeared), (.appearing, .appeared):
            endAppearanceTransition()
        case (.disappeared, .appearing), (.disappearing, .appearing):
            beginAppearanceTransition(true, animated: false)
        case (.disappeared, .appeared), (.disappearing, .appeared):
            beginAppearanceTransition(true, animated: false)
            endAppearanceTransition()
        default:
            break
        }
    }

    /// Calls the open callback for the state the controller entered.
    private func appearanceDidChange(to state: AppearancePhase, animated: Bool) {
        switch state {
        case .appearing: viewWillAppear(animated)
        case .appeared: viewDidAppear(animated)
        case .disappearing: viewWillDisappear(animated)
        case .disappeared: viewDidDisappear(animated)
        }
    }

    /// Whether UIKit would forward appearance calls to this controller by itself.
    var receivesAutomaticAppearance: Bool {
        if let parent { return parent.shouldAutomaticallyForwardAppearanceMethods }
        return isWindowRoot
    }

    /// Whether the controller's parent forwards appearance by hand: the controller and its subtree get their calls
    /// only through the parent's begin and end.
    var isForwardedByHand: Bool {
        parent.map { !$0.shouldAutomaticallyForwardAppearanceMethods } ?? false
    }

    @discardableResult
    func beginAppearance(_ appearing: Bool, origin: HeadlessEvent.Origin, animated: Bool = false) -> Bool {
        guard let next = appearanceState.afterBegin(appearing: appearing) else {
            environment.report(
                AppearanceError(
                    controller: identifier, call: appearing ? "viewWillAppear" : "viewWillDisappear",
                    state: appearanceState.rawValue))
            return false
        }
        appearanceState = next
        // A will-call overtakes the did-call still waiting for the other direction.
        if let pendingEnd {
            environment.runLoop.cancel(pendingEnd)
            self.pendingEnd = nil
        }
        record(appearing ? .viewWillAppear : .viewWillDisappear, origin)
        appearanceDidChange(to: appearanceState, animated: animated)
        return true
    }

    @discardableResult
    func endAppearance(origin: HeadlessEvent.Origin) -> Bool {
        // A manual end takes the place of an automatic did-callback still waiting for the end of the turn.
        if let pendingEnd {
            environment.runLoop.cancel(pendingEnd)
            self.pendingEnd = nil
        }
        guard let next = appearanceState.afterEnd else {
            environment.report(
                AppearanceError(
                    controller: identifier, call: "endAppearanceTransition", state: appearanceState.rawValue))
            return false
        }
        appearanceState = next
        if next == .appeared {
            isMovingToParent = false
            record(.viewDidAppear, origin)
        } else {
            isMovingFromParent = false
            record(.viewDidDisappear, origin)
        }
        appearanceDidChange(to: appearanceState, animated: false)
        return true
    }

    /// UIKit's automatic forwarding when `root` enters or leaves a window: every controller whose root view is in the
    /// subtree, parents before children, gets its will-call now and its did-call when the run-loop turn ends.
    static func forwardAppearance(in root: HeadlessView, appearing: Bool) {
        var stack = [root]
        while let view = stack.popLast() {
            // A parent that forwards by hand tells the controller and its subtree itself, and so does a presentation
            // (the presented controller's appearance follows its transition, not its view's arrival).
            if let controller = view.owner, controller.isForwardedByHand || controller.presentation.presenting != nil {
                continue
            }
            if let controller = view.owner, controller.receivesAutomaticAppearance,
                controller.beginAppearance(appearing, origin: .system)
            {
                let label = "\(controller.identifier).\(appearing ? "viewDidAppear" : "viewDidDisappear")"
                controller.pendingEnd = controller.environment.runLoop.defer_(label) { [weak controller] in
                    controller?.endAppearance(origin: .system)
                }
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
    }
}

/// Controllers are equal when they are the same object, as `UIViewController`s (`NSObject`s) are.
extension HeadlessViewController: Hashable {
    /// Identity.
    public nonisolated static func == (lhs: HeadlessViewController, rhs: HeadlessViewController) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
