import Foundation
import HeadlessUI
@_spi(Host) import TransitionCore

/// The engine's test double of a container: the smallest container view controller on HeadlessUI that hosts a
/// ``ContainerEngine`` (each containment primitive one model call, appearance forwarded by the engine), so the
/// engine's and the player's tests run against the model's UIKit rules without the UIKit layer. What ships is
/// `TransitionContainerViewController`; TransitionUIKitTests run that one on the same model.
@MainActor
final class ModelContainer: HeadlessViewController, EngineContainer {
    /// The engine that does the work.
    private(set) lazy var engine: ContainerEngine<HeadlessViewController, HeadlessView> = ContainerEngine(
        host: engineHost, clock: environment.clock)
    /// Settles a running transition when the app enters the background, as UIKit's container does.
    private var backgroundObservation: NotificationObservation?
    /// The containment primitives the engine calls, kept off the container.
    private lazy var engineHost = Host(container: self)

    private var loadedContentView: HeadlessView?

    /// The view the children's views live in; it fills the container's view.
    var contentView: HeadlessView {
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

    override func viewDidLoad() {
        super.viewDidLoad()
        _ = contentView
    }

    /// `shouldAutomaticallyForwardAppearanceMethods`, answered by the engine (false in navigation style, and in the
    /// automatic mode while a finger drives a switch; setting it sets the mode: false is
    /// ``/TransitionCore/AppearanceForwarding/navigationStyle``).
    override var shouldAutomaticallyForwardAppearanceMethods: Bool {
        get { engine.forwardsAppearanceAutomatically }
        set { engine.appearanceForwarding = newValue ? .automatic : .navigationStyle }
    }

    // The container's own appearance callbacks reach the engine, which forwards them to the selected child in
    // navigation style (UIKit's `viewWillAppear` override of a container that forwards by hand).

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        engine.containerViewWillAppear(animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        engine.containerViewDidAppear()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        engine.containerViewWillDisappear(animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        engine.containerViewDidDisappear()
    }

    /// Receives each segment the engine would hand to a render server — a UIKit host installs it as Core Animation
    /// keyframe animations — and nil when it stops. Set it before a switch to test what plays while the main thread
    /// is busy; while it is nil the container plays frame by frame only.
    var segmentObserver: (@MainActor (SegmentPlayback<HeadlessView>?) -> Void)?

}

extension ModelContainer {
    /// What the container's engine drives: the container's containment primitives, each one call on the container,
    /// a child or a view. The container keeps it to itself, so only its engine makes these calls.
    @MainActor
    final class Host: ContainerHost {
        private unowned let container: ModelContainer

        init(container: ModelContainer) {
            self.container = container
        }

        /// The container's identifier.
        var containerIdentifier: String { container.identifier }

        /// The container's content view.
        var contentView: HeadlessView { container.contentView }

        /// The child's identifier.
        func identifier(of child: HeadlessViewController) -> String { child.identifier }

        /// The child's root view.
        func view(of child: HeadlessViewController) -> HeadlessView { child.view }

        /// `container.addChild(child)`.
        func addChild(_ child: HeadlessViewController) { container.addChild(child) }

        /// `child.willMove(toParent: nil)`.
        func willRemoveChild(_ child: HeadlessViewController) { child.willMove(toParent: nil) }

        /// `child.didMove(toParent: container)`.
        func didAddChild(_ child: HeadlessViewController) { child.didMove(toParent: container) }

        /// `child.removeFromParent()`.
        func removeChild(_ child: HeadlessViewController) { child.removeFromParent() }

        /// Inserts a view among `parent`'s subviews.
        func insertSubview(
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
        func removeFromSuperview(_ view: HeadlessView) { view.removeFromSuperview() }

        /// `view.layoutIfNeeded()`.
        func layOutIfNeeded(_ view: HeadlessView) { view.layoutIfNeeded() }

        /// The view's bounds.
        func bounds(of view: HeadlessView) -> CGRect { view.bounds }

        /// The view's animatable state.
        func state(of view: HeadlessView) -> ViewState { view.state }

        /// Sets the view's animatable state.
        func apply(_ state: ViewState, to view: HeadlessView) { view.state = state }

        /// `child.beginAppearanceTransition(isAppearing, animated: animated)`.
        func beginAppearanceTransition(_ child: HeadlessViewController, isAppearing: Bool, animated: Bool) {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }

        /// `child.endAppearanceTransition()`.
        func endAppearanceTransition(_ child: HeadlessViewController) {
            child.endAppearanceTransition()
        }

        /// A plain view named after the role.
        func makeAuxiliaryView(for role: TransitionRole) -> HeadlessView {
            HeadlessView(name: "\(container.identifier).\(role)", environment: container.environment)
        }

        /// True while the container's ``ModelContainer/segmentObserver`` is set.
        var playsSegments: Bool { container.segmentObserver != nil }

        /// Passes the segment to the container's segment observer.
        func playSegment(_ playback: SegmentPlayback<HeadlessView>) { container.segmentObserver?(playback) }

        /// Tells the container's segment observer that the segment stopped.
        func endSegment() { container.segmentObserver?(nil) }

        /// Every view tagged `identifier` in `screen`'s subtree (``HeadlessView/views(taggedAs:)``).
        func elements(_ identifier: String, in screen: HeadlessView) -> [HeadlessView] {
            screen.views(taggedAs: identifier)
        }

        /// The view's ``HeadlessView/transitionElementID``.
        func elementID(of element: HeadlessView) -> AnyHashable? { element.transitionElementID }

        /// The element's bounds in the screen's coordinates and its corner radius.
        func geometry(of element: HeadlessView, in screen: HeadlessView) -> ElementGeometry {
            ElementGeometry(frame: element.convert(element.bounds, to: screen), cornerRadius: element.cornerRadius)
        }

        /// A clipping view on top of `container` with a snapshot of each element; both elements hidden.
        func liftElement(
            source: HeadlessView, of fromScreen: HeadlessView, destination: HeadlessView, of toScreen: HeadlessView,
            in container: HeadlessView, sourceOnTop: Bool
        ) -> ElementStandIn<HeadlessView>? {
            HeadlessView.liftElement(source: source, destination: destination, in: container)
        }

        /// Removes the stand-in and shows both elements as they were.
        func putBackElement(_ standIn: ElementStandIn<HeadlessView>) { HeadlessView.putBackElement(standIn) }
    }
}

extension HeadlessView {
    /// Puts up a shared element's stand-in as a UIKit host does: a clipping view on top of `container` holding a
    /// snapshot of each element — the source as it is on screen, the destination after its pending changes — and
    /// then hides both elements.
    fileprivate static func liftElement(
        source: HeadlessView, destination: HeadlessView, in container: HeadlessView
    ) -> ElementStandIn<HeadlessView>? {
        guard let sourcePicture = source.snapshotView(afterScreenUpdates: false),
            let destinationPicture = destination.snapshotView(afterScreenUpdates: true)
        else { return nil }
        let standIn = HeadlessView(name: "shared element stand-in", environment: container.environment)
        standIn.clipsToBounds = true
        standIn.isUserInteractionEnabled = false
        standIn.addSubview(sourcePicture)
        standIn.addSubview(destinationPicture)
        container.addSubview(standIn)
        let lifted = ElementStandIn(
            view: standIn, sourcePicture: sourcePicture, destinationPicture: destinationPicture, source: source,
            destination: destination, sourceWasHidden: source.isHidden, destinationWasHidden: destination.isHidden)
        source.isHidden = true
        destination.isHidden = true
        return lifted
    }

    /// Removes the stand-in and gives both elements back the `isHidden` they had.
    fileprivate static func putBackElement(_ standIn: ElementStandIn<HeadlessView>) {
        standIn.view.removeFromSuperview()
        standIn.source.isHidden = standIn.sourceWasHidden
        standIn.destination.isHidden = standIn.destinationWasHidden
    }
}
