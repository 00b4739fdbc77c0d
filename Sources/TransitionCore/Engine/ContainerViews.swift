import Foundation

/// The views of a container built on a ``ContainerEngine``, for a controller that lays views out inside it (a drawer's
/// child and centre containers): the view-level half of the host, without its containment primitives, which stay the
/// engine's. Get it from ``ContainerEngine/views``; it holds the host weakly, as the engine does.
@MainActor
@_spi(Host) public struct ContainerViews<Child: AnyObject, View: AnyObject> {
    private let host: AnyContainerHost<Child, View>

    init(_ host: AnyContainerHost<Child, View>) {
        self.host = host
    }

    /// The views of `host`'s container; it holds the host weakly.
    public init<Host: ContainerHost>(_ host: Host) where Host.Child == Child, Host.View == View {
        self.host = ContainerHostBox(host)
    }

    /// Whether the container is still there.
    public var exists: Bool { host.exists }

    private var alive: AnyContainerHost<Child, View> {
        guard host.exists else {
            preconditionFailure("the container's views were used after the container went away")
        }
        return host
    }

    /// The container's identifier, as config rules name it.
    public var containerIdentifier: String { alive.containerIdentifier }
    /// The view the container's children live in.
    public var contentView: View { alive.contentView }
    /// A child's identifier, as config rules name it.
    public func identifier(of child: Child) -> String { alive.identifier(of: child) }
    /// A child's root view.
    public func view(of child: Child) -> View { alive.view(of: child) }
    /// A view's bounds.
    public func bounds(of view: View) -> CGRect { alive.bounds(of: view) }
    /// A view's animatable state.
    public func state(of view: View) -> ViewState { alive.state(of: view) }
    /// Sets a view's animatable state.
    public func apply(_ state: ViewState, to view: View) { alive.apply(state, to: view) }
    /// Inserts a view among `parent`'s subviews.
    public func insertSubview(_ view: View, into parent: View, at placement: SubviewPlacement<View>) {
        alive.insertSubview(view, into: parent, at: placement)
    }
    /// A plain view for `role` (a container of views, or the dimming view).
    public func makeAuxiliaryView(for role: TransitionRole) -> View { alive.makeAuxiliaryView(for: role) }
    /// An opaque view the colour of `screen`'s surface just below `view`, covering its superview's bounds and taking
    /// no touches (nil when the screen paints no colour); see ``TransitionRenderer/insertBackdropView(matching:below:in:)``.
    public func insertBackdropView(matching screen: View, below view: View, in container: View) -> View? {
        alive.insertBackdropView(matching: screen, below: view, in: container)
    }
    /// Removes a view ``insertBackdropView(matching:below:in:)`` made.
    public func removeBackdropView(_ view: View) { alive.removeBackdropView(view) }
}

extension ContainerEngine {
    /// The container's views, for a controller that lays views out in it (a drawer); nil once the host is gone.
    @_spi(Host) public var views: ContainerViews<Child, View>? { host.map { ContainerViews<Child, View>($0) } }
}
