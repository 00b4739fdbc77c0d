import Foundation
import TransitionCore

/// A custom container view controller with a UIKit-shaped API (`viewControllers`, `selectedIndex`,
/// `selectedViewController`, `delegate`, a content view), driven by TransitionCore's
/// ``/TransitionCore/ContainerEngine`` — the same engine a UIKit container uses.
///
/// ```swift
/// let ui = HeadlessEnvironment()
/// let tabs = HeadlessContainerViewController(identifier: "Tabs", environment: ui)
/// try tabs.setViewControllers([ui.makeViewController("Home"), ui.makeViewController("Settings")])
/// ui.perform { ui.makeWindow().rootViewController = tabs }
/// tabs.engine.defaultAnimator = myAnimator
/// try ui.perform { try tabs.select(index: 1) }
/// ui.clock.runUntilIdle()
/// ```
@MainActor
public final class HeadlessContainerViewController: HeadlessViewController, EngineContainer {
    /// The engine that does the work.
    public private(set) lazy var engine = ContainerEngine(host: engineHost, clock: environment.clock)
    /// Settles a running transition when the app enters the background, as UIKit's container does.
    private var backgroundObservation: NotificationObservation?
    /// The containment primitives the engine calls, kept off the container.
    private lazy var engineHost = Host(container: self)

    private var loadedContentView: HeadlessView?

    /// The view the children's views live in; it fills the container's view.
    public var contentView: HeadlessView {
        if let loadedContentView { return loadedContentView }
        // Reading `view` loads it, and `viewDidLoad` reads this property: the content view made there is the one.
        let root = view
        if let loadedContentView { return loadedContentView }
        let content = HeadlessView(name: "\(identifier).content", frame: root.bounds, environment: environment)
        content.didResize = { [weak self] in self?.engine.containerDidResize() }
        loadedContentView = content
        backgroundObservation = NotificationObservation(name: HeadlessApplication.didEnterBackgroundNotification) {
            [weak self] in self?.engine.applicationDidEnterBackground()
        }
        root.addSubview(content)
        // The content view fills the container's view, whatever an animation did to its frame: a resize lays it out
        // at the new bounds, and the engine reads that as the layout the content view returns to.
        root.didResize = { [weak root, weak content] in
            guard let root, let content else { return }
            content.frame = root.bounds
        }
        return content
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        _ = contentView
    }

    /// `shouldAutomaticallyForwardAppearanceMethods`, answered by the engine's
    /// ``/TransitionCore/ContainerEngine/appearanceForwarding`` (setting it sets the mode: false is
    /// ``/TransitionCore/AppearanceForwarding/navigationStyle``).
    public override var shouldAutomaticallyForwardAppearanceMethods: Bool {
        get { engine.appearanceForwarding.forwardsAutomatically }
        set { engine.appearanceForwarding = newValue ? .automatic : .navigationStyle }
    }

    // The container's own appearance callbacks reach the engine, which forwards them to the selected child in
    // navigation style (UIKit's `viewWillAppear` override of a container that forwards by hand).

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        engine.containerViewWillAppear(animated: animated)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        engine.containerViewDidAppear()
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        engine.containerViewWillDisappear(animated: animated)
    }

    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        engine.containerViewDidDisappear()
    }

    /// Receives each segment the engine would hand to a render server — a UIKit host installs it as Core Animation
    /// keyframe animations — and nil when it stops. Set it before a switch to test what plays while the main thread
    /// is busy; while it is nil the container plays frame by frame only.
    public var segmentObserver: (@MainActor (SegmentPlayback<HeadlessView>?) -> Void)?

}

extension HeadlessContainerViewController {
    /// What the container's engine drives: the container's containment primitives, each one call on the container,
    /// a child or a view. The container keeps it to itself, so only its engine makes these calls.
    @MainActor
    public final class Host: ContainerHost {
        private unowned let container: HeadlessContainerViewController

        init(container: HeadlessContainerViewController) {
            self.container = container
        }

        /// The container's identifier.
        public var containerIdentifier: String { container.identifier }

