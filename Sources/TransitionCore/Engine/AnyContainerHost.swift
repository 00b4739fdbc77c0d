import Foundation

/// The engine's one reference to its host, with the host's type erased to its child and view types, so the engine,
/// and everything built on it, is generic over `<Child, View>` (`UIViewController`, `UIView`) and never names a host.
///
/// This base class only declares the primitives; ``ContainerHostBox`` forwards them to a host it holds weakly, as the
/// engine held its host: the host owns the engine.
@MainActor
class AnyContainerHost<Child: AnyObject, View: AnyObject>: ContainerHost {
    /// Whether the host is still there. Every other member needs it.
    var exists: Bool { false }

    var containerIdentifier: String { unsupported() }
    var contentView: View { unsupported() }
    func identifier(of child: Child) -> String { unsupported() }
    func view(of child: Child) -> View { unsupported() }
    func addChild(_ child: Child) { unsupported() }
    func willRemoveChild(_ child: Child) { unsupported() }
    func didAddChild(_ child: Child) { unsupported() }
    func removeChild(_ child: Child) { unsupported() }
    func insertSubview(_ view: View, into parent: View, at placement: SubviewPlacement<View>) { unsupported() }
    func removeFromSuperview(_ view: View) { unsupported() }
    func bounds(of view: View) -> CGRect { unsupported() }
    func makeAuxiliaryView(for role: TransitionRole) -> View { unsupported() }
    func layOutIfNeeded(_ view: View) { unsupported() }
    func beginAppearanceTransition(_ child: Child, isAppearing: Bool, animated: Bool) { unsupported() }
    func endAppearanceTransition(_ child: Child) { unsupported() }
    var systemPrefersReducedMotion: Bool { unsupported() }

    func state(of view: View) -> ViewState { unsupported() }
    func apply(_ state: ViewState, to view: View) { unsupported() }
    func insertDimmingView(above view: View, in container: View) -> View? { unsupported() }
    func removeDimmingView(_ view: View) { unsupported() }
    func insertBackdropView(matching screen: View, below view: View, in container: View) -> View? { unsupported() }
    func removeBackdropView(_ view: View) { unsupported() }
    var playsSegments: Bool { unsupported() }
    func playSegment(_ playback: SegmentPlayback<View>) { unsupported() }
    func endSegment() { unsupported() }
    func elements(_ identifier: String, in screen: View) -> [View] { unsupported() }
    func showsElement(_ view: View, tagged identifier: String, in screen: View) -> Bool { unsupported() }
    func elementID(of element: View) -> AnyHashable? { unsupported() }
    func geometry(of element: View, in screen: View) -> ElementGeometry { unsupported() }
    func liftElement(
        source: View, of fromScreen: View, destination: View, of toScreen: View, in container: View,
        sourceOnTop: Bool
    ) -> ElementStandIn<View>? { unsupported() }
    func putBackElement(_ standIn: ElementStandIn<View>) { unsupported() }

    private func unsupported(_ function: StaticString = #function) -> Never {
        preconditionFailure("AnyContainerHost.\(function) is abstract: the engine holds a ContainerHostBox")
    }
}

/// A host, held weakly, behind ``AnyContainerHost``.
///
/// Containment and layout calls need the host and stop the program when it is gone (the engine checks
/// ``AnyContainerHost/exists`` before them). The drawing calls a running player makes on every frame do nothing once
/// the host is gone, as a player does whose renderer went away.
@MainActor
final class ContainerHostBox<Host: ContainerHost>: AnyContainerHost<Host.Child, Host.View> {
    private weak var host: Host?

    init(_ host: Host) {
        self.host = host
    }

    private var alive: Host {
        guard let host else { preconditionFailure("the container's host was used after the container went away") }
        return host
    }

    override var exists: Bool { host != nil }

    override var containerIdentifier: String { alive.containerIdentifier }
    override var contentView: View { alive.contentView }
    override func identifier(of child: Child) -> String { alive.identifier(of: child) }
    override func view(of child: Child) -> View { alive.view(of: child) }
    override func addChild(_ child: Child) { alive.addChild(child) }
    override func willRemoveChild(_ child: Child) { alive.willRemoveChild(child) }
    override func didAddChild(_ child: Child) { alive.didAddChild(child) }
    override func removeChild(_ child: Child) { alive.removeChild(child) }
    override func insertSubview(_ view: View, into parent: View, at placement: SubviewPlacement<View>) {
        alive.insertSubview(view, into: parent, at: placement)
    }
    override func removeFromSuperview(_ view: View) { host?.removeFromSuperview(view) }
    override func bounds(of view: View) -> CGRect { alive.bounds(of: view) }
    override func makeAuxiliaryView(for role: TransitionRole) -> View { alive.makeAuxiliaryView(for: role) }
    override func layOutIfNeeded(_ view: View) { host?.layOutIfNeeded(view) }
    override func beginAppearanceTransition(_ child: Child, isAppearing: Bool, animated: Bool) {
        host?.beginAppearanceTransition(child, isAppearing: isAppearing, animated: animated)
    }
    override func endAppearanceTransition(_ child: Child) { host?.endAppearanceTransition(child) }
    override var systemPrefersReducedMotion: Bool { host?.systemPrefersReducedMotion ?? false }

    override func state(of view: View) -> ViewState { host?.state(of: view) ?? ViewState(frame: .zero) }
    override func apply(_ state: ViewState, to view: View) { host?.apply(state, to: view) }
    override func insertDimmingView(above view: View, in container: View) -> View? {
        host?.insertDimmingView(above: view, in: container)
    }
    override func removeDimmingView(_ view: View) { host?.removeDimmingView(view) }
    override func insertBackdropView(matching screen: View, below view: View, in container: View) -> View? {
        host?.insertBackdropView(matching: screen, below: view, in: container)
    }
    override func removeBackdropView(_ view: View) { host?.removeBackdropView(view) }
    override var playsSegments: Bool { host?.playsSegments ?? false }
    override func playSegment(_ playback: SegmentPlayback<View>) { host?.playSegment(playback) }
    override func endSegment() { host?.endSegment() }
    override func elements(_ identifier: String, in screen: View) -> [View] {
        host?.elements(identifier, in: screen) ?? []
    }
    override func showsElement(_ view: View, tagged identifier: String, in screen: View) -> Bool {
        host?.showsElement(view, tagged: identifier, in: screen) ?? false
    }
    override func elementID(of element: View) -> AnyHashable? { host?.elementID(of: element) }
    override func geometry(of element: View, in screen: View) -> ElementGeometry {
        host?.geometry(of: element, in: screen) ?? ElementGeometry(frame: .zero)
    }
    override func liftElement(
        source: View, of fromScreen: View, destination: View, of toScreen: View, in container: View,
        sourceOnTop: Bool
    ) -> ElementStandIn<View>? {
        host?.liftElement(
            source: source, of: fromScreen, destination: destination, of: toScreen, in: container,
            sourceOnTop: sourceOnTop)
    }
    override func putBackElement(_ standIn: ElementStandIn<View>) { host?.putBackElement(standIn) }
}
