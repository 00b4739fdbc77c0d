import Foundation

/// A container view controller that is its engine's host: it gets the API of a hand-written container —
/// `viewControllers`, `selectedIndex`, `selectedViewController`, `delegate`, `select(index:animated:)` — written
/// once here over its ``ContainerEngine``. HeadlessUI's and TransitionUIKit's container view controllers adopt it.
@MainActor
public protocol EngineContainer: ContainerHost {
    /// The engine that does the work, with this container as its host.
    var engine: ContainerEngine<Self> { get }
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

extension ContainerHost {
    /// The host's own engine when the host is an ``EngineContainer``: controllers built on a host (a tab container, a
    /// drawer) use it, so the container's resize and appearance calls reach them and there is one engine per
    /// container.
    package var ownEngine: ContainerEngine<Self>? {
        guard let container = self as? any EngineContainer else { return nil }
        return engineObject(of: container) as? ContainerEngine<Self>
    }
}

@MainActor
private func engineObject<Container: EngineContainer>(of container: Container) -> AnyObject {
    container.engine
}
