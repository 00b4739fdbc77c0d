import Foundation

/// The views of a container built on a ``ContainerEngine``, for a controller that lays views out inside it (a drawer's
/// child and centre containers): the view-level half of the host, without its containment primitives, which stay the
/// engine's. Get it from ``ContainerEngine/views``; it holds the host weakly, as the engine does.
@MainActor
public struct ContainerViews<Host: ContainerHost> {
    private weak var host: Host?

    /// The views of `host`'s container.
    public init(_ host: Host) {
        self.host = host
    }

    /// Whether the container is still there.
    public var exists: Bool { host != nil }

    private var alive: Host {
        guard let host else { preconditionFailure("the container's views were used after the container went away") }
        return host
    }

    /// The container's identifier, as config rules name it.
    public var containerIdentifier: String { alive.containerIdentifier }
    /// The view the container's children live in.
    public var contentView: Host.View { alive.contentView }
    /// A child's identifier, as config rules name it.
    public func identifier(of child: Host.Child) -> String { alive.identifier(of: child) }
    /// A child's root view.
    public func view(of child: Host.Child) -> Host.View { alive.view(of: child) }
    /// A view's bounds.
    public func bounds(of view: Host.View) -> CGRect { alive.bounds(of: view) }
    /// A view's animatable state.
    public func state(of view: Host.View) -> ViewState { alive.state(of: view) }
    /// Sets a view's animatable state.
    public func apply(_ state: ViewState, to view: Host.View) { alive.apply(state, to: view) }
    /// Inserts a view among `parent`'s subviews.
    public func insertSubview(_ view: Host.View, into parent: Host.View, at placement: SubviewPlacement<Host.View>) {
        alive.insertSubview(view, into: parent, at: placement)
    }
    /// A plain view for `role` (a container of views, or the dimming view).
    public func makeAuxiliaryView(for role: TransitionRole) -> Host.View { alive.makeAuxiliaryView(for: role) }
}

extension ContainerEngine {
    /// The container's views, for a controller that lays views out in it (a drawer); nil once the host is gone.
    public var views: ContainerViews<Host>? { host.map { ContainerViews($0) } }
}