        /// The container's content view.
        public var contentView: HeadlessView { container.contentView }

        /// The child's identifier.
        public func identifier(of child: HeadlessViewController) -> String { child.identifier }

        /// The child's root view.
        public func view(of child: HeadlessViewController) -> HeadlessView { child.view }

        /// `container.addChild(child)`.
        public func addChild(_ child: HeadlessViewController) { container.addChild(child) }

        /// `child.willMove(toParent: nil)`.
        public func willRemoveChild(_ child: HeadlessViewController) { child.willMove(toParent: nil) }

        /// `child.didMove(toParent: container)`.
        public func didAddChild(_ child: HeadlessViewController) { child.didMove(toParent: container) }

        /// `child.removeFromParent()`.
        public func removeChild(_ child: HeadlessViewController) { child.removeFromParent() }

        /// Inserts a view among `parent`'s subviews.
        public func insertSubview(
            _ view: HeadlessView, into parent: HeadlessView, at placement: SubviewPlacement<HeadlessView>
        ) {
            switch placement {
            case .front: parent.addSubview(view)
            case .back: parent.insertSubview(view, at: 0)
            case let .above(sibling): parent.insertSubview(view, aboveSubview: sibling)
            case let .below(sibling): parent.insertSubview(view, belowSubview: sibling)
            }
        }

        /// `view.removeFromSuperview()`.
        public func removeFromSuperview(_ view: HeadlessView) { view.removeFromSuperview() }

        /// `view.layoutIfNeeded()`.
        public func layOutIfNeeded(_ view: HeadlessView) { view.layoutIfNeeded() }

        /// The view's bounds.
        public func bounds(of view: HeadlessView) -> CGRect { view.bounds }

        /// The view's animatable state.
        public func state(of view: HeadlessView) -> ViewState { view.state }

        /// Sets the view's animatable state.
        public func apply(_ state: ViewState, to view: HeadlessView) { view.state = state }

        /// `child.beginAppearanceTransition(isAppearing, animated: animated)`.
        public func beginAppearanceTransition(_ child: HeadlessViewController, isAppearing: Bool, animated: Bool) {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }

        /// `child.endAppearanceTransition()`.
        public func endAppearanceTransition(_ child: HeadlessViewController) {
            child.endAppearanceTransition()
        }

        /// A plain view named after the role.
        public func makeAuxiliaryView(for role: TransitionRole) -> HeadlessView {
            HeadlessView(name: "\(container.identifier).\(role)", environment: container.environment)
        }

        /// True while the container's ``HeadlessContainerViewController/segmentObserver`` is set.
        public var playsSegments: Bool { container.segmentObserver != nil }

        /// Passes the segment to the container's segment observer.
        public func playSegment(_ playback: SegmentPlayback<HeadlessView>) { container.segmentObserver?(playback) }

        /// Tells the container's segment observer that the segment stopped.
        public func endSegment() { container.segmentObserver?(nil) }

        /// The first view tagged `identifier` in `screen`'s subtree (``HeadlessView/firstView(taggedAs:)``).
        public func element(_ identifier: String, in screen: HeadlessView) -> HeadlessView? {
            screen.firstView(taggedAs: identifier)
        }

        /// The element's bounds in the screen's coordinates and its corner radius.
        public func geometry(of element: HeadlessView, in screen: HeadlessView) -> ElementGeometry {
            ElementGeometry(frame: element.convert(element.bounds, to: screen), cornerRadius: element.cornerRadius)
        }

        /// A clipping view on top of `container` with a snapshot of each element; both elements hidden.
        public func liftElement(
            source: HeadlessView, destination: HeadlessView, in container: HeadlessView
        ) -> ElementStandIn<HeadlessView>? {
            HeadlessView.liftElement(source: source, destination: destination, in: container)
        }

        /// Removes the stand-in and shows both elements as they were.
        public func putBackElement(_ standIn: ElementStandIn<HeadlessView>) { HeadlessView.putBackElement(standIn) }
    }
}
