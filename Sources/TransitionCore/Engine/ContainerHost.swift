import Foundation

/// The containment primitives a platform performs for a container engine, beside the drawing it does for every
/// transition (``TransitionRenderer``).
///
/// A host is thin: every method is one UIKit call, named after it, and the *system* side effects
/// (appearance callbacks, `willMove` from `addChild`, `didMove(nil)` from `removeFromParent`) are the host's
/// platform's business. All choreography — which call comes when — lives in the engines. HeadlessUI implements this
/// protocol in memory; a UIKit host implements it over `UIViewController`.
///
/// For ``AppearanceForwarding/navigationStyle`` a host also implements
/// ``beginAppearanceTransition(_:isAppearing:animated:)`` and ``endAppearanceTransition(_:)``, answers
/// `shouldAutomaticallyForwardAppearanceMethods` with the engine's mode, and reports its own appearance from its
/// `viewWillAppear` and siblings with ``ContainerEngine/containerViewWillAppear(animated:)``,
/// ``ContainerEngine/containerViewDidAppear()``, ``ContainerEngine/containerViewWillDisappear(animated:)`` and
/// ``ContainerEngine/containerViewDidDisappear()``.
@MainActor
@_spi(Host) public protocol ContainerHost: TransitionRenderer {
    /// The platform's view controller type.
    associatedtype Child: AnyObject

    /// The container's own transition identifier, matched by container-scoped config rules.
    var containerIdentifier: String { get }
    /// The view that holds the children's views. Reading it loads the container's view if needed.
    var contentView: View { get }

    /// The child's transition identifier, e.g. `"Home"`; `""` for a child without one, which only `"*"` rules match
    /// (a config cannot name the empty identifier) and which several children may share.
    func identifier(of child: Child) -> String
    /// The child's root view, loading it if needed.
    func view(of child: Child) -> View

    /// `addChild(child)`; the system calls `child.willMove(toParent: container)`.
    func addChild(_ child: Child)
    /// `child.willMove(toParent: nil)`, the first step of removing a child.
    func willRemoveChild(_ child: Child)
    /// `child.didMove(toParent: container)`, the last step of adding a child.
    func didAddChild(_ child: Child)
    /// `child.removeFromParent()`; the system calls `child.didMove(toParent: nil)`.
    func removeChild(_ child: Child)

    /// `parent.addSubview(view)` or one of its `insertSubview` variants.
    func insertSubview(_ view: View, into parent: View, at placement: SubviewPlacement<View>)
    /// `view.removeFromSuperview()`.
    func removeFromSuperview(_ view: View)
    /// The view's bounds.
    func bounds(of view: View) -> CGRect
    /// A new, plain view for a role the engine needs but no child provides (the dimming overlay).
    func makeAuxiliaryView(for role: TransitionRole) -> View
    /// `view.layoutIfNeeded()`: the engine calls it on an arriving child's view just after inserting it at its
    /// resting frame and before the first frame moves it, so the child's safe-area insets and its layout are those
    /// it will have at rest, and nothing jumps during the transition or at its end.
    func layOutIfNeeded(_ view: View)

    /// `child.beginAppearanceTransition(isAppearing, animated: animated)`: the child's `viewWillAppear` or
    /// `viewWillDisappear`. The engine calls it only in ``AppearanceForwarding/navigationStyle``, where the container's
    /// `shouldAutomaticallyForwardAppearanceMethods` must return false (read
    /// ``ContainerEngine/appearanceForwarding``).
    func beginAppearanceTransition(_ child: Child, isAppearing: Bool, animated: Bool)
    /// `child.endAppearanceTransition()`: the child's `viewDidAppear` or `viewDidDisappear`. Only in
    /// ``AppearanceForwarding/navigationStyle``.
    func endAppearanceTransition(_ child: Child)

    /// Whether the platform's settings ask for less motion now (Reduce Motion, Prefer Cross-Fade Transitions): a
    /// transition that starts is then told so (``TransitionContext/prefersReducedMotion``), whatever its delegate
    /// says, as UIKit's own containers are.
    var systemPrefersReducedMotion: Bool { get }
}

extension ContainerHost {
    /// False: a host without settings of its own leaves it to the delegate.
    public var systemPrefersReducedMotion: Bool { false }

    /// Does nothing: a host whose platform has no layout pass lays nothing out.
    public func layOutIfNeeded(_ view: View) {}

    /// Does nothing: a host without it supports only ``AppearanceForwarding/automatic``, where the engine never
    /// calls it.
    public func beginAppearanceTransition(_ child: Child, isAppearing: Bool, animated: Bool) {}

    /// Does nothing: a host without it supports only ``AppearanceForwarding/automatic``, where the engine never
    /// calls it.
    public func endAppearanceTransition(_ child: Child) {}
}

extension ContainerHost {
    /// A view from ``makeAuxiliaryView(for:)`` for ``TransitionRole/dimming``, inserted just above `view`.
    public func insertDimmingView(above view: View, in container: View) -> View? {
        let dimming = makeAuxiliaryView(for: .dimming)
        insertSubview(dimming, into: container, at: .above(view))
        return dimming
    }

    /// Removes the dimming view from its superview.
    public func removeDimmingView(_ view: View) { removeFromSuperview(view) }
}
