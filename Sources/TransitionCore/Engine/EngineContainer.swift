import Foundation

/// A container view controller built on a ``ContainerEngine``: it gets the API of a hand-written container —
/// `viewControllers`, `selectedIndex`, `selectedViewController`, `delegate`, `select(index:animated:)` — written
/// once here over its engine. TransitionUIKit's `TransitionContainerViewController` adopts it.
///
/// The containment primitives the engine calls live on a separate host object the container keeps to itself, so
/// code holding the container cannot add or remove a child, or move a view, behind the engine's back.
@MainActor
public protocol EngineContainer: AnyObject {
    /// The platform's view controller type.
    associatedtype Child: AnyObject
    /// The platform's view type.
    associatedtype View: AnyObject
    /// The engine that does the work.
    var engine: ContainerEngine<Child, View> { get }
}

extension EngineContainer {
    /// The children, in index order. Setting replaces them (see ``ContainerEngine/setChildren(_:selecting:)``); a
    /// list the engine rejects is recorded in ``ContainerEngine/diagnostics`` and changes nothing.
    public var viewControllers: [Child] {
        get { engine.children }
        set { engine.setChildrenReportingErrors(newValue) }
    }

    /// Replaces the children, selecting `index` (or keeping the selected child), throwing on bad input.
    public func setViewControllers(_ controllers: [Child], selecting index: Int? = nil) throws {
        try engine.setChildren(controllers, selecting: index)
    }

    /// The selected index. Setting it selects with animation when the delegate (or the engine's default animator)
    /// provides one; an out-of-range index is recorded in the engine's diagnostics and changes nothing.
    public var selectedIndex: Int? {
        get { engine.selectedIndex }
        set {
            guard let newValue else { return }
            engine.selectReportingErrors(index: newValue)
        }
    }

    /// The selected child.
    public var selectedViewController: Child? { engine.selectedChild }

    /// Chooses animators and interaction controllers per pair (held weakly, as UIKit's delegates are).
    public var delegate: (any ContainerTransitionDelegate)? {
        get { engine.delegate }
        set { engine.delegate = newValue }
    }

    /// Selects the child at `index`; see ``ContainerEngine/select(index:animated:)``.
    public func select(index: Int, animated: Bool? = nil) throws {
        try engine.select(index: index, animated: animated)
    }
}
