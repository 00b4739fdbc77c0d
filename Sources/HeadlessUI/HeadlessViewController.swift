import Foundation
import TransitionCore

/// An in-memory `UIViewController`: a lazily loaded view, containment (`addChild`, `removeFromParent`,
/// `willMove`/`didMove`) with UIKit's automatic calls, and the four appearance callbacks, all recorded in the
/// environment's log with who made each call.
///
/// Subclassing is not offered (the type is `public`, not `open`); react to calls with ``onCall``.
@MainActor
public class HeadlessViewController {
    /// Where a controller is between its appearance callbacks.
    public enum AppearanceState: String, Sendable {
        /// Not on screen (initial state, and after `viewDidDisappear`).
        case disappeared
        /// Between `viewWillAppear` and `viewDidAppear`.
        case appearing
        /// On screen (after `viewDidAppear`).
        case appeared
        /// Between `viewWillDisappear` and `viewDidDisappear`.
        case disappearing
    }

    /// The transition identifier (`"Home"`), used by config rules and in traces.
    public let identifier: String
    /// The environment the controller records its calls in.
    public let environment: HeadlessEnvironment
    /// Called after every recorded call on this controller, for behaviour a subclass would add in UIKit.
    public var onCall: (@MainActor (HeadlessEvent.Call) -> Void)?
    /// `shouldAutomaticallyForwardAppearanceMethods`: when false, the controller's children receive appearance
    /// calls only through ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()``.
    public var shouldAutomaticallyForwardAppearanceMethods = true

    /// The parent, set by ``addChild(_:)`` and cleared by ``removeFromParent()``.
    public private(set) weak var parent: HeadlessViewController?
    /// The children, in the order they were added.
    public private(set) var children: [HeadlessViewController] = []
    /// Where the controller is in its appearance callbacks.
    public private(set) var appearanceState: AppearanceState = .disappeared
    /// True from `addChild` until the `viewDidAppear` that follows it.
    public private(set) var isMovingToParent = false
    /// True from `willMove(toParent: nil)` until the `viewDidDisappear` that follows it.
    public private(set) var isMovingFromParent = false

    var isWindowRoot = false
    private var loadedView: HeadlessView?
    private var pendingEnd: UInt64?

    /// Creates a controller; ``HeadlessEnvironment/makeViewController(_:)`` is the short way.
    public init(identifier: String, environment: HeadlessEnvironment) {
        self.identifier = identifier
        self.environment = environment
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The root view, loaded on first use (`viewDidLoad` is recorded then).
    public var view: HeadlessView {
        if let loadedView { return loadedView }
        let view = HeadlessView(name: identifier, environment: environment)
        view.owner = self
        loadedView = view
        record(.viewDidLoad, .system)
        viewDidLoad()
        return view
    }

    /// Hook for subclasses inside HeadlessUI, after the view is created.
    func viewDidLoad() {}

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

    /// Called after each of the controller's own appearance callbacks, with the state it entered; a container
    /// overrides it to forward its appearance to its children by hand, as a UIKit container does in its
    /// `viewWillAppear` and siblings.
    func appearanceDidChange(to state: AppearanceState, animated: Bool) {}

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
        switch (appearanceState, appearing) {
        case (.disappeared, true), (.disappearing, true):
            appearanceState = .appearing
        case (.appeared, false), (.appearing, false):
            appearanceState = .disappearing
        default:
            environment.report(
                AppearanceError(
                    controller: identifier, call: appearing ? "viewWillAppear" : "viewWillDisappear",
                    state: appearanceState.rawValue))
            return false
        }
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
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            isMovingToParent = false
            record(.viewDidAppear, origin)
        case .disappearing:
            appearanceState = .disappeared
            isMovingFromParent = false
            record(.viewDidDisappear, origin)
        case .appeared, .disappeared:
            environment.report(
                AppearanceError(
                    controller: identifier, call: "endAppearanceTransition", state: appearanceState.rawValue))
            return false
        }
        appearanceDidChange(to: appearanceState, animated: false)
        return true
    }

    /// UIKit's automatic forwarding when `root` enters or leaves a window: every controller whose root view is in the
    /// subtree, parents before children, gets its will-call now and its did-call when the run-loop turn ends.
    static func forwardAppearance(in root: HeadlessView, appearing: Bool) {
        var stack = [root]
        while let view = stack.popLast() {
            // A parent that forwards by hand tells the controller and its subtree itself.
            if let controller = view.owner, controller.isForwardedByHand { continue }
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
